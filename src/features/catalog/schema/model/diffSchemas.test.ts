import type { FullSchemaChange, TableSchema } from '../../../../api/lake/schemas';
import { ADD_RENAME_DROP, alterSchema } from '../testing/sampleSchemas';
import { diffColumns, diffSchemas } from './diffSchemas';

const before: TableSchema = {
  fields: [
    { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
    { id: 1, name: 'dt', type: { type: 'STRING' } },
    { id: 2, name: 'amount', description: 'cents', type: { type: 'INT' } },
    {
      id: 3,
      name: 'address',
      type: {
        type: 'ROW',
        fields: [
          { id: 4, name: 'city', type: { type: 'STRING' } },
          { id: 5, name: 'zip', type: { type: 'STRING' } },
        ],
      },
    },
    { id: 6, name: 'legacy', type: { type: 'BOOLEAN' } },
  ],
  primaryKeys: ['id'],
  partitionKeys: ['dt'],
  options: { bucket: '4', 'file.format': 'orc' },
  comment: 'orders',
};

const alter = (changes: readonly FullSchemaChange[]) => alterSchema(before, changes);

describe('diffSchemas', () => {
  it('finds nothing between equal schemas', () => {
    expect(diffSchemas(before, structuredClone(before))).toEqual([]);
  });

  it('lists an added-after column, a rename (by id) and a drop', () => {
    const after = alter(ADD_RENAME_DROP);
    expect(diffSchemas(before, after)).toEqual([
      { kind: 'removed', path: ['legacy'], type: 'BOOLEAN' },
      { kind: 'added', path: ['region'], type: 'VARCHAR(16)', after: 'dt' },
      { kind: 'renamed', path: ['amount_cents'], from: 'amount', to: 'amount_cents' },
    ]);
  });

  it('lists type, nullability, comment, nested and table-level changes', () => {
    const after = alter([
      { action: 'setOption', key: 'bucket', value: '8' },
      { action: 'setOption', key: 'owner', value: 'bi' },
      { action: 'removeOption', key: 'file.format' },
      { action: 'updateComment', comment: 'all orders' },
      {
        action: 'updateColumnType',
        fieldNames: ['amount'],
        newDataType: { type: 'BIGINT' },
        keepNullability: true,
        newNullability: true,
      },
      { action: 'updateColumnNullability', fieldNames: ['dt'], newNullability: false },
      { action: 'updateColumnComment', fieldNames: ['amount'], newComment: 'in cents' },
      { action: 'renameColumn', fieldNames: ['address', 'zip'], newName: 'postcode' },
      {
        action: 'addColumn',
        fieldNames: ['address', 'street'],
        dataType: { type: 'STRING' },
        comment: '',
        move: { type: 'FIRST' },
      },
    ]);
    expect(diffSchemas(before, after)).toEqual([
      { kind: 'tableComment', from: 'orders', to: 'all orders' },
      { kind: 'optionSet', key: 'bucket', from: '4', to: '8' },
      { kind: 'optionRemoved', key: 'file.format', from: 'orc' },
      { kind: 'optionSet', key: 'owner', from: null, to: 'bi' },
      { kind: 'nullabilityChanged', path: ['dt'], nullable: false },
      { kind: 'typeChanged', path: ['amount'], from: 'INT', to: 'BIGINT' },
      { kind: 'commentChanged', path: ['amount'], from: 'cents', to: 'in cents' },
      { kind: 'added', path: ['address', 'street'], type: 'STRING', after: null },
      { kind: 'renamed', path: ['address', 'postcode'], from: 'zip', to: 'postcode' },
    ]);
  });

  it('detects a move by order, not every column after it', () => {
    const after = alter([
      { action: 'updateColumnPosition', move: { type: 'FIRST', fieldName: 'legacy' } },
    ]);
    expect(diffSchemas(before, after)).toEqual([{ kind: 'moved', path: ['legacy'], after: null }]);
  });

  it('treats a different id under the same name as a drop and an add', () => {
    const after: TableSchema = {
      ...before,
      fields: before.fields.map((f) => (f.name === 'legacy' ? { ...f, id: 99 } : f)),
    };
    expect(diffSchemas(before, after).map((e) => e.kind)).toEqual(['removed', 'added']);
  });

  it('matches by name when ids are missing', () => {
    const strip = (s: TableSchema): TableSchema => ({
      ...s,
      fields: s.fields.map(({ name, type }) => ({ name, type })),
    });
    const after = alter([{ action: 'dropColumn', fieldNames: ['legacy'] }]);
    expect(diffSchemas(strip(before), strip(after))).toEqual([
      { kind: 'removed', path: ['legacy'], type: 'BOOLEAN' },
    ]);
  });

  it('reports key list changes', () => {
    const after = { ...before, primaryKeys: ['id', 'dt'] };
    expect(diffSchemas(before, after)).toEqual([
      { kind: 'keysChanged', keys: 'primaryKeys', from: ['id'], to: ['id', 'dt'] },
    ]);
  });
});

describe('diffColumns', () => {
  it('puts old and new columns side by side with their status', () => {
    const after = alter([
      {
        action: 'addColumn',
        fieldNames: ['region'],
        dataType: { type: 'STRING' },
        comment: '',
        move: { type: 'AFTER', referenceFieldName: 'dt' },
      },
      { action: 'renameColumn', fieldNames: ['amount'], newName: 'amount_cents' },
      { action: 'renameColumn', fieldNames: ['address', 'zip'], newName: 'postcode' },
      { action: 'dropColumn', fieldNames: ['legacy'] },
    ]);
    const rows = diffColumns(before, after);
    expect(
      rows.map((r) => [r.status, r.before?.name ?? null, r.after?.name ?? null, r.changes.join()]),
    ).toEqual([
      ['unchanged', 'id', 'id', ''],
      ['unchanged', 'dt', 'dt', ''],
      ['added', null, 'region', ''],
      ['changed', 'amount', 'amount_cents', 'renamed'],
      ['changed', 'address', 'address', 'nested'],
      ['removed', 'legacy', null, ''],
    ]);
    expect(rows[0]?.before?.type).toBe('BIGINT NOT NULL');
  });
});
