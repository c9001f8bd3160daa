/**
 * Calendar days in local time, as the console shows and picks them (`yyyy-MM-dd`). Days are
 * stepped through the calendar, not by adding 24 h, so daylight saving time cannot skip or repeat
 * a date.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local calendar day of an instant. */
export function dayOf(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `[year, monthIndex, day]` of a well-formed real date, or null (`2025-02-30` is null). */
export function parseDay(text: string): [number, number, number] | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) {
    return null;
  }
  return [year, month, day];
}

function parts(text: string): [number, number, number] {
  const parsed = parseDay(text);
  if (!parsed) throw new RangeError(`not a date: ${text}`);
  return parsed;
}

/** Local midnight at the start of the day. */
export function startOfDay(text: string): number {
  const [year, month, day] = parts(text);
  return new Date(year, month, day).getTime();
}

/** The last millisecond of the day. */
export function endOfDay(text: string): number {
  const [year, month, day] = parts(text);
  return new Date(year, month, day + 1).getTime() - 1;
}

export function addDays(text: string, days: number): string {
  const [year, month, day] = parts(text);
  return dayOf(new Date(year, month, day + days).getTime());
}

/** Days since 1970-01-01 of a date; memoized, as summaries ask it for every table. */
const dayNumbers = new Map<string, number>();
function dayNumber(text: string): number {
  let value = dayNumbers.get(text);
  if (value === undefined) {
    const [year, month, day] = parts(text);
    value = Math.round(Date.UTC(year, month, day) / DAY_MS);
    if (dayNumbers.size > 50_000) dayNumbers.clear();
    dayNumbers.set(text, value);
  }
  return value;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The first day of the day's month. */
export function startOfMonth(text: string): string {
  return `${text.slice(0, 8)}01`;
}
