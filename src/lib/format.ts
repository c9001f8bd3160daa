import { dateTimeFormat, intlLocale, listFormat, numberFormat, relativeTimeFormat } from './intl';

export { intlLocale };

/** One tick of the shared clock (src/lib/useNow.ts). */
const FUTURE_TOLERANCE_MS = 60_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Units to count in and from what distance each applies, largest first. */
type UnitScale = readonly (readonly [Intl.RelativeTimeFormatUnit, number, number])[];

/** Any time: the largest unit that fits ("3 hours ago", "2 weeks ago"). */
const ANY_TIME: UnitScale = [
  ['year', 365 * DAY_MS, 365 * DAY_MS],
  ['month', 30 * DAY_MS, 30 * DAY_MS],
  ['week', 7 * DAY_MS, 7 * DAY_MS],
  ['day', DAY_MS, DAY_MS],
  ['hour', HOUR_MS, HOUR_MS],
  ['minute', 60_000, 60_000],
  ['second', 1000, 0],
];

/**
 * Deadlines (expiries): counted in days, since "next week" for 10 days says too little; in hours
 * within a day (at least one); in months only beyond three months.
 */
const DEADLINE: UnitScale = [
  ['month', 30 * DAY_MS, 90 * DAY_MS],
  ['day', DAY_MS, DAY_MS],
  ['hour', HOUR_MS, 0],
];

/** The scale's largest unit that applies at this distance (each scale's last applies from 0). */
function unitFor(scale: UnitScale, abs: number): readonly [Intl.RelativeTimeFormatUnit, number] {
  for (const [unit, size, from] of scale) if (abs >= from) return [unit, size];
  return ['second', 1000];
}

export interface RelativeOptions {
  style?: Intl.RelativeTimeFormatStyle;
  /** `deadline` counts days (an expiry); `any` picks the largest unit that fits. */
  units?: 'any' | 'deadline';
}

/**
 * The app's one relative-time formatter: "3 hours ago" / "3小时前", "in 10 days" / "10天后",
 * with the language's plurals from `Intl`.
 */
export function formatRelative(
  timeMs: number,
  nowMs: number,
  locale: string,
  { style = 'long', units = 'any' }: RelativeOptions = {},
): string {
  const format = relativeTimeFormat(locale, { numeric: 'auto', style });
  const raw = timeMs - nowMs;
  // The shared clock ticks once a minute, so something that happened since the last tick is
  // "now", never "in 40 seconds"; only a real future time (beyond a tick) reads as future.
  const diff = units === 'any' && raw > 0 && raw < FUTURE_TOLERANCE_MS ? 0 : raw;
  const scale = units === 'deadline' ? DEADLINE : ANY_TIME;
  const abs = Math.abs(diff);
  const [unit, size] = unitFor(scale, abs);
  const amount = Math.round(abs / size);
  // A deadline is never "this hour": under an hour away still reads "in 1 hour".
  const counted = units === 'deadline' ? Math.max(1, amount) : amount;
  return format.format(Math.sign(diff) * counted, unit);
}

/**
 * Exact local time with seconds (and milliseconds) and the zone, in the one date format of the
 * language: "Nov 21, 2026, 14:03:07.123 GMT+8" / "2026年11月21日 14:03:07.123 GMT+8".
 */
