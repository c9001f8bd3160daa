/** Whether one AlterTable change can apply to a schema, and if not, its first problem. */
import { OBJECT_NAME_PATTERN } from '../../../../api/lake/assumed';
import type {
  DataField,
  FullDataType,
  FullSchemaChange,
  Move,
  TableSchema,
} from '../../../../api/lake/schemas';
import { moveTypes } from '../../../../api/lake/schemas';
import {
  indexOfName,
  pathText,
  resolveLevel,
  sameNameIndex,
  type PathProblemCode,
} from './columnPaths';
import { isPrimitiveType } from './dataTypes';
import { ACTIONS, missingFields } from './requiredFields';
import { collectTypeIssues, type SchemaIssue, type SchemaIssueCode } from './schemaIssues';

const MOVE_TYPES: ReadonlySet<string> = new Set(moveTypes);

/**
 * What can be wrong with a change, beyond the schema rules (SchemaIssueCode: names and types) and
 * the column path (PathProblemCode). Parameters in braces; the console words each code.
 */
export type ChangeIssueCode =
  /** `{action}` is not an action of the spec. */
  | 'actionUnknown'
  /** `{action}` needs `{field}` (a field of the change, e.g. `move.referenceFieldName`). */
  | 'fieldRequired'
  | 'optionKeyEmpty'
  /** A column or field named `{name}` (ignoring case) is already at this level. */
  | 'columnExists'
  /** `{type}` is not a move type. */
  | 'moveTypeUnknown'
  | 'moveAfterSelf'
  | 'moveBeforeSelf'
  /** No sibling `{name}` to move after / before. */
  | 'referenceMissingAfter'
  | 'referenceMissingBefore'
  /** `move.fieldName` `{moved}` is not the last segment of `fieldNames` `{path}`. */
  | 'movedNotLast'
  /** `{name}` is a primary / partition key. */
  | 'dropPrimaryKey'
  | 'dropPartitionKey'
  | 'dropLastColumn'
  /** `{path}` is the only field of its ROW. */
  | 'dropLastField';

export type ChangeProblemCode = ChangeIssueCode | PathProblemCode | SchemaIssueCode;

/** The first problem of a change: where (a path in the request body), and what, as a code. */
export interface ChangeError {
  /** Where, as a path in the request body: `changes[1].newName`. */
  field: string;
  code: ChangeProblemCode;
  params: Readonly<Record<string, string | number>>;
}

const problem = (
  field: string,
  code: ChangeProblemCode,
  params: Record<string, string | number> = {},
): ChangeError => ({ field, code, params });

function typeError(type: FullDataType, path: string): ChangeError | null {
  const issues: SchemaIssue[] = [];
  collectTypeIssues(type, path, [], issues);
  const first = issues[0];
  return first ? problem(first.field, first.code, first.params) : null;
}

function nameError(name: string, field: string): ChangeError | null {
  if (name.trim() === '') return problem(field, 'nameRequired');
  if (!OBJECT_NAME_PATTERN.test(name)) return problem(field, 'nameInvalid', { name });
  return null;
}

type Target =
  | { ok: true; level: readonly DataField[]; index: number; field: DataField; topLevel: boolean }
  | { ok: false; error: ChangeError };

/** The existing field a change's `fieldNames` addresses. */
function findTarget(schema: TableSchema, path: readonly string[], at: string): Target {
  const level = resolveLevel(schema.fields, path.slice(0, -1));
  if (!level.ok) return { ok: false, error: problem(at, level.code, level.params) };
  const name = path[path.length - 1] ?? '';
  const index = indexOfName(level.fields, name);
  const field = level.fields[index];
  if (!field) return { ok: false, error: problem(at, 'columnMissing', { path: pathText(path) }) };
  return { ok: true, level: level.fields, index, field, topLevel: path.length === 1 };
}

function moveError(
  move: Move,
  level: readonly DataField[],
  moved: string,
  at: string,
): ChangeError | null {
  if (!MOVE_TYPES.has(move.type)) {
    return problem(`${at}.type`, 'moveTypeUnknown', { type: String(move.type) });
  }
  if (move.type !== 'AFTER' && move.type !== 'BEFORE') return null;
  const after = move.type === 'AFTER';
  const reference = move.referenceFieldName ?? '';
  if (reference === moved) {
    return problem(`${at}.referenceFieldName`, after ? 'moveAfterSelf' : 'moveBeforeSelf');
  }
  if (indexOfName(level, reference) < 0) {
    return problem(
      `${at}.referenceFieldName`,
      after ? 'referenceMissingAfter' : 'referenceMissingBefore',
      { name: reference },
    );
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
      error: problem(`${prefix}.move.fieldName`, 'movedNotLast', { moved, path: pathText(path) }),
    };
  }
  const parent = path.slice(0, -1);
  const level = resolveLevel(schema.fields, parent);
  if (!level.ok) {
    return { ok: false, error: problem(`${prefix}.fieldNames`, level.code, level.params) };
  }
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
    return problem(`${prefix}.action`, 'actionUnknown', { action: String(change.action) });
  }
  const missing = missingFields(change)[0];
  if (missing) {
    return problem(`${prefix}.${missing}`, 'fieldRequired', {
      field: missing,
      action: change.action,
    });
  }
  const path = change.fieldNames ?? [];
  const pathField = `${prefix}.fieldNames`;
  switch (change.action) {
    case 'setOption':
    case 'removeOption':
      if ((change.key ?? '').trim() === '') {
        return problem(`${prefix}.key`, 'optionKeyEmpty');
      }
      return null;
    case 'updateComment':
      return null;
    case 'addColumn': {
      const level = resolveLevel(schema.fields, path.slice(0, -1));
      if (!level.ok) return problem(pathField, level.code, level.params);
      const name = path[path.length - 1] ?? '';
      const bad = nameError(name, pathField);
      if (bad) return bad;
      if (sameNameIndex(level.fields, name) >= 0) {
        return problem(pathField, 'columnExists', { name });
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
        return problem(`${prefix}.move.fieldName`, 'columnMissing', {
          path: pathText([...where.parent, moved]),
        });
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
        return problem(`${prefix}.newName`, 'columnExists', { name: newName });
      }
      return null;
    }
    case 'dropColumn':
      if (isKey) {
        const primary = schema.primaryKeys.includes(name);
        return problem(pathField, primary ? 'dropPrimaryKey' : 'dropPartitionKey', { name });
      }
      if (target.level.length === 1) {
        return target.topLevel
          ? problem(pathField, 'dropLastColumn')
          : problem(pathField, 'dropLastField', { path: pathText(path) });
      }
      return null;
    case 'updateColumnType': {
      const newType = change.newDataType;
      if (!newType) return null;
      const typeProblem = typeError(newType, `${prefix}.newDataType`);
      if (typeProblem) return typeProblem;
      if (target.topLevel && schema.partitionKeys.includes(name) && !isPrimitiveType(newType)) {
        return problem(`${prefix}.newDataType`, 'partitionKeyNotPrimitive', {
          name,
          type: newType.type,
        });
      }
      return null;
    }
    default:
      return null;
  }
}
