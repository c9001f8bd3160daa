import { REQUIRED_FIELDS, missingFields } from './requiredFields';
import { schemaChangeActions, type TableSchema } from '../../../../api/lake/schemas';
import {
  blankChange,
  changeErrorTarget,
  checkQueue,
  fieldAt,
  levelAt,
  siblingNames,
  withColumn,
} from './changeModel';
import { columnTree, parsePathValue } from './columnTree';

const schema: TableSchema = {
  fields: [
    { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
    {
      id: 1,
      name: 'address',
      description: 'where',
      type: {
        type: 'ROW',
        fields: [
          { id: 2, name: 'city', type: { type: 'STRING' } },
          { id: 3, name: 'zip', type: { type: 'STRING' } },
        ],
      },
    },
    {
      id: 4,
      name: 'tags',
      type: {
        type: 'ARRAY',
        element: { type: 'ROW', fields: [{ id: 5, name: 'label', type: { type: 'STRING' } }] },
      },
    },
    {
      id: 6,
      name: 'attrs',
      type: { type: 'MAP', key: { type: 'STRING' }, value: { type: 'INT' } },
    },
  ],
  primaryKeys: ['id'],
  partitionKeys: [],
  options: {},
};

describe('blankChange', () => {
  it.each(schemaChangeActions)('%s starts with exactly its required fields', (action) => {
    const change = blankChange(action);
    const present = Object.keys(change).filter((key) => key !== 'action');
    // fieldNames of an existing column is chosen, not defaulted: the rest are all there.
    const expected = REQUIRED_FIELDS[action].filter(
      (field) => action === 'addColumn' || field !== 'fieldNames',
    );
    expect(present.sort()).toEqual([...expected].sort());
    expect(missingFields(change)).toEqual(
      action !== 'addColumn' && REQUIRED_FIELDS[action].includes('fieldNames')
        ? ['fieldNames']
        : action === 'updateColumnPosition'
          ? ['move.fieldName']
          : [],
    );
  });
});

describe('column paths', () => {
  it('resolves levels and fields through ROW, ARRAY element and MAP value', () => {
    expect(levelAt(schema, [])?.map((f) => f.name)).toEqual(['id', 'address', 'tags', 'attrs']);
    expect(siblingNames(schema, ['address'])).toEqual(['city', 'zip']);
    expect(siblingNames(schema, ['tags', 'element'])).toEqual(['label']);
    expect(levelAt(schema, ['tags'])).toBeNull();
    expect(fieldAt(schema, ['tags', 'element', 'label'])?.id).toBe(5);
    expect(fieldAt(schema, ['address', 'nope'])).toBeUndefined();
  });

  it('builds picker trees: every field, or the places a column can be added', () => {
    const fields = columnTree(schema, 'fields');
    expect(fields.map((n) => n.pathText)).toEqual(['id', 'address', 'tags', 'attrs']);
    const tags = fields[2]!;
    // The ARRAY's element step is there (it leads to a field) but cannot itself be picked.
    expect(tags.children?.[0]).toMatchObject({ pathText: 'tags.element', selectable: false });
    expect(tags.children?.[0]?.children?.[0]).toMatchObject({
      pathText: 'tags.element.label',
      selectable: true,
    });
    expect(parsePathValue(tags.children![0]!.children![0]!.value)).toEqual([
      'tags',
      'element',
      'label',
    ]);
    // A MAP of primitives has nothing inside to pick.
    expect(fields[3]!.children).toBeUndefined();

    const parents = columnTree(schema, 'parents', 'Top');
    expect(parents.map((n) => [n.pathText, n.selectable])).toEqual([
      ['Top', true],
      ['address', true],
      ['tags', false],
    ]);
    expect(parents[2]!.children?.[0]).toMatchObject({ pathText: 'tags.element', selectable: true });
  });

  it('starts an edit from what the picked column has', () => {
    expect(withColumn(blankChange('updateColumnType'), ['id'], schema)).toMatchObject({
      fieldNames: ['id'],
      newDataType: { type: 'BIGINT' },
      newNullability: false,
    });
    expect(
      withColumn(blankChange('updateColumnType'), ['id'], schema).newDataType,
    ).not.toHaveProperty('nullable');
    expect(withColumn(blankChange('updateColumnComment'), ['address'], schema).newComment).toBe(
      'where',
    );
    // Changing nullability proposes the other state.
    expect(withColumn(blankChange('updateColumnNullability'), ['id'], schema).newNullability).toBe(
      true,
    );
  });
});

describe('checkQueue', () => {
  it('checks each change against the schema the earlier ones leave', () => {
    const check = checkQueue(schema, [
      {
        action: 'addColumn',
        fieldNames: ['email'],
        dataType: { type: 'STRING' },
        move: { type: 'AFTER', fieldName: 'email', referenceFieldName: 'id' },
        comment: '',
      },
      { action: 'renameColumn', fieldNames: ['email'], newName: 'mail' },
      { action: 'dropColumn', fieldNames: ['email'] },
      { action: 'dropColumn', fieldNames: ['id'] },
    ]);
    expect(check.errors[0]).toBeNull();
    expect(check.errors[1]).toBeNull();
    // email was renamed by change 1.
    expect(check.errors[2]).toEqual({
      field: 'changes[2].fieldNames',
      code: 'columnMissing',
      params: { path: 'email' },
    });
    expect(check.errors[3]?.field).toBe('changes[3].fieldNames');
    expect(check.before[1]!.fields.map((f) => f.name)).toEqual([
      'id',
      'email',
      'address',
      'tags',
      'attrs',
    ]);
    expect(check.after.fields.map((f) => f.name)).toEqual([
      'id',
      'mail',
      'address',
      'tags',
      'attrs',
    ]);
  });
});

describe('changeErrorTarget', () => {
  it('reads the change and field a service message names', () => {
    expect(changeErrorTarget('changes[1].newName is required for renameColumn.')).toEqual({
      index: 1,
      field: 'newName',
    });
    expect(changeErrorTarget('bad: changes[12].move.referenceFieldName')).toEqual({
      index: 12,
      field: 'move.referenceFieldName',
    });
    expect(changeErrorTarget('changes[0]')).toEqual({ index: 0, field: null });
    expect(changeErrorTarget('Table not found')).toBeNull();
    expect(changeErrorTarget(undefined)).toBeNull();
  });
});
