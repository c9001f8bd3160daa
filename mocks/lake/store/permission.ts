/**
 * One permission of the lake mock (the spec's Permission): how it is stored, its identity (which
 * is also its list order), reading one from a request body, and finding what it names in a
 * catalog. The access state that keeps them is access.ts.
 */
import { ACCESS_ERROR_CODES } from '../../../src/api/lake/assumed';
import { isObject } from './rowFilterCheck';
import type { LakeCatalog, LakeDatabase, LakeTable } from './types';

/** A permission as stored and answered (the spec's Permission, empty parts left out). */
export interface StoredPermission {
  resourceType: string;
  database?: string;
  table?: string;
  function?: string;
  view?: string;
  access: string;
  principal: string;
  columns?: { columnNames?: string[]; excludedColumnNames?: string[] };
  expireTime?: string;
  rowFilter?: { expression: string; predicate: string };
}

// ---------------------------------------------------------------- identity and order

const RESOURCE_RANK: Readonly<Record<string, number>> = {
  CATALOG: 0,
  DATABASE: 1,
  TABLE: 2,
  VIEW: 3,
  FUNCTION: 4,
};

/** The object a permission names below its database (table, view or function), or ''. */
export const objectName = (p: StoredPermission): string => p.table ?? p.view ?? p.function ?? '';

/**
 * A permission's identity, which is also its list order: principal, resource (catalog before
 * database before its objects), access. Columns, row filter and expiry are not part of it.
 */
export function permissionKey(p: StoredPermission): string {
  const rank = RESOURCE_RANK[p.resourceType] ?? 9;
  return [p.principal, p.database ?? '', rank, objectName(p), p.resourceType, p.access].join(
    '\u0001',
  );
}

// ---------------------------------------------------------------- resources

export interface Resolved {
  database?: LakeDatabase;
  table?: LakeTable;
}

/** What a permission names, or the reason it names nothing of this catalog. */
export function resolveResource(
  catalog: LakeCatalog,
  p: StoredPermission,
): { ok: true; resolved: Resolved } | { ok: false; code: string; message: string } {
  const missing = (message: string) => ({
    ok: false as const,
    code: ACCESS_ERROR_CODES.resourceNotFound,
    message,
  });
  if (p.resourceType === 'CATALOG') return { ok: true, resolved: {} };
  if (!p.database) return missing(`A ${p.resourceType} permission needs its database.`);
  const database = catalog.databases.get(p.database);
  if (!database) {
    return missing(
      `Database ${JSON.stringify(p.database)} does not exist in catalog ${JSON.stringify(catalog.name)}.`,
    );
  }
  if (p.resourceType === 'DATABASE') return { ok: true, resolved: { database } };
  const where = ` in database ${JSON.stringify(database.name)}`;
  if (p.resourceType === 'TABLE') {
    if (!p.table) return missing('A TABLE permission needs its table.');
    const table = database.tables.get(p.table);
    if (!table) return missing(`Table ${JSON.stringify(p.table)} does not exist${where}.`);
    return { ok: true, resolved: { database, table } };
  }
  if (p.resourceType === 'VIEW') {
    if (!p.view) return missing('A VIEW permission needs its view.');
    if (!database.views.has(p.view)) {
      return missing(`View ${JSON.stringify(p.view)} does not exist${where}.`);
    }
    return { ok: true, resolved: { database } };
  }
  if (!p.function) return missing('A FUNCTION permission needs its function.');
  if (!database.functions.has(p.function)) {
    return missing(`Function ${JSON.stringify(p.function)} does not exist${where}.`);
  }
  return { ok: true, resolved: { database } };
}

// ---------------------------------------------------------------- checking one permission

export type PermissionCheck =
  { ok: true; permission: StoredPermission } | { ok: false; code: string; message: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
export const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads one permission of a request body into its stored form (no checks against the estate). */
export function readPermission(value: unknown): PermissionCheck {
  const fail = (message: string) => ({
    ok: false as const,
    code: ACCESS_ERROR_CODES.invalidParameter,
    message,
  });
  if (!isObject(value)) return fail('A permission must be an object.');
  const resourceType = text(value.resourceType);
  const access = text(value.access);
  const principal = text(value.principal);
  if (!resourceType) return fail('resourceType is required.');
  if (!access) return fail('access is required.');
  if (!principal) return fail('principal is required.');
  const p: StoredPermission = { resourceType, access, principal };
  for (const key of ['database', 'table', 'function', 'view', 'expireTime'] as const) {
    const v = text(value[key]);
    if (v !== undefined) p[key] = v;
  }
  if (value.columns !== undefined && value.columns !== null) {
    const columns = value.columns;
    if (!isObject(columns)) return fail('columns must be an object.');
    const lists: Record<string, string[]> = {};
    for (const key of ['columnNames', 'excludedColumnNames'] as const) {
      const list = columns[key] ?? [];
      if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
        return fail(`columns.${key} must be an array of column names.`);
      }
      if (list.length) lists[key] = [...(list as string[])];
    }
    if (lists.columnNames || lists.excludedColumnNames) p.columns = lists;
  }
  if (value.rowFilter !== undefined && value.rowFilter !== null) {
    const filter = value.rowFilter;
    if (!isObject(filter) || typeof filter.predicate !== 'string') {
      return fail('rowFilter needs its predicate (JSON text) and expression.');
    }
    if (filter.predicate !== '') {
      p.rowFilter = {
        expression: typeof filter.expression === 'string' ? filter.expression : '',
        predicate: filter.predicate,
      };
    }
  }
  return { ok: true, permission: p };
}
