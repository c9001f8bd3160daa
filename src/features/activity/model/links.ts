import type { ActivityTarget } from '../../../api/activity/target';
import { DEVICE_LINK_OPERATIONS } from '../../../api/deviceLinks/model';

const DEVICE_LINK_OPERATION_NAMES: ReadonlySet<string> = new Set(
  Object.values(DEVICE_LINK_OPERATIONS),
);

/**
 * Where the console shows what a gateway's own record acted on, when no target names it: a device
 * link's create, revoke and first use lead to the links' page (the record names the link, and the
 * page lists it with its state).
 */
export function gatewayRecordPath(operation: string): string | null {
  return DEVICE_LINK_OPERATION_NAMES.has(operation) ? '/screen/devices' : null;
}

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
