/**
 * The shared ground of the table schema contract tests (lakeSchemaAltered, lakeSchemaRefused,
 * lakeSchemaCreated): the console's table schema rules (src/features/catalog/schema/model/) and the
 * mock service's own (mocks/lake/store/schemaRules.ts, schemaChanges.ts) are two implementations of
 * one contract: the spec's AlterTable and CreateTable plus the assumptions in src/api/lake/assumed.ts.
 * Each hand-written case says what the service does; both must do it. So a bug in either fails there
 * instead of being copied into the other and passing.
 */
import type { FullSchemaChange, TableSchema } from '../../src/api/lake/schemas';
import { applySchemaChanges } from '../../src/features/catalog/schema/model/applyChanges';
import { alterSchema } from '../../mocks/lake/store/schemaChanges';

export const STRING = { type: 'STRING' };

export function base(): TableSchema {
  return {
    fields: [
      { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
      { id: 1, name: 'dt', type: STRING },
      {
        id: 2,
        name: 'address',
        type: {
          type: 'ROW',
          fields: [
            { id: 3, name: 'city', type: STRING },
            { id: 4, name: 'zip', type: STRING },
          ],
        },
      },
      {
        id: 5,
        name: 'tags',
        type: {
          type: 'ARRAY',
          element: { type: 'ROW', fields: [{ id: 6, name: 'label', type: STRING }] },
        },
      },
      {
        id: 7,
        name: 'attrs',
        type: {
          type: 'MAP',
          key: STRING,
          value: { type: 'ROW', fields: [{ id: 8, name: 'score', type: { type: 'DOUBLE' } }] },
        },
      },
    ],
    primaryKeys: ['id'],
    partitionKeys: ['dt'],
    options: { bucket: '4' },
    comment: 'orders',
  };
}

export const add = (
  fieldNames: string[],
  extra: Partial<FullSchemaChange> = {},
): FullSchemaChange => ({
  action: 'addColumn',
  fieldNames,
  dataType: STRING,
  move: { type: 'LAST' },
  comment: '',
  ...extra,
});
/** What the console's rules say: the schema, or the field a refusal names. */
export function console_(schema: TableSchema, changes: FullSchemaChange[]) {
  const result = applySchemaChanges(schema, changes);
  return result.ok ? { schema: result.schema } : { field: result.field };
}

export function mock(schema: TableSchema, changes: FullSchemaChange[]) {
  const result = alterSchema(schema, changes);
  return result.ok ? { schema: result.schema } : { field: result.field };
}
