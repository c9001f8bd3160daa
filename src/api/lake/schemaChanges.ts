/**
 * Table schema rules shared by the console and the mock: which fields each AlterTable action
 * needs, how a change applies to a schema, what makes a schema valid, and how a type reads.
 * Pure functions; messages are English (the mock answers with them, the API reports them), and
 * each schema issue also carries a `code` + `params` so the console can say it in any language.
 *
 * Column paths (`fieldNames`): each segment names a ROW field, starting at the top-level columns.
 * To step into a collection, the segment after an ARRAY/MULTISET column is `element`, after a
 * MAP column `key` or `value`; then ROW field names continue. So `['address', 'city']` is field
 * `city` of ROW column `address`, and `['tags', 'element', 'name']` is field `name` of the ROWs
 * in ARRAY column `tags`. A path always ends at a field (a ROW member or a top-level column).
 */
import { OBJECT_NAME_PATTERN } from './assumed';
import type {
  DataField,
  FullDataType,
  FullSchemaChange,
  Move,
  SchemaChangeAction,
  TableSchema,
} from './schemas';
import { dataTypeNames, moveTypes, schemaChangeActions } from './schemas';

// ---------------------------------------------------------------- required fields

/**
 * Fields each action requires: the spec's table, plus two assumptions the spec leaves implicit:
 * - updateColumnNullability also requires `newNullability` (without it the change means nothing);
 * - a Move must say where (`type`), updateColumnPosition must name the moved column
 *   (`move.fieldName`), and AFTER/BEFORE need `move.referenceFieldName` (see `missingFields`).
 * updateColumnType requires both `keepNullability` and `newNullability`, as the spec's table
 * says; `newNullability` is ignored when `keepNullability` is true.
 */
export const REQUIRED_FIELDS: Record<SchemaChangeAction, readonly (keyof FullSchemaChange)[]> = {
  setOption: ['key', 'value'],
  removeOption: ['key'],
  updateComment: ['comment'],
  addColumn: ['fieldNames', 'dataType', 'move', 'comment'],
  renameColumn: ['fieldNames', 'newName'],
  dropColumn: ['fieldNames'],
  updateColumnComment: ['fieldNames', 'newComment'],
  updateColumnType: ['fieldNames', 'newDataType', 'keepNullability', 'newNullability'],
  updateColumnPosition: ['move'],
  updateColumnNullability: ['fieldNames', 'newNullability'],
};

const ACTIONS: ReadonlySet<string> = new Set(schemaChangeActions);
const MOVE_TYPES: ReadonlySet<string> = new Set(moveTypes);

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/**
 * The required fields a change lacks, as paths relative to the change (`newName`,
 * `move.fieldName`), in the order of REQUIRED_FIELDS. Empty for an unknown action (that is
 * `validateChange`'s to report). Empty strings count as present: whether they are valid values
 * is `validateChange`'s question.
 */
export function missingFields(change: FullSchemaChange): string[] {
  if (!ACTIONS.has(change.action)) return [];
  const missing: string[] = [];
  for (const field of REQUIRED_FIELDS[change.action]) {
    if (isAbsent(change[field])) missing.push(field);
  }
  const move = change.move;
  if (move && (change.action === 'addColumn' || change.action === 'updateColumnPosition')) {
    if (isAbsent(move.type)) missing.push('move.type');
    if (change.action === 'updateColumnPosition' && isAbsent(move.fieldName)) {
      missing.push('move.fieldName');
    }
    if ((move.type === 'AFTER' || move.type === 'BEFORE') && isAbsent(move.referenceFieldName)) {
      missing.push('move.referenceFieldName');
    }
  }
  return missing;
}

// ---------------------------------------------------------------- types

const TYPE_NAMES: ReadonlySet<string> = new Set(dataTypeNames);
const COMPLEX_TYPES: ReadonlySet<string> = new Set(['ARRAY', 'MULTISET', 'MAP', 'ROW']);
const LENGTH_TYPES: ReadonlySet<string> = new Set(['CHAR', 'VARCHAR', 'BINARY', 'VARBINARY']);
const TIME_TYPES: ReadonlySet<string> = new Set(['TIME', 'TIMESTAMP']);
export const DECIMAL_MAX_PRECISION = 38;
export const TIME_MAX_PRECISION = 9;

