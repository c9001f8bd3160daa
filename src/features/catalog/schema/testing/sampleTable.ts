/** A table schema with every kind of nesting, and helpers, for the schema rule tests. */
import type {
  DataField,
  FullDataType,
  FullSchemaChange,
  TableSchema,
} from '../../../../api/lake/schemas';
import { applySchemaChanges } from '../model/applyChanges';

export const STRING: FullDataType = { type: 'STRING' };
export const BIGINT: FullDataType = { type: 'BIGINT' };

export function schema(overrides: Partial<TableSchema> = {}): TableSchema {
  return {
    fields: [
      { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
      { id: 1, name: 'dt', type: STRING },
      {
        id: 2,
        name: 'address',
        description: 'postal',
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
          element: { type: 'ROW', fields: [{ id: 6, name: 'name', type: STRING }] },
        },
      },
      {
        id: 7,
        name: 'attrs',
        type: {
          type: 'MAP',
          key: STRING,
          value: { type: 'ROW', fields: [{ id: 9, name: 'score', type: { type: 'DOUBLE' } }] },
        },
      },
    ],
    primaryKeys: ['id'],
    partitionKeys: ['dt'],
    options: { bucket: '4' },
    comment: 'orders',
    ...overrides,
  };
}

export function names(fields: readonly DataField[]): string[] {
  return fields.map((f) => f.name);
}

export function applied(changes: FullSchemaChange[], base = schema()): TableSchema {
  const result = applySchemaChanges(base, changes);
  if (!result.ok) throw new Error(`${result.field}: ${result.code}`);
  return result.schema;
}

export function failure(changes: FullSchemaChange[], base = schema()) {
  const result = applySchemaChanges(base, changes);
  if (result.ok) throw new Error('expected the changes to fail');
  return { field: result.field, code: result.code, params: result.params };
}

export function rowFields(field: DataField | undefined): DataField[] {
  return field?.type.fields ?? [];
}
