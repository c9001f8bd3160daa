/**
 * The columns a row filter can name, read from a table schema through the schema tree's model
 * (`schemaIndex`): every top-level column and every ROW field below it, in the tree's order. A
 * nested field is named by its dotted path (`customer.address.city`, assumed ROW_FILTER in
 * api/lake/assumed.ts; names are letters, digits and underscores, so a dot never belongs to one).
 * Fields inside an ARRAY, MULTISET or MAP (below `element`, `key`, `value`) are not addressable
 * by a path of names and are left out.
 */
import { ROW_FILTER } from '../../../../api/lake/assumed';
import type { DataField, FullDataType, TableSchema } from '../../../../api/lake/schemas';
import { schemaIndex } from '../../schema/model/schemaIndex';

/** What a column's values are, which decides its comparisons and how a literal is read. */
export type ColumnFamily =
  | 'integer'
  | 'decimal'
  | 'float'
  | 'boolean'
  | 'date'
  | 'time'
  | 'timestamp'
  | 'string'
  | 'binary'
  | 'complex';

export interface FilterColumn {
  /** Dotted path: the FieldRef `name`. */
  name: string;
  path: readonly string[];
  depth: number;
  type: FullDataType;
  typeLabel: string;
  /** Position of the top-level column that holds it: the FieldRef `index`. */
  index: number;
  family: ColumnFamily;
}

const FAMILIES: Record<string, ColumnFamily> = {
  TINYINT: 'integer',
  SMALLINT: 'integer',
  INT: 'integer',
  INTEGER: 'integer',
  BIGINT: 'integer',
  DECIMAL: 'decimal',
  FLOAT: 'float',
  DOUBLE: 'float',
  BOOLEAN: 'boolean',
  DATE: 'date',
  TIME: 'time',
  TIMESTAMP: 'timestamp',
  TIMESTAMP_LTZ: 'timestamp',
  CHAR: 'string',
  VARCHAR: 'string',
  STRING: 'string',
  BINARY: 'binary',
  VARBINARY: 'binary',
  BYTES: 'binary',
};

export function columnFamily(type: FullDataType): ColumnFamily {
  return FAMILIES[type.type.toUpperCase()] ?? 'complex';
}

export const columnName = (path: readonly string[]): string => path.join(ROW_FILTER.pathSeparator);

function fieldAt(fields: readonly DataField[], name: string): DataField | undefined {
  return fields.find((field) => field.name === name);
}

/** Every filterable column of the schema, top-level columns first in each subtree (pre-order). */
export function filterColumns(schema: TableSchema): FilterColumn[] {
  const columns: FilterColumn[] = [];
  const top = new Map(schema.fields.map((field, index) => [field.name, index]));
  // The tree's nodes hold paths and labels; the types are read from the schema along the path.
  const types = new Map<string, FullDataType>();
  for (const node of schemaIndex(schema).nodes) {
    if (node.isTypePart || node.path.length === 0) continue;
    const parentKey = columnName(node.path.slice(0, -1));
    const parent = node.path.length === 1 ? undefined : types.get(parentKey);
    if (node.path.length > 1 && (parent === undefined || parent.type !== 'ROW')) continue;
    const field = fieldAt(parent ? (parent.fields ?? []) : schema.fields, node.name);
    if (!field) continue;
    const name = columnName(node.path);
    types.set(name, field.type);
    columns.push({
      name,
      path: node.path,
      depth: node.depth,
      type: field.type,
      typeLabel: node.typeLabel,
      index: top.get(node.path[0] ?? '') ?? 0,
      family: columnFamily(field.type),
    });
  }
  return columns;
}
