/**
 * The screen's statistics, all derived from the same hosts, alarms, risks and attacks, so numbers
 * on different tiles agree: the score is a function of the pending risks at an instant (the
 * summary's score is the trend's point at now), host lists follow the pending items, and counts
 * and per-day series are counted from the same items over the same buckets.
 */
import {
  alarmLevels,
  baselineLevels,
  vulLevels,
  type AlarmLevel,
  type BaselineLevel,
  type VulLevel,
} from '../../../src/api/screen/schemas';
import { isPending } from './alarms';
import { attackSeries, attackTotal, attackWindow } from './attacks';
import {
  bucketOf,
  countInBuckets,
  DAY_MS,
  dayBuckets,
  formatDay,
  formatMinute,
  HOUR_MS,
  lastDays,
  type Buckets,
} from './calendar';
import { machineEntry } from '../seeds/hosts';
import { isPendingRisk, type RiskItem } from './risks';
import { EMERGENCY_VULNS, type ScreenTextLang } from '../seeds/texts';
import type { ScreenDb } from '../store';
import { scoreAt } from './score';

/** Days in the SecurityStatInfo series (spec: trends of the last week). */
const STAT_DAYS = 7;
/** Score trend points are hourly for ranges up to this long, daily beyond. */
export const HOURLY_UP_TO_MS = 2 * DAY_MS;

export function summaryInfo(db: ScreenDb, nowMs: number) {
  const online = db.hosts.filter((h) => h.online).length;
  return {
    AgentClientOnlineCount: online,
    AgentClientOfflineCount: db.hosts.length - online,
    SecurityScore: scoreAt(db.score, nowMs),
  };
}

/**
 * Hosts with at least one pending alarm / pending baseline risk / pending vulnerability (an
 * emergency one included), by host index.
 */
function riskyHosts(db: ScreenDb): {
  alarmed: Set<number>;
  weak: Set<number>;
  vulnerable: Set<number>;
} {
  const alarmed = new Set<number>();
  for (let i = 0; i < db.alarms.count; i += 1) {
    if (isPending(db.alarms, i)) alarmed.add(db.alarms.host[i] ?? 0);
  }
  const weak = new Set(db.baseline.filter(isPendingRisk).map((item) => item.host));
  const vulnerable = new Set(db.vulns.filter(isPendingRisk).map((item) => item.host));
  return { alarmed, weak, vulnerable };
}

/**
 * The host lists: with pending alarms, with pending baseline risks, and the safe ones, "assets
 * with no risk found" (spec): no pending alarm, baseline risk or vulnerability. (A host an
 * emergency vulnerability still affected was listed as safe.) The spec has no list of vulnerable
 * hosts, so those are in neither risk list.
 */
export function hostStatistics(db: ScreenDb) {
  const { alarmed, weak, vulnerable } = riskyHosts(db);
  const pick = (set: Set<number>) => db.hosts.filter((_, index) => set.has(index));
  return {
    Data: {
      SafeCount: db.hosts
        .filter((_, index) => !alarmed.has(index) && !weak.has(index) && !vulnerable.has(index))
        .map((h) => h.uuid),
      SuspEventMachineNames: pick(alarmed).map(machineEntry),
      SuspEventUuids: pick(alarmed).map((h) => h.uuid),
      WeaknessMachineNames: pick(weak).map(machineEntry),
      WeaknessUuids: pick(weak).map((h) => h.uuid),
    },
  };
}

const strings = (values: readonly number[]) => values.map(String);

/** Pending counts and per-day new items of one kind of risk. */
function levelStat<L extends string>(
  levels: readonly L[],
  pending: Record<L, number>,
  newPerDay: Record<L, number[]>,
  days: Buckets,
) {
  const total = levels.reduce((sum, l) => sum + pending[l], 0);
  const perDay = days.labels.map((_, d) => levels.reduce((s, l) => s + (newPerDay[l][d] ?? 0), 0));
  return {
    total,
    valueArray: strings(perDay),
    dateArray: [...days.labels],
    levelsOn: levels.filter((l) => pending[l] > 0),
  };
}

function riskStat<L extends string>(
  items: readonly RiskItem<L>[],
  levels: readonly L[],
  days: Buckets,
) {
  const pending = Object.fromEntries(levels.map((l) => [l, 0])) as Record<L, number>;
  const newPerDay = Object.fromEntries(
    levels.map((l) => [l, new Array<number>(days.labels.length).fill(0)]),
  ) as Record<L, number[]>;
  for (const item of items) {
    if (isPendingRisk(item)) pending[item.level] += 1;
    const day = bucketOf(days.edges, item.foundMs);
    if (day >= 0) newPerDay[item.level][day] = (newPerDay[item.level][day] ?? 0) + 1;
  }
  return { pending, newPerDay, ...levelStat(levels, pending, newPerDay, days) };
}

function alarmStat(db: ScreenDb, days: Buckets) {
  const pending: Record<AlarmLevel, number> = { serious: 0, suspicious: 0, remind: 0 };
  const newPerDay: Record<AlarmLevel, number[]> = {
    serious: new Array<number>(days.labels.length).fill(0),
    suspicious: new Array<number>(days.labels.length).fill(0),
    remind: new Array<number>(days.labels.length).fill(0),
  };
  const { alarms } = db;
  for (let i = 0; i < alarms.count; i += 1) {
    const level = alarmLevels[alarms.level[i] ?? 2] ?? 'remind';
    if (isPending(alarms, i)) pending[level] += 1;
    const day = bucketOf(days.edges, alarms.startMs[i] ?? 0);
    if (day >= 0) newPerDay[level][day] = (newPerDay[level][day] ?? 0) + 1;
  }
  return { pending, newPerDay, ...levelStat(alarmLevels, pending, newPerDay, days) };
}

