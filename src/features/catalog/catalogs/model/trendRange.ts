import dayjs, { type Dayjs } from 'dayjs';
import { TREND_MAX_DAYS } from '../../../../api/lake/assumed';

export const DATE_FORMAT = 'YYYY-MM-DD';
const DEFAULT_TREND_DAYS = 30;
export const TREND_PRESET_DAYS = [7, 30, 90] as const;

interface TrendRange {
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
}

/** A strict yyyy-MM-dd calendar date, or null. */
export function parseDay(text: string | null | undefined): Dayjs | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = dayjs(text);
  // dayjs rolls "2026-02-31" over to March: only a date that formats back to itself is real.
  return day.isValid() && day.format(DATE_FORMAT) === text ? day : null;
}

/** Inclusive number of days from `from` to `to`. */
export function rangeDays(from: Dayjs, to: Dayjs): number {
  return to.startOf('day').diff(from.startOf('day'), 'day') + 1;
}

/** The last day a trend can show: the summary's date, else yesterday (today is still counting). */
export function defaultTrendEnd(generatedDate: string | undefined, today: Dayjs): Dayjs {
  const yesterday = today.startOf('day').subtract(1, 'day');
  const generated = parseDay(generatedDate);
  return generated && !generated.isAfter(today, 'day') ? generated : yesterday;
}

/** `days` days ending at `end`, inclusive. */
export function lastDays(end: Dayjs, days: number): TrendRange {
  return {
    from: end.subtract(days - 1, 'day').format(DATE_FORMAT),
    to: end.format(DATE_FORMAT),
  };
}

/**
 * The range to show: the URL's when it is a real range (from ≤ to, not in the future, at most
 * TREND_MAX_DAYS long), else the default 30 days ending at `end`.
 */
export function resolveTrendRange(
  fromText: string | null,
  toText: string | null,
  end: Dayjs,
  today: Dayjs,
): TrendRange {
  const from = parseDay(fromText);
  const to = parseDay(toText);
  if (
    from &&
    to &&
    !from.isAfter(to, 'day') &&
    !to.isAfter(today, 'day') &&
    rangeDays(from, to) <= TREND_MAX_DAYS
  ) {
    return { from: from.format(DATE_FORMAT), to: to.format(DATE_FORMAT) };
  }
  return lastDays(end, DEFAULT_TREND_DAYS);
}

/**
 * Whether the picker should refuse `current`: a future day, or (once the first end is picked) a
 * day that would make the range longer than TREND_MAX_DAYS.
 */
export function isDisabledTrendDay(current: Dayjs, today: Dayjs, from?: Dayjs | null): boolean {
  if (current.isAfter(today, 'day')) return true;
  if (from)
    return Math.abs(current.startOf('day').diff(from.startOf('day'), 'day')) + 1 > TREND_MAX_DAYS;
  return false;
}
