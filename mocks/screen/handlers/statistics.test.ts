// @vitest-environment jsdom
/** The screen mock's alarm list and statistics operations. */
import { callOperation } from '../../../src/api/operation';
import { screenOperations as ops } from '../../../src/api/screen/operations';
import type {
  CloudHcRisk,
  DataMap,
  EmerRisk,
  SecurityStatInfo,
} from '../../../src/api/screen/schemas';
import { DAY_MS, HOUR_MS } from '../store/calendar';
import { SCREEN_COMPONENTS } from '../seeds/components';
import { getScreenDb, server } from '../../node';
import { alarms, allAlarms, expectInvalid, ok, type Params, rpc, seconds, week } from '../testing';

// test/setup.ts starts `server` and resets the mock state before each test.
void server;

describe('DescribeScreenAlarmEventList', () => {
  it('pages newest first with PageInfo, and continues without overlap', async () => {
    const first = await alarms({ PageSize: 7, CurrentPage: 1 });
    const second = await alarms({ PageSize: 7, CurrentPage: 2 });
    expect(first.PageInfo).toEqual({ CurrentPage: 1, PageSize: 7, TotalCount: 600, Count: 7 });
    expect(second.PageInfo).toMatchObject({ CurrentPage: 2, Count: 7 });
    const both = [...first.SuspEvents, ...second.SuspEvents];
    expect(new Set(both.map((e) => e.AlarmUniqueInfo)).size).toBe(14);
    const ends = both.map((e) => e.EndTime);
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    const beyond = await alarms({ PageSize: 100, CurrentPage: 7 });
    expect(beyond.PageInfo).toMatchObject({ TotalCount: 600, Count: 0 });
    expect(beyond.SuspEvents).toEqual([]);
    const last = await alarms({ PageSize: 100, CurrentPage: 6 });
    expect(last.PageInfo.Count).toBe(100);
  });

  it('filters by Levels and Dealed, in agreement with SecurityStatInfo', async () => {
    const stat: SecurityStatInfo = await callOperation(
      ops.DescribeScreenSecurityStatInfo,
      undefined,
    );
    const pending = await alarms({ Dealed: 'N' });
    expect(pending.PageInfo.TotalCount).toBe(stat.SecurityEvent.TotalCount);
    const serious = await allAlarms({ Dealed: 'N', Levels: 'serious' });
    expect(serious).toHaveLength(stat.SecurityEvent.SeriousCount);
    expect(serious.every((e) => e.Level === 'serious' && !e.Dealed)).toBe(true);
    const two = await allAlarms({ Levels: 'serious,remind', Dealed: 'Y' });
    expect(new Set(two.map((e) => e.Level))).toEqual(new Set(['serious', 'remind']));
    expect(two.every((e) => e.Dealed)).toBe(true);
    const handled = await alarms({ Dealed: 'Y' });
    expect(handled.PageInfo.TotalCount + pending.PageInfo.TotalCount).toBe(600);
  });

  it('matches Remark against the alarm name and the asset name or address, ignoring case', async () => {
    const [sample] = (await alarms({ PageSize: 1 })).SuspEvents;
    const byName = await allAlarms({ Remark: sample!.InstanceName.toUpperCase() });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((e) => e.InstanceName.includes(sample!.InstanceName))).toBe(true);
    const byIp = await allAlarms({ Remark: sample!.IntranetIp });
    expect(byIp.every((e) => e.IntranetIp.includes(sample!.IntranetIp))).toBe(true);
    expect(byIp.map((e) => e.AlarmUniqueInfo)).toContain(sample!.AlarmUniqueInfo);
    const byAlarm = await allAlarms({ Remark: 'reverse SHELL', Lang: 'en' });
    expect(byAlarm.length).toBeGreaterThan(0);
    expect(byAlarm.every((e) => e.AlarmEventName === 'Reverse shell')).toBe(true);
    expect((await alarms({ Remark: 'no-such-thing' })).PageInfo.TotalCount).toBe(0);
  });

  it('filters AlarmEventName and AlarmEventType by substring in the requested language', async () => {
    const zh = await allAlarms({ AlarmEventName: '挖矿' });
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.every((e) => e.AlarmEventName === '挖矿程序')).toBe(true);
    const en = await allAlarms({ AlarmEventName: 'CRYPTOCURRENCY', Lang: 'en' });
    expect(en.map((e) => e.AlarmUniqueInfo)).toEqual(zh.map((e) => e.AlarmUniqueInfo));
    expect(en.every((e) => e.AlarmEventName === 'Cryptocurrency mining program')).toBe(true);

    const login = await allAlarms({ AlarmEventType: 'abnormal LOGIN', Lang: 'en' });
    expect(new Set(login.map((e) => e.AlarmEventType))).toEqual(new Set(['Abnormal login']));
    expect(new Set(login.map((e) => e.AlarmEventName)).size).toBe(3);
    const loginZh = await alarms({ AlarmEventType: '异常登录' });
    expect(loginZh.PageInfo.TotalCount).toBe(login.length);
  });

  it('speaks Chinese by default and English with Lang=en', async () => {
    const zh = (await alarms({ PageSize: 1 })).SuspEvents[0]!;
    const en = (await alarms({ PageSize: 1, Lang: 'en' })).SuspEvents[0]!;
    expect(zh.AlarmUniqueInfo).toBe(en.AlarmUniqueInfo);
    expect(zh.AlarmEventName).toMatch(/[\u4e00-\u9fff]/);
    expect(en.AlarmEventName).not.toMatch(/[\u4e00-\u9fff]/);
    expect((await alarms({ PageSize: 1, Lang: 'zh' })).SuspEvents[0]).toEqual(zh);
  });

  it('keeps alarms whose latest occurrence is within TimeStart and TimeEnd', async () => {
    const now = Date.now();
    const from = now - 3 * DAY_MS;
    const to = now - DAY_MS;
    const within = await allAlarms({ TimeStart: String(from), TimeEnd: String(to) });
    expect(within.length).toBeGreaterThan(10);
    expect(within.every((e) => e.EndTime >= from && e.EndTime <= to)).toBe(true);
    const all = await allAlarms();
    expect(within).toHaveLength(all.filter((e) => e.EndTime >= from && e.EndTime <= to).length);
    // The client sends them as ms strings.
    const viaClient = await callOperation(ops.DescribeScreenAlarmEventList, {
      lang: 'zh',
      fromMs: from,
      toMs: to,
      pageSize: 100,
    });
    expect(viaClient.PageInfo.TotalCount).toBe(within.length);
  });

  it('names the parameter of every out-of-range value', async () => {
    const list = (params: Params) =>
      rpc('DescribeScreenAlarmEventList', { From: 'sec', ...params });
    await expectInvalid(await rpc('DescribeScreenAlarmEventList'), 'From');
    await expectInvalid(await list({ From: 'x' }), 'From');
    await expectInvalid(await list({ Levels: 'serious,urgent' }), 'Levels');
    await expectInvalid(await list({ Dealed: 'maybe' }), 'Dealed');
    await expectInvalid(await list({ PageSize: '0' }), 'PageSize');
    await expectInvalid(await list({ PageSize: '101' }), 'PageSize');
    await expectInvalid(await list({ CurrentPage: 0 }), 'CurrentPage');
    await expectInvalid(await list({ Lang: 'fr' }), 'Lang');
    await expectInvalid(await list({ TimeStart: 'yesterday' }), 'TimeStart');
    await expectInvalid(await list({ TimeStart: '200', TimeEnd: '100' }), 'TimeEnd');
  });
});

