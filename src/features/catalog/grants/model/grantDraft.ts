/**
 * The grant builder's form as data, and the `permissions` body of BatchGrantPermissions it
 * makes: one Permission per principal and access, all in one call. Columns and the row filter
 * are fine-grained parts of SELECT on a table (assumed.ts, PERMISSION_FINE_GRAINED_ACCESS), so
 * only a TABLE's SELECT rows carry them.
 */
import {
  PERMISSION_ACCESS,
  PERMISSION_FINE_GRAINED_ACCESS,
  type PermissionResourceType,
} from '../../../../api/lake/assumed';
import type { FilterColumn } from './filterColumns';
import {
  buildRowFilter,
  emptyFilter,
  OPERATORS,
  type FilterGroup,
  type FilterProblem,
  type Operator,
} from './rowFilter';
import { stringifyPredicate } from './predicateText';

export const RESOURCE_TYPES = Object.keys(PERMISSION_ACCESS) as PermissionResourceType[];
export type ColumnMode = 'all' | 'include' | 'exclude';

/** The Permission fields the console sends (the spec's Permission record). */
export interface PermissionBody {
  resourceType: string;
  database?: string | undefined;
  table?: string | undefined;
  function?: string | undefined;
  view?: string | undefined;
  access: string;
  principal: string;
  columns?: { columnNames: string[]; excludedColumnNames: string[] } | undefined;
  expireTime?: string | undefined;
  rowFilter?: { expression: string; predicate: string } | undefined;
}

export interface GrantDraft {
  resourceType: PermissionResourceType;
  database: string;
  /** The table, function or view name (by resourceType). */
  object: string;
  access: string[];
  /** Principal descriptors, as ListUsers/ListRoles gave them. */
  principals: string[];
  columnMode: ColumnMode;
  columns: string[];
  /** ISO 8601 instant, or '' for no expiry. */
  expireTime: string;
  filter: FilterGroup;
}

export function newGrantDraft(start: Partial<GrantDraft> = {}): GrantDraft {
  return {
    resourceType: 'TABLE',
    database: '',
    object: '',
    access: [],
    principals: [],
    columnMode: 'all',
    columns: [],
    expireTime: '',
    filter: emptyFilter(),
    ...start,
  };
}

/** A new draft for the page it was opened from: that table, that database, or the catalog. */
export function startingDraft(place: {
  database?: string | undefined;
  table?: string | undefined;
}): GrantDraft {
  if (place.table !== undefined) {
    return newGrantDraft({ resourceType: 'TABLE', database: place.database, object: place.table });
  }
  if (place.database !== undefined) {
    return newGrantDraft({ resourceType: 'DATABASE', database: place.database });
  }
  return newGrantDraft({ resourceType: 'CATALOG' });
}

/** The access values a resource type offers (assumed.ts, PERMISSION_ACCESS). */
export const accessFor = (type: PermissionResourceType): readonly string[] =>
  PERMISSION_ACCESS[type];

/** Whether the draft's resource takes columns and a row filter (a TABLE's SELECT). */
export const takesFineGrained = (draft: GrantDraft) =>
  draft.resourceType === 'TABLE' && draft.access.includes(PERMISSION_FINE_GRAINED_ACCESS);

export type GrantProblem =
  | { code: 'noDatabase' }
  | { code: 'noObject' }
  | { code: 'noAccess' }
  | { code: 'noPrincipals' }
  | { code: 'noColumns' }
  | { code: 'expiryInvalid' }
  | { code: 'expiryPast' }
  | { code: 'filter'; problems: FilterProblem[] };

export type GrantBuild =
  { ok: true; permissions: PermissionBody[] } | { ok: false; problems: GrantProblem[] };

const OBJECT_FIELD = { TABLE: 'table', FUNCTION: 'function', VIEW: 'view' } as const;

/** The fields that name the draft's resource in a Permission. */
function resourceFields(draft: GrantDraft): Partial<PermissionBody> {
  if (draft.resourceType === 'CATALOG') return {};
  if (draft.resourceType === 'DATABASE') return { database: draft.database };
  return { database: draft.database, [OBJECT_FIELD[draft.resourceType]]: draft.object };
}

/**
 * The `permissions` body, or every problem that keeps it from being sent. `columns` are the
 * table's filterable columns (null when the resource is not a table or its schema is not read).
 */
