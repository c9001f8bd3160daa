import type { ShareResourceInput } from '../../../api/lake/shareOperations';
import type { ShareResource } from '../../../api/lake/shareSchemas';

/**
 * What a share holds in its catalog, as the resource editor lets a user choose it: the whole
 * catalog, whole databases, or single tables. A table of a database chosen whole is covered by
 * it and not listed (the service answers 409 to such a list, assumed.ts).
 */
export interface ResourceChoice {
  whole: boolean;
  databases: readonly string[];
  /** `database.table` pairs. */
  tables: readonly TableRef[];
}

export interface TableRef {
  database: string;
  table: string;
}

export const EMPTY_CHOICE: ResourceChoice = { whole: false, databases: [], tables: [] };

/** The choice a share's current resources make (unknown types are left out). */
export function choiceOf(resources: readonly ShareResource[]): ResourceChoice {
  const whole = resources.some((r) => r.shareType === 'CATALOG_ALL');
  const databases = resources
    .filter((r) => r.shareType === 'DATABASE_ALL' && r.databaseName)
    .map((r) => r.databaseName as string);
  const tables = resources
    .filter((r) => r.shareType === 'TABLE' && r.databaseName && r.tableName)
    .map((r) => ({ database: r.databaseName as string, table: r.tableName as string }));
  return { whole, databases, tables };
}

/** The AlterShareResources list of a choice: sorted, with nothing covered twice. */
export function resourcesOf(choice: ResourceChoice): ShareResourceInput[] {
  if (choice.whole) return [{ shareType: 'CATALOG_ALL' }];
  const whole = new Set(choice.databases);
  const databases = [...whole]
    .sort()
    .map((databaseName): ShareResourceInput => ({ shareType: 'DATABASE_ALL', databaseName }));
  const seen = new Set<string>();
  const tables: ShareResourceInput[] = [];
  for (const { database, table } of choice.tables) {
    const key = `${database}.${table}`;
    if (whole.has(database) || seen.has(key)) continue;
    seen.add(key);
    tables.push({ shareType: 'TABLE', databaseName: database, tableName: table });
  }
  tables.sort((a, b) => resourceKey(a).localeCompare(resourceKey(b)));
  return [...databases, ...tables];
}

/** One resource's identity: its type and what it names. */
export function resourceKey(r: {
  shareType: string;
  databaseName?: string | null | undefined;
  tableName?: string | null | undefined;
}): string {
  return `${r.shareType}:${r.databaseName ?? ''}.${r.tableName ?? ''}`;
}

export interface ResourceDiff {
  added: ShareResourceInput[];
  removed: ShareResourceInput[];
}

/** What applying `after` adds to and removes from `before`, each in list order. */
export function diffResources(
  before: readonly ShareResourceInput[],
  after: readonly ShareResourceInput[],
): ResourceDiff {
  const beforeKeys = new Set(before.map(resourceKey));
  const afterKeys = new Set(after.map(resourceKey));
  return {
    added: after.filter((r) => !beforeKeys.has(resourceKey(r))),
    removed: before.filter((r) => !afterKeys.has(resourceKey(r))),
  };
}

/** The receivers a share gains and loses, for AlterShareReceivers. */
export function diffNames(before: readonly string[], after: readonly string[]) {
  const was = new Set(before);
  const now = new Set(after);
  return {
    added: [...now].filter((name) => !was.has(name)).sort(),
    removed: [...was].filter((name) => !now.has(name)).sort(),
  };
}

/** A resource as a person reads it: the catalog's name, `database`, or `database.table`. */
export function resourceText(r: ShareResourceInput | ShareResource, catalog: string): string {
  if (r.shareType === 'CATALOG_ALL') return catalog;
  if (r.shareType === 'DATABASE_ALL') return r.databaseName ?? '';
  return `${r.databaseName ?? ''}.${r.tableName ?? ''}`;
}
