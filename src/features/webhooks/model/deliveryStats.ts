import type { WebhookEvent } from '../../../api/agent/schemas';

interface DayBucket {
  /** Local calendar day, `YYYY-MM-DD`. */
  day: string;
  counts: Record<string, number>;
  total: number;
}

export interface DeliveryStats {
  days: DayBucket[];
  statuses: string[];
  total: number;
  succeeded: number;
  /** Succeeded ÷ finished (succeeded + failed); null with nothing finished. */
  successRate: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
}

function localDay(timeMs: number): string {
  const date = new Date(timeMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sortedAsc: readonly number[], p: number): number | null {
  if (sortedAsc.length === 0) return null;
  const rank = Math.ceil((p / 100) * sortedAsc.length);
  return sortedAsc[Math.min(sortedAsc.length - 1, Math.max(0, rank - 1))] ?? null;
}

export function durationMs(event: WebhookEvent): number {
  return Date.parse(event.delivery.finish_at) - Date.parse(event.delivery.delivery_at);
}

/**
 * Per-day counts by status for every local calendar day the window touches (a rolling 7-day
 * window spans 8 calendar days, the first and last partly), plus the success rate and p50/p95
 * delivery duration (finish − delivery) of all deliveries in the window.
 */
export function computeDeliveryStats(
  events: readonly WebhookEvent[],
  nowMs: number,
  windowDays = 7,
): DeliveryStats {
  const startMs = nowMs - windowDays * 86_400_000;
  const buckets = new Map<string, DayBucket>();
  const first = new Date(startMs);
  for (let i = 0; ; i += 1) {
    // Noon avoids daylight-saving edges when stepping a calendar day at a time.
    const noon = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i, 12).getTime();
    const day = localDay(noon);
    buckets.set(day, { day, counts: {}, total: 0 });
    if (day === localDay(nowMs) || i > windowDays + 1) break;
  }

  const statuses = new Set<string>();
  const durations: number[] = [];
  let succeeded = 0;
  let failed = 0;
  let total = 0;
  for (const event of events) {
    const created = Date.parse(event.created_at);
    const bucket =
      created >= startMs && created <= nowMs ? buckets.get(localDay(created)) : undefined;
    if (!bucket) continue;
    const status = event.delivery.status;
    statuses.add(status);
    bucket.counts[status] = (bucket.counts[status] ?? 0) + 1;
    bucket.total += 1;
    total += 1;
    if (status === 'SUCCEEDED') succeeded += 1;
    else if (status === 'FAILED') failed += 1;
    const duration = durationMs(event);
    if (Number.isFinite(duration) && duration >= 0) durations.push(duration);
  }
  durations.sort((a, b) => a - b);

  const order = ['SUCCEEDED', 'FAILED', 'RETRYING'];
  return {
    days: [...buckets.values()],
    statuses: [...statuses].sort(
      (a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b),
    ),
    total,
    succeeded,
    successRate: succeeded + failed === 0 ? null : succeeded / (succeeded + failed),
    p50Ms: percentile(durations, 50),
    p95Ms: percentile(durations, 95),
  };
}

interface DeliveryFilter {
  status: string | null;
  kind: string | null;
}

export function filterDeliveries(
  events: readonly WebhookEvent[],
  filter: DeliveryFilter,
): WebhookEvent[] {
  return events.filter(
    (event) =>
      (!filter.status || event.delivery.status === filter.status) &&
      (!filter.kind || event.data.type === filter.kind),
  );
}
