/**
 * Time helpers of the screen mock. Days are the runtime's local calendar days (the browser's, so a
 * chart's "today" is the viewer's today; the process's in node tests), and every series is a list
 * of half-open buckets whose edges a test can rebuild with the same functions.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function startOfLocalDay(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Midnight `days` calendar days away from the midnight `dayStartMs` (DST-safe). */
export function addLocalDays(dayStartMs: number, days: number): number {
  const date = new Date(dayStartMs);
  date.setDate(date.getDate() + days);
  return date.getTime();
}

export function startOfLocalHour(ms: number): number {
  const date = new Date(ms);
  date.setMinutes(0, 0, 0);
  return date.getTime();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` in local time. */
export function formatDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `YYYY-MM-DD HH:mm` in local time. */
export function formatMinute(ms: number): string {
  const d = new Date(ms);
  return `${formatDay(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Buckets `[edges[i], edges[i + 1])`, labelled by their first instant. */
export interface Buckets {
  edges: number[];
  labels: string[];
}

/**
 * One bucket per local day from `startMs` to `endMs` inclusive: the first starts at `startMs`
 * (not its midnight) and the last ends just after `endMs`, so the buckets add up to the window.
 */
export function dayBuckets(startMs: number, endMs: number): Buckets {
  const edges = [startMs];
  const labels = [formatDay(startMs)];
  let next = addLocalDays(startOfLocalDay(startMs), 1);
  while (next <= endMs) {
    edges.push(next);
    labels.push(formatDay(next));
    next = addLocalDays(next, 1);
  }
  edges.push(endMs + 1);
  return { edges, labels };
}

/** The last `days` calendar days up to `nowMs`, today included and ending at `nowMs`. */
export function lastDays(nowMs: number, days: number): Buckets {
  return dayBuckets(addLocalDays(startOfLocalDay(nowMs), 1 - days), nowMs);
}

/**
 * Binary search: the first index whose value is not `before`, in a list where `before` holds for
 * a leading run and for nothing after it.
 */
export function partitionPoint(
  list: ArrayLike<number>,
  before: (value: number) => boolean,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const value = list[mid];
    if (value !== undefined && before(value)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** First index whose value is ≥ `x` in an ascending list. */
export function lowerBound(sorted: ArrayLike<number>, x: number): number {
  return partitionPoint(sorted, (value) => value < x);
}

/** First index whose value is > `x` in an ascending list. */
export function upperBound(sorted: ArrayLike<number>, x: number): number {
  return partitionPoint(sorted, (value) => value <= x);
}

/** The bucket `t` falls in, or -1 outside the edges. */
export function bucketOf(edges: readonly number[], t: number): number {
  const index = upperBound(edges, t) - 1;
  return index >= 0 && index < edges.length - 1 ? index : -1;
}

/** How many of `times` fall in each bucket. */
export function countInBuckets(times: Iterable<number>, edges: readonly number[]): number[] {
  const counts = new Array<number>(Math.max(0, edges.length - 1)).fill(0);
  for (const t of times) {
    const index = bucketOf(edges, t);
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}
