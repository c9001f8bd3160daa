/**
 * Reading and answering the lake mock's batch permission operations (BatchGrantPermissions,
 * BatchRevokePermissions): the rows of a body, each failed row echoed in the Permission shape,
 * and the answer that says how many were applied.
 */
import { BATCH_PERMISSIONS_MAX } from '../../../src/api/lake/assumed';
import { readPermission, type StoredPermission } from '../store/permission';
import { invalidParameter } from './errors';
import type { JsonRecord } from './params';

/** The `permissions` array of a batch body: 1 to BATCH_PERMISSIONS_MAX rows. */
export function batchRows(body: JsonRecord): unknown[] {
  const { permissions } = body;
  if (!Array.isArray(permissions) || permissions.length === 0) {
    throw invalidParameter('permissions', 'must be a non-empty array of Permission.');
  }
  if (permissions.length > BATCH_PERMISSIONS_MAX) {
    throw invalidParameter(
      'permissions',
      `holds ${permissions.length} permissions; at most ${BATCH_PERMISSIONS_MAX} a call.`,
    );
  }
  return permissions;
}

/** A row as it came, in the Permission shape (for a failure row whose permission was unreadable). */
export function echo(row: unknown): StoredPermission {
  const read = readPermission(row);
  if (read.ok) return read.permission;
  const value = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    resourceType: str(value.resourceType),
    access: str(value.access),
    principal: str(value.principal),
  };
}

export interface Failure {
  errorCode: string;
  errorMessage: string;
  permission: StoredPermission;
}

export function batchAnswer(failures: Failure[], total: number, done: string) {
  if (failures.length === 0) return { success: true, failurePermissions: [] };
  return {
    success: false,
    failurePermissions: failures,
    errorMessage:
      failures.length === total
        ? `None of the ${total} permissions was ${done}.`
        : `${failures.length} of ${total} permissions failed; the other ${total - failures.length} were ${done}.`,
  };
}
