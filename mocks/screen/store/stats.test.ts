import { alarmLevels, baselineLevels, vulLevels } from '../../../src/api/screen/schemas';
import { seedScreenDb, type ScreenDb } from '../store';
import { alarmLevelAt, filterAlarms, isPending } from './alarms';
import { DAY_MS, formatDay, formatMinute, HOUR_MS } from './calendar';
import type { RiskItem } from './risks';
import { scoreFromPending } from './score';
import {
  cloudHcRisk,
  emerRisk,
  hostStatistics,
  operateInfo,
  scoreThread,
  securityStatInfo,
  summaryInfo,
} from './stats';
import { EMERGENCY_VULNS } from '../seeds/texts';

/** The statistics of the screen mock, each counted from the same seeded estate (stats.ts). */
const ANCHOR = Date.UTC(2025, 4, 14, 12, 0, 0);
const NOW = ANCHOR + 90_000;

let db: ScreenDb;
beforeAll(() => {
  db = seedScreenDb({ anchorMs: ANCHOR, scale: 'normal' });
});

const pendingAlarms = (d: ScreenDb) =>
  Array.from({ length: d.alarms.count }, (_, i) => i).filter((i) => isPending(d.alarms, i));

describe('screen statistics agree with each other', () => {
  it('summary counts hosts and derives the score from pending risks', () => {
    const summary = summaryInfo(db, NOW);
    expect(summary.AgentClientOnlineCount).toBe(db.hosts.filter((h) => h.online).length);
    expect(summary.AgentClientOfflineCount).toBe(db.hosts.filter((h) => !h.online).length);
    const serious = pendingAlarms(db).filter((i) => alarmLevelAt(db.alarms, i) === 'serious');
    const asap = db.vulns.filter((v) => v.level === 'asap' && v.handledMs < 0);
    const high = db.baseline.filter((b) => b.level === 'high' && b.handledMs < 0);
    expect(summary.SecurityScore).toBe(scoreFromPending(serious.length, asap.length, high.length));
    expect(summary.SecurityScore).toBeGreaterThanOrEqual(0);
    expect(summary.SecurityScore).toBeLessThanOrEqual(100);
    expect(scoreFromPending(0, 0, 0)).toBe(100);
    expect(scoreFromPending(10, 0, 0)).toBeLessThan(100);
    expect(scoreFromPending(1e6, 1e6, 1e6)).toBeGreaterThanOrEqual(0);
  });

  it('ends the score trend at the summary score, hourly up to 2 days and daily beyond', () => {
    const score = summaryInfo(db, NOW).SecurityScore;
    const day = scoreThread(db, NOW - DAY_MS, NOW).Data;
    expect(day.SocreThread).toHaveLength(25);
    expect(day.SocreThread.at(-1)).toBe(String(score));
    expect(day.SocreThreadDate.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const week = scoreThread(db, NOW - 7 * DAY_MS, NOW).Data;
    expect(week.SocreThread).toHaveLength(8);
    expect(week.SocreThread.at(-1)).toBe(String(score));
    expect(week.SocreThreadDate.at(-1)).toBe(formatDay(NOW));
    for (const value of week.SocreThread) {
      expect(Number(value)).toBeGreaterThanOrEqual(0);
      expect(Number(value)).toBeLessThanOrEqual(100);
    }
    // A range that is not a whole number of steps still ends exactly at EndTime.
    const odd = scoreThread(db, NOW - 30 * HOUR_MS - 20 * 60_000, NOW).Data;
    expect(odd.SocreThread).toHaveLength(31);
    expect(odd.SocreThread.at(-1)).toBe(String(score));
    expect(odd.SocreThreadDate.at(-1)).toBe(formatMinute(NOW));
    expect(odd.SocreThreadDate[0]).toBe(formatMinute(NOW - 30 * HOUR_MS));
    // The score moves over a week as risks come and go.
    expect(new Set(scoreThread(db, NOW - 2 * DAY_MS, NOW).Data.SocreThread).size).toBeGreaterThan(
      1,
    );
  });

  it('lists hosts with pending alarms, with pending baseline risks, and the safe rest', () => {
    const { Data } = hostStatistics(db);
    const alarmed = new Set(pendingAlarms(db).map((i) => db.hosts[db.alarms.host[i] ?? 0]?.uuid));
    const weak = new Set(
      db.baseline.filter((b) => b.handledMs < 0).map((b) => db.hosts[b.host]?.uuid),
    );
    expect(new Set(Data.SuspEventUuids)).toEqual(alarmed);
    expect(new Set(Data.WeaknessUuids)).toEqual(weak);
    expect(Data.SuspEventUuids.length).toBeGreaterThan(10);
    expect(Data.WeaknessUuids.length).toBeGreaterThan(10);
    const vulnerable = new Set(
      db.vulns.filter((v) => v.handledMs < 0).map((v) => db.hosts[v.host]?.uuid),
    );
    // Safe: no risk found, so no pending vulnerability either (an emergency one included).
    const safe = db.hosts.filter(
      (h) => !alarmed.has(h.uuid) && !weak.has(h.uuid) && !vulnerable.has(h.uuid),
    );
    expect(Data.SafeCount).toEqual(safe.map((h) => h.uuid));
    expect(Data.SafeCount.length).toBeGreaterThan(10);
    const emergency = db.vulns.filter((v) => v.emergency >= 0 && v.handledMs < 0);
    expect(emergency.length).toBeGreaterThan(0);
    for (const item of emergency) expect(Data.SafeCount).not.toContain(db.hosts[item.host]?.uuid);
    Data.SuspEventUuids.forEach((uuid, index) => {
      const host = db.hosts.find((h) => h.uuid === uuid)!;
      expect(Data.SuspEventMachineNames[index]).toBe(
        `${host.name}|${host.internetIp}|${host.intranetIp}`,
      );
    });
    const privateOnly = [...Data.SuspEventMachineNames, ...Data.WeaknessMachineNames].find((e) =>
      e.includes('||'),
    );
    expect(privateOnly).toMatch(/^[\w-]+\|\|(10|172|192)\.\d+\.\d+\.\d+$/);
  });

  it('counts pending alarms, risks and vulnerabilities by level, with 7 days of new ones', () => {
    const stat = securityStatInfo(db, NOW);
    const days = stat.SecurityEvent.DateArray;
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toBe(formatDay(NOW));
    expect(days[0]).toBe(formatDay(NOW - 6 * DAY_MS));
    for (const key of ['HealthCheck', 'Vulnerability', 'AttackEvent'] as const) {
      expect(stat[key].DateArray).toEqual(days);
    }
    const newPerDay = (times: number[]) =>
      days.map((d) => String(times.filter((t) => t <= NOW && formatDay(t) === d).length));
    /** Per level, the pending items are counted and each day's new ones listed. */
    const expectRisksByLevel = <L extends string>(
      items: readonly RiskItem<L>[],
      levels: readonly L[],
      counts: Record<L, number>,
      lists: Record<L, string[]>,
    ) => {
      for (const level of levels) {
        const ofLevel = items.filter((item) => item.level === level);
        expect(counts[level]).toBe(ofLevel.filter((item) => item.handledMs < 0).length);
        expect(lists[level]).toEqual(newPerDay(ofLevel.map((item) => item.foundMs)));
      }
    };

    const pending = pendingAlarms(db);
    const event = stat.SecurityEvent;
    const lists = {
      serious: event.SeriousList,
      suspicious: event.SuspiciousList,
      remind: event.RemindList,
    };
    const counts = {
      serious: event.SeriousCount,
      suspicious: event.SuspiciousCount,
      remind: event.RemindCount,
    };
    for (const level of alarmLevels) {
      expect(counts[level]).toBe(
        pending.filter((i) => alarmLevelAt(db.alarms, i) === level).length,
      );
      const starts = Array.from({ length: db.alarms.count }, (_, i) => i)
        .filter((i) => alarmLevelAt(db.alarms, i) === level)
        .map((i) => db.alarms.startMs[i] ?? 0);
      expect(lists[level]).toEqual(newPerDay(starts));
    }
    expect(event.TotalCount).toBe(pending.length);
    expect(event.TotalCount).toBe(
      filterAlarms(db.alarms, db.hosts, { lang: 'zh', dealed: false }).length,
    );
    expect(event.ValueArray).toEqual(
      days.map((_, d) => String(alarmLevels.reduce((s, l) => s + Number(lists[l][d]), 0))),
    );
    expect(event.LevelsOn).toEqual(alarmLevels.filter((l) => counts[l] > 0));

    const hc = stat.HealthCheck;
    const hcLists = { high: hc.HighList, medium: hc.MediumList, low: hc.LowList };
    const hcCounts = { high: hc.HighCount, medium: hc.MediumCount, low: hc.LowCount };
    expectRisksByLevel(db.baseline, baselineLevels, hcCounts, hcLists);
    expect(hc.TotalCount).toBe(db.baseline.filter((b) => b.handledMs < 0).length);
    expect(hc.LevelsOn).toEqual(baselineLevels.filter((l) => hcCounts[l] > 0));

    const vul = stat.Vulnerability;
    const vulLists = { asap: vul.AsapList, later: vul.LaterList, nntf: vul.NntfList };
    const vulCounts = { asap: vul.AsapCount, later: vul.LaterCount, nntf: vul.NntfCount };
    expectRisksByLevel(db.vulns, vulLevels, vulCounts, vulLists);
    expect(vul.TotalCount).toBe(vulLevels.reduce((s, l) => s + vulCounts[l], 0));
  });

  it('counts attacks of the last 7 days as attack analysis does, per day', () => {
    const stat = securityStatInfo(db, NOW);
    const days = stat.AttackEvent.DateArray;
    let expected = 0;
    const perDay = days.map(() => 0);
    for (let i = 0; i < db.attacks.count; i += 1) {
      const t = db.attacks.hourMs[i] ?? 0;
      const d = days.indexOf(formatDay(t));
      if (d < 0 || t > NOW) continue;
      perDay[d] = (perDay[d] ?? 0) + (db.attacks.cnt[i] ?? 0);
      expected += db.attacks.cnt[i] ?? 0;
    }
    expect(stat.AttackEvent.TotalCount).toBe(expected);
    expect(stat.AttackEvent.ValueArray).toEqual(perDay.map(String));
    expect(expected).toBeGreaterThan(1_000);
  });

  it('counts items handled since StartTime, per day up to now', () => {
    const start = NOW - 10 * DAY_MS;
    const info = operateInfo(db, start, NOW);
    expect(info.DateArray[0]).toBe(formatDay(start));
    expect(info.DateArray.at(-1)).toBe(formatDay(NOW));
    expect(info.DateArray).toHaveLength(11);
    const handled: number[] = [];
    for (let i = 0; i < db.alarms.count; i += 1) {
      const t = db.alarms.dealtMs[i] ?? -1;
      if (t >= start) handled.push(t);
    }
    expect(info.SecurityEventDealedCount).toBe(handled.length);
    expect(info.SuspEventValueArray).toEqual(
      info.DateArray.map((d) => String(handled.filter((t) => formatDay(t) === d).length)),
    );
    const since = (items: readonly { handledMs: number }[]) =>
      items.filter((x) => x.handledMs >= start).length;
    expect(info.HealthCheckDealedCount).toBe(since(db.baseline));
    expect(info.VulnerabilityDealedCount).toBe(since(db.vulns));
    const sum = (values: string[]) => values.reduce((s, v) => s + Number(v), 0);
    expect(sum(info.HealthCheckValueArray)).toBe(info.HealthCheckDealedCount);
    expect(sum(info.VulValueArray)).toBe(info.VulnerabilityDealedCount);
    expect(info.SecurityEventDealedCount).toBeGreaterThan(0);
  });

  it('counts the hosts each emergency vulnerability still affects', () => {
    const items = emerRisk(db).CloudHcRiskItems;
    expect(items).toHaveLength(EMERGENCY_VULNS.length);
    for (const item of items) {
      const e = EMERGENCY_VULNS.findIndex((v) => v.name === item.VulName);
      const hosts = new Set(
        db.vulns.filter((v) => v.emergency === e && v.handledMs < 0).map((v) => v.host),
      );
      expect(item.AffectCount).toBe(hosts.size);
      expect(item.Level).toBe(EMERGENCY_VULNS[e]?.level);
    }
    expect(items.some((i) => i.AffectCount > 0)).toBe(true);
    const counts = items.map((i) => i.AffectCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('passes a cloud check exactly when it affects nothing', () => {
    const items = cloudHcRisk(db, 'en').CloudHcRiskItems;
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) expect(item.Pass).toBe(item.AffectCount === 0);
    expect(items.some((i) => i.Pass)).toBe(true);
    expect(items.some((i) => !i.Pass)).toBe(true);
    expect(new Set(items.map((i) => i.Level))).toEqual(new Set(['HIGH', 'MEDIUM', 'LOW']));
    expect(cloudHcRisk(db, 'zh').CloudHcRiskItems[0]?.CheckItem).toMatch(/[\u4e00-\u9fff]/);
  });
});
