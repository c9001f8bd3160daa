// @vitest-environment jsdom
import * as z from 'zod/mini';
import { callOperation } from '../../src/api/operation';
import {
  screenOperations as ops,
  type AttackAnalysisParams,
} from '../../src/api/screen/operations';
import type {
  CloudHcRisk,
  OssUploadInfo,
  DataMap,
  EmerRisk,
  SecurityStatInfo,
} from '../../src/api/screen/schemas';
import { MockDatabase } from '../database';
import { addLocalDays, DAY_MS, HOUR_MS, startOfLocalDay } from './store/calendar';
import { SCREEN_COMPONENTS } from './seeds/components';
import { encodePng } from './store/picture';
import { webStorage } from '../core/storage';
import { getScreenDb, mockControl, server } from '../node';

// test/setup.ts starts `server` and resets the mock state before each test.
void server;

const BASE = 'http://localhost/api/screen';
const VERSION = '2021-01-14';

const errorSchema = z.object({ RequestId: z.string(), Code: z.string(), Message: z.string() });

type Params = Record<string, string | number | boolean | undefined>;

function rpc(action: string, params: Params = {}, init: RequestInit = {}) {
  const query = new URLSearchParams({ Action: action, Version: VERSION });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return fetch(`${BASE}?${query}`, init);
}

