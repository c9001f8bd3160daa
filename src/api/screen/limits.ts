/**
 * The screen service's limits (spec Limits) and our assumed ones (docs/design.md §3), shared by the
 * client, which clamps before sending, and the mock, which rejects what the client should not send.
 */
const DAY_MS = 86_400_000;

/** RPC interface version (spec Versioning). */
export const SCREEN_API_VERSION = '2021-01-14';
/** `DescribeScreenAlarmEventList.From`: the fixed constant naming the requesting product. */
export const ALARM_FROM = 'sec';

/** Attack analysis: `StartTime` within the last 40 days. */
export const ATTACK_MAX_AGE_DAYS = 40;
export const ATTACK_MAX_AGE_MS = ATTACK_MAX_AGE_DAYS * DAY_MS;
/** Kept inside the limit by this much so in-flight delay cannot push a start past it. */
export const ATTACK_SAFETY_MARGIN_MS = 10 * 60_000;

/** Score trend: `StartTime` and `EndTime` at most 7 days apart. */
export const SCORE_MAX_SPAN_DAYS = 7;
export const SCORE_MAX_SPAN_MS = SCORE_MAX_SPAN_DAYS * DAY_MS;

/** Both list operations: pages from 1, default size 10 (spec); largest size 100 (assumed). */
const PAGE_FIRST = 1;
const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/**
 * Longest title the service accepts, in code points (assumed; the spec shows no hard limit). The
 * spec's "at most 5 characters is recommended" is advice for a Chinese title on the wall; the
 * editor advises on what fits the wall's header instead (editor/model/title.ts).
 */
export const TITLE_MAX = 64;

export function clampPage(page: number | undefined): number {
  if (page === undefined || !Number.isFinite(page)) return PAGE_FIRST;
  return Math.max(PAGE_FIRST, Math.trunc(page));
}

export function clampPageSize(size: number | undefined): number {
  if (size === undefined || !Number.isFinite(size)) return PAGE_SIZE_DEFAULT;
  return Math.min(PAGE_SIZE_MAX, Math.max(1, Math.trunc(size)));
}
