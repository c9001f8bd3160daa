/**
 * The alarms of the screen mock, stored column-wise in typed arrays so 100,000 of them (scale
 * `large`) are generated in milliseconds and filtered without allocating an object per alarm;
 * `alarmEvent` builds the response object only for the alarms on a page.
 */
import type { MockScale } from '../../../src/api/mockControl';
import { alarmLevels, type AlarmEvent, type AlarmLevel } from '../../../src/api/screen/schemas';
import { DAY_MS, HOUR_MS, MINUTE_MS, partitionPoint } from './calendar';
import { cumulative, pickCumulative, type ScreenHost } from '../seeds/hosts';
import { ALARM_KINDS, type ScreenTextLang } from '../seeds/texts';
import { createRng, deriveSeed } from '../../core/rng';

export const ALARM_COUNTS: Readonly<Record<MockScale, number>> = { normal: 600, large: 100_000 };
/** Alarms end within this many days before the anchor. */
const ALARM_DAYS = 40;
/**
 * No seeded event (an alarm starting, ending or being handled; a risk found or fixed) happens in
 * this last stretch before the anchor, so a window ending on the client's minute clock (up to a
 * minute before now) sees the same state as one ending at now.
 */
export const QUIET_MS = 5 * MINUTE_MS;

export interface AlarmTable {
  readonly count: number;
  /** Latest occurrence, newest first (the list's order). */
  readonly endMs: Float64Array;
  readonly startMs: Float64Array;
  /** When it was handled; -1 while pending. */
  readonly dealtMs: Float64Array;
  /** Index into `alarmLevels`. */
  readonly level: Uint8Array;
  /** Index into ALARM_KINDS. */
  readonly kind: Uint8Array;
  /** Index into the hosts. */
  readonly host: Uint16Array;
  readonly events: Uint16Array;
  /** Handled as a false positive, which can be cancelled. */
  readonly cancelable: Uint8Array;
  /** Makes AlarmUniqueInfo differ between stores while staying unique within one. */
  readonly salt: number;
}

/** murmur3's finaliser: a bijection on 32-bit integers, so distinct inputs never collide. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const hex8 = (value: number) => value.toString(16).padStart(8, '0');

/** 32 hex digits like the service's; the first 8 are a bijection of the index, hence unique. */
function alarmUniqueInfo(table: AlarmTable, index: number): string {
  const head = fmix32(index ^ table.salt);
  return (
    hex8(head) +
    hex8(fmix32(head ^ 0x9e3779b9)) +
    hex8(fmix32(head + 0x85ebca6b)) +
    hex8(fmix32(head ^ 0x5bd1e995 ^ table.salt))
  );
}

/** Fewer alarms at night; 1 at most. */
function alarmIntensity(timeMs: number): number {
  const hour = (timeMs % DAY_MS) / HOUR_MS;
  return 0.55 + 0.45 * Math.max(0, Math.sin((Math.PI * (hour - 4)) / 18));
}

export function generateAlarms(
  seed: number,
  scale: MockScale,
  anchorMs: number,
  hosts: readonly ScreenHost[],
): AlarmTable {
  const count = ALARM_COUNTS[scale];
  const rng = createRng(deriveSeed(seed, 'alarms', scale));
  const first = anchorMs - ALARM_DAYS * DAY_MS;
  const last = anchorMs - QUIET_MS;

  const endMs = new Float64Array(count);
  for (let i = 0; i < count;) {
    const t = first + rng.next() * (last - first);
    if (rng.next() < alarmIntensity(t)) endMs[i++] = Math.floor(t);
  }
  endMs.sort().reverse();

  const startMs = new Float64Array(count);
  const dealtMs = new Float64Array(count);
  const level = new Uint8Array(count);
  const kind = new Uint8Array(count);
  const host = new Uint16Array(count);
  const events = new Uint16Array(count);
  const cancelable = new Uint8Array(count);
  const kinds = cumulative(ALARM_KINDS.map((k) => k.weight));
  const targets = cumulative(hosts.map((h) => h.alarmWeight));
  const levelIndex = new Map(alarmLevels.map((l, index) => [l, index]));

  for (let i = 0; i < count; i += 1) {
    const end = endMs[i] ?? last;
    const k = pickCumulative(kinds, rng.next());
    kind[i] = k;
    host[i] = pickCumulative(targets, rng.next());
    const alarmKind = ALARM_KINDS[k];
    level[i] = levelIndex.get(alarmKind ? rng.weighted(alarmKind.levels) : 'remind') ?? 2;
    // Most alarms are single events; some repeat over hours or days.
    const repeats = Math.min(999, Math.floor(Math.exp(1.1 * Math.abs(rng.normal()))));
    events[i] = repeats;
    const span = repeats > 1 ? Math.min(5 * DAY_MS, repeats * 40 * MINUTE_MS * rng.next()) : 0;
    startMs[i] = Math.max(first, Math.floor(end - span));
    // Older alarms are more likely handled, a few hours to days after their last occurrence.
    const age = anchorMs - end;
    const handled = rng.chance(0.2 + 0.75 * (1 - Math.exp(-age / (4 * DAY_MS))));
    const delay = Math.min(6 * DAY_MS, 6 * HOUR_MS * Math.exp(rng.normal()));
    if (handled) {
      dealtMs[i] = Math.floor(end + Math.min(delay, (last - end) * rng.next()));
      cancelable[i] = rng.chance(0.15) ? 1 : 0;
    } else {
      dealtMs[i] = -1;
    }
  }
  return {
    count,
    endMs,
    startMs,
    dealtMs,
    level,
    kind,
    host,
    events,
    cancelable,
    salt: deriveSeed(seed, 'alarm-ids', scale),
  };
}

