const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "3 hours ago" / "3 小时前", picking the largest unit that fits. */
export function formatRelative(timeMs: number, nowMs: number, locale: string): string {
  const diff = timeMs - nowMs;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
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

/** 850 ms, 1.2 s, 2 min 5 s. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}
