/** The BCP 47 tag `Intl` formatters get for an app locale ('zh' → 'zh-CN'). */
export function intlLocale(locale: string): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}

/** One tick of the shared clock (src/lib/useNow.ts). */
const FUTURE_TOLERANCE_MS = 60_000;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "3 hours ago" / "3小时前", picking the largest unit that fits; plurals come from `Intl`. */
export function formatRelative(
  timeMs: number,
  nowMs: number,
  locale: string,
  style: Intl.RelativeTimeFormatStyle = 'long',
): string {
  // The shared clock ticks once a minute, so something that happened since the last tick is
  // "now", never "in 40 seconds"; only a real future time (beyond a tick) reads as future.
  const raw = timeMs - nowMs;
  const diff = raw > 0 && raw < FUTURE_TOLERANCE_MS ? 0 : raw;
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto', style });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') {
      return format.format(Math.sign(diff) * Math.round(Math.abs(diff) / size), unit);
    }
  }
  return format.format(0, 'second');
}

/** Exact local time with the zone, e.g. "2026-11-21 14:03:07.123 GMT+8". */
export function formatExact(timeMs: number, locale: string, withMs = false): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
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

type DurationUnit = 'millisecond' | 'second' | 'minute';

// A table formats one duration per row: build each formatter once.
const unitFormats = new Map<string, Intl.NumberFormat>();
function formatUnit(value: number, unit: DurationUnit, locale: string, fractionDigits = 0): string {
  const key = `${locale}|${unit}|${fractionDigits}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: fractionDigits,
    });
    unitFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A duration in the locale's units: "850 ms", "1.23 sec", "2 min 5 sec" in English,
 * "850毫秒", "1.23秒", "2分钟5秒" in Chinese.
 */
export function formatDuration(ms: number, locale: string): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  const tag = intlLocale(locale);
  if (Math.round(ms) < 1000) return formatUnit(Math.round(ms), 'millisecond', tag);
  // Below these bounds the rounded value still fits the unit (9.995 s would print "10.00").
  if (ms < 9_995) return formatUnit(ms / 1000, 'second', tag, 2);
  if (ms < 59_950) return formatUnit(ms / 1000, 'second', tag, 1);
  const totalSeconds = Math.round(ms / 1000);
  const minutes = formatUnit(Math.floor(totalSeconds / 60), 'minute', tag);
  const seconds = totalSeconds % 60;
  if (seconds === 0) return minutes;
  return new Intl.ListFormat(tag, { type: 'unit', style: 'narrow' }).format([
    minutes,
    formatUnit(seconds, 'second', tag),
  ]);
}

/** A count in the user's language ("12,345" / "12,345"), for text that interpolates numbers. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** A calendar date in the user's language, e.g. "22 Nov 2026" / "2026年11月22日". */
export function formatDate(timeMs: number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(timeMs);
}

/** A wall-clock time, e.g. "14:03:07". */
export function formatClock(timeMs: number, locale: string, withSeconds = true): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
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
  const text = new Intl.NumberFormat(intlLocale(locale), {
    maximumFractionDigits: digits,
  }).format(value);
  return `${bytes < 0 ? '-' : ''}${text} ${BYTE_UNITS[unit]}`;
}
