/**
 * The lake mock's check of a permission's row filter (RowFilter.predicate, JSON text of the
 * Predicate tree): its shape, the functions assumed.ts names, the fields against the table's
 * schema, and each literal against its column type. The console's row-filter builder is the
 * API-side twin (the mock implements it on its own, by the boundary rule).
 */
import { ROW_FILTER } from '../../../src/api/lake/assumed';
import { parseJsonNumbersAsText } from '../../../src/api/jsonNumbersAsText';
import type { DataField, FullDataType, TableSchema } from '../../../src/api/lake/schemas';
import type { LakeTable } from './types';

export function tableSchemaOf(table: LakeTable): TableSchema {
  table.schema ??= table.buildSchema();
  return table.schema;
}

// ---------------------------------------------------------------- row filters

/** A number of the predicate's JSON text, kept as written (a BIGINT above 2^53 keeps its digits). */
class JsonNumber {
  constructor(readonly text: string) {}
}
/** JSON.parse with every number read as a JsonNumber of its text (the wire format's reader). */
const parseKeepingNumbers = (text: string): unknown =>
  parseJsonNumbersAsText(text, (digits) => new JsonNumber(digits));

const INT_RANGES: Readonly<Record<string, readonly [bigint, bigint]>> = {
  TINYINT: [-128n, 127n],
  SMALLINT: [-32768n, 32767n],
  INT: [-2147483648n, 2147483647n],
  INTEGER: [-2147483648n, 2147483647n],
  BIGINT: [-9223372036854775808n, 9223372036854775807n],
};
const NOT_COMPARABLE = new Set(['ARRAY', 'MULTISET', 'MAP', 'ROW', 'BINARY', 'VARBINARY', 'BYTES']);
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?$/;

/** Why a literal is not a value of the type, or null. */
function literalProblem(value: unknown, type: FullDataType): string | null {
  const name = type.type.toUpperCase();
  const range = INT_RANGES[name];
  if (range) {
    if (!(value instanceof JsonNumber) || !/^-?\d+$/.test(value.text)) {
      return `needs an integer for ${name}`;
    }
    const n = BigInt(value.text);
    return n < range[0] || n > range[1] ? `${value.text} is out of ${name}'s range` : null;
  }
  if (name === 'DECIMAL') {
    if (!(value instanceof JsonNumber) || !/^-?\d+(\.\d+)?$/.test(value.text)) {
      return 'needs a decimal number';
    }
    const [whole = '', fraction = ''] = value.text.replace('-', '').split('.');
    const precision = type.precision ?? 10;
    const scale = type.scale ?? 0;
    const wholeDigits = whole.replace(/^0+/, '').length;
    return fraction.length > scale || wholeDigits > precision - scale
      ? `${value.text} does not fit DECIMAL(${precision}, ${scale})`
      : null;
  }
  if (name === 'FLOAT' || name === 'DOUBLE') {
    return value instanceof JsonNumber && Number.isFinite(Number(value.text))
      ? null
      : `needs a number for ${name}`;
  }
  if (name === 'BOOLEAN') return typeof value === 'boolean' ? null : 'needs true or false';
  if (name === 'CHAR' || name === 'VARCHAR' || name === 'STRING') {
    if (typeof value !== 'string') return `needs a string for ${name}`;
    const length = name === 'STRING' ? undefined : type.length;
    return length !== undefined && [...value].length > length
      ? `is longer than ${name}(${length})`
      : null;
  }
  if (name === 'DATE') {
    return typeof value === 'string' && DATE.test(value) ? null : 'needs a date yyyy-MM-dd';
  }
  if (name === 'TIME') {
    return typeof value === 'string' && TIME.test(value) ? null : 'needs a time HH:mm:ss';
  }
  if (name.startsWith('TIMESTAMP')) {
    if (typeof value !== 'string') return 'needs a timestamp yyyy-MM-dd HH:mm:ss';
    const [date = '', time = '', ...rest] = value.split(' ');
    return rest.length === 0 && DATE.test(date) && TIME.test(time)
      ? null
      : 'needs a timestamp yyyy-MM-dd HH:mm:ss';
  }
  return `${name} takes no comparison`;
}