export function alarmLevelAt(table: AlarmTable, index: number): AlarmLevel {
  return alarmLevels[table.level[index] ?? 2] ?? 'remind';
}

export function isPending(table: AlarmTable, index: number): boolean {
  return (table.dealtMs[index] ?? -1) < 0;
}

/** The response object of one alarm. */
export function alarmEvent(
  table: AlarmTable,
  hosts: readonly ScreenHost[],
  index: number,
  lang: ScreenTextLang,
): AlarmEvent {
  const kind = ALARM_KINDS[table.kind[index] ?? 0] ?? ALARM_KINDS[0];
  const host = hosts[table.host[index] ?? 0];
  if (!kind || !host) throw new RangeError(`no alarm ${index}`);
  const dealt = !isPending(table, index);
  return {
    Dealed: dealt,
    DataSource: kind.dataSource,
    InternetIp: host.internetIp,
    IntranetIp: host.intranetIp,
    InstanceName: host.name,
    Uuid: host.uuid,
    SuspiciousEventCount: table.events[index] ?? 1,
    AlarmUniqueInfo: alarmUniqueInfo(table, index),
    CanCancelFault: dealt && table.cancelable[index] === 1,
    CanBeDealOnLine: kind.canBeDealOnLine,
    StartTime: table.startMs[index] ?? 0,
    EndTime: table.endMs[index] ?? 0,
    Description: kind.description[lang],
    Solution: kind.solution[lang],
    AlarmEventType: kind.type[lang],
    AlarmEventName: kind.name[lang],
    SaleVersion: kind.saleVersion,
    Level: alarmLevelAt(table, index),
  };
}

interface AlarmFilter {
  lang: ScreenTextLang;
  /** true: handled only; false: pending only. */
  dealed?: boolean | undefined;
  levels?: ReadonlySet<AlarmLevel> | undefined;
  /** Case-insensitive substring of the alarm name, or of the host's name or addresses. */
  remark?: string | undefined;
  name?: string | undefined;
  type?: string | undefined;
  /** Latest occurrence (EndTime) from/to, inclusive. */
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

/** The indexes of the matching alarms, newest EndTime first. */
export function filterAlarms(
  table: AlarmTable,
  hosts: readonly ScreenHost[],
  filter: AlarmFilter,
): number[] {
  const { lang } = filter;
  const name = filter.name?.toLowerCase();
  const type = filter.type?.toLowerCase();
  const remark = filter.remark?.toLowerCase();
  // Text matches are decided once per kind and per host, not once per alarm.
  const kindOk = ALARM_KINDS.map(
    (k) =>
      (name === undefined || contains(k.name[lang], name)) &&
      (type === undefined || contains(k.type[lang], type)),
  );
  const kindRemark = ALARM_KINDS.map((k) => remark === undefined || contains(k.name[lang], remark));
  const hostRemark = hosts.map(
    (h) =>
      remark === undefined ||
      contains(h.name, remark) ||
      contains(h.internetIp, remark) ||
      contains(h.intranetIp, remark),
  );
  const levelOk = alarmLevels.map((l) => !filter.levels || filter.levels.has(l));

  // EndTime is descending: the time window is one contiguous run of indexes.
  let from = 0;
  let to = table.count;
  if (filter.toMs !== undefined) from = firstAtOrBelow(table.endMs, filter.toMs);
  if (filter.fromMs !== undefined) to = firstAtOrBelow(table.endMs, filter.fromMs - 1);

  const out: number[] = [];
  for (let i = from; i < to; i += 1) {
    const k = table.kind[i] ?? 0;
    if (!kindOk[k] || !levelOk[table.level[i] ?? 0]) continue;
    if (filter.dealed !== undefined && filter.dealed === isPending(table, i)) continue;
    if (!kindRemark[k] && !hostRemark[table.host[i] ?? 0]) continue;
    out.push(i);
  }
  return out;
}

/** First index of a descending list whose value is ≤ `x`. */
function firstAtOrBelow(descending: Float64Array, x: number): number {
  return partitionPoint(descending, (value) => value > x);
}