async function ok<T = Record<string, unknown>>(action: string, params: Params = {}): Promise<T> {
  const response = await rpc(action, params);
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A 400 InvalidParameter whose message names `param`. */
async function expectInvalid(response: Response, param: string) {
  expect(response.status).toBe(400);
  const body = errorSchema.parse(await response.json());
  expect(body.Code).toBe('InvalidParameter');
  expect(body.Message).toContain(param);
  return body;
}

type Window = AttackAnalysisParams['window'];
/** The `days` days up to `now`, as a time window the operations take. */
const lastDays = (days: number, now = Date.now()): Window => ({
  startMs: now - days * DAY_MS,
  endMs: now,
  requestedMs: days * DAY_MS,
});
const week = (now = Date.now()) => lastDays(7, now);
const seconds = (ms: number) => Math.floor(ms / 1000);

interface AlarmPage {
  PageInfo: { CurrentPage: number; PageSize: number; TotalCount: number; Count: number };
  SuspEvents: {
    Level: string;
    Dealed: boolean;
    EndTime: number;
    InstanceName: string;
    InternetIp: string;
    IntranetIp: string;
    AlarmEventName: string;
    AlarmEventType: string;
    AlarmUniqueInfo: string;
    Uuid: string;
  }[];
}
const alarms = (params: Params = {}) =>
  ok<AlarmPage>('DescribeScreenAlarmEventList', { From: 'sec', PageSize: 100, ...params });

/** Every alarm matching `params`, walking the pages. */
async function allAlarms(params: Params = {}) {
  const out: AlarmPage['SuspEvents'] = [];
  for (let page = 1; page < 100; page += 1) {
    const body = await alarms({ ...params, CurrentPage: page });
    out.push(...body.SuspEvents);
    if (out.length >= body.PageInfo.TotalCount) break;
  }
  return out;
}

interface AttackBody {
  Data: string;
  Total: number;
  Page?: number;
  PageSize?: number;
}
const attack = (params: Params) => ok<AttackBody>('DescribeScreenAttackAnalysisData', params);
const attackWindow = (days: number) => {
  const now = Date.now();
  return { StartTime: seconds(now - days * DAY_MS) + 60, EndTime: seconds(now) };
};
const records = (body: AttackBody) => JSON.parse(body.Data) as Record<string, unknown>[];

describe('screen RPC transport', () => {
  it('answers GET and POST, and names Version when it is missing or wrong', async () => {
    const get = await rpc('DescribeScreenSummaryInfo');
    expect(get.status).toBe(200);
    const post = await rpc('DescribeScreenSummaryInfo', {}, { method: 'POST' });
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({ RequestId: expect.stringMatching(/^req_/) });

    await expectInvalid(await fetch(`${BASE}?Action=DescribeScreenSummaryInfo`), 'Version');
    await expectInvalid(
      await fetch(`${BASE}?Action=DescribeScreenSummaryInfo&Version=2020-01-01`),
      'Version',
    );
    expect((await fetch(`${BASE}?Action=Nope&Version=${VERSION}`)).status).toBe(400);
  });

  it('accepts GET and POST for every operation (spec, common rule 1) and refuses other methods with 405', async () => {
    // A write by GET is the spec's too; the console POSTs its writes as a form (assumed.ts).
    const created = await rpc('CreateScreenSetting', {
      Title: 'By GET',
      ScreenDataMap: '[]',
      LogoUrl: '',
      LogoPower: 'false',
    });
    expect(created.status).toBe(200);
    const { ScreenId: id } = await ok<{ ScreenId: number }>('DescribeScreenSetting');
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const refused = await rpc('DeleteScreenSetting', { Id: id }, { method });
      expect(refused.status).toBe(405);
      expect(refused.headers.get('allow')).toBe('GET, POST');
      expect(await refused.json()).toEqual({
        RequestId: expect.stringMatching(/^req_/),
        Code: 'MethodNotAllowed',
        Message: `DeleteScreenSetting is sent with GET or POST, not ${method}.`,
      });
    }
    // Nothing was deleted by the refused requests.
    expect((await ok<{ ScreenId: number }>('DescribeScreenSetting', { Id: id })).ScreenId).toBe(id);
  });

  it('answers all 19 operations through the client, whose schemas accept them', async () => {
    const now = Date.now();
    const setting = await callOperation(ops.DescribeScreenSetting, { id: undefined });
    const ip = getScreenDb().hosts[0]!.intranetIp;
    const results = await Promise.all([
      callOperation(ops.DescribeScreenOperateInfo, { lang: 'en', startMs: now - 7 * DAY_MS }),
      callOperation(ops.DescribeScreenAttackAnalysisData, { type: 'TOTAL', window: week(now) }),
      callOperation(ops.DescribeScreenCloudHcRisk, undefined),
      callOperation(ops.DescribeScreenEmerRisk, undefined),
      callOperation(ops.DescribeScreenDataMap, undefined),
      callOperation(ops.CreateScreenSetting, {
        title: 'X',
        screenDataMap: '[]',
        logoUrl: '',
        logoPower: false,
      }),
      callOperation(ops.DescribeScreenVersionConfig, undefined),
      callOperation(ops.DescribeScreenUploadPicture, { logoUrl: setting.LogoUrl }),
      callOperation(ops.DescribeScreenTitles, undefined),
      callOperation(ops.DescribeScreenSummaryInfo, undefined),
      callOperation(ops.DescribeScreenSecurityStatInfo, undefined),
      callOperation(ops.DescribeScreenScoreThread, { window: week(now) }),
      callOperation(ops.DescribeScreenOssUploadInfo, undefined),
      callOperation(ops.DescribeScreenHostStatistics, undefined),
      callOperation(ops.DescribeScreenAlarmEventList, { lang: 'zh' }),
      callOperation(ops.ListGlobalUserConfig, {}),
      callOperation(ops.GetFileDetectResultInner, { sourceIp: ip }),
    ]);
    expect(results).toHaveLength(17);
    await callOperation(ops.DeleteScreenSetting, { id: results[5] as string });
    expect(setting.ScreenId).toBe('1001');
  });

  it('answers a NoPermission fault with the screen error body', async () => {
    expect(mockControl.setFaultSpec('screen:DescribeScreenSummaryInfo:403')).toEqual({ ok: true });
    const response = await rpc('DescribeScreenSummaryInfo');
    expect(response.status).toBe(403);
    expect(errorSchema.parse(await response.json())).toMatchObject({ Code: 'NoPermission' });
    await expect(callOperation(ops.DescribeScreenSummaryInfo, undefined)).rejects.toMatchObject({
      status: 403,
      code: 'NoPermission',
    });
    // Other operations are untouched.
    expect((await rpc('DescribeScreenHostStatistics')).status).toBe(200);
  });
});

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

