import { applySchemaChanges } from './applyChanges';
import { validateChange, type ChangeError } from './validateChange';
import type {
  DataField,
  FullDataType,
  FullSchemaChange,
  SchemaChangeAction,
  TableSchema,
} from '../../../../api/lake/schemas';

/** A queued change and the id the list keys it by (stable across edits and reordering). */
export interface QueuedChange {
  id: string;
  change: FullSchemaChange;
}

const STRING: FullDataType = { type: 'STRING' };

/**
 * A new change of `action` with exactly the fields the action requires (REQUIRED_FIELDS), each
 * at a neutral start: empty text, STRING types, nullability kept, a new column placed last.
 * Empty text is present but invalid where a value is needed, so validation names what to fill.
 */
export function blankChange(action: SchemaChangeAction): FullSchemaChange {
  switch (action) {
    case 'setOption':
      return { action, key: '', value: '' };
    case 'removeOption':
      return { action, key: '' };
    case 'updateComment':
      return { action, comment: '' };
    case 'addColumn':
      return { action, fieldNames: [''], dataType: STRING, move: { type: 'LAST' }, comment: '' };
    case 'renameColumn':
      return { action, newName: '' };
    case 'dropColumn':
      return { action };
    case 'updateColumnComment':
      return { action, newComment: '' };
    case 'updateColumnType':
      return { action, newDataType: STRING, keepNullability: true, newNullability: true };
    case 'updateColumnPosition':
      return { action, move: { type: 'FIRST' } };
    case 'updateColumnNullability':
      return { action, newNullability: true };
  }
}

function childType(type: FullDataType, segment: string): FullDataType | undefined {
  if ((type.type === 'ARRAY' || type.type === 'MULTISET') && segment === 'element') {
    return type.element;
  }
  if (type.type === 'MAP' && (segment === 'key' || segment === 'value')) return type[segment];
  return undefined;
}

/**
 * The field list a parent path addresses (the level its children live at): the top-level columns
 * for `[]`, a ROW's members for a ROW column, stepping through `element`/`key`/`value` into
 * collections. Null when the path does not lead to a ROW.
 */
export function levelAt(
  schema: TableSchema,
  parent: readonly string[],
): readonly DataField[] | null {
  let fields: readonly DataField[] | null = schema.fields;
  let type: FullDataType | null = null;
  for (const segment of parent) {
    if (fields) {
      const field: DataField | undefined = fields.find((f) => f.name === segment);
      if (!field) return null;
      type = field.type;
      fields = null;
    } else if (type) {
      const next = childType(type, segment);
      if (!next) return null;
      type = next;
    }
    if (type?.type === 'ROW') {
      fields = type.fields ?? [];
      type = null;
    }
  }
  return fields;
}

/** The field a column path names (paths always end at a field), or undefined. */
export function fieldAt(schema: TableSchema, path: readonly string[]): DataField | undefined {
  const name = path[path.length - 1];
  if (name === undefined) return undefined;
  return levelAt(schema, path.slice(0, -1))?.find((field) => field.name === name);
}

/** Names of the fields at the level `parent` addresses (a moved column's siblings). */
export function siblingNames(schema: TableSchema, parent: readonly string[]): string[] {
  return (levelAt(schema, parent) ?? []).map((field) => field.name);
}

/**
 * A picked column for a change: sets `fieldNames`, and where the action edits what the column
 * already has (its type, comment, nullability), starts the new value from the current one.
 */
export function withColumn(
  change: FullSchemaChange,
  path: string[],
  schema: TableSchema,
): FullSchemaChange {
  const next: FullSchemaChange = { ...change, fieldNames: path };
  const field = fieldAt(schema, path);
  if (!field) return next;
  if (change.action === 'updateColumnType') {
    const { nullable: _nullable, ...type } = field.type;
    next.newDataType = type;
    next.newNullability = field.type.nullable !== false;
  }
  if (change.action === 'updateColumnComment') next.newComment = field.description ?? '';
  if (change.action === 'updateColumnNullability') {
    next.newNullability = field.type.nullable === false;
  }
  return next;
}

interface QueueCheck {
  /** Each change's first problem against the schema the changes before it leave, or null. */
  errors: (ChangeError | null)[];
  /** The schema before each change (index i: after changes 0…i-1 that could apply). */
  before: TableSchema[];
  /** The schema after every change that could apply. */
  after: TableSchema;
}

/** Moves an apply error of a one-change run to the change's place in the queue. */
function atIndex(error: ChangeError, index: number): ChangeError {
  return { ...error, field: error.field.replace(/^changes\[\d+\]/, `changes[${index}]`) };
}

/**
 * Checks the queue in order, each change against the schema as the earlier ones leave it. A
 * change that cannot apply is reported and skipped, so the ones after it are still checked.
 */
export function checkQueue(schema: TableSchema, changes: readonly FullSchemaChange[]): QueueCheck {
  const errors: (ChangeError | null)[] = [];
  const before: TableSchema[] = [];
  let current = schema;
  changes.forEach((change, index) => {
    before.push(current);
    const error = validateChange(change, index, current);
    if (error) {
      errors.push(error);
      return;
    }
    const applied = applySchemaChanges(current, [change]);
    if (applied.ok) {
      current = applied.schema;
      errors.push(null);
    } else {
      const { ok: _ok, ...error } = applied;
      errors.push(atIndex(error, index));
    }
  });
  return { errors, before, after: current };
}

/**
 * Where a server's 400 points in the request: `changes[1].newName` → change 1, field `newName`.
 * Read from the error's field path when it has one, else from its message.
 */
export function changeErrorTarget(
  text: string | undefined,
): { index: number; field: string | null } | null {
  if (!text) return null;
  const match = /changes\[(\d+)\](?:\.([A-Za-z][\w.]*))?/.exec(text);
  if (!match) return null;
  return { index: Number(match[1]), field: match[2] ?? null };
}

/** The part of a change field path after `changes[i].`, e.g. `move.referenceFieldName`. */
export function changeFieldOf(error: ChangeError | null | undefined): string | null {
  if (!error) return null;
  return changeErrorTarget(error.field)?.field ?? null;
}

/** What AlterTable is sent: the action and its required fields (nothing the editor kept aside). */
export function requestChanges(queue: readonly QueuedChange[]): FullSchemaChange[] {
  return queue.map((entry) => entry.change);
}
