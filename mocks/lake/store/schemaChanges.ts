/**
 * AlterTable in the mock lake service: its changes applied in order, all or nothing, each
 * checked by the same rules as CreateTable's schema (schemaRules.ts). Written for the mock, apart
 * from the console's (src/features/catalog/schema/model/applyChanges.ts); test/contract/lakeSchema*.test.ts
 * holds both to the same hand-written cases.
 */
import type {
  DataField,
  FullDataType,
  FullSchemaChange,
  Move,
  TableSchema,
} from '../../../src/api/lake/schemas';
import {
  assignFieldIds,
  checkName,
  checkType,
  firstRejection,
  largestFieldId,
  PRIMITIVES,
  reject,
  schemaProblem,
  type Rejection,
} from './schemaRules';

// ---------------------------------------------------------------- AlterTable

/** Fields each action must carry (the spec's table; updateColumnNullability needs its value). */
const REQUIRES: Record<string, readonly (keyof FullSchemaChange)[]> = {
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

const missing = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

function checkPresence(change: FullSchemaChange, at: string): void {
  const required = Object.hasOwn(REQUIRES, change.action) ? REQUIRES[change.action] : undefined;
  if (!required) reject(`${at}.action`, `Unknown action “${String(change.action)}”.`);
  const lacking = (field: string) =>
    reject(`${at}.${field}`, `${field} is required for ${change.action}.`);
  for (const field of required) if (missing(change[field])) lacking(field);
  const move = change.move;
  if (!move || (change.action !== 'addColumn' && change.action !== 'updateColumnPosition')) return;
  if (missing(move.type)) lacking('move.type');
  if (change.action === 'updateColumnPosition' && missing(move.fieldName)) {
    lacking('move.fieldName');
  }
  if ((move.type === 'AFTER' || move.type === 'BEFORE') && missing(move.referenceFieldName)) {
    lacking('move.referenceFieldName');
  }
}

const quoted = (path: readonly string[]) => `“${path.join('.')}”`;

/**
 * The (mutable) field list that the parent path `parent` addresses in `fields`: a ROW column's
 * members, stepping through `element` (ARRAY, MULTISET) and `key`/`value` (MAP).
 */
function levelOf(fields: DataField[], parent: readonly string[], at: string): DataField[] {
  let level: DataField[] | null = fields;
  let type: FullDataType | undefined;
  for (const [i, segment] of parent.entries()) {
    if (level) {
      const field: DataField | undefined = level.find((f) => f.name === segment);
      if (!field) reject(at, `There is no column ${quoted(parent.slice(0, i + 1))}.`);
      type = field.type;
      level = null;
    } else if (type) {
      const from: FullDataType = type;
      if ((from.type === 'ARRAY' || from.type === 'MULTISET') && segment === 'element') {
        type = from.element;
      } else if (from.type === 'MAP' && (segment === 'key' || segment === 'value')) {
        type = from[segment];
      } else type = undefined;
      if (!type) {
        reject(at, `${quoted(parent.slice(0, i))} is ${from.type}; “${segment}” cannot follow.`);
      }
    }
    if (type?.type === 'ROW') {
      type.fields ??= [];
      level = type.fields;
      type = undefined;
    }
  }
  if (!level) reject(at, `${quoted(parent)} is ${type?.type ?? 'not a ROW'}; it has no fields.`);
  return level;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Where a move puts `field` among `level` (which no longer holds it). */
function insertAt(level: DataField[], field: DataField, move: Move | undefined): void {
  const reference = level.findIndex((f) => f.name === move?.referenceFieldName);
  if (move?.type === 'FIRST') level.unshift(field);
  else if (move?.type === 'AFTER' && reference >= 0) level.splice(reference + 1, 0, field);
  else if (move?.type === 'BEFORE' && reference >= 0) level.splice(reference, 0, field);
  else level.push(field);
}

function checkMove(move: Move, level: readonly DataField[], moved: string, at: string): void {
  if (!['FIRST', 'LAST', 'AFTER', 'BEFORE'].includes(move.type)) {
    reject(`${at}.type`, `Unknown move type “${String(move.type)}”.`);
  }
  if (move.type !== 'AFTER' && move.type !== 'BEFORE') return;
  const word = move.type === 'AFTER' ? 'after' : 'before';
  const reference = move.referenceFieldName ?? '';
  if (reference === moved) {
    reject(`${at}.referenceFieldName`, `A column cannot move ${word} itself.`);
  }
  if (!level.some((f) => f.name === reference)) {
    reject(`${at}.referenceFieldName`, `There is no column “${reference}” to move ${word}.`);
  }
}

/** A name for a new or renamed field of `level` (`self`: the renamed field itself). */
function checkNewName(
  name: string,
  level: readonly DataField[],
  self: DataField | null,
  at: string,
) {
  checkName(name, at);
  if (level.some((f) => f !== self && sameName(f.name, name))) {
    reject(at, `A column named “${name}” already exists at this level (names ignore case).`);
  }
}

/** Applies one change to `schema` in place, or rejects it (naming `changes[index]…`). */
function alterOne(schema: TableSchema, change: FullSchemaChange, index: number): void {
  const at = `changes[${index}]`;
  checkPresence(change, at);
  const path = change.fieldNames ?? [];
  const parent = path.slice(0, -1);
  const name = path.at(-1) ?? '';
  switch (change.action) {
    case 'setOption':
    case 'removeOption': {
      const key = change.key ?? '';
      if (key.trim() === '') reject(`${at}.key`, 'An option key may not be empty.');
      const options = new Map(Object.entries(schema.options));
      if (change.action === 'setOption') options.set(key, change.value ?? '');
      else options.delete(key);
      schema.options = Object.fromEntries(options);
      return;
    }
    case 'updateComment':
      schema.comment = change.comment ?? '';
      return;
    case 'addColumn': {
      const level = levelOf(schema.fields, parent, `${at}.fieldNames`);
      checkNewName(name, level, null, `${at}.fieldNames`);
      const type = structuredClone(change.dataType ?? { type: 'STRING' });
      checkType(type, `${at}.dataType`);
      if (change.move) checkMove(change.move, level, name, `${at}.move`);
      const counter = { next: largestFieldId(schema.fields) + 1 };
      const field: DataField = { id: counter.next++, name, type };
      if (change.comment) field.description = change.comment;
      assignFieldIds(type, counter);
      insertAt(level, field, change.move);
      return;
    }
    case 'updateColumnPosition': {
      const moved = change.move?.fieldName ?? '';
      if (path.length > 0 && name !== moved) {
        reject(`${at}.move.fieldName`, `move.fieldName must be the last segment of fieldNames.`);
      }
      const level = levelOf(schema.fields, parent, `${at}.fieldNames`);
      const from = level.findIndex((f) => f.name === moved);
      if (from < 0)
        reject(`${at}.move.fieldName`, `There is no column ${quoted([...parent, moved])}.`);
      if (change.move) checkMove(change.move, level, moved, `${at}.move`);
      const [field] = level.splice(from, 1);
      if (field) insertAt(level, field, change.move);
      return;
    }
    default:
      break;
  }

  const level = levelOf(schema.fields, parent, `${at}.fieldNames`);
  const field = level.find((f) => f.name === name);
  if (!field) reject(`${at}.fieldNames`, `There is no column ${quoted(path)}.`);
  const topLevel = parent.length === 0;
  switch (change.action) {
    case 'renameColumn': {
      const newName = change.newName ?? '';
      checkNewName(newName, level, field, `${at}.newName`);
      field.name = newName;
      if (topLevel) {
        const rename = (key: string) => (key === name ? newName : key);
        schema.primaryKeys = schema.primaryKeys.map(rename);
        schema.partitionKeys = schema.partitionKeys.map(rename);
      }
      return;
    }
    case 'dropColumn':
      if (topLevel && schema.primaryKeys.includes(name)) {
        reject(`${at}.fieldNames`, `Column “${name}” is a primary key and cannot be dropped.`);
      }
      if (topLevel && schema.partitionKeys.includes(name)) {
        reject(`${at}.fieldNames`, `Column “${name}” is a partition key and cannot be dropped.`);
      }
      if (level.length === 1) {
        reject(`${at}.fieldNames`, `${quoted(path)} is the only field left and cannot be dropped.`);
      }
      level.splice(level.indexOf(field), 1);
      return;
    case 'updateColumnComment':
      field.description = change.newComment ?? '';
      return;
    case 'updateColumnType': {
      const type = structuredClone(change.newDataType ?? field.type);
      checkType(type, `${at}.newDataType`);
      if (topLevel && schema.partitionKeys.includes(name) && !PRIMITIVES.has(type.type)) {
        reject(`${at}.newDataType`, `Partition key “${name}” must keep a primitive type.`);
      }
      const nullable = change.keepNullability ? field.type.nullable : change.newNullability;
      if (nullable === undefined) delete type.nullable;
      else type.nullable = nullable;
      assignFieldIds(type, { next: largestFieldId(schema.fields) + 1 });
      field.type = type;
      return;
    }
    case 'updateColumnNullability':
      field.type = { ...field.type, nullable: change.newNullability };
      return;
    default:
      return;
  }
}

type AlterResult = { ok: true; schema: TableSchema } | ({ ok: false } & Rejection);

/**
 * AlterTable: the changes in order, all or nothing. A schema that was valid must stay valid
 * (the change that breaks it is named as a whole, `changes[i]`); one that was already invalid is
 * not held to that.
 */
export function alterSchema(
  schema: TableSchema,
  changes: readonly FullSchemaChange[],
): AlterResult {
  const draft = structuredClone(schema);
  const wasValid = schemaProblem(draft) === null;
  for (const [index, change] of changes.entries()) {
    const problem = firstRejection(() => alterOne(draft, change, index));
    if (problem) return { ok: false, ...problem };
    const broken = wasValid ? schemaProblem(draft) : null;
    if (broken) return { ok: false, field: `changes[${index}]`, message: broken.message };
  }
  return { ok: true, schema: draft };
}
