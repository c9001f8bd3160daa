/** Which fields each AlterTable action needs (the spec's table plus our stated assumptions). */
import type { FullSchemaChange, SchemaChangeAction } from '../../../../api/lake/schemas';
import { schemaChangeActions } from '../../../../api/lake/schemas';

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

/** The actions the spec names (anything else is `validateChange`'s to report). */
export const ACTIONS: ReadonlySet<string> = new Set(schemaChangeActions);

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
