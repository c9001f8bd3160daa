/**
 * What makes a table schema valid (CreateTable's rules, and what AlterTable may not break): every
 * issue of a schema, located in the request body and in the field tree. Problems here and in
 * validateChange.ts are codes with parameters, never sentences: the console words them in the
 * user's language (features/catalog/schema/schemaText.ts).
 */
import { OBJECT_NAME_PATTERN } from '../../../../api/lake/assumed';
import type { DataField, FullDataType, TableSchema } from '../../../../api/lake/schemas';
import {
  DECIMAL_MAX_PRECISION,
  LENGTH_TYPES,
  TIME_MAX_PRECISION,
  TIME_TYPES,
  TYPE_NAMES,
  isPrimitiveType,
} from './dataTypes';

/** What is wrong with a schema; the parameters name the column, type or values at fault. */
export const schemaIssueCodes = [
  'noColumns',
  'nameRequired',
  'nameInvalid',
  'nameDuplicate',
  'typeUnknown',
  'elementRequired',
  'mapKeyRequired',
  'mapValueRequired',
  'mapKeyNotPrimitive',
  'rowFieldsRequired',
  'decimalPrecision',
  'decimalScale',
  'timePrecision',
  'lengthInvalid',
  'primaryKeyUnknown',
  'primaryKeyDuplicate',
  'partitionKeyUnknown',
  'partitionKeyDuplicate',
  'partitionKeyNotPrimitive',
] as const;
export type SchemaIssueCode = (typeof schemaIssueCodes)[number];

/**
 * Steps from the top-level columns to a field or a type: a number is an index in the current
 * field list, `element`/`key`/`value` step into a collection's type. `[2, 'element', 0]` is the
 * first ROW member of the element type of the third column.
 */
type FieldLocator = readonly (number | 'element' | 'key' | 'value')[];

export interface SchemaIssue {
  code: SchemaIssueCode;
  params: Readonly<Record<string, string | number>>;
  /** Where, as a path in the request body: `schema.fields[2].type.fields[0].name`. */
  field: string;
  /** The field or type at fault; absent for table-level issues (no columns, keys). */
  at?: FieldLocator | undefined;
  /** Which part of the field at `at` is at fault. */
  part?: 'name' | 'type' | undefined;
}

function makeIssue(
  code: SchemaIssueCode,
  params: Record<string, string | number>,
  field: string,
  at?: FieldLocator,
  part?: 'name' | 'type',
): SchemaIssue {
  return { code, params, field, at, part };
}

function isWhole(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Issues of one type and everything inside it; `at` locates it, `path` names it. */
export function collectTypeIssues(
  type: FullDataType,
  path: string,
  at: FieldLocator,
  out: SchemaIssue[],
): void {
  const kind = type.type;
  const typeIssue = (code: SchemaIssueCode, params: Record<string, string | number>, f = path) =>
    out.push(makeIssue(code, params, f, at, 'type'));
  if (!TYPE_NAMES.has(kind)) {
    typeIssue('typeUnknown', { type: kind }, `${path}.type`);
    return;
  }
  switch (kind) {
    case 'ARRAY':
    case 'MULTISET':
      if (!type.element) typeIssue('elementRequired', { type: kind }, `${path}.element`);
      else collectTypeIssues(type.element, `${path}.element`, [...at, 'element'], out);
      return;
    case 'MAP':
      if (!type.key) typeIssue('mapKeyRequired', {}, `${path}.key`);
      else if (!isPrimitiveType(type.key) && TYPE_NAMES.has(type.key.type)) {
        typeIssue('mapKeyNotPrimitive', { type: type.key.type }, `${path}.key`);
      } else collectTypeIssues(type.key, `${path}.key`, [...at, 'key'], out);
      if (!type.value) typeIssue('mapValueRequired', {}, `${path}.value`);
      else collectTypeIssues(type.value, `${path}.value`, [...at, 'value'], out);
      return;
    case 'ROW':
      if (!type.fields || type.fields.length === 0) {
        typeIssue('rowFieldsRequired', {}, `${path}.fields`);
      } else collectFieldIssues(type.fields, `${path}.fields`, at, out);
      return;
    case 'DECIMAL': {
      const { precision, scale } = type;
      if (precision !== undefined && !isWhole(precision, 1, DECIMAL_MAX_PRECISION)) {
        typeIssue('decimalPrecision', { precision }, `${path}.precision`);
      }
      const max = precision ?? DECIMAL_MAX_PRECISION;
      if (scale !== undefined && !isWhole(scale, 0, max)) {
        typeIssue('decimalScale', { scale, max }, `${path}.scale`);
      }
      return;
    }
    default:
      if (
        LENGTH_TYPES.has(kind) &&
        type.length !== undefined &&
        !isWhole(type.length, 1, 2 ** 31 - 1)
      ) {
        typeIssue('lengthInvalid', { type: kind, length: type.length }, `${path}.length`);
      }
      if (TIME_TYPES.has(kind) && type.precision !== undefined) {
        if (!isWhole(type.precision, 0, TIME_MAX_PRECISION)) {
          typeIssue(
            'timePrecision',
            { type: kind, precision: type.precision },
            `${path}.precision`,
          );
        }
      }
  }
}

/** Issues of one field list (one level): names, uniqueness (ignoring case), then each type. */
function collectFieldIssues(
  fields: readonly DataField[],
  path: string,
  at: FieldLocator,
  out: SchemaIssue[],
): void {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const fieldPath = `${path}[${index}]`;
    const fieldAt = [...at, index];
    const name = field.name;
    if (name.trim() === '') {
      out.push(makeIssue('nameRequired', {}, `${fieldPath}.name`, fieldAt, 'name'));
    } else if (!OBJECT_NAME_PATTERN.test(name)) {
      out.push(makeIssue('nameInvalid', { name }, `${fieldPath}.name`, fieldAt, 'name'));
    } else {
      const folded = name.toLowerCase();
      if (seen.has(folded)) {
        out.push(makeIssue('nameDuplicate', { name }, `${fieldPath}.name`, fieldAt, 'name'));
      }
      seen.add(folded);
    }
    collectTypeIssues(field.type, `${fieldPath}.type`, fieldAt, out);
  });
}