/** A known type that is not a collection or a ROW (what partition keys and MAP keys must be). */
export function isPrimitiveType(type: FullDataType): boolean {
  return TYPE_NAMES.has(type.type) && !COMPLEX_TYPES.has(type.type);
}

export function isComplexType(type: FullDataType): boolean {
  return COMPLEX_TYPES.has(type.type);
}

export interface FormatTypeOptions {
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

// ---------------------------------------------------------------- schema issues

export type SchemaIssueCode =
  | 'noColumns'
  | 'nameRequired'
  | 'nameInvalid'
  | 'nameDuplicate'
  | 'typeUnknown'
  | 'elementRequired'
  | 'mapKeyRequired'
  | 'mapValueRequired'
  | 'mapKeyNotPrimitive'
  | 'rowFieldsRequired'
  | 'decimalPrecision'
  | 'decimalScale'
  | 'timePrecision'
  | 'lengthInvalid'
  | 'primaryKeyUnknown'
  | 'primaryKeyDuplicate'
  | 'partitionKeyUnknown'
  | 'partitionKeyDuplicate'
  | 'partitionKeyNotPrimitive';

/**
 * Steps from the top-level columns to a field or a type: a number is an index in the current
 * field list, `element`/`key`/`value` step into a collection's type. `[2, 'element', 0]` is the
 * first ROW member of the element type of the third column.
 */
export type FieldLocator = readonly (number | 'element' | 'key' | 'value')[];

export interface SchemaIssue {
  code: SchemaIssueCode;
  params: Readonly<Record<string, string | number>>;
  /** Where, as a path in the request body: `schema.fields[2].type.fields[0].name`. */
  field: string;
  message: string;
  /** The field or type at fault; absent for table-level issues (no columns, keys). */
  at?: FieldLocator | undefined;
  /** Which part of the field at `at` is at fault. */
  part?: 'name' | 'type' | undefined;
}

const ISSUE_TEXT: Record<SchemaIssueCode, string> = {
  noColumns: 'A table needs at least one column.',
  nameRequired: 'A column name is required.',
  nameInvalid:
    'Column name “{name}” may contain only letters, digits and underscores and may not start with a digit (at most 128 characters).',
  nameDuplicate: 'Column name “{name}” is used more than once at this level (names ignore case).',
  typeUnknown: 'Unknown data type “{type}”.',
  elementRequired: '{type} needs an element type.',
  mapKeyRequired: 'MAP needs a key type.',
  mapValueRequired: 'MAP needs a value type.',
  mapKeyNotPrimitive: 'A MAP key must be a primitive type, not {type}.',
  rowFieldsRequired: 'ROW needs at least one field.',
  decimalPrecision: 'DECIMAL precision must be a whole number from 1 to 38 (got {precision}).',
  decimalScale: 'DECIMAL scale must be a whole number from 0 to the precision {max} (got {scale}).',
  timePrecision: '{type} precision must be a whole number from 0 to 9 (got {precision}).',
  lengthInvalid: '{type} length must be a whole number of at least 1 (got {length}).',
  primaryKeyUnknown: 'Primary key “{name}” is not a top-level column.',
  primaryKeyDuplicate: 'Primary key “{name}” is listed more than once.',
  partitionKeyUnknown: 'Partition key “{name}” is not a top-level column.',
  partitionKeyDuplicate: 'Partition key “{name}” is listed more than once.',
  partitionKeyNotPrimitive: 'Partition key “{name}” must have a primitive type, not {type}.',
};

function issueMessage(code: SchemaIssueCode, params: Readonly<Record<string, string | number>>) {
  return ISSUE_TEXT[code].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

function makeIssue(
  code: SchemaIssueCode,
  params: Record<string, string | number>,
  field: string,
  at?: FieldLocator,
  part?: 'name' | 'type',
): SchemaIssue {
  return { code, params, field, message: issueMessage(code, params), at, part };
}

function isWhole(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Issues of one type and everything inside it; `at` locates it, `path` names it. */
function collectTypeIssues(
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

export interface SchemaError {
  /** Where, as a path in the request body: `schema.fields[2].type.fields[0].name`. */
  field: string;
  message: string;
}

/** The first issue of a schema (CreateTable's check), or null when it is valid. */
export function validateTableSchema(
  schema: Pick<TableSchema, 'fields' | 'primaryKeys' | 'partitionKeys'>,
  path = 'schema',
): SchemaError | null {
  const first = tableSchemaIssues(schema, path)[0];
  return first ? { field: first.field, message: first.message } : null;
}

// ---------------------------------------------------------------- paths

type Level = { ok: true; fields: readonly DataField[] } | { ok: false; message: string };

function childType(type: FullDataType, segment: string): FullDataType | undefined {
  if ((type.type === 'ARRAY' || type.type === 'MULTISET') && segment === 'element') {
    return type.element;
  }
  if (type.type === 'MAP' && (segment === 'key' || segment === 'value')) return type[segment];
  return undefined;
}

function pathText(path: readonly string[]): string {
  return path.length === 0 ? 'the table' : `“${path.join('.')}”`;
}

/** The field list a path's parent addresses (the level its last segment lives at). */
function resolveLevel(top: readonly DataField[], parent: readonly string[]): Level {
  let fields: readonly DataField[] | null = top;
  let type: FullDataType | null = null;
  for (let i = 0; i < parent.length; i += 1) {
    const segment = parent[i] ?? '';
    const here = parent.slice(0, i + 1);
    if (fields) {
      const field: DataField | undefined = fields.find((f) => f.name === segment);
      if (!field) return { ok: false, message: `There is no column ${pathText(here)}.` };
      type = field.type;
      fields = null;
    } else if (type) {
      const next = childType(type, segment);
      if (!next) {
        const hint =
          type.type === 'MAP'
            ? 'key or value'
            : type.type === 'ARRAY' || type.type === 'MULTISET'
              ? 'element'
              : 'a ROW field';
        return {
          ok: false,
          message: `${pathText(parent.slice(0, i))} is ${type.type}; the next path segment must be ${hint}, not “${segment}”.`,
        };
      }
      type = next;
    }
    if (type?.type === 'ROW') {
      fields = type.fields ?? [];
      type = null;
    }
  }
  if (!fields) {
    return {
      ok: false,
      message: `${pathText(parent)} is ${type?.type ?? 'not a ROW'}; a column path continues with element, key or value before a field name.`,
    };
  }
  return { ok: true, fields };
}

function indexOfName(fields: readonly DataField[], name: string): number {
  return fields.findIndex((f) => f.name === name);
}

function sameNameIndex(fields: readonly DataField[], name: string, except = -1): number {
  const folded = name.toLowerCase();
  return fields.findIndex((f, i) => i !== except && f.name.toLowerCase() === folded);
}

/** A new field list for the level at `parent`, with `edit` applied; the path must resolve. */
function editLevel(
  fields: readonly DataField[],
  parent: readonly string[],
  edit: (fields: readonly DataField[]) => DataField[],
): DataField[] {
  if (parent.length === 0) return edit(fields);
  const [name = '', ...rest] = parent;
  const index = indexOfName(fields, name);
  const field = fields[index];
  if (!field) return [...fields];
  const copy = [...fields];
  copy[index] = { ...field, type: editInType(field.type, rest, edit) };
  return copy;
}

function editInType(
  type: FullDataType,
  rest: readonly string[],
  edit: (fields: readonly DataField[]) => DataField[],
): FullDataType {
  if (type.type === 'ROW') return { ...type, fields: editLevel(type.fields ?? [], rest, edit) };
  const [segment = '', ...after] = rest;
  const child = childType(type, segment);
  if (!child || (segment !== 'element' && segment !== 'key' && segment !== 'value')) return type;
  return { ...type, [segment]: editInType(child, after, edit) };
}

// ---------------------------------------------------------------- ids

function maxIdOfType(type: FullDataType | undefined): number {
  if (!type) return -1;
  let max = Math.max(maxIdOfType(type.element), maxIdOfType(type.key), maxIdOfType(type.value));
  for (const field of type.fields ?? []) max = Math.max(max, maxIdOfFields([field]));
  return max;
}

function maxIdOfFields(fields: readonly DataField[]): number {
  let max = -1;
  for (const field of fields) {
    max = Math.max(max, field.id ?? -1, maxIdOfType(field.type));
  }
  return max;
}

/** The largest field id anywhere in the schema (nested fields included), -1 when none has one. */
export function maxFieldId(fields: readonly DataField[]): number {
  return maxIdOfFields(fields);
}

/** Gives every field without an id (the type's nested ROW members too) the next free id. */
function withIds(type: FullDataType, next: { id: number }): FullDataType {
  const copy: FullDataType = { ...type };
  if (type.element) copy.element = withIds(type.element, next);
  if (type.key) copy.key = withIds(type.key, next);
  if (type.value) copy.value = withIds(type.value, next);
  if (type.fields) {
    copy.fields = type.fields.map((f) => {
      const id = f.id ?? next.id++;
      return { ...f, id, type: withIds(f.type, next) };
    });
  }
  return copy;
}

// ---------------------------------------------------------------- validating one change

export interface ChangeError {
  /** Where, as a path in the request body: `changes[1].newName`. */
  field: string;
  message: string;
}

function typeError(type: FullDataType, path: string): ChangeError | null {
  const issues: SchemaIssue[] = [];
  collectTypeIssues(type, path, [], issues);
  const first = issues[0];
  return first ? { field: first.field, message: first.message } : null;
}

function nameError(name: string, field: string): ChangeError | null {
  if (name.trim() === '') return { field, message: issueMessage('nameRequired', {}) };
  if (!OBJECT_NAME_PATTERN.test(name))
    return { field, message: issueMessage('nameInvalid', { name }) };
  return null;
}

type Target =
  | { ok: true; level: readonly DataField[]; index: number; field: DataField; topLevel: boolean }
  | { ok: false; error: ChangeError };

/** The existing field a change's `fieldNames` addresses. */
function findTarget(schema: TableSchema, path: readonly string[], at: string): Target {
  const level = resolveLevel(schema.fields, path.slice(0, -1));
  if (!level.ok) return { ok: false, error: { field: at, message: level.message } };
  const name = path[path.length - 1] ?? '';
  const index = indexOfName(level.fields, name);
  const field = level.fields[index];
  if (!field) {
    return { ok: false, error: { field: at, message: `There is no column ${pathText(path)}.` } };
  }
  return { ok: true, level: level.fields, index, field, topLevel: path.length === 1 };
}

function moveError(
  move: Move,
  level: readonly DataField[],
  moved: string,
  at: string,
): ChangeError | null {
  if (!MOVE_TYPES.has(move.type)) {
    return { field: `${at}.type`, message: `Unknown move type “${String(move.type)}”.` };
  }
  if (move.type !== 'AFTER' && move.type !== 'BEFORE') return null;
  const reference = move.referenceFieldName ?? '';
  if (reference === moved) {
    return {
      field: `${at}.referenceFieldName`,
      message: `A column cannot move ${move.type === 'AFTER' ? 'after' : 'before'} itself.`,
    };
  }
  if (indexOfName(level, reference) < 0) {
    return {
      field: `${at}.referenceFieldName`,
      message: `There is no column “${reference}” to move ${move.type === 'AFTER' ? 'after' : 'before'}.`,
    };
  }
  return null;
}

/** The level a position change works at: top level, or the parent of `fieldNames` when given. */
function positionLevel(
  schema: TableSchema,
  change: FullSchemaChange,
  prefix: string,
): { ok: true; parent: string[]; level: readonly DataField[] } | { ok: false; error: ChangeError } {
  const path = change.fieldNames ?? [];
  const moved = change.move?.fieldName ?? '';
  if (path.length > 0 && path[path.length - 1] !== moved) {
    return {
      ok: false,
      error: {
        field: `${prefix}.move.fieldName`,
        message: `move.fieldName “${moved}” must be the last segment of fieldNames (${pathText(path)}).`,
      },
    };
  }
  const parent = path.slice(0, -1);
  const level = resolveLevel(schema.fields, parent);
  if (!level.ok)
    return { ok: false, error: { field: `${prefix}.fieldNames`, message: level.message } };
  return { ok: true, parent, level: level.fields };
}

/**
 * Whether change `index` can apply to `schema` (the schema as the earlier changes left it); the
 * first problem, or null. Decisions: removing an option that is not set is accepted and changes
 * nothing (like AlterCatalog's `missing`); a column that is a primary or partition key cannot be
 * dropped; the last field of a table or of a ROW cannot be dropped; a partition key column keeps
 * a primitive type. updateColumnPosition moves `move.fieldName` among the top-level columns, or —
 * when `fieldNames` is also given — among the siblings at that path (whose last segment must then
 * be `move.fieldName`). addColumn ignores `move.fieldName` (the new column is `fieldNames`' last).
 */
export function validateChange(
  change: FullSchemaChange,
  index: number,
  schema: TableSchema,
): ChangeError | null {
  const prefix = `changes[${index}]`;
  if (!ACTIONS.has(change.action)) {
    return { field: `${prefix}.action`, message: `Unknown action “${String(change.action)}”.` };
  }
  const missing = missingFields(change)[0];
  if (missing) {
    return {
      field: `${prefix}.${missing}`,
      message: `${missing} is required for ${change.action}.`,
    };
  }
  const path = change.fieldNames ?? [];
  const pathField = `${prefix}.fieldNames`;
  switch (change.action) {
    case 'setOption':
    case 'removeOption':
      if ((change.key ?? '').trim() === '') {
        return { field: `${prefix}.key`, message: 'An option key may not be empty.' };
      }
      return null;
    case 'updateComment':
      return null;
    case 'addColumn': {
      const level = resolveLevel(schema.fields, path.slice(0, -1));
      if (!level.ok) return { field: pathField, message: level.message };
      const name = path[path.length - 1] ?? '';
      const bad = nameError(name, pathField);
      if (bad) return bad;
      if (sameNameIndex(level.fields, name) >= 0) {
        return {
          field: pathField,
          message: `A column named “${name}” already exists at this level (names ignore case).`,
        };
      }
      const typeProblem = change.dataType ? typeError(change.dataType, `${prefix}.dataType`) : null;
      if (typeProblem) return typeProblem;
      return change.move ? moveError(change.move, level.fields, name, `${prefix}.move`) : null;
    }
    case 'updateColumnPosition': {
      const where = positionLevel(schema, change, prefix);
      if (!where.ok) return where.error;
      const moved = change.move?.fieldName ?? '';
      if (indexOfName(where.level, moved) < 0) {
        return {
          field: `${prefix}.move.fieldName`,
          message: `There is no column ${pathText([...where.parent, moved])}.`,
        };
      }
      return change.move ? moveError(change.move, where.level, moved, `${prefix}.move`) : null;
    }
    default:
      break;
  }

  const target = findTarget(schema, path, pathField);
  if (!target.ok) return target.error;
  const name = target.field.name;
  const isKey =
    target.topLevel && (schema.primaryKeys.includes(name) || schema.partitionKeys.includes(name));
  switch (change.action) {
    case 'renameColumn': {
      const newName = change.newName ?? '';
      const bad = nameError(newName, `${prefix}.newName`);
      if (bad) return bad;
      if (sameNameIndex(target.level, newName, target.index) >= 0) {
        return {
          field: `${prefix}.newName`,
          message: `A column named “${newName}” already exists at this level (names ignore case).`,
        };
      }
      return null;
    }
    case 'dropColumn':
      if (isKey) {
        const role = schema.primaryKeys.includes(name) ? 'primary key' : 'partition key';
        return {
          field: pathField,
          message: `Column “${name}” is a ${role} and cannot be dropped.`,
        };
      }
      if (target.level.length === 1) {
        return {
          field: pathField,
          message: target.topLevel
            ? 'The last column of a table cannot be dropped.'
            : `${pathText(path)} is the last field of its ROW and cannot be dropped.`,
        };
      }
      return null;
    case 'updateColumnType': {
      const newType = change.newDataType;
      if (!newType) return null;
      const typeProblem = typeError(newType, `${prefix}.newDataType`);
      if (typeProblem) return typeProblem;
      if (target.topLevel && schema.partitionKeys.includes(name) && !isPrimitiveType(newType)) {
        return {
          field: `${prefix}.newDataType`,
          message: issueMessage('partitionKeyNotPrimitive', { name, type: newType.type }),
        };
      }
      return null;
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------- applying changes

export type ApplyResult =
  { ok: true; schema: TableSchema } | { ok: false; field: string; message: string };

function placed(
  fields: readonly DataField[],
  field: DataField,
  move: Move | undefined,
): DataField[] {
  const rest = fields.filter((f) => f.name !== field.name);
  const type = move?.type ?? 'LAST';
  if (type === 'FIRST') return [field, ...rest];
  if (type === 'AFTER' || type === 'BEFORE') {
    const at = indexOfName(rest, move?.referenceFieldName ?? '');
    if (at >= 0) {
      const insertAt = type === 'AFTER' ? at + 1 : at;
      return [...rest.slice(0, insertAt), field, ...rest.slice(insertAt)];
    }
  }
  return [...rest, field];
}

function renamedKeys(keys: readonly string[], from: string, to: string): string[] {
  return keys.map((k) => (k === from ? to : k));
}

/** One validated change applied to a schema. */
function applyOne(schema: TableSchema, change: FullSchemaChange): TableSchema {
  const path = change.fieldNames ?? [];
  const parent = path.slice(0, -1);
  const name = path[path.length - 1] ?? '';
  const editField = (fn: (field: DataField) => DataField): TableSchema => ({
    ...schema,
    fields: editLevel(schema.fields, parent, (level) =>
      level.map((f) => (f.name === name ? fn(f) : f)),
    ),
  });
  switch (change.action) {
    case 'setOption':
      return { ...schema, options: { ...schema.options, [change.key ?? '']: change.value ?? '' } };
    case 'removeOption': {
      const key = change.key ?? '';
      if (!Object.hasOwn(schema.options, key)) return schema;
      const options = Object.fromEntries(
        Object.entries(schema.options).filter(([name]) => name !== key),
      );
      return { ...schema, options };
    }
    case 'updateComment':
      return { ...schema, comment: change.comment ?? '' };
    case 'addColumn': {
      const next = { id: maxFieldId(schema.fields) + 1 };
      const id = next.id++;
      const field: DataField = {
        id,
        name,
        ...(change.comment ? { description: change.comment } : {}),
        type: withIds(change.dataType ?? { type: 'STRING' }, next),
      };
      return {
        ...schema,
        fields: editLevel(schema.fields, parent, (level) => placed(level, field, change.move)),
      };
    }
    case 'renameColumn': {
      const newName = change.newName ?? name;
      const renamed = editField((f) => ({ ...f, name: newName }));
      if (parent.length > 0) return renamed;
      return {
        ...renamed,
        primaryKeys: renamedKeys(schema.primaryKeys, name, newName),
        partitionKeys: renamedKeys(schema.partitionKeys, name, newName),
      };
    }
    case 'dropColumn':
      return {
        ...schema,
        fields: editLevel(schema.fields, parent, (level) => level.filter((f) => f.name !== name)),
      };
    case 'updateColumnComment':
      return editField((f) => ({ ...f, description: change.newComment ?? '' }));
    case 'updateColumnType':
      return editField((f) => {
        const nullable = change.keepNullability ? f.type.nullable : change.newNullability;
        const type: FullDataType = { ...(change.newDataType ?? f.type) };
        if (nullable === undefined) delete type.nullable;
        else type.nullable = nullable;
        return { ...f, type: withIds(type, { id: maxFieldId(schema.fields) + 1 }) };
      });
    case 'updateColumnPosition': {
      const moved = change.move?.fieldName ?? '';
      return {
        ...schema,
        fields: editLevel(schema.fields, parent, (level) => {
          const field = level.find((f) => f.name === moved);
          return field ? placed(level, field, change.move) : [...level];
        }),
      };
    }
    case 'updateColumnNullability':
      return editField((f) => ({ ...f, type: { ...f.type, nullable: change.newNullability } }));
  }
}

/**
 * Applies AlterTable's changes in order, immutably; the first change that cannot apply stops it
 * with `{field: 'changes[i]…', message}` and nothing is applied (AlterTable is all or nothing).
 * Beyond each change's own checks (validateChange), a change may not turn a valid schema into an
 * invalid one (validateTableSchema); a schema that was already invalid is not held to that.
 */
export function applySchemaChanges(
  schema: TableSchema,
  changes: readonly FullSchemaChange[],
): ApplyResult {
  const wasValid = validateTableSchema(schema) === null;
  let current = schema;
  for (let i = 0; i < changes.length; i += 1) {
    const change = changes[i];
    if (!change) continue;
    const error = validateChange(change, i, current);
    if (error) return { ok: false, ...error };
    current = applyOne(current, change);
    if (wasValid) {
      const broken = validateTableSchema(current);
      if (broken) return { ok: false, field: `changes[${i}]`, message: broken.message };
    }
  }
  return { ok: true, schema: current };
}
