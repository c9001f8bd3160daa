/** Data types: which are primitive, their parameter limits, and how a type reads as text. */
import type { FullDataType } from '../../../../api/lake/schemas';
import { dataTypeNames } from '../../../../api/lake/schemas';

export const TYPE_NAMES: ReadonlySet<string> = new Set(dataTypeNames);
const COMPLEX_TYPES: ReadonlySet<string> = new Set(['ARRAY', 'MULTISET', 'MAP', 'ROW']);
export const LENGTH_TYPES: ReadonlySet<string> = new Set([
  'CHAR',
  'VARCHAR',
  'BINARY',
  'VARBINARY',
]);
export const TIME_TYPES: ReadonlySet<string> = new Set(['TIME', 'TIMESTAMP']);
export const DECIMAL_MAX_PRECISION = 38;
export const TIME_MAX_PRECISION = 9;

/** A known type that is not a collection or a ROW (what partition keys and MAP keys must be). */
export function isPrimitiveType(type: FullDataType): boolean {
  return TYPE_NAMES.has(type.type) && !COMPLEX_TYPES.has(type.type);
}

interface FormatTypeOptions {
  /** Writes a ROW's members as `…` (a tree shows them as rows of their own). */
  elideRows?: boolean | undefined;
}

/**
 * SQL-like text of a type: `MAP<STRING, ROW<a INT, b ARRAY<STRING>>>`, `DECIMAL(10, 2)`,
 * `VARCHAR(255)`, with ` NOT NULL` when `nullable` is false. A missing part reads `?`.
 */
export function formatDataType(
  type: FullDataType | undefined,
  options: FormatTypeOptions = {},
): string {
  if (!type) return '?';
  const suffix = type.nullable === false ? ' NOT NULL' : '';
  return formatBase(type, options) + suffix;
}

function formatBase(type: FullDataType, options: FormatTypeOptions): string {
  switch (type.type) {
    case 'ARRAY':
    case 'MULTISET':
      return `${type.type}<${formatDataType(type.element, options)}>`;
    case 'MAP':
      return `MAP<${formatDataType(type.key, options)}, ${formatDataType(type.value, options)}>`;
    case 'ROW': {
      if (options.elideRows) return 'ROW<…>';
      const members = (type.fields ?? []).map(
        (f) => `${f.name} ${formatDataType(f.type, options)}`,
      );
      return `ROW<${members.join(', ')}>`;
    }
    case 'DECIMAL':
      if (type.precision === undefined) return 'DECIMAL';
      return type.scale === undefined
        ? `DECIMAL(${type.precision})`
        : `DECIMAL(${type.precision}, ${type.scale})`;
    default:
      if (LENGTH_TYPES.has(type.type) && type.length !== undefined) {
        return `${type.type}(${type.length})`;
      }
      if (TIME_TYPES.has(type.type) && type.precision !== undefined) {
        return `${type.type}(${type.precision})`;
      }
      return type.type;
  }
}
