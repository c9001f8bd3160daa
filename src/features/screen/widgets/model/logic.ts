/**
 * Pure data shaping for the tiles: ranking, grouping, series alignment, bands. No React here, so
 * each rule is unit-tested on its own (logic.test.ts).
 */
import type { AttackRecord, CloudHcRisk, EmerRisk } from '../../../../api/screen/schemas';
import type { RangeOption } from '../../../../api/screen/timeRange';
import {
  formatClock,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatShortDate,
  parseDateKey,
} from '../../../../lib/format';
import { numberFormat } from '../../../../lib/intl';

export type ScoreBand = 'good' | 'some' | 'many' | 'weak';

/** The spec's score bands: 95–100 good, 85–94 some hidden risks, 70–84 many, below 70 weak. */
export const SCORE_BANDS: readonly { band: ScoreBand; from: number; to: number }[] = [
  { band: 'good', from: 95, to: 100 },
  { band: 'some', from: 85, to: 95 },
  { band: 'many', from: 70, to: 85 },
  { band: 'weak', from: 0, to: 70 },
];

export function scoreBand(score: number): ScoreBand {
  if (score >= 95) return 'good';
  if (score >= 85) return 'some';
  if (score >= 70) return 'many';
  return 'weak';
}

export const BAND_TONE = {
  good: 'good',
  some: 'info',
  many: 'warn',
  weak: 'danger',
} as const satisfies Record<ScoreBand, string>;

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/**
 * One value per date: the service sends parallel arrays, and a list shorter than its dates
 * leaves gaps (null) rather than shifting every later point onto the wrong day.
 */
export function alignToDates(
  dates: readonly string[],
  values: readonly number[],
): (number | null)[] {
  return dates.map((_, index) => values[index] ?? null);
}

type EmerItem = EmerRisk['CloudHcRiskItems'][number];
const EMER_ORDER: Record<EmerItem['Level'], number> = { ASAP: 0, LATER: 1, NNTF: 2 };

/**
 * Those still affecting hosts first, most urgent first, then the most affected assets, then by
 * name for a stable order; those affecting no host after them (a "High" with no host affected
 * above a "Medium" on 40 hosts read as the more pressing one).
 */
export function rankEmerRisks(items: readonly EmerItem[]): EmerItem[] {
  return [...items].sort(
    (a, b) =>
      Number(b.AffectCount > 0) - Number(a.AffectCount > 0) ||
      EMER_ORDER[a.Level] - EMER_ORDER[b.Level] ||
      b.AffectCount - a.AffectCount ||
      a.VulName.localeCompare(b.VulName),
  );
}

type CloudItem = CloudHcRisk['CloudHcRiskItems'][number];
export interface CloudCheckGroup {
  level: CloudItem['Level'];
  /** Failed checks, most affected first. */
  failed: CloudItem[];
  passed: CloudItem[];
}

/** Checks by level (high first), failures before passes; levels without checks are left out. */
export function groupCloudChecks(items: readonly CloudItem[]): CloudCheckGroup[] {
  const levels: CloudItem['Level'][] = ['HIGH', 'MEDIUM', 'LOW'];
  return levels
    .map((level) => {
      const ofLevel = items.filter((item) => item.Level === level);
      return {
        level,
        failed: ofLevel
          .filter((item) => !item.Pass)
          .sort((a, b) => b.AffectCount - a.AffectCount || a.CheckItem.localeCompare(b.CheckItem)),
        passed: ofLevel.filter((item) => item.Pass),
      };
    })
    .filter((group) => group.failed.length + group.passed.length > 0);
}

/**
 * An attack record's time as epoch milliseconds: an integer is taken as milliseconds (TREND,
 * spec), a digit string likewise, anything else as a date string; unreadable → null.
 */
export function attackTimeMs(value: AttackRecord['crack_hour']): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

/** TREND records as time-ordered points; records without a readable time are dropped. */
export function trendPoints(records: readonly AttackRecord[]): [number, number][] {
  const points: [number, number][] = [];
  for (const record of records) {
    const time = attackTimeMs(record.crack_hour);
    if (time !== null) points.push([time, record.crack_cnt]);
  }
  return points.sort((a, b) => a[0] - b[0]);
}

export interface Slice {
  /** The response `crack_type` as text; its label comes from attackTypes.ts. */
  type: string;
  count: number;
}

