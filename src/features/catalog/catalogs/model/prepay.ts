import type { PrepayResource } from '../../../../api/lake/schemas';

/** The prepaid compute resources of each catalog, by catalog id. */
export function prepayByCatalog(
  resources: readonly PrepayResource[],
): Map<string, PrepayResource[]> {
  const byCatalog = new Map<string, PrepayResource[]>();
  for (const resource of resources) {
    const list = byCatalog.get(resource.catalogId) ?? [];
    list.push(resource);
    byCatalog.set(resource.catalogId, list);
  }
  return byCatalog;
}

/** No longer usable: ceased or released, or past its expiry time. */
export function isPrepayLapsed(resource: PrepayResource, nowMs: number): boolean {
  if (resource.instanceStatus === 'CEASED' || resource.instanceStatus === 'RELEASED') return true;
  return resource.expireTime !== undefined && resource.expireTime <= nowMs;
}

/** Expires within this time: worth a warning before it lapses. */
const PREPAY_SOON_MS = 14 * 24 * 3600_000;

export function isPrepayExpiringSoon(resource: PrepayResource, nowMs: number): boolean {
  return (
    !isPrepayLapsed(resource, nowMs) &&
    resource.expireTime !== undefined &&
    resource.expireTime - nowMs <= PREPAY_SOON_MS
  );
}
