import type { TableSchema } from '../../../../api/lake/schemas';
import {
  addChild,
  builderFromSchema,
  emptyField,
  findField,
  moveField,
  removeField,
  schemaFromBuilder,
  setKind,
  typeAt,
  updateField,
  updateType,
  type BuilderField,
} from './builder';
import { validateBuilder } from './validateBuilder';

const source: TableSchema = {
  fields: [
    { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
    {
      id: 1,
      name: 'amount',
      description: 'in cents',
      type: { type: 'DECIMAL', precision: 12, scale: 2 },
    },
    {
      id: 2,
      name: 'items',
      type: {
        type: 'ARRAY',
        element: {
          type: 'ROW',
          fields: [
            { id: 3, name: 'sku', type: { type: 'VARCHAR', length: 32 } },
            { id: 4, name: 'qty', type: { type: 'INT' } },
          ],
        },
      },
    },
  ],
  primaryKeys: ['id'],
  partitionKeys: [],
  options: {},
};

function named(fields: readonly BuilderField[], name: string): BuilderField {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

describe('builder ⇄ schema', () => {
  it('round-trips a schema, keeping ids, descriptions, parameters and nullability', () => {
    const fields = builderFromSchema(source);
    expect(fields.map((f) => f.name)).toEqual(['id', 'amount', 'items']);
    expect(new Set(fields.map((f) => f.uid)).size).toBe(3);
    expect(named(fields, 'id').type).toEqual({ kind: 'BIGINT', nullable: false });
    expect(
      schemaFromBuilder(fields, { primaryKeys: ['id'], comment: 'orders', options: { a: 'b' } }),
    ).toEqual({ ...source, options: { a: 'b' }, comment: 'orders' });
  });

  it('drops a blank comment and description and parameters the kind does not take', () => {
    const field: BuilderField = {
      uid: 'x',
      name: 'n',
      description: '  ',
      type: { kind: 'INT', nullable: true, precision: 3, length: 9 },
    };
    expect(schemaFromBuilder([field], { comment: ' ' })).toEqual({
      fields: [{ name: 'n', type: { type: 'INT' } }],
      primaryKeys: [],
      partitionKeys: [],
      options: {},
    });
  });

  it('makes empty fields with distinct uids', () => {
    const a = emptyField();
    const b = emptyField();
    expect(a.uid).not.toBe(b.uid);
    expect(a).toMatchObject({
      name: '',
      description: '',
      type: { kind: 'STRING', nullable: true },
    });
  });
});

describe('edits', () => {
  it('renames a nested field without touching its siblings or the input', () => {
    const fields = builderFromSchema(source);
    const items = named(fields, 'items');
    const sku = items.type.element!.fields![0]!;
    const next = updateField(fields, sku.uid, { name: 'code', description: 'stock unit' });
    expect(findField(next, sku.uid)).toMatchObject({ name: 'code', description: 'stock unit' });
    expect(findField(fields, sku.uid)?.name).toBe('sku');
    expect(next[0]).toBe(fields[0]);
  });

  it('sets parameters and nullability of a type part', () => {
    const fields = builderFromSchema(source);
    const items = named(fields, 'items');
    const next = updateType(fields, { uid: items.uid, typePath: ['element'] }, { nullable: false });
    expect(typeAt(next, { uid: items.uid, typePath: ['element'] })?.nullable).toBe(false);
    const amount = named(fields, 'amount');
    const wider = updateType(fields, { uid: amount.uid }, { precision: 20 });
    expect(named(wider, 'amount').type).toMatchObject({ precision: 20, scale: 2 });
  });

  it('setKind creates and clears the parts the kind needs', () => {
    const fields = [emptyField()];
    const uid = fields[0]!.uid;
    const asMap = setKind(fields, { uid }, 'MAP');
    expect(asMap[0]!.type).toEqual({
      kind: 'MAP',
      nullable: true,
      key: { kind: 'STRING', nullable: true },
      value: { kind: 'STRING', nullable: true },
    });
    const asRow = setKind(asMap, { uid }, 'ROW');
    expect(asRow[0]!.type.key).toBeUndefined();
    expect(asRow[0]!.type.fields).toHaveLength(1);
    const asDecimal = setKind(asRow, { uid }, 'DECIMAL');
    expect(asDecimal[0]!.type).toEqual({
      kind: 'DECIMAL',
      nullable: true,
      precision: 10,
      scale: 0,
    });
    const asArray = setKind(asDecimal, { uid }, 'ARRAY');
    expect(asArray[0]!.type).toEqual({
      kind: 'ARRAY',
      nullable: true,
      element: { kind: 'STRING', nullable: true },
    });
    // Switching the element of the array to a ROW gives the element one field.
    const rowElement = setKind(asArray, { uid, typePath: ['element'] }, 'ROW');
    expect(rowElement[0]!.type.element?.fields).toHaveLength(1);
  });

  it('adds children to the top level, a ROW and an ARRAY of ROWs', () => {
    const fields = builderFromSchema(source);
    const items = named(fields, 'items');
    const top = addChild(fields, null, { ...emptyField(), name: 'note' });
    expect(top.map((f) => f.name)).toEqual(['id', 'amount', 'items', 'note']);
    const nested = addChild(
      fields,
      { uid: items.uid, typePath: ['element'] },
      {
        ...emptyField(),
        name: 'price',
      },
    );
    expect(named(nested, 'items').type.element?.fields?.map((f) => f.name)).toEqual([
      'sku',
      'qty',
      'price',
    ]);
    // Not a ROW: nothing changes.
    expect(addChild(fields, { uid: items.uid }, emptyField())).toEqual(fields);
  });

  it('removes and moves fields within their level', () => {
    const fields = builderFromSchema(source);
    const qty = named(fields, 'items').type.element!.fields![1]!;
    expect(
      named(moveField(fields, qty.uid, -1), 'items').type.element?.fields?.map((f) => f.name),
    ).toEqual(['qty', 'sku']);
    expect(moveField(fields, fields[0]!.uid, 5).map((f) => f.name)).toEqual([
      'amount',
      'items',
      'id',
    ]);
    expect(moveField(fields, fields[0]!.uid, -1).map((f) => f.name)).toEqual([
      'id',
      'amount',
      'items',
    ]);
    const removed = removeField(fields, qty.uid);
    expect(named(removed, 'items').type.element?.fields?.map((f) => f.name)).toEqual(['sku']);
    expect(removeField(fields, fields[1]!.uid).map((f) => f.name)).toEqual(['id', 'items']);
  });
});

describe('validateBuilder', () => {
  it('finds nothing wrong with a valid tree', () => {
    const result = validateBuilder(builderFromSchema(source), { primaryKeys: ['id'] });
    expect(result.count).toBe(0);
  });

  it('attaches issues to the uid of the offending field', () => {
    let fields = builderFromSchema(source);
    const items = named(fields, 'items');
    const [sku, qty] = items.type.element!.fields!;
    fields = updateField(fields, qty!.uid, { name: 'SKU' });
    fields = updateField(fields, fields[0]!.uid, { name: '' });
    fields = updateType(fields, { uid: named(fields, 'amount').uid }, { precision: 50 });
    fields = setKind(fields, { uid: sku!.uid }, 'MAP');
    fields = setKind(fields, { uid: sku!.uid, typePath: ['key'] }, 'ARRAY');

    const result = validateBuilder(fields, { primaryKeys: ['id'], partitionKeys: ['items'] });
    const codes = (uid: string) =>
      (result.byUid.get(uid) ?? []).map((i) => [i.code, i.part, i.typePath.join('.')]);
    expect(codes(fields[0]!.uid)).toEqual([['nameRequired', 'name', '']]);
    expect(codes(fields[1]!.uid)).toEqual([['decimalPrecision', 'type', '']]);
    expect(codes(qty!.uid)).toEqual([['nameDuplicate', 'name', '']]);
    expect(codes(sku!.uid)).toEqual([['mapKeyNotPrimitive', 'type', '']]);
    expect(result.primaryKeys.map((i) => i.code)).toEqual(['primaryKeyUnknown']);
    expect(result.partitionKeys.map((i) => [i.code, i.params.name])).toEqual([
      ['partitionKeyNotPrimitive', 'items'],
    ]);
    expect(result.count).toBe(6);
  });

  it('locates issues inside a type part', () => {
    const base = builderFromSchema(source);
    const items = named(base, 'items');
    const fields = setKind(base, { uid: items.uid, typePath: ['element'] }, 'ARRAY');
    const withDecimal = setKind(
      fields,
      { uid: items.uid, typePath: ['element', 'element'] },
      'DECIMAL',
    );
    const bad = updateType(
      withDecimal,
      { uid: items.uid, typePath: ['element', 'element'] },
      { scale: 11 },
    );
    const issues = validateBuilder(bad).byUid.get(items.uid) ?? [];
    expect(issues.map((i) => [i.code, i.typePath])).toEqual([
      ['decimalScale', ['element', 'element']],
    ]);
  });

  it('reports an empty table on the table', () => {
    const result = validateBuilder([]);
    expect(result.table.map((i) => i.code)).toEqual(['noColumns']);
  });
});
