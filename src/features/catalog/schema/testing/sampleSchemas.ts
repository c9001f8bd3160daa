/**
 * Schemas and schema changes shared by the schema tests, so the model and the views that show it
 * are checked against the same input.
 */
import { applySchemaChanges } from '../model/applyChanges';
import type { FullSchemaChange, TableSchema } from '../../../../api/lake/schemas';

/**
 * An orders table with every kind of nesting: a ROW, an ARRAY of ROW and a MAP, with ids 0–7,
 * keys, descriptions, options and a comment.
 */
export const NESTED_ORDERS: TableSchema = {
  fields: [
    { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
    { id: 1, name: 'dt', description: 'day of the order', type: { type: 'STRING' } },
    {
      id: 2,
      name: 'address',
      type: {
        type: 'ROW',
        fields: [
          { id: 3, name: 'city', description: 'town', type: { type: 'STRING' } },
          { id: 4, name: 'zip', type: { type: 'VARCHAR', length: 10 } },
        ],
      },
    },
    {
      id: 5,
      name: 'tags',
      type: {
        type: 'ARRAY',
        element: { type: 'ROW', fields: [{ id: 6, name: 'label', type: { type: 'STRING' } }] },
      },
    },
    {
      id: 7,
      name: 'attrs',
      type: {
        type: 'MAP',
        key: { type: 'STRING' },
        value: { type: 'DECIMAL', precision: 9, scale: 2 },
      },
    },
  ],
  primaryKeys: ['id'],
  partitionKeys: ['dt'],
  options: { bucket: '4', 'file.format': 'orc' },
  comment: 'all orders',
};

/**
 * Adds `region VARCHAR(16)` after `dt`, renames `amount` to `amount_cents` and drops `legacy`:
 * for a base schema with top-level `dt`, `amount` and `legacy` columns.
 */
export const ADD_RENAME_DROP: readonly FullSchemaChange[] = [
  {
    action: 'addColumn',
    fieldNames: ['region'],
    dataType: { type: 'VARCHAR', length: 16 },
    comment: '',
    move: { type: 'AFTER', referenceFieldName: 'dt' },
  },
  { action: 'renameColumn', fieldNames: ['amount'], newName: 'amount_cents' },
  { action: 'dropColumn', fieldNames: ['legacy'] },
];

/** `base` with `changes` applied; throws (failing the test) when the service would refuse them. */
export function alterSchema(base: TableSchema, changes: readonly FullSchemaChange[]): TableSchema {
  const result = applySchemaChanges(base, changes);
  if (!result.ok)
    throw new Error(`${result.field}: ${result.code} ${JSON.stringify(result.params)}`);
  return result.schema;
}
