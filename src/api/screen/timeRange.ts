/**
 * Time ranges of the screen: a tile's `date` option (`<n>-<unit>`), the window it asks for, the
 * limits each operation puts on it, and the clock requests are computed against.
 */
import {
  ATTACK_MAX_AGE_MS,
  ATTACK_SAFETY_MARGIN_MS,
  SCORE_MAX_SPAN_DAYS,
  SCORE_MAX_SPAN_MS,
} from './limits';

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
  /**
   * The local calendar dates (`YYYY-MM-DD`) a range counted in days covers, oldest first: one per
   * day, today last. Absent for ranges in hours or seconds. Charts draw their day axis from it.
   */
  days?: readonly string[];
  /** Set when an operation's limit shortened the range; the tile says so. */
  clampedTo?: 'attack-40-days' | 'score-7-days';
}

/*
 * The calendar of the screen (docs/architecture.md, "Time windows"): days are the local calendar
 * days of the runtime (the browser's time zone, as the screen service's per-day series are), so
 * "today" on a chart is the viewer's today. Day arithmetic goes through the calendar, never
 * through 24-hour steps, so a day with a daylight-saving change is still one day.
 */

/** Local midnight at the start of the day `ms` falls in. */
export function startOfLocalDay(ms: number): number {
  const date = new Date(ms);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Local midnight `days` calendar days away from the day `ms` falls in. */
export function addLocalDays(ms: number, days: number): number {
  const date = new Date(startOfLocalDay(ms));
  date.setDate(date.getDate() + days);
  // Again: where a day starts at 01:00 (no midnight that day), the step kept the hour.
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/**
 * The first instant of the next local day after `ms`: when "today" changes. Through the calendar,
 * so a day of 23 or 25 hours (a daylight-saving change) is neither skipped nor counted twice.
 */
export function nextLocalDayStart(ms: number): number {
  return addLocalDays(ms, 1);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of an instant as `YYYY-MM-DD` (the service's date strings). */
export function localDateKey(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Every local date from the one `startMs` falls in to the one `endMs` falls in, oldest first. */
export function localDatesBetween(startMs: number, endMs: number): string[] {
  const dates: string[] = [];
  for (let day = startOfLocalDay(startMs); day <= endMs; day = addLocalDays(day, 1)) {
    dates.push(localDateKey(day));
  }
  return dates;
}

/** The start of the local clock hour `ms` falls in. */
function startOfLocalHour(ms: number): number {
  const date = new Date(ms);
  date.setMinutes(0, 0, 0);
  return date.getTime();
}

/**
 * The one window of a tile's range, ending at `nowMs`: every request of the tile and its axis
 * come from it. A range counts whole calendar units ending with the current one, as the service's
 * per-day series do: `7-day` is exactly seven dates, today and the six before (from local
 * midnight six days ago until now), `24-hour` the current clock hour and the 23 before. Seconds
 * are counted back from now. (A window of `value × 24 hours` touched eight dates, so a week drew
 * eight days on some tiles, and its totals disagreed with the service's seven-day statistics.)
 */
export function windowFor(range: RangeOption, nowMs: number): TimeWindow {
  const requestedMs = rangeMs(range);
  if (range.unit === 'day') {
    const startMs = addLocalDays(nowMs, 1 - range.value);
    return { startMs, endMs: nowMs, requestedMs, days: localDatesBetween(startMs, nowMs) };
  }
  if (range.unit === 'hour') {
    const startMs = startOfLocalHour(nowMs) - (range.value - 1) * UNIT_MS.hour;
    return { startMs, endMs: nowMs, requestedMs };
  }
  return { startMs: nowMs - requestedMs, endMs: nowMs, requestedMs };
}

/** The window starting at `startMs` instead, its days (if it counts days) following. */
function withStart(window: TimeWindow, startMs: number, endMs = window.endMs): TimeWindow {
  const moved = { ...window, startMs, endMs };
  if (window.days) moved.days = localDatesBetween(startMs, endMs);
  return moved;
}

/**
 * Attack analysis accepts a `StartTime` within the last 40 days (spec Limits). The start is kept a
 * few minutes inside the limit so a request computed on the minute clock and delayed in flight is
 * still accepted; a window of days starts at the first midnight inside it, so it keeps whole days.
 */
export function clampAttackWindow(window: TimeWindow, nowMs = Date.now()): TimeWindow {
  const earliest = nowMs - ATTACK_MAX_AGE_MS + ATTACK_SAFETY_MARGIN_MS;
  const endMs = Math.min(Math.max(window.endMs, earliest), nowMs);
  if (window.startMs >= earliest) {
    return endMs === window.endMs ? window : withStart(window, window.startMs, endMs);
  }
  const startMs =
    window.days && startOfLocalDay(earliest) !== earliest ? addLocalDays(earliest, 1) : earliest;
  return { ...withStart(window, Math.min(startMs, endMs), endMs), clampedTo: 'attack-40-days' };
}

/**
 * The score trend accepts at most 7 days between `StartTime` and `EndTime` (spec Limits). A
 * window of days keeps its last seven dates, which fit.
 */
export function clampScoreWindow(window: TimeWindow): TimeWindow {
  if (window.endMs - window.startMs <= SCORE_MAX_SPAN_MS) return window;
  const startMs = window.days
    ? addLocalDays(window.endMs, 1 - SCORE_MAX_SPAN_DAYS)
    : window.endMs - SCORE_MAX_SPAN_MS;
  return { ...withStart(window, startMs), clampedTo: 'score-7-days' };
}

/** Seconds, as attack analysis wants them (start rounded up so it stays inside the window). */
export const toSecondsCeil = (ms: number) => Math.ceil(ms / 1000);
export const toSecondsFloor = (ms: number) => Math.floor(ms / 1000);
