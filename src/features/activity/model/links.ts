import type { ActivityTarget } from '../../../api/activity/target';

/** Where the console shows a target, given the catalog names of ids known so far. */
export function targetPath(
  target: ActivityTarget,
  catalogName: (id: string) => string | undefined,
): string | null {
  const part = encodeURIComponent;
  switch (target.kind) {
    case 'catalog':
      return `/catalogs/${part(target.catalog)}`;
    case 'database':
    case 'table': {
      const catalog = catalogName(target.catalogId);
      if (catalog === undefined) return null;
      const database = `/catalogs/${part(catalog)}/databases/${part(target.database)}`;
      return target.kind === 'table' ? `${database}/tables/${part(target.table)}` : database;
    }
    case 'screen':
      return `/screen/${part(target.id)}`;
    case 'webhook':
      return `/webhooks/${part(target.id)}`;
    case 'share':
      return `/shares/${part(target.share)}`;
    case 'role':
      return `/access/roles/${part(target.role)}`;
  }
}