/** The last 7 days' buckets every SecurityStatInfo series uses. */
const statDays = (nowMs: number) => lastDays(nowMs, STAT_DAYS);

export function securityStatInfo(db: ScreenDb, nowMs: number) {
  const days = statDays(nowMs);
  const alarm = alarmStat(db, days);
  const hc = riskStat<BaselineLevel>(db.baseline, baselineLevels, days);
  const vul = riskStat<VulLevel>(db.vulns, vulLevels, days);
  const windowStart = days.edges[0] ?? nowMs;
  const { lo, hi } = attackWindow(db.attacks, windowStart, nowMs);
  const attackPerDay = attackSeries(db.attacks, lo, hi, null, days.edges.slice(0, -1));
  return {
    SecurityEvent: {
      SeriousCount: alarm.pending.serious,
      SuspiciousCount: alarm.pending.suspicious,
      RemindCount: alarm.pending.remind,
      TotalCount: alarm.total,
      SeriousList: strings(alarm.newPerDay.serious),
      SuspiciousList: strings(alarm.newPerDay.suspicious),
      RemindList: strings(alarm.newPerDay.remind),
      ValueArray: alarm.valueArray,
      DateArray: alarm.dateArray,
      LevelsOn: alarm.levelsOn,
    },
    AttackEvent: {
      TotalCount: attackTotal(db.attacks, lo, hi, null),
      DateArray: [...days.labels],
      ValueArray: strings(attackPerDay),
    },
    HealthCheck: {
      HighCount: hc.pending.high,
      MediumCount: hc.pending.medium,
      LowCount: hc.pending.low,
      TotalCount: hc.total,
      HighList: strings(hc.newPerDay.high),
      MediumList: strings(hc.newPerDay.medium),
      LowList: strings(hc.newPerDay.low),
      ValueArray: hc.valueArray,
      DateArray: hc.dateArray,
      LevelsOn: hc.levelsOn,
    },
    Vulnerability: {
      AsapCount: vul.pending.asap,
      LaterCount: vul.pending.later,
      NntfCount: vul.pending.nntf,
      TotalCount: vul.total,
      AsapList: strings(vul.newPerDay.asap),
      LaterList: strings(vul.newPerDay.later),
      NntfList: strings(vul.newPerDay.nntf),
      ValueArray: vul.valueArray,
      DateArray: vul.dateArray,
      LevelsOn: vul.levelsOn,
    },
  };
}

/** Items handled from `startMs` to `nowMs`: the total and per day (first day from `startMs`). */
export function operateInfo(db: ScreenDb, startMs: number, nowMs: number) {
  const days = dayBuckets(startMs, nowMs);
  const handled = (times: Iterable<number>) => {
    const perDay = countInBuckets(times, days.edges);
    return { count: perDay.reduce((a, b) => a + b, 0), perDay: strings(perDay) };
  };
  function* alarmTimes() {
    for (let i = 0; i < db.alarms.count; i += 1) {
      const t = db.alarms.dealtMs[i] ?? -1;
      if (t >= 0) yield t;
    }
  }
  const handledTimes = (items: readonly { handledMs: number }[]) =>
    items.filter((item) => !isPendingRisk(item)).map((item) => item.handledMs);
  const alarms = handled(alarmTimes());
  const baseline = handled(handledTimes(db.baseline));
  const vulns = handled(handledTimes(db.vulns));
  return {
    SecurityEventDealedCount: alarms.count,
    HealthCheckDealedCount: baseline.count,
    VulnerabilityDealedCount: vulns.count,
    SuspEventValueArray: alarms.perDay,
    HealthCheckValueArray: baseline.perDay,
    VulValueArray: vulns.perDay,
    DateArray: days.labels,
  };
}

/** Points at `endMs`, `endMs − step`, … back to `startMs`: hourly up to 2 days, else daily. */
export function scoreThread(db: ScreenDb, startMs: number, endMs: number) {
  const hourly = endMs - startMs <= HOURLY_UP_TO_MS;
  const step = hourly ? HOUR_MS : DAY_MS;
  const points: number[] = [];
  for (let t = endMs; t >= startMs; t -= step) points.unshift(t);
  return {
    Data: {
      SocreThread: points.map((t) => String(scoreAt(db.score, t))),
      SocreThreadDate: points.map((t) => (hourly ? formatMinute(t) : formatDay(t))),
    },
  };
}

export function emerRisk(db: ScreenDb) {
  const affected = EMERGENCY_VULNS.map(() => new Set<number>());
  for (const item of db.vulns) {
    if (item.emergency >= 0 && isPendingRisk(item)) affected[item.emergency]?.add(item.host);
  }
  return {
    CloudHcRiskItems: EMERGENCY_VULNS.map((vuln, e) => ({
      VulName: vuln.name,
      Level: vuln.level,
      AffectCount: affected[e]?.size ?? 0,
    })).sort((a, b) => b.AffectCount - a.AffectCount || a.VulName.localeCompare(b.VulName)),
  };
}

export function cloudHcRisk(db: ScreenDb, lang: ScreenTextLang) {
  return {
    CloudHcRiskItems: db.cloudChecks.map((check) => ({
      Pass: check.affectCount === 0,
      CheckItem: check.name[lang],
      Level: check.level,
      AffectCount: check.affectCount,
    })),
  };
}
