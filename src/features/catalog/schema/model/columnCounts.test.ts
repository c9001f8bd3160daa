import type { DataField, TableSchema } from '../../../../api/lake/schemas';
import { NESTED_ORDERS } from '../testing/sampleSchemas';
import { columnCounts } from './columnCounts';

describe('columnCounts', () => {
  it('counts top-level columns, the partition columns among them and nested fields', () => {
    // id, dt, address, tags, attrs; dt is the partition column; city, zip and tags' label are
    // nested fields; tags' element and attrs' key and value are parts of types, not fields.
    expect(columnCounts(NESTED_ORDERS)).toEqual({
      columns: 5,
      partitionColumns: 1,
      nestedFields: 3,
    });
  });

  it('counts ROW fields at any depth, inside collections too', () => {
    const deep: DataField = {
      name: 'history',
      type: {
        type: 'ARRAY',
        element: {
          type: 'MAP',
          key: { type: 'STRING' },
          value: {
            type: 'ROW',
            fields: [
              { name: 'at', type: { type: 'TIMESTAMP', precision: 3 } },
              {
                name: 'who',
                type: { type: 'ROW', fields: [{ name: 'id', type: { type: 'BIGINT' } }] },
              },
            ],
          },
        },
      },
    };
    const schema: TableSchema = {
      fields: [{ name: 'id', type: { type: 'BIGINT' } }, deep],
      primaryKeys: [],
      partitionKeys: [],
      options: {},
    };
    expect(columnCounts(schema)).toEqual({ columns: 2, partitionColumns: 0, nestedFields: 3 });
  });

  it('counts only partition keys that name a column, and views, which have none', () => {
    const fields: DataField[] = [
      { name: 'dt', type: { type: 'STRING' } },
      { name: 'n', type: { type: 'INT' } },
    ];
    expect(columnCounts({ fields, partitionKeys: ['dt', 'missing'] }).partitionColumns).toBe(1);
    expect(columnCounts({ fields })).toEqual({ columns: 2, partitionColumns: 0, nestedFields: 0 });
  });

  it('walks a schema once', () => {
    expect(columnCounts(NESTED_ORDERS)).toBe(columnCounts(NESTED_ORDERS));
  });
});
