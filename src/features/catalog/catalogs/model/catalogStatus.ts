import { TRANSIENT_CATALOG_STATUSES, catalogStatuses } from '../../../../api/lake/schemas';
import type { StatusTone } from '../../../../components/StatusBadge';

/** How a catalog status looks: done and well, in progress, needing attention, failed, gone. */
export function catalogStatusTone(status: string): StatusTone {
  switch (status) {
    case 'RUNNING':
      return 'success';
    case 'INITIALIZE_FAILED':
    case 'DELETE_FAILED':
      return 'error';
    case 'STORAGE_RESTRICTED':
      return 'warning';
    default:
      return 'neutral';
  }
}

export function isTransientStatus(status: string | undefined): boolean {
  return status !== undefined && TRANSIENT_CATALOG_STATUSES.has(status);
}

export function isKnownCatalogStatus(status: string): status is (typeof catalogStatuses)[number] {
  return (catalogStatuses as readonly string[]).includes(status);
}

/** Polling period while a catalog is being created or dropped. */
export const CATALOG_POLL_MS = 1500;

/** A `refetchInterval` for reads whose catalogs may be mid-transition. */
export function pollWhileTransient(statuses: readonly (string | undefined)[]): number | false {
  return statuses.some(isTransientStatus) ? CATALOG_POLL_MS : false;
}
