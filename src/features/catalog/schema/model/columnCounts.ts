/**
 * What "columns" means wherever the console counts them (table list, schema tab, schema diff,
 * view list): the schema's top-level columns. Partition columns are among them (Paimon and
 * Iceberg keep them in the schema) and are said separately; fields of ROW types below the top
 * level are nested fields, never columns; the `element`, `key` and `value` of ARRAY, MULTISET and
 * MAP are parts of a type and counted as nothing.
 */
import type { DataField, FullDataType } from '../../../../api/lake/schemas';

export interface ColumnCounts {
  /** Top-level columns, partition columns included. */
  columns: number;
  /** Of those, the partition columns (partition keys that name a top-level column). */
  partitionColumns: number;
  /** ROW fields at any depth below the top level, inside collections too. */
  nestedFields: number;
}

/** A table schema or a view schema (which has no partition keys). */
export interface CountedSchema {
  fields: readonly DataField[];
  partitionKeys?: readonly string[] | undefined;
}

function nestedIn(type: FullDataType | undefined): number {
  if (!type) return 0;
  let count = nestedIn(type.element) + nestedIn(type.key) + nestedIn(type.value);
  for (const field of type.fields ?? []) count += 1 + nestedIn(field.type);
  return count;
}

const cache = new WeakMap<CountedSchema, ColumnCounts>();

/** The schema's counts, computed once per schema object (a 10,000-column schema is walked once). */
export function columnCounts(schema: CountedSchema): ColumnCounts {
  const known = cache.get(schema);
  if (known) return known;
  const names = new Set(schema.fields.map((field) => field.name));
  const partition = new Set((schema.partitionKeys ?? []).filter((key) => names.has(key)));
  let nestedFields = 0;
  for (const field of schema.fields) nestedFields += nestedIn(field.type);
  const counts = { columns: schema.fields.length, partitionColumns: partition.size, nestedFields };
  cache.set(schema, counts);
  return counts;
}