function collectKeyIssues(
  schema: Pick<TableSchema, 'fields' | 'primaryKeys' | 'partitionKeys'>,
  path: string,
  out: SchemaIssue[],
): void {
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  const check = (keys: readonly string[], kind: 'primaryKeys' | 'partitionKeys') => {
    const seen = new Set<string>();
    keys.forEach((name, index) => {
      const keyPath = `${path}.${kind}[${index}]`;
      const column = byName.get(name);
      const primary = kind === 'primaryKeys';
      if (!column) {
        out.push(
          makeIssue(primary ? 'primaryKeyUnknown' : 'partitionKeyUnknown', { name }, keyPath),
        );
      } else if (seen.has(name)) {
        out.push(
          makeIssue(primary ? 'primaryKeyDuplicate' : 'partitionKeyDuplicate', { name }, keyPath),
        );
      } else if (!primary && !isPrimitiveType(column.type) && TYPE_NAMES.has(column.type.type)) {
        out.push(makeIssue('partitionKeyNotPrimitive', { name, type: column.type.type }, keyPath));
      }
      seen.add(name);
    });
  };
  check(schema.primaryKeys, 'primaryKeys');
  check(schema.partitionKeys, 'partitionKeys');
}

/**
 * Every issue of a schema, in document order (columns first, then primary keys, then partition
 * keys): at least one column; names non-empty, letters/digits/underscores (OBJECT_NAME_PATTERN)
 * and unique per level ignoring case; collections complete (ARRAY/MULTISET element, MAP key and
 * value, ROW at least one field); MAP keys primitive; DECIMAL precision 1–38 and scale 0–precision,
 * CHAR/VARCHAR/BINARY/VARBINARY length ≥ 1, TIME/TIMESTAMP precision 0–9 where given; primary and
 * partition keys name top-level columns once each; partition keys primitive.
 */
export function tableSchemaIssues(
  schema: Pick<TableSchema, 'fields' | 'primaryKeys' | 'partitionKeys'>,
  path = 'schema',
): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  if (schema.fields.length === 0) out.push(makeIssue('noColumns', {}, `${path}.fields`));
  collectFieldIssues(schema.fields, `${path}.fields`, [], out);
  collectKeyIssues(schema, path, out);
  return out;
}

type SchemaError = Pick<SchemaIssue, 'field' | 'code' | 'params'>;

/** The first issue of a schema (CreateTable's check), or null when it is valid. */
export function validateTableSchema(
  schema: Pick<TableSchema, 'fields' | 'primaryKeys' | 'partitionKeys'>,
  path = 'schema',
): SchemaError | null {
  const first = tableSchemaIssues(schema, path)[0];
  return first ? { field: first.field, code: first.code, params: first.params } : null;
}
