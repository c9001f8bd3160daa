/**
 * The mock lake service's own table schema rules: what CreateTable accepts (here) and how
 * AlterTable applies its changes (schemaChanges.ts). Written for the mock, apart from the console's rules
 * (src/api/lake/tableSchema/), so a console bug is not mirrored here: both follow the spec and
 * the assumptions in src/api/lake/assumed.ts, and test/contract/lakeSchemaRules.test.ts holds
 * both to the same hand-written cases.
 *
 * A rejection names the request field at fault (`schema.fields[2].type.precision`,
 * `changes[1].newName`) with an English message, as the service's 400 does. Checks stop at the
 * first problem, in document order.
 */
import { OBJECT_NAME_PATTERN } from '../../../src/api/lake/assumed';
import type { DataField, FullDataType, TableSchema } from '../../../src/api/lake/schemas';
import { dataTypeNames } from '../../../src/api/lake/schemas';

export interface Rejection {
  field: string;
  message: string;
}

class Rejected extends Error {
  constructor(readonly rejection: Rejection) {
    super(`${rejection.field}: ${rejection.message}`);
  }
}

export function reject(field: string, message: string): never {
  throw new Rejected({ field, message });
}

/** Runs `check`; its first rejection, or null when it passes. */
export function firstRejection(check: () => void): Rejection | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof Rejected) return error.rejection;
    throw error;
  }
}

// ---------------------------------------------------------------- types

const COLLECTIONS = new Set(['ARRAY', 'MULTISET', 'MAP', 'ROW']);
/** The spec's type names (a contract) less the collections and ROW. */
export const PRIMITIVES = new Set<string>(dataTypeNames.filter((name) => !COLLECTIONS.has(name)));
const WITH_LENGTH = new Set(['CHAR', 'VARCHAR', 'BINARY', 'VARBINARY']);
const WITH_TIME_PRECISION = new Set(['TIME', 'TIMESTAMP']);

const isKnown = (type: FullDataType) => PRIMITIVES.has(type.type) || COLLECTIONS.has(type.type);
const isWholeIn = (value: number, low: number, high: number) =>
  Number.isInteger(value) && value >= low && value <= high;

export function checkType(type: FullDataType, at: string): void {
  const name = type.type;
  if (!isKnown(type)) reject(`${at}.type`, `Unknown data type “${name}”.`);
  if (name === 'ARRAY' || name === 'MULTISET') {
    if (!type.element) reject(`${at}.element`, `${name} needs an element type.`);
    checkType(type.element, `${at}.element`);
  } else if (name === 'MAP') {
    if (!type.key) reject(`${at}.key`, 'MAP needs a key type.');
    if (isKnown(type.key) && !PRIMITIVES.has(type.key.type)) {
      reject(`${at}.key`, `A MAP key must be a primitive type, not ${type.key.type}.`);
    }
    checkType(type.key, `${at}.key`);
    if (!type.value) reject(`${at}.value`, 'MAP needs a value type.');
    checkType(type.value, `${at}.value`);
  } else if (name === 'ROW') {
    if (!type.fields?.length) reject(`${at}.fields`, 'ROW needs at least one field.');
    checkFields(type.fields, `${at}.fields`);
  } else if (name === 'DECIMAL') {
    const { precision, scale } = type;
    if (precision !== undefined && !isWholeIn(precision, 1, 38)) {
      reject(`${at}.precision`, `DECIMAL precision must be 1 to 38, not ${precision}.`);
    }
    const most = precision ?? 38;
    if (scale !== undefined && !isWholeIn(scale, 0, most)) {
      reject(`${at}.scale`, `DECIMAL scale must be 0 to ${most}, not ${scale}.`);
    }
  } else if (WITH_LENGTH.has(name) && type.length !== undefined) {
    if (!isWholeIn(type.length, 1, 2_147_483_647)) {
      reject(`${at}.length`, `${name} length must be a whole number of at least 1.`);
    }
  } else if (WITH_TIME_PRECISION.has(name) && type.precision !== undefined) {
    if (!isWholeIn(type.precision, 0, 9)) {
      reject(`${at}.precision`, `${name} precision must be 0 to 9, not ${type.precision}.`);
    }
  }
}

export function checkName(name: string, at: string): void {
  if (name.trim() === '') reject(at, 'A column name is required.');
  if (!OBJECT_NAME_PATTERN.test(name)) {
    reject(at, `Column name “${name}” must be 1–128 letters, digits or underscores.`);
  }
}

/** One level's fields: each name (unique ignoring case), then its type, field by field. */
function checkFields(fields: readonly DataField[], at: string): void {
  const taken: string[] = [];
  fields.forEach((field, i) => {
    checkName(field.name, `${at}[${i}].name`);
    if (taken.includes(field.name.toLowerCase())) {
      reject(`${at}[${i}].name`, `Column name “${field.name}” is used twice at one level.`);
    }
    taken.push(field.name.toLowerCase());
    checkType(field.type, `${at}[${i}].type`);
  });
}

type SchemaParts = Pick<TableSchema, 'fields' | 'primaryKeys' | 'partitionKeys'>;

function checkSchema(schema: SchemaParts, at: string): void {
  if (schema.fields.length === 0) reject(`${at}.fields`, 'A table needs at least one column.');
  checkFields(schema.fields, `${at}.fields`);
  for (const list of ['primaryKeys', 'partitionKeys'] as const) {
    const label = list === 'primaryKeys' ? 'Primary key' : 'Partition key';
    schema[list].forEach((name, i) => {
      const where = `${at}.${list}[${i}]`;
      const column = schema.fields.find((field) => field.name === name);
      if (!column) reject(where, `${label} “${name}” is not a top-level column.`);
      if (schema[list].indexOf(name) < i) reject(where, `${label} “${name}” is listed twice.`);
      if (list === 'partitionKeys' && isKnown(column.type) && !PRIMITIVES.has(column.type.type)) {
        reject(where, `Partition key “${name}” must be a primitive type, not ${column.type.type}.`);
      }
    });
  }
}

/** CreateTable's check: the first problem of a schema, or null when the service accepts it. */
export function schemaProblem(schema: SchemaParts, at = 'schema'): Rejection | null {
  return firstRejection(() => checkSchema(schema, at));
}

// ---------------------------------------------------------------- field ids

/** The largest field id at any depth, or -1. */
export function largestFieldId(fields: readonly DataField[]): number {
  let largest = -1;
  const visit = (type: FullDataType | undefined) => {
    if (!type) return;
    type.fields?.forEach((field) => {
      largest = Math.max(largest, field.id ?? -1);
      visit(field.type);
    });
    visit(type.element);
    visit(type.key);
    visit(type.value);
  };
  visit({ type: 'ROW', fields: [...fields] });
  return largest;
}

/** Gives every field that has no id (at any depth) the next id, in document order. */
export function assignFieldIds(type: FullDataType, counter: { next: number }): void {
  type.fields?.forEach((field) => {
    field.id ??= counter.next++;
    assignFieldIds(field.type, counter);
  });
  for (const inner of [type.element, type.key, type.value]) {
    if (inner) assignFieldIds(inner, counter);
  }
}