export function buildPermissions(
  draft: GrantDraft,
  columns: readonly FilterColumn[] | null,
  now: number,
): GrantBuild {
  const problems: GrantProblem[] = [];
  if (draft.resourceType !== 'CATALOG' && draft.database === '')
    problems.push({ code: 'noDatabase' });
  if (draft.resourceType in OBJECT_FIELD && draft.object === '')
    problems.push({ code: 'noObject' });
  if (draft.access.length === 0) problems.push({ code: 'noAccess' });
  if (draft.principals.length === 0) problems.push({ code: 'noPrincipals' });
  let expireTime: string | undefined;
  if (draft.expireTime !== '') {
    const at = Date.parse(draft.expireTime);
    if (Number.isNaN(at)) problems.push({ code: 'expiryInvalid' });
    else if (at <= now) problems.push({ code: 'expiryPast' });
    else expireTime = new Date(at).toISOString();
  }
  const fine = takesFineGrained(draft);
  let columnsPart: PermissionBody['columns'];
  let rowFilter: PermissionBody['rowFilter'];
  if (fine && draft.columnMode !== 'all') {
    if (draft.columns.length === 0) problems.push({ code: 'noColumns' });
    columnsPart =
      draft.columnMode === 'include'
        ? { columnNames: [...draft.columns], excludedColumnNames: [] }
        : { columnNames: [], excludedColumnNames: [...draft.columns] };
  }
  if (fine) {
    const filter = buildRowFilter(draft.filter, columns ?? []);
    if (!filter.ok) problems.push({ code: 'filter', problems: filter.problems });
    else if (filter.predicate) {
      rowFilter = {
        expression: filter.expression,
        predicate: stringifyPredicate(filter.predicate),
      };
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const resource = resourceFields(draft);
  const permissions: PermissionBody[] = [];
  for (const principal of draft.principals) {
    for (const access of draft.access) {
      const selectOnTable = fine && access === PERMISSION_FINE_GRAINED_ACCESS;
      permissions.push({
        resourceType: draft.resourceType,
        ...resource,
        access,
        principal,
        ...(selectOnTable && columnsPart ? { columns: columnsPart } : {}),
        ...(expireTime ? { expireTime } : {}),
        ...(selectOnTable && rowFilter ? { rowFilter } : {}),
      });
    }
  }
  return { ok: true, permissions };
}

/** What identifies a permission (principal, resource, access): matches a failure to its row. */
export function permissionKey(permission: PermissionBody): string {
  return JSON.stringify([
    permission.principal,
    permission.resourceType,
    permission.database ?? '',
    permission.table ?? '',
    permission.function ?? '',
    permission.view ?? '',
    permission.access,
  ]);
}

// ---------------------------------------------------------------- a draft kept for this session

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function reviveNode(value: unknown): FilterGroup['children'][number] | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  if (value.kind === 'group') return reviveGroup(value);
  if (
    value.kind === 'condition' &&
    typeof value.column === 'string' &&
    typeof value.operator === 'string' &&
    (OPERATORS as readonly string[]).includes(value.operator) &&
    isStrings(value.values)
  ) {
    return {
      kind: 'condition',
      id: value.id,
      column: value.column,
      operator: value.operator as Operator,
      values: value.values,
    };
  }
  return null;
}

function reviveGroup(value: unknown): FilterGroup | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  if (value.op !== 'AND' && value.op !== 'OR') return null;
  if (!Array.isArray(value.children)) return null;
  const children = value.children.map(reviveNode);
  if (children.some((child) => child === null)) return null;
  return {
    kind: 'group',
    id: value.id,
    op: value.op,
    children: children as FilterGroup['children'],
  };
}

/** A stored draft read back, or null when it is not one (an older shape, edited storage). */
export function reviveGrantDraft(stored: unknown): GrantDraft | null {
  if (!isRecord(stored)) return null;
  const { resourceType, database, object, access, principals, columnMode, columns } = stored;
  if (typeof resourceType !== 'string' || !(RESOURCE_TYPES as string[]).includes(resourceType)) {
    return null;
  }
  if (typeof database !== 'string' || typeof object !== 'string') return null;
  if (!isStrings(access) || !isStrings(principals) || !isStrings(columns)) return null;
  if (columnMode !== 'all' && columnMode !== 'include' && columnMode !== 'exclude') return null;
  if (typeof stored.expireTime !== 'string') return null;
  const filter = reviveGroup(stored.filter);
  if (!filter) return null;
  return {
    resourceType: resourceType as PermissionResourceType,
    database,
    object,
    access,
    principals,
    columnMode,
    columns,
    expireTime: stored.expireTime,
    filter,
  };
}

/** Nothing worth keeping: no access, principal, column, expiry or condition chosen. */
export const isBlankDraft = (draft: GrantDraft) =>
  draft.access.length === 0 &&
  draft.principals.length === 0 &&
  draft.columns.length === 0 &&
  draft.expireTime === '' &&
  draft.filter.children.length === 0;