describe('statistics operations', () => {
  it('ends the score trend at the summary score', async () => {
    const now = Date.now();
    const summary = await ok<{
      SecurityScore: number;
      AgentClientOnlineCount: number;
      AgentClientOfflineCount: number;
    }>('DescribeScreenSummaryInfo');
    const hosts = getScreenDb().hosts;
    expect(summary.AgentClientOnlineCount).toBe(hosts.filter((h) => h.online).length);
    expect(summary.AgentClientOnlineCount + summary.AgentClientOfflineCount).toBe(200);
    const day = await ok<{ Data: { SocreThread: string[]; SocreThreadDate: string[] } }>(
      'DescribeScreenScoreThread',
      { StartTime: now - DAY_MS, EndTime: now },
    );
    expect(day.Data.SocreThread).toHaveLength(25);
    expect(day.Data.SocreThread.at(-1)).toBe(String(summary.SecurityScore));
    const viaClient = await callOperation(ops.DescribeScreenScoreThread, { window: week(now) });
    expect(viaClient.Data.SocreThread).toHaveLength(8);
    expect(viaClient.Data.SocreThread.at(-1)).toBe(summary.SecurityScore);
  });

  it('refuses score ranges over 7 days, reversed or in seconds', async () => {
    const now = Date.now();
    const call = (params: Params) => rpc('DescribeScreenScoreThread', params);
    const over = await expectInvalid(
      await call({ StartTime: now - 8 * DAY_MS, EndTime: now }),
      'EndTime',
    );
    expect(over.Message).toContain('StartTime');
    expect((await call({ StartTime: now - 7 * DAY_MS, EndTime: now })).status).toBe(200);
    await expectInvalid(await call({ StartTime: now, EndTime: now - HOUR_MS }), 'EndTime');
    await expectInvalid(
      await call({ StartTime: seconds(now - DAY_MS), EndTime: now }),
      'StartTime',
    );
    await expectInvalid(await call({ StartTime: now - DAY_MS }), 'EndTime');
  });

  it('lists the hosts with pending alarms that the alarm list shows', async () => {
    const { Data } = await callOperation(ops.DescribeScreenHostStatistics, undefined);
    const pending = await allAlarms({ Dealed: 'N' });
    expect(new Set(Data.SuspEventUuids)).toEqual(new Set(pending.map((e) => e.Uuid)));
    const names = new Set(pending.map((e) => `${e.InstanceName}|${e.InternetIp}|${e.IntranetIp}`));
    expect(new Set(Data.SuspEventMachineNames)).toEqual(names);
    for (const uuid of Data.SafeCount) {
      expect(Data.SuspEventUuids).not.toContain(uuid);
      expect(Data.WeaknessUuids).not.toContain(uuid);
    }
    // The rest have a pending vulnerability, which the spec lists nowhere here: not safe.
    const db = getScreenDb();
    const risky = new Set([...Data.SuspEventUuids, ...Data.WeaknessUuids]);
    const vulnerableOnly = new Set(
      db.vulns
        .filter((v) => v.handledMs < 0)
        .map((v) => db.hosts[v.host]!.uuid)
        .filter((uuid) => !risky.has(uuid)),
    );
    expect(Data.SafeCount.length + risky.size + vulnerableOnly.size).toBe(200);
    for (const uuid of vulnerableOnly) expect(Data.SafeCount).not.toContain(uuid);
  });

  it('counts handled items since StartTime (ms) per day', async () => {
    const now = Date.now();
    const info = await callOperation(ops.DescribeScreenOperateInfo, {
      lang: 'zh',
      startMs: now - 7 * DAY_MS,
    });
    expect(info.DateArray).toHaveLength(8);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(info.SuspEventValueArray)).toBe(info.SecurityEventDealedCount);
    expect(sum(info.VulValueArray)).toBe(info.VulnerabilityDealedCount);
    expect(sum(info.HealthCheckValueArray)).toBe(info.HealthCheckDealedCount);
    const handled = await allAlarms({ Dealed: 'Y' });
    expect(info.SecurityEventDealedCount).toBeLessThanOrEqual(handled.length);
    expect(info.SecurityEventDealedCount).toBeGreaterThan(0);
    const longer = await callOperation(ops.DescribeScreenOperateInfo, {
      lang: 'zh',
      startMs: now - 30 * DAY_MS,
    });
    expect(longer.SecurityEventDealedCount).toBeGreaterThan(info.SecurityEventDealedCount);

    await expectInvalid(await rpc('DescribeScreenOperateInfo'), 'StartTime');
    await expectInvalid(
      await rpc('DescribeScreenOperateInfo', { StartTime: seconds(now) }),
      'StartTime',
    );
    await expectInvalid(
      await rpc('DescribeScreenOperateInfo', { StartTime: now + 2 * DAY_MS }),
      'StartTime',
    );
    await expectInvalid(
      await rpc('DescribeScreenOperateInfo', { StartTime: now - DAY_MS, Lang: 'de' }),
      'Lang',
    );
  });

  it('reports emergency vulnerabilities, cloud checks, the edition and module switches', async () => {
    const emer: EmerRisk = await callOperation(ops.DescribeScreenEmerRisk, undefined);
    expect(emer.CloudHcRiskItems.length).toBeGreaterThanOrEqual(10);
    expect(emer.CloudHcRiskItems.some((i) => i.Level === 'ASAP' && i.AffectCount > 0)).toBe(true);
    const cloud: CloudHcRisk = await callOperation(ops.DescribeScreenCloudHcRisk, undefined);
    expect(cloud.CloudHcRiskItems.every((i) => i.Pass === (i.AffectCount === 0))).toBe(true);
    expect(cloud.CloudHcRiskItems[0]?.CheckItem).toBe('MFA enabled for the root account');

    const version = await callOperation(ops.DescribeScreenVersionConfig, undefined);
    expect(version).toMatchObject({
      Version: 7,
      IsTrialVersion: 0,
      SecScreen: 1,
      SecLog: 1,
      AssetLevel: 200,
      ReleaseTime: getScreenDb().anchorMs + 5 * DAY_MS,
    });
    expect(version.InstanceId).toMatch(/^sas-[0-9a-z]+$/);

    const all = await callOperation(ops.ListGlobalUserConfig, {});
    expect(all.map((m) => m.ModuleName)).toEqual(
      expect.arrayContaining([
        'AntiVirus',
        'WebTamper',
        'RaspDefense',
        'ContainerNetwork',
        'HoneyPot',
        'LogAnalysis',
      ]),
    );
    expect(
      await callOperation(ops.ListGlobalUserConfig, {
        modules: ['WebTamper', 'AntiVirus', 'Unheard'],
      }),
    ).toEqual([
      { ModuleName: 'WebTamper', GlobalConfigSwitch: false },
      { ModuleName: 'AntiVirus', GlobalConfigSwitch: true },
      { ModuleName: 'Unheard', GlobalConfigSwitch: false },
    ]);
    await expectInvalid(
      await rpc('ListGlobalUserConfig', { ModuleList: 'AntiVirus' }),
      'ModuleList',
    );
    await expectInvalid(await rpc('ListGlobalUserConfig', { ModuleList: '[1,2]' }), 'ModuleList');
  });

  it('lists the data components in Chinese by default and English with Lang=en', async () => {
    const zh: DataMap = await callOperation(ops.DescribeScreenDataMap, undefined);
    expect(zh.SecScreenTypeList.map((t) => t.Type)).toEqual([
      '资产',
      '漏洞',
      '基线',
      '告警',
      '安全运营',
      '云平台最佳实践',
    ]);
    const components = zh.SecScreenTypeList.flatMap((t) => t.TypeData);
    expect(components.map((c) => [c.Code, c.Id])).toEqual(
      expect.arrayContaining(SCREEN_COMPONENTS.map((c) => [c.code, c.id])),
    );
    expect(components).toHaveLength(12);
    const en = await ok<{ SecScreenTypeList: { Type: string; TypeData: { Title: string }[] }[] }>(
      'DescribeScreenDataMap',
      { Lang: 'en' },
    );
    expect(en.SecScreenTypeList[4]).toMatchObject({ Type: 'Security operations' });
    expect(en.SecScreenTypeList[4]?.TypeData.map((c) => c.Title)).toContain('Attack source top 5');
  });

  it('answers file detection for a host address, nothing for an unknown one, 400 for a non-address', async () => {
    const host = getScreenDb().hosts.find((h) => h.internetIp)!;
    const known = (await callOperation(ops.GetFileDetectResultInner, {
      sourceIp: host.internetIp,
    })) as {
      Data: {
        Host: { Uuid: string };
        Results: { Result: string; Md5: string }[];
        Summary: { Total: number };
      };
    };
    expect(known.Data.Host.Uuid).toBe(host.uuid);
    expect(known.Data.Results.length).toBeGreaterThan(0);
    expect(known.Data.Summary.Total).toBe(known.Data.Results.length);
    for (const r of known.Data.Results) {
      expect(['malicious', 'safe', 'unknown']).toContain(r.Result);
      expect(r.Md5).toMatch(/^[0-9a-f]{32}$/);
    }
    const unknown = (await callOperation(ops.GetFileDetectResultInner, {
      sourceIp: '203.0.113.9',
    })) as {
      Data: { Host: null; Results: [] };
    };
    expect(unknown.Data).toMatchObject({ Host: null, Results: [] });
    await expectInvalid(await rpc('GetFileDetectResultInner'), 'SourceIp');
    await expectInvalid(
      await rpc('GetFileDetectResultInner', { SourceIp: '10.0.0.300' }),
      'SourceIp',
    );
    await expect(
      callOperation(ops.GetFileDetectResultInner, { sourceIp: 'nope' }),
    ).rejects.toMatchObject({ kind: 'invalid-request', fieldPath: 'SourceIp' });
  });
});