/** PIE_CHART records summed per attack type, largest first. */
export function attackSlices(records: readonly AttackRecord[]): Slice[] {
  const counts = new Map<string, number>();
  for (const record of records) {
    const type = record.crack_type === undefined ? '' : String(record.crack_type);
    counts.set(type, (counts.get(type) ?? 0) + record.crack_cnt);
  }
  return [...counts]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

export interface NamedCount {
  name: string;
  value: number;
}

export interface FoldedSlice extends NamedCount {
  /** How many named slices this one stands for: more than 1 only for the "other" slice. */
  members: number;
}

/**
 * The `keep` largest slices and one `otherName` slice summing the rest, for a ring that stays
 * readable with dozens of types. Slices with the same name (two codes with one label) are merged
 * first, so the legend never shows a name twice. One leftover slice is shown as itself.
 */
export function foldSlices(
  slices: readonly NamedCount[],
  keep: number,
  otherName: string,
): FoldedSlice[] {
  const merged = new Map<string, number>();
  for (const slice of slices) merged.set(slice.name, (merged.get(slice.name) ?? 0) + slice.value);
  const ranked = [...merged]
    .map(([name, value]) => ({ name, value, members: 1 }))
    .filter((slice) => slice.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  if (ranked.length <= keep + 1) return ranked;
  const rest = ranked.slice(keep);
  return [
    ...ranked.slice(0, keep),
    { name: otherName, value: sum(rest.map((slice) => slice.value)), members: rest.length },
  ];
}

export interface TopItem {
  name: string;
  /** Region of a source, address of an asset. */
  detail: string | undefined;
  count: number;
}

const TOP_SIZE = 5;

/** SOURCE_TOP: attacker IP and region, most attacks first, at most five. */
export function topSources(records: readonly AttackRecord[]): TopItem[] {
  return top(
    records.map((r) => ({
      name: r.crack_src_ip || r.client_ip || '—',
      detail: r.location || undefined,
      count: r.crack_cnt,
    })),
  );
}

/** CLIENT_TOP: the attacked asset by name (else its address), most attacks first, at most five. */
export function topTargets(records: readonly AttackRecord[]): TopItem[] {
  return top(
    records.map((r) => {
      const address = r.internetIp || r.client_ip || undefined;
      const name = r.instanceName || address || r.uuid || '—';
      return { name, detail: name === address ? undefined : address, count: r.crack_cnt };
    }),
  );
}

function top(items: TopItem[]): TopItem[] {
  return items.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, TOP_SIZE);
}

/** "7 days", "24 hours", "30 seconds" / "7天", "24小时": a range's length in the UI language. */
export function rangeSpan(range: RangeOption, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: range.unit,
    unitDisplay: 'long',
  }).format(range.value);
}

/** Minimum and maximum of a non-empty list. */
export function extent(values: readonly number[]): { min: number; max: number } | null {
  if (values.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

/** An instant as ISO text for `<time dateTime>`, or undefined when it is not a valid date. */
export function isoTime(ms: number): string | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * A service's time text as local time: a date (`YYYY-MM-DD`) or a date and minute
 * (`YYYY-MM-DD HH:mm`, the hourly score trend); null for anything else.
 */
export function serviceTime(value: string): { ms: number; withTime: boolean } | null {
  const day = parseDateKey(value);
  if (day !== null) return { ms: day, withTime: false };
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/.exec(value);
  const date = match?.[1] === undefined ? null : parseDateKey(match[1]);
  if (date === null || !match) return null;
  const at = new Date(date);
  at.setHours(Number(match[2]), Number(match[3]));
  return { ms: at.getTime(), withTime: true };
}

/**
 * An axis label for a service date: "Nov 16" / "11月16日" (the app's short date), "15:07" for a
 * date and minute; anything else as it came. Tooltips keep the full text (the data is unchanged).
 */
export function dateTickFormatter(locale: string): (value: string) => string {
  return (value) => {
    const time = serviceTime(value);
    if (!time) return value;
    return time.withTime ? formatClock(time.ms, locale, false) : formatShortDate(time.ms, locale);
  };
}

/**
 * A service date in a sentence: "Nov 16, 2026" / "2026年11月16日", with its time when it has one;
 * anything else as it came.
 */
export function dateTextFormatter(locale: string): (value: string) => string {
  return (value) => {
    const time = serviceTime(value);
    if (!time) return value;
    return time.withTime ? formatDateTime(time.ms, locale) : formatDate(time.ms, locale);
  };
}

/**
 * The dates a service's list spans, for a caption: "Nov 12 – Nov 14, 2026" / "2026年11月12日至
 * 11月14日" (the app's date range), null when the ends are not service dates.
 */
export function serviceDateRange(first: string, last: string, locale: string): string | null {
  const from = serviceTime(first);
  const to = serviceTime(last);
  if (!from || !to || from.withTime || to.withTime) return null;
  return formatDateRange(from.ms, to.ms, locale);
}

/**
 * A per-day series on its tile's window: one category per date of the window (`TimeWindow.days`,
 * from `windowFor`, the same window the request asked for), each service value on its date and
 * null where none came; a service date outside the window is left out. Without window days (a
 * range in hours) or with service points that are not dates (hourly), the service's own dates.
 */
export function onWindowDays(
  days: readonly string[] | undefined,
  dates: readonly string[],
): { axis: readonly string[]; align: (values: readonly number[]) => (number | null)[] } {
  if (!days || dates.some((date) => parseDateKey(date) === null)) {
    return { axis: dates, align: (values) => alignToDates(dates, values) };
  }
  return {
    axis: days,
    align: (values) => {
      const byDate = new Map<string, number>();
      dates.forEach((date, index) => {
        const value = values[index];
        if (value !== undefined) byDate.set(date, (byDate.get(date) ?? 0) + value);
      });
      return days.map((day) => byDate.get(day) ?? null);
    },
  };
}

/** A share as a percentage in the UI language: "34%", "0.4%" below one percent, "<0.1%". */
export function shareFormatter(locale: string): (part: number, whole: number) => string {
  const whole = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const fine = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (part, total) => {
    if (total <= 0) return whole.format(0);
    const share = part / total;
    if (share > 0 && share < 0.001) return `<${fine.format(0.001)}`;
    return share < 0.01 ? fine.format(share) : whole.format(share);
  };
}
