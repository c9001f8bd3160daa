/** Small builders for FullDataType and DataField, so seeded schemas read like DDL. */
import type { DataField, FullDataType } from '../../../src/api/lake/schemas';

export const T = {
  boolean: (): FullDataType => ({ type: 'BOOLEAN' }),
  tinyint: (): FullDataType => ({ type: 'TINYINT' }),
  smallint: (): FullDataType => ({ type: 'SMALLINT' }),
  int: (): FullDataType => ({ type: 'INT' }),
  bigint: (): FullDataType => ({ type: 'BIGINT' }),
  float: (): FullDataType => ({ type: 'FLOAT' }),
  double: (): FullDataType => ({ type: 'DOUBLE' }),
  decimal: (precision: number, scale: number): FullDataType => ({
    type: 'DECIMAL',
    precision,
    scale,
  }),
  char: (length: number): FullDataType => ({ type: 'CHAR', length }),
  varchar: (length: number): FullDataType => ({ type: 'VARCHAR', length }),
  string: (): FullDataType => ({ type: 'STRING' }),
  binary: (length: number): FullDataType => ({ type: 'BINARY', length }),
  varbinary: (length: number): FullDataType => ({ type: 'VARBINARY', length }),
  bytes: (): FullDataType => ({ type: 'BYTES' }),
  date: (): FullDataType => ({ type: 'DATE' }),
  time: (precision?: number): FullDataType =>
    precision === undefined ? { type: 'TIME' } : { type: 'TIME', precision },
  timestamp: (precision?: number): FullDataType =>
    precision === undefined ? { type: 'TIMESTAMP' } : { type: 'TIMESTAMP', precision },
  array: (element: FullDataType): FullDataType => ({ type: 'ARRAY', element }),
  multiset: (element: FullDataType): FullDataType => ({ type: 'MULTISET', element }),
  map: (key: FullDataType, value: FullDataType): FullDataType => ({ type: 'MAP', key, value }),
  row: (fields: DataField[]): FullDataType => ({ type: 'ROW', fields }),
  notNull: (type: FullDataType): FullDataType => ({ ...type, nullable: false }),
};

/** A field without an id; `numberFields` gives ids once the whole schema is built. */
export function field(name: string, type: FullDataType, description?: string): DataField {
  return description === undefined ? { name, type } : { name, type, description };
}

/** Field ids in depth-first order from `start`, nested ROW fields included, as Paimon assigns them. */
export function numberFields(fields: DataField[], start = 0): number {
  let next = start;
  const visitType = (type: FullDataType | undefined): void => {
    if (!type) return;
    if (type.fields) next = numberFields(type.fields, next);
    visitType(type.element);
    visitType(type.key);
    visitType(type.value);
  };
  for (const item of fields) {
    item.id = next;
    next += 1;
    visitType(item.type);
  }
  return next;
}

/** Every field at every depth (ROW fields, array elements' and map values' fields). */
export function countFields(fields: readonly DataField[]): number {
  let count = 0;
  const visitType = (type: FullDataType | undefined): void => {
    if (!type) return;
    if (type.fields) count += countFields(type.fields);
    visitType(type.element);
    visitType(type.key);
    visitType(type.value);
  };
  for (const item of fields) {
    count += 1;
    visitType(item.type);
  }
  return count;
}