export function formatExact(timeMs: number, locale: string, withMs = false): string {
  const zone = dateTimeFormat(locale, { timeZoneName: 'short' })
    .formatToParts(timeMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  const text = formatDateTime(timeMs, locale, { seconds: true, milliseconds: withMs });
  return zone ? `${text} ${zone}` : text;
}

type DurationUnit = 'millisecond' | 'second' | 'minute' | 'hour' | 'day';

function formatUnit(value: number, unit: DurationUnit, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

const WHOLE_UNITS = [
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', 60_000],
  ['second', 1000],
] as const;

export interface DurationOptions {
  /**
   * Count in whole seconds, rounding down, from "0 sec" (an age shown live, which moves a second
   * at a time); otherwise milliseconds and decimals of a second are shown below a minute.
   */
  wholeSeconds?: boolean;
}

/**
 * The app's one duration formatter: how long something took or has been waiting, in the
 * locale's units: "850 ms", "1.23 sec", "2 min 5 sec", "3 hr 0 min 5 sec", "2 days 3 hr 15 min"
 * in English, "850毫秒", "1.23秒", "2分钟5秒" in Chinese. From a minute up: at most three units
 * from the largest that is not zero, without trailing zeros.
 */
export function formatDuration(
  ms: number,
  locale: string,
  { wholeSeconds = false }: DurationOptions = {},
): string {
  if (wholeSeconds) {
    const seconds = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
    if (seconds < 60) return formatUnit(seconds, 'second', locale);
    return formatParts(seconds * 1000, locale);
  }
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (Math.round(ms) < 1000) return formatUnit(Math.round(ms), 'millisecond', locale);
  // Below these bounds the rounded value still fits the unit (9.995 s would print "10.00").
  if (ms < 9_995) return formatUnit(ms / 1000, 'second', locale, 2);
  if (ms < 59_950) return formatUnit(ms / 1000, 'second', locale, 1);
  return formatParts(Math.round(ms / 1000) * 1000, locale);
}

/** Whole seconds as up to three units from the largest that is not zero. */
function formatParts(ms: number, locale: string): string {
  let rest = ms;
  const parts: [DurationUnit, number][] = [];
  for (const [unit, size] of WHOLE_UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (parts.length === 0 && amount === 0) continue;
    if (parts.length < 3) parts.push([unit, amount]);
  }
  while (parts.length > 1 && parts.at(-1)?.[1] === 0) parts.pop();
  return listFormat(locale, { type: 'unit', style: 'narrow' }).format(
    parts.map(([unit, amount]) => formatUnit(amount, unit, locale)),
  );
}

/** A count in the user's language ("12,345" / "12,345"), for text that interpolates numbers. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/*
 * Dates: one format per language, and every page writes dates through these (format.test.ts).
 * English writes the month as a word before the day ("Nov 18, 2026"), Chinese with 年月日
 * ("2026年11月18日"); a date and time adds the 24-hour clock; axes and tight places drop the year
 * ("Nov 18", "11月18日"); a range says the year once when both ends share it.
 */
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** A calendar date: "Nov 22, 2026" / "2026年11月22日". */
export function formatDate(timeMs: number, locale: string): string {
  return dateTimeFormat(locale, DATE).format(timeMs);
}

export interface DateTimeOptions {
  /** Show seconds (exact times); otherwise hours and minutes. */
  seconds?: boolean;
  /** Show milliseconds too (with seconds). */
  milliseconds?: boolean;
}

/** A date and time of day, 24-hour: "Nov 22, 2026, 14:03" / "2026年11月22日 14:03". */
export function formatDateTime(
  timeMs: number,
  locale: string,
  { seconds = false, milliseconds = false }: DateTimeOptions = {},
): string {
  return dateTimeFormat(locale, {
    ...DATE,
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds || milliseconds ? { second: '2-digit' } : {}),
    ...(milliseconds ? { fractionalSecondDigits: 3 } : {}),
    hourCycle: 'h23',
  }).format(timeMs);
}

/** A date without its year, for chart axes and tight places: "Nov 18" / "11月18日". */
export function formatShortDate(timeMs: number, locale: string): string {
  return dateTimeFormat(locale, SHORT_DATE).format(timeMs);
}

/**
 * A range of dates, both ends included: "Nov 18 – Nov 24, 2026" / "2026年11月18日至11月24日"; the
 * year said once when both ends share it, one date when they are the same day.
 */
export function formatDateRange(fromMs: number, toMs: number, locale: string): string {
  const from = new Date(fromMs);
  const to = new Date(toMs);
  const zh = locale === 'zh';
  const separator = zh ? '至' : ' – ';
  if (from.getFullYear() !== to.getFullYear()) {
    return `${formatDate(fromMs, locale)}${separator}${formatDate(toMs, locale)}`;
  }
  if (from.getMonth() === to.getMonth() && from.getDate() === to.getDate()) {
    return formatDate(fromMs, locale);
  }
  return zh
    ? `${formatDate(fromMs, locale)}${separator}${formatShortDate(toMs, locale)}`
    : `${formatShortDate(fromMs, locale)}${separator}${formatDate(toMs, locale)}`;
}

/**
 * A service's calendar date (`YYYY-MM-DD`) as the local midnight of that date, so the formatters
 * above write it as the same date; null for anything else.
 */
export function parseDateKey(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date.getTime() : null;
}

/**
 * The `format` of antd's DatePicker (dayjs tokens) that writes what `formatDate` and
 * `formatDateTime` write, so a picker shows and reads dates as the rest of the page does.
 */
export function datePickerFormat(locale: string, withTime = false): string {
  const date = locale === 'zh' ? 'YYYY年M月D日' : 'MMM D, YYYY';
  if (!withTime) return date;
  return locale === 'zh' ? `${date} HH:mm` : `${date}, HH:mm`;
}

/** A wall-clock time, e.g. "14:03:07". */
export function formatClock(timeMs: number, locale: string, withSeconds = true): string {
  return dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hour12: false,
  }).format(timeMs);
}

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;

/** Bytes in binary units with up to one decimal (`1.5 GiB`); exact bytes stay in tooltips. */
export function formatBytes(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes)) return '—';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const text = numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${bytes < 0 ? '-' : ''}${text} ${BYTE_UNITS[unit]}`;
}
