/**
 * Time ranges of the screen: a tile's `date` option (`<n>-<unit>`), the window it asks for, the
 * limits each operation puts on it, and the clock requests are computed against.
 */
import { ATTACK_MAX_AGE_MS, ATTACK_SAFETY_MARGIN_MS, SCORE_MAX_SPAN_MS } from './limits';

type DateUnit = 'second' | 'hour' | 'day';

export interface RangeOption {
  value: number;
  unit: DateUnit;
}

const UNIT_MS: Record<DateUnit, number> = { second: 1_000, hour: 3_600_000, day: 86_400_000 };

/** `7-day` → `{value: 7, unit: 'day'}`; anything else (0, fractions, other units) → null. */
export function parseDateOption(text: unknown): RangeOption | null {
  if (typeof text !== 'string') return null;
  const match = /^([1-9]\d{0,6})-(second|hour|day)$/.exec(text.trim());
  if (!match) return null;
  return { value: Number(match[1]), unit: match[2] as DateUnit };
}

export function formatDateOption(range: RangeOption): string {
  return `${range.value}-${range.unit}`;
}

export function rangeMs(range: RangeOption): number {
  return range.value * UNIT_MS[range.unit];
}

/** Requests are computed against this clock, rounded down to the minute, so every tile fetched
 * in the same refresh asks for the same window and a window never changes within a minute. */
const QUERY_CLOCK_STEP_MS = 60_000;

function quantize(nowMs: number, stepMs = QUERY_CLOCK_STEP_MS): number {
  return Math.floor(nowMs / stepMs) * stepMs;
}

export function queryNow(): number {
  return quantize(Date.now());
}

export interface TimeWindow {
  startMs: number;
  endMs: number;
  /** The range the tile asked for, before any limit. */
  requestedMs: number;
  /** Set when an operation's limit shortened the range; the tile says so. */
  clampedTo?: 'attack-40-days' | 'score-7-days';
}

/** The window of `range` ending at `nowMs`. */
export function windowFor(range: RangeOption, nowMs: number): TimeWindow {
  const requestedMs = rangeMs(range);
  return { startMs: nowMs - requestedMs, endMs: nowMs, requestedMs };
}

/**
 * Attack analysis accepts a `StartTime` within the last 40 days (spec Limits). The start is kept a
 * few minutes inside the limit so a request computed on the minute clock and delayed in flight is
 * still accepted.
 */
export function clampAttackWindow(window: TimeWindow, nowMs = Date.now()): TimeWindow {
  const earliest = nowMs - ATTACK_MAX_AGE_MS + ATTACK_SAFETY_MARGIN_MS;
  const endMs = Math.min(Math.max(window.endMs, earliest), nowMs);
  if (window.startMs >= earliest) return { ...window, endMs };
  return { ...window, startMs: earliest, endMs, clampedTo: 'attack-40-days' };
}

/** The score trend accepts at most 7 days between `StartTime` and `EndTime` (spec Limits). */
export function clampScoreWindow(window: TimeWindow): TimeWindow {
  if (window.endMs - window.startMs <= SCORE_MAX_SPAN_MS) return window;
  return { ...window, startMs: window.endMs - SCORE_MAX_SPAN_MS, clampedTo: 'score-7-days' };
}

/** Seconds, as attack analysis wants them (start rounded up so it stays inside the window). */
export const toSecondsCeil = (ms: number) => Math.ceil(ms / 1000);
export const toSecondsFloor = (ms: number) => Math.floor(ms / 1000);
