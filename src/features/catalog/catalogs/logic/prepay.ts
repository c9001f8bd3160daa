import { intlLocale } from '../../../../lib/format';
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
export const PREPAY_SOON_MS = 14 * 24 * 3600_000;

export function isPrepayExpiringSoon(resource: PrepayResource, nowMs: number): boolean {
  return (
    !isPrepayLapsed(resource, nowMs) &&
    resource.expireTime !== undefined &&
    resource.expireTime - nowMs <= PREPAY_SOON_MS
  );
}

const DAY_MS = 24 * 3600_000;

/**
 * "in 10 days", "3 days ago", "in 5 hours": expiries are counted in days (a week unit would say
 * "next week" for 10 days), in hours within a day and in months beyond three months.
 */
export function formatExpiry(expireTime: number, nowMs: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const diff = expireTime - nowMs;
  const abs = Math.abs(diff);
  const sign = Math.sign(diff);
  if (abs < DAY_MS) return format.format(sign * Math.max(1, Math.round(abs / 3600_000)), 'hour');
  if (abs < 90 * DAY_MS) return format.format(sign * Math.round(abs / DAY_MS), 'day');
  return format.format(sign * Math.round(abs / (30 * DAY_MS)), 'month');
}
