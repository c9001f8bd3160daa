// @vitest-environment jsdom
/** The screen mock's attack analysis, through the client and by raw RPC. */
import { callOperation } from '../../../src/api/operation';
import { screenOperations as ops } from '../../../src/api/screen/operations';
import type { SecurityStatInfo } from '../../../src/api/screen/schemas';
import { addLocalDays, DAY_MS, HOUR_MS, startOfLocalDay } from '../store/calendar';
import { getScreenDb, server } from '../../node';
import {
  attack,
  attackWindow,
  expectInvalid,
  lastDays,
  type Params,
  records,
  rpc,
  seconds,
  week,
} from '../testing';

// test/setup.ts starts `server` and resets the mock state before each test.
void server;

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
