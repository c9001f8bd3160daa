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

/** Exact local time with the zone, e.g. "2026-11-21 14:03:07.123 GMT+8". */
export function formatExact(timeMs: number, locale: string, withMs = false): string {
  return dateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    ...(withMs ? { fractionalSecondDigits: 3 } : {}),
    hour12: false,
    timeZoneName: 'short',
  }).format(timeMs);
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

/** A calendar date in the user's language, e.g. "22 Nov 2026" / "2026年11月22日". */
export function formatDate(timeMs: number, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(timeMs);
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
