/** Whether one AlterTable change can apply to a schema, and if not, its first problem. */
import { OBJECT_NAME_PATTERN } from '../assumed';
import type { DataField, FullDataType, FullSchemaChange, Move, TableSchema } from '../schemas';
import { moveTypes } from '../schemas';
import { indexOfName, pathText, resolveLevel, sameNameIndex } from './columnPaths';
import { isPrimitiveType } from './dataTypes';
import { ACTIONS, missingFields } from './requiredFields';
import { collectTypeIssues, issueMessage, type SchemaIssue } from './schemaIssues';

const MOVE_TYPES: ReadonlySet<string> = new Set(moveTypes);

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