/** The field a dotted path names, stepping through ROW fields only; with its top-level index. */
export function fieldAtPath(
  schema: TableSchema,
  path: string,
): { field: DataField; index: number } | null {
  const [first = '', ...rest] = path.split(ROW_FILTER.pathSeparator);
  const index = schema.fields.findIndex((f) => f.name === first);
  let field = schema.fields[index];
  if (!field) return null;
  for (const segment of rest) {
    if (field.type.type.toUpperCase() !== 'ROW') return null;
    const next: DataField | undefined = (field.type.fields ?? []).find((f) => f.name === segment);
    if (!next) return null;
    field = next;
  }
  return { field, index };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LEAF_FUNCTIONS: ReadonlySet<string> = new Set(ROW_FILTER.functions);

/** Why the predicate tree does not fit the table's schema, or null. `at` names the node. */
function predicateProblem(node: unknown, schema: TableSchema, at: string): string | null {
  if (!isObject(node)) return `${at} is not an object`;
  const kind = node.kind;
  if (kind === 'AND' || kind === 'OR') {
    const children = node.children;
    if (!Array.isArray(children) || children.length < 2) {
      return `${at}: ${kind} needs two or more children`;
    }
    for (let i = 0; i < children.length; i += 1) {
      const problem = predicateProblem(children[i], schema, `${at}.children[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (kind !== 'LEAF') return `${at}.kind must be AND, OR or LEAF`;
  const fn = node.function;
  if (typeof fn !== 'string' || !LEAF_FUNCTIONS.has(fn)) {
    return `${at}.function ${JSON.stringify(fn)} is not one of ${ROW_FILTER.functions.join(', ')}`;
  }
  const transform = node.transform;
  if (!isObject(transform) || transform.name !== ROW_FILTER.fieldTransform) {
    return `${at}.transform must be ${ROW_FILTER.fieldTransform}`;
  }
  const ref = transform.fieldRef;
  if (!isObject(ref) || typeof ref.name !== 'string') {
    return `${at}.transform.fieldRef needs a name`;
  }
  const found = fieldAtPath(schema, ref.name);
  if (!found) return `${at}: the table has no column ${JSON.stringify(ref.name)}`;
  const index = ref.index instanceof JsonNumber ? Number(ref.index.text) : NaN;
  if (index !== found.index) {
    return `${at}.transform.fieldRef.index must be ${found.index} for ${ref.name}`;
  }
  const refType = isObject(ref.type) ? ref.type.type : undefined;
  const type = found.field.type;
  if (typeof refType !== 'string' || refType.toUpperCase() !== type.type.toUpperCase()) {
    return `${at}.transform.fieldRef.type must be ${type.type} for ${ref.name}`;
  }
  if (NOT_COMPARABLE.has(type.type.toUpperCase())) {
    return `${at}: ${ref.name} is ${type.type}, which takes no comparison`;
  }
  const literals = node.literals ?? [];
  if (!Array.isArray(literals)) return `${at}.literals must be an array`;
  const nullCheck = fn === 'IS_NULL' || fn === 'IS_NOT_NULL';
  const list = fn === 'IN' || fn === 'NOT_IN';
  if (nullCheck && literals.length !== 0) return `${at}: ${fn} takes no literals`;
  if (list && literals.length === 0) return `${at}: ${fn} needs one or more literals`;
  if (!nullCheck && !list && literals.length !== 1) return `${at}: ${fn} takes one literal`;
  for (let i = 0; i < literals.length; i += 1) {
    const problem = literalProblem(literals[i], type);
    if (problem) return `${at}.literals[${i}] ${problem}`;
  }
  return null;
}

/** Why a RowFilter is not valid on this table, or null. */
export function rowFilterProblem(
  rowFilter: { expression: string; predicate: string },
  schema: TableSchema,
): string | null {
  if (rowFilter.expression.trim() === '') return 'rowFilter.expression is empty';
  let tree: unknown;
  try {
    tree = parseKeepingNumbers(rowFilter.predicate);
  } catch {
    return 'rowFilter.predicate is not JSON';
  }
  const problem = predicateProblem(tree, schema, 'predicate');
  return problem ? `rowFilter.${problem}` : null;
}