describe('DescribeScreenAttackAnalysisData', () => {
  it('agrees between TOTAL, TREND, PIE_CHART and the SecurityStatInfo attack total', async () => {
    const window = attackWindow(7);
    const total = await attack({ Type: 'TOTAL', ...window });
    expect(total.Data).toBe('[]');
    expect(total.Total).toBeGreaterThan(1_000);
    const trend = records(await attack({ Type: 'TREND', ...window }));
    expect(trend.reduce((s, r) => s + Number(r.crack_cnt), 0)).toBe(total.Total);
    const pie = records(await attack({ Type: 'PIE_CHART', ...window }));
    expect(pie.reduce((s, r) => s + Number(r.crack_cnt), 0)).toBe(total.Total);
    expect(new Set(pie.map((r) => r.crack_type)).size).toBe(pie.length);

    const stat: SecurityStatInfo = await callOperation(
      ops.DescribeScreenSecurityStatInfo,
      undefined,
    );
    const weekStart = addLocalDays(startOfLocalDay(Date.now()), -6);
    const sameWindow = await attack({
      Type: 'TOTAL',
      StartTime: seconds(weekStart),
      EndTime: seconds(Date.now()),
    });
    expect(stat.AttackEvent.TotalCount).toBe(sameWindow.Total);
    expect(stat.AttackEvent.ValueArray.reduce((a, b) => a + b, 0)).toBe(sameWindow.Total);
  });

  it('buckets TREND per hour up to 2 days and per day beyond, with every bucket present', async () => {
    const day = records(await attack({ Type: 'TREND', ...attackWindow(1) }));
    expect(day.length).toBeGreaterThanOrEqual(24);
    expect(day.length).toBeLessThanOrEqual(26);
    day.forEach((bucket, i) => {
      expect(Object.keys(bucket).sort()).toEqual(['crack_cnt', 'crack_hour']);
      if (i > 0) expect(Number(bucket.crack_hour) - Number(day[i - 1]!.crack_hour)).toBe(HOUR_MS);
    });
    const month = records(await attack({ Type: 'TREND', ...attackWindow(30) }));
    expect(month).toHaveLength(31);
    for (const bucket of month) {
      expect(Number(bucket.crack_hour)).toBe(startOfLocalDay(Number(bucket.crack_hour)));
    }
    // A quiet filter leaves zero buckets in place.
    const rare = records(
      await attack({ Type: 'TREND', ...attackWindow(1), Data: '{"crack_type":"rfi"}' }),
    );
    expect(rare).toHaveLength(day.length);
    expect(rare.some((b) => b.crack_cnt === 0)).toBe(true);
  });

  it('maps request crack_type filters to the response values they match', async () => {
    const window = attackWindow(30);
    const types = async (filter: string) =>
      new Set(
        records(
          await attack({
            Type: 'PIE_CHART',
            ...window,
            Data: JSON.stringify({ crack_type: filter }),
          }),
        ).map((r) => r.crack_type),
      );
    // 101 in a request is Struts2 interception; in a response 101 is XSS. Struts2 → code execution 7.
    expect(await types('101')).toEqual(new Set(['7']));
    expect(await types('102')).toEqual(new Set(['15']));
    expect(await types('103')).toEqual(new Set(['webshell']));
    expect(await types('sqli')).toEqual(new Set(['0', 'sqli']));
    expect(await types('xss')).toEqual(new Set(['101', 'xss']));
    expect(await types('5')).toEqual(new Set(['5']));

    const details = records(
      await attack({
        Type: 'DETAILS',
        ...window,
        Data: '{"crack_type":"101"}',
        CurrentPage: 1,
        PageSize: 100,
      }),
    );
    expect(details.length).toBeGreaterThan(0);
    expect(details.every((r) => r.crack_type === '7')).toBe(true);
    const viaClient = await callOperation(ops.DescribeScreenAttackAnalysisData, {
      type: 'TOTAL',
      window: lastDays(30),
      crackType: '5',
    });
    const ssh = await attack({ Type: 'TOTAL', ...window, Data: '{"crack_type":"5"}' });
    expect(viaClient.Total).toBeGreaterThan(0);
    expect(Math.abs(viaClient.Total - ssh.Total)).toBeLessThan(viaClient.Total * 0.1);

    for (const data of ['{"crack_type":"999"}', 'crack_type=5']) {
      await expectInvalid(
        await rpc('DescribeScreenAttackAnalysisData', { Type: 'TOTAL', ...window, Data: data }),
        'Data',
      );
    }
  });

  it('pages DETAILS newest first with Page, PageSize and Total', async () => {
    const window = attackWindow(7);
    const total = (await attack({ Type: 'DETAILS', ...window, CurrentPage: 1, PageSize: 1 })).Total;
    const first = await attack({ Type: 'DETAILS', ...window, CurrentPage: 1, PageSize: 20 });
    const second = await attack({ Type: 'DETAILS', ...window, CurrentPage: 2, PageSize: 20 });
    expect(first).toMatchObject({ Page: 1, PageSize: 20, Total: total });
    expect(second).toMatchObject({ Page: 2, PageSize: 20, Total: total });
    const rows = [...records(first), ...records(second)];
    expect(rows).toHaveLength(40);
    const hours = rows.map((r) => Number(r.crack_hour));
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    // Page 2 continues page 1: the first 40 of one page of 40.
    expect(
      records(await attack({ Type: 'DETAILS', ...window, CurrentPage: 1, PageSize: 40 })),
    ).toEqual(rows);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'acctuid', 'client_ip', 'client_url', 'crack_cnt', 'crack_hour', 'crack_method', 'crack_src_ip',
          'crack_type', 'dst_port', 'instanceId', 'instanceName', 'internetIp', 'location', 'table_src', 'uuid',
        ].sort(),
      ); // prettier-ignore
      expect(Number(row.crack_hour)).toBeGreaterThanOrEqual(window.StartTime * 1000);
    }
    // The client's encoding: DETAILS carries CurrentPage/PageSize.
    const viaClient = await callOperation(ops.DescribeScreenAttackAnalysisData, {
      type: 'DETAILS',
      window: week(),
      page: 2,
      pageSize: 5,
    });
    expect(viaClient).toMatchObject({ Page: 2, PageSize: 5 });
    expect(viaClient.Data).toHaveLength(5);
  });

  it('Base64-encodes client_url as UTF-8 when asked, including script payloads', async () => {
    const window = attackWindow(30);
    const params = {
      Type: 'DETAILS',
      ...window,
      Data: '{"crack_type":"xss"}',
      CurrentPage: 1,
      PageSize: 100,
    };
    const plain = records(await attack(params));
    const encoded = records(await attack({ ...params, Base64: 'true' }));
    expect(encoded).toHaveLength(plain.length);
    const decode = (text: string) =>
      new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
    encoded.forEach((row, i) => {
      expect(decode(String(row.client_url))).toBe(plain[i]!.client_url);
    });
    expect(plain.some((r) => String(r.client_url).includes('<script>'))).toBe(true);
    expect(plain.some((r) => /[\u4e00-\u9fff]/.test(String(r.client_url)))).toBe(true);
    expect(records(await attack({ ...params, Base64: 'false' }))).toEqual(plain);
    await expectInvalid(
      await rpc('DescribeScreenAttackAnalysisData', { ...params, Base64: 'yes' }),
      'Base64',
    );
  });

  it('ranks the top 5 sources and attacked assets', async () => {
    const window = attackWindow(7);
    const sources = records(await attack({ Type: 'SOURCE_TOP', ...window }));
    expect(sources).toHaveLength(5);
    const counts = sources.map((s) => Number(s.crack_cnt));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const s of sources) {
      expect(s.crack_src_ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(typeof s.location).toBe('string');
    }
    const clients = records(await attack({ Type: 'CLIENT_TOP', ...window }));
    expect(clients).toHaveLength(5);
    const uuids = new Set(getScreenDb().hosts.map((h) => h.uuid));
    for (const c of clients) {
      expect(uuids.has(String(c.uuid))).toBe(true);
      expect(c).toMatchObject({ instanceName: expect.any(String), client_ip: expect.any(String) });
    }
  });

  it('names the parameter of every out-of-range value', async () => {
    const call = (params: Params) => rpc('DescribeScreenAttackAnalysisData', params);
    const now = Date.now();
    const window = attackWindow(7);
    await expectInvalid(await call({ ...window }), 'Type');
    await expectInvalid(await call({ Type: 'BARS', ...window }), 'Type');
    await expectInvalid(await call({ Type: 'TOTAL', EndTime: window.EndTime }), 'StartTime');
    await expectInvalid(
      await call({ Type: 'TOTAL', StartTime: seconds(now - 41 * DAY_MS), EndTime: window.EndTime }),
      'StartTime',
    );
    // Milliseconds where seconds are due.
    await expectInvalid(
      await call({ Type: 'TOTAL', StartTime: now - DAY_MS, EndTime: now }),
      'StartTime',
    );
    await expectInvalid(
      await call({ Type: 'TOTAL', StartTime: window.EndTime, EndTime: window.StartTime }),
      'EndTime',
    );
    await expectInvalid(await call({ Type: 'DETAILS', ...window, PageSize: 10 }), 'CurrentPage');
    await expectInvalid(await call({ Type: 'DETAILS', ...window, CurrentPage: 1 }), 'PageSize');
    await expectInvalid(
      await call({ Type: 'DETAILS', ...window, CurrentPage: 0, PageSize: 10 }),
      'CurrentPage',
    );
    await expectInvalid(
      await call({ Type: 'DETAILS', ...window, CurrentPage: 1, PageSize: 101 }),
      'PageSize',
    );
    await expectInvalid(
      await call({ Type: 'TOTAL', ...window, CurrentPage: 1, PageSize: 10 }),
      'CurrentPage',
    );
    await expectInvalid(await call({ Type: 'TREND', ...window, PageSize: 10 }), 'PageSize');
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

describe('screen settings', () => {
  const create = (params: Params) =>
    rpc('CreateScreenSetting', {
      Title: 'Mine',
      ScreenDataMap: '[]',
      LogoUrl: '',
      LogoPower: false,
      ...params,
    });

  it('lists the seeded screens and answers the default without Id', async () => {
    expect(await callOperation(ops.DescribeScreenTitles, undefined)).toEqual([
      { ScreenTitle: '安全总览', ScreenID: '1001' },
      { ScreenTitle: '攻击态势', ScreenID: '1002' },
      { ScreenTitle: 'Ops', ScreenID: '1003' },
    ]);
    const main = await callOperation(ops.DescribeScreenSetting, { id: undefined });
    expect(main).toMatchObject({
      ScreenId: '1001',
      ScreenDefault: 1,
      LogoPower: true,
      Title: '安全总览',
    });
    expect(main.LogoUrl).toBe('http://localhost:3000/api/oss/screen/logo/parapet-shield.png');
    const layout = JSON.parse(main.ScreenDataMap) as { positionId: number; x?: number }[];
    expect(layout.map((e) => e.positionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(layout.every((e) => e.x === undefined)).toBe(true);
    const attacks = await callOperation(ops.DescribeScreenSetting, { id: '1002' });
    expect(attacks).toMatchObject({ ScreenId: '1002', ScreenDefault: 0 });
    expect(JSON.parse(attacks.ScreenDataMap)).toHaveLength(6);
    expect(attacks.MonitorUrl).toMatch(/^https:\/\//);
    // The logo URL follows the request's origin.
    const direct = await ok<{ LogoUrl: string }>('DescribeScreenSetting');
    expect(direct.LogoUrl).toBe('http://localhost/api/oss/screen/logo/parapet-shield.png');
  });

  it('reads a POSTed write’s parameters from its form body, as the client sends them', async () => {
    const layout = JSON.stringify([
      { positionId: 1, componentId: 5, date: '7-day', note: 'a&b=c' },
    ]);
    const form = (params: Record<string, string>) =>
      fetch(`${BASE}?Action=CreateScreenSetting&Version=${VERSION}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: new URLSearchParams(params),
      });
    const created = await form({
      Title: 'Posted',
      ScreenDataMap: layout,
      LogoUrl: '',
      LogoPower: 'true',
    });
    expect(created.status).toBe(200);
    const { Id } = (await created.json()) as { Id: number };
    expect(getScreenDb().screens.find((s) => s.id === Id)).toMatchObject({
      title: 'Posted',
      dataMap: layout,
    });
    // Missing from the body is missing, whatever else is there.
    await expectInvalid(
      await form({ ScreenDataMap: layout, LogoUrl: '', LogoPower: 'true' }),
      'Title',
    );
  });

  it('answers 404 NotFound.Screen for an unknown id and 400 for a malformed one', async () => {
    const missing = await rpc('DescribeScreenSetting', { Id: 4242 });
    expect(missing.status).toBe(404);
    expect(errorSchema.parse(await missing.json()).Code).toBe('NotFound.Screen');
    await expectInvalid(await rpc('DescribeScreenSetting', { Id: 'abc' }), 'Id');
    await expectInvalid(await rpc('DescribeScreenSetting', { Id: 2 ** 31 }), 'Id');
    expect((await rpc('DeleteScreenSetting', { Id: 4242 })).status).toBe(404);
    expect((await create({ Id: 4242 })).status).toBe(404);
    await expectInvalid(await rpc('DeleteScreenSetting'), 'Id');
  });

  it('creates with the next id, updates by Id and keeps the layout verbatim', async () => {
    const layout = JSON.stringify([
      { positionId: 1, componentId: 11, date: '7-day', x: 0, y: 0, w: 6, h: 8, theme: 'dark' },
      { positionId: 2, componentId: 99, date: '3-hour', extra: { a: [1, 2] } },
    ]);
    const id = await callOperation(ops.CreateScreenSetting, {
      title: '值班大屏',
      screenDataMap: layout,
      logoUrl: '',
      logoPower: false,
      monitorUrl: 'https://grafana.example.com/d/1',
    });
    expect(id).toBe('1004');
    const saved = await callOperation(ops.DescribeScreenSetting, { id: id });
    expect(saved).toMatchObject({
      ScreenId: '1004',
      ScreenDefault: 0,
      Title: '值班大屏',
      ScreenDataMap: layout,
      LogoUrl: '',
      LogoPower: false,
      MonitorUrl: 'https://grafana.example.com/d/1',
    });
    expect(
      await callOperation(ops.CreateScreenSetting, {
        id,
        title: 'Renamed',
        screenDataMap: '[]',
        logoUrl: '',
        logoPower: true,
      }),
    ).toBe(id);
    expect(await callOperation(ops.DescribeScreenSetting, { id: id })).toMatchObject({
      Title: 'Renamed',
      ScreenDataMap: '[]',
      LogoPower: true,
    });
    expect(
      (await callOperation(ops.DescribeScreenTitles, undefined)).map((t) => t.ScreenID),
    ).toEqual(['1001', '1002', '1003', '1004']);
  });

  it('moves the default with ScreenDefault=1 and hands it on when the default is deleted', async () => {
    const id = await callOperation(ops.CreateScreenSetting, {
      title: 'Wall',
      screenDataMap: '[]',
      logoUrl: '',
      logoPower: false,
      isDefault: true,
    });
    expect((await callOperation(ops.DescribeScreenSetting, { id: undefined })).ScreenId).toBe(id);
    expect((await callOperation(ops.DescribeScreenSetting, { id: '1001' })).ScreenDefault).toBe(0);

    await callOperation(ops.DeleteScreenSetting, { id: id });
    // The lowest remaining id becomes the default.
    expect((await callOperation(ops.DescribeScreenSetting, { id: undefined })).ScreenId).toBe(
      '1001',
    );
    await callOperation(ops.DeleteScreenSetting, { id: '1001' });
    expect(await callOperation(ops.DescribeScreenSetting, { id: undefined })).toMatchObject({
      ScreenId: '1002',
      ScreenDefault: 1,
    });
    // Ids are not reused.
    expect(
      await callOperation(ops.CreateScreenSetting, {
        title: 'Next',
        screenDataMap: '[]',
        logoUrl: '',
        logoPower: false,
      }),
    ).toBe('1005');
  });

  it('keeps a saved screen across a reload of the mock database', async () => {
    const id = await callOperation(ops.CreateScreenSetting, {
      title: 'Kept',
      screenDataMap: '[{"positionId":1,"componentId":5,"date":"1-day"}]',
      logoUrl: '',
      logoPower: false,
      isDefault: true,
    });
    await callOperation(ops.DeleteScreenSetting, { id: '1002' });
    const reloaded = new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
    const screens = reloaded.store('screen').screens;
    expect(screens.map((s) => s.id)).toEqual([1001, 1003, Number(id)]);
    expect(screens.find((s) => s.id === Number(id))).toMatchObject({
      title: 'Kept',
      isDefault: true,
      dataMap: '[{"positionId":1,"componentId":5,"date":"1-day"}]',
    });
  });

  it('names the parameter of every invalid setting', async () => {
    await expectInvalid(await create({ Title: undefined }), 'Title');
    await expectInvalid(await create({ Title: '   ' }), 'Title');
    await expectInvalid(await create({ Title: 'x'.repeat(65) }), 'Title');
    expect((await create({ Title: '界'.repeat(64) })).status).toBe(200);
    await expectInvalid(await create({ ScreenDataMap: undefined }), 'ScreenDataMap');
    await expectInvalid(await create({ ScreenDataMap: '{"positionId":1}' }), 'ScreenDataMap');
    await expectInvalid(await create({ ScreenDataMap: 'not json' }), 'ScreenDataMap');
    await expectInvalid(await create({ LogoPower: undefined }), 'LogoPower');
    await expectInvalid(await create({ LogoPower: 'yes' }), 'LogoPower');
    await expectInvalid(await create({ LogoUrl: undefined }), 'LogoUrl');
    await expectInvalid(await create({ LogoUrl: 'javascript:alert(1)' }), 'LogoUrl');
    await expectInvalid(
      await create({ LogoUrl: 'http://localhost/api/oss/screen/logo/none.png' }),
      'LogoUrl',
    );
    await expectInvalid(await create({ MonitorUrl: 'javascript:alert(1)' }), 'MonitorUrl');
    await expectInvalid(await create({ ScreenDefault: 2 }), 'ScreenDefault');
    await expectInvalid(await create({ Id: 'x' }), 'Id');
    expect((await callOperation(ops.DescribeScreenTitles, undefined)).length).toBe(4);
  });
});

describe('logo upload', () => {
  afterEach(() => vi.useRealTimers());

  const png = encodePng(8, 8, (x, y) => [x * 30, y * 30, 128, 255]);

  async function upload(bytes: Uint8Array, info?: OssUploadInfo) {
    const params = info ?? (await callOperation(ops.DescribeScreenOssUploadInfo, undefined));
    const form = new FormData();
    form.append('key', params.Key);
    form.append('policy', params.Policy);
    form.append('OSSAccessKeyId', params.AccessId);
    form.append('signature', params.Signature);
    form.append('x-oss-security-token', params.SecurityToken);
    form.append('success_action_status', '200');
    form.append('file', new File([bytes.slice().buffer], 'logo.png', { type: 'image/png' }));
    const response = await fetch(params.Host, { method: 'POST', body: form });
    return { response, params };
  }

  it('hands out upload parameters with a 30-minute, 2 MiB policy', async () => {
    const now = Date.now();
    const info = await callOperation(ops.DescribeScreenOssUploadInfo, undefined);
    expect(info.Host).toBe('http://localhost:3000/api/oss');
    expect(info.Key).toMatch(/^screen\/logo\/[\w-]+\.png$/);
    expect(info.Expire).toBeGreaterThanOrEqual(seconds(now + 30 * 60_000) - 1);
    expect(info.Expire).toBeLessThanOrEqual(seconds(now + 30 * 60_000) + 2);
    const policy = JSON.parse(atob(info.Policy)) as { expiration: string; conditions: unknown[] };
    expect(Date.parse(policy.expiration)).toBeGreaterThan(now + 29 * 60_000);
    expect(policy.conditions).toContainEqual(['content-length-range', 0, 2 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$key', info.Key]);
    expect((await callOperation(ops.DescribeScreenOssUploadInfo, undefined)).Key).not.toBe(
      info.Key,
    );
  });

  it('uploads a picture, signs its address and serves it until the address expires', async () => {
    const { response, params } = await upload(png);
    expect(response.status).toBe(200);
    const logoUrl = `${params.Host}/${params.Key}`;
    const signed = await callOperation(ops.DescribeScreenUploadPicture, { logoUrl: logoUrl });
    const url = new URL(signed);
    expect(`${url.origin}${url.pathname}`).toBe(logoUrl);
    const expires = Number(url.searchParams.get('Expires'));
    expect(expires).toBeGreaterThan(seconds(Date.now() + 14 * 60_000));
    expect(expires).toBeLessThanOrEqual(seconds(Date.now() + 15 * 60_000) + 1);
    expect(url.searchParams.get('Signature')).toBeTruthy();

    const picture = await fetch(signed);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(png);

    // The picture can become a screen's logo, and the screen answers the same address.
    const id = await callOperation(ops.CreateScreenSetting, {
      title: 'Logo',
      screenDataMap: '[]',
      logoUrl,
      logoPower: true,
    });
    expect((await callOperation(ops.DescribeScreenSetting, { id: id })).LogoUrl).toBe(logoUrl);

    // Unsigned or tampered addresses are refused.
    expect((await fetch(logoUrl)).status).toBe(403);
    url.searchParams.set('Expires', String(expires + 3600));
    expect((await fetch(url.href)).status).toBe(403);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const expired = await fetch(signed);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('rejects files that are not PNG, JPEG, WebP or GIF, and pictures over 2 MiB', async () => {
    const text = await upload(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(text.response.status).toBe(400);
    const body = await text.response.text();
    expect(body).toContain('<Code>InvalidArgument</Code>');
    expect(body).toMatch(/PNG, JPEG, WebP and GIF/);
    // Nothing was stored under that key.
    await expectInvalid(
      await rpc('DescribeScreenUploadPicture', {
        LogoUrl: `${text.params.Host}/${text.params.Key}`,
      }),
      'LogoUrl',
    );

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 8));
    const tooBig = await upload(big);
    expect(tooBig.response.status).toBe(400);
    expect(await tooBig.response.text()).toContain('<Code>EntityTooLarge</Code>');

    const gif = await upload(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'));
    expect(gif.response.status).toBe(200);
  });

  it('rejects an upload after its policy expired, or with a forged signature', async () => {
    const info = await callOperation(ops.DescribeScreenOssUploadInfo, undefined);
    const forged = await upload(png, { ...info, Signature: 'AAAAAAAAAAAAAAAAAAAAAA==' });
    expect(forged.response.status).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const late = await upload(png, info);
    expect(late.response.status).toBe(403);
    expect(await late.response.text()).toContain('Policy expired');
  });

  it('journals small pictures across a reload; a screen may keep a large logo the session lost', async () => {
    const small = await upload(png);
    expect(small.response.status).toBe(200);
    const reloaded = () =>
      new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
    expect(reloaded().store('screen').pictures.get(small.params.Key)?.bytes).toEqual(png);

    const large = encodePng(200, 200, (x, y) => [x, y, 0, 255]);
    expect(large.length).toBeGreaterThan(64 * 1024);
    const big = await upload(large);
    expect(big.response.status).toBe(200);
    expect(reloaded().store('screen').pictures.has(big.params.Key)).toBe(false);

    const bigUrl = `${big.params.Host}/${big.params.Key}`;
    const id = await callOperation(ops.CreateScreenSetting, {
      title: 'Big',
      screenDataMap: '[]',
      logoUrl: bigUrl,
      logoPower: true,
    });
    getScreenDb().pictures.delete(big.params.Key); // as after a reload
    const again = { title: 'Big 2', screenDataMap: '[]', logoUrl: bigUrl, logoPower: true };
    expect(await callOperation(ops.CreateScreenSetting, { id, ...again })).toBe(id);
    await expect(callOperation(ops.CreateScreenSetting, again)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('signs only addresses of stored pictures at this origin', async () => {
    const seeded = (await callOperation(ops.DescribeScreenSetting, { id: undefined })).LogoUrl;
    expect(await callOperation(ops.DescribeScreenUploadPicture, { logoUrl: seeded })).toMatch(
      /\?OSSAccessKeyId=.+&Expires=\d+&Signature=/,
    );
    await expectInvalid(await rpc('DescribeScreenUploadPicture'), 'LogoUrl');
    await expectInvalid(
      await rpc('DescribeScreenUploadPicture', { LogoUrl: 'https://cdn.example.com/logo.png' }),
      'LogoUrl',
    );
    await expectInvalid(
      await rpc('DescribeScreenUploadPicture', {
        LogoUrl: 'http://localhost/api/oss/screen/logo/missing.png',
      }),
      'LogoUrl',
    );
  });
});
