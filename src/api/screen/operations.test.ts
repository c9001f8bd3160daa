// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw';
import { ApiError } from '../errors';
import { callOperation } from '../operation';
import { signedUrlExpiresAt } from './assumed';
import { ATTACK_MAX_AGE_MS, ATTACK_SAFETY_MARGIN_MS, SCORE_MAX_SPAN_MS } from './limits';
import { screenOperations, screenOperations as ops } from './operations';
import {
  addLocalDays,
  clampAttackWindow,
  clampScoreWindow,
  parseDateOption,
  windowFor,
} from './timeRange';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 8, 30);

/** Captures the query of every screen request and answers with `body`. */
function capture(body: Record<string, unknown>) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/screen', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({ RequestId: 'r-1', ...body });
    }),
  );
  return seen;
}

const operateBody = {
  HealthCheckDealedCount: 1,
  SecurityEventDealedCount: 2,
  VulnerabilityDealedCount: 3,
  VulValueArray: ['1'],
  HealthCheckValueArray: ['2'],
  SuspEventValueArray: ['3'],
  DateArray: ['2026-11-22'],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('RPC encoding', () => {
  it('names the operation and version in every request', async () => {
    const seen = capture(operateBody);
    await callOperation(ops.DescribeScreenOperateInfo, { lang: 'en', startMs: NOW - DAY });
    expect(seen[0]?.get('Action')).toBe('DescribeScreenOperateInfo');
    expect(seen[0]?.get('Version')).toBe('2021-01-14');
    expect(seen[0]?.get('Lang')).toBe('en');
  });

  it('sends ModuleList JSON-encoded and booleans as true/false', async () => {
    const seen = capture({ Data: [{ ModuleName: 'A', GlobalConfigSwitch: true }] });
    await expect(callOperation(ops.ListGlobalUserConfig, { modules: ['A', 'B'] })).resolves.toEqual(
      [{ ModuleName: 'A', GlobalConfigSwitch: true }],
    );
    expect(seen[0]?.get('ModuleList')).toBe('["A","B"]');
    // Writes (booleans included) are POSTed as forms: writes.test.ts.
  });
});

describe('time units per operation', () => {
  it('OperateInfo StartTime is milliseconds', async () => {
    const seen = capture(operateBody);
    await callOperation(ops.DescribeScreenOperateInfo, { lang: 'zh', startMs: NOW - 7 * DAY });
    expect(seen[0]?.get('StartTime')).toBe(String(NOW - 7 * DAY));
  });

  it('AttackAnalysis StartTime/EndTime are seconds', async () => {
    const seen = capture({ Data: '[]', Total: 0 });
    const window = windowFor(parseDateOption('7-day')!, NOW);
    await callOperation(ops.DescribeScreenAttackAnalysisData, { type: 'TOTAL', window });
    // Seven dates: from local midnight six days ago.
    expect(seen[0]?.get('StartTime')).toBe(String(addLocalDays(NOW, -6) / 1000));
    expect(seen[0]?.get('EndTime')).toBe(String(NOW / 1000));
  });

  it('ScoreThread StartTime/EndTime are milliseconds', async () => {
    const seen = capture({ Data: { SocreThread: ['90'], SocreThreadDate: ['2026-11-22'] } });
    await callOperation(ops.DescribeScreenScoreThread, {
      window: windowFor(parseDateOption('3-day')!, NOW),
    });
    expect(seen[0]?.get('StartTime')).toBe(String(addLocalDays(NOW, -2)));
    expect(seen[0]?.get('EndTime')).toBe(String(NOW));
  });

  it('AlarmEventList TimeStart/TimeEnd are millisecond strings, From=sec, levels ordered', async () => {
    const seen = capture({
      PageInfo: { CurrentPage: 1, PageSize: 10, TotalCount: 0, Count: 0 },
      SuspEvents: [],
    });
    await callOperation(ops.DescribeScreenAlarmEventList, {
      lang: 'en',
      levels: ['remind', 'serious'],
      dealed: false,
      fromMs: NOW - DAY + 0.7,
      toMs: NOW,
      page: 0,
      pageSize: 500,
    });
    const query = seen[0]!;
    expect(query.get('TimeStart')).toBe(String(NOW - DAY));
    expect(query.get('TimeEnd')).toBe(String(NOW));
    expect(query.get('From')).toBe('sec');
    expect(query.get('Levels')).toBe('serious,remind');
    expect(query.get('Dealed')).toBe('N');
    // Pages from 1; the page size clamped into 1–100.
    expect(query.get('CurrentPage')).toBe('1');
    expect(query.get('PageSize')).toBe('100');
  });
});

describe('clamping before sending', () => {
  it('keeps attack analysis within the last 40 days and says it was clamped', async () => {
    const window = windowFor(parseDateOption('90-day')!, NOW);
    const clamped = clampAttackWindow(window, NOW);
    expect(clamped.clampedTo).toBe('attack-40-days');
    // The first midnight inside the limit: whole days.
    expect(clamped.startMs).toBe(
      addLocalDays(NOW - ATTACK_MAX_AGE_MS + ATTACK_SAFETY_MARGIN_MS, 1),
    );
    expect(clampAttackWindow(windowFor(parseDateOption('30-day')!, NOW), NOW).clampedTo).toBe(
      undefined,
    );

    const seen = capture({ Data: '[]', Total: 0 });
    await callOperation(ops.DescribeScreenAttackAnalysisData, { type: 'TREND', window });
    expect(Number(seen[0]?.get('StartTime')) * 1000).toBeGreaterThanOrEqual(
      NOW - ATTACK_MAX_AGE_MS,
    );
  });

  it('keeps the score trend at most 7 days apart', async () => {
    const window = windowFor(parseDateOption('30-day')!, NOW);
    // The last seven dates, which fit in 7 days.
    expect(clampScoreWindow(window)).toMatchObject({
      startMs: addLocalDays(NOW, -6),
      endMs: NOW,
      clampedTo: 'score-7-days',
    });
    const seen = capture({ Data: { SocreThread: [], SocreThreadDate: [] } });
    await callOperation(ops.DescribeScreenScoreThread, { window: window });
    expect(Number(seen[0]?.get('StartTime'))).toBe(addLocalDays(NOW, -6));
    expect(Number(seen[0]?.get('EndTime')) - Number(seen[0]?.get('StartTime'))).toBeLessThanOrEqual(
      SCORE_MAX_SPAN_MS,
    );
  });

  it('sends CurrentPage/PageSize only with DETAILS, from page 1', async () => {
    const seen = capture({ Data: '[]', Total: 0, Page: 1, PageSize: 10 });
    const window = windowFor(parseDateOption('1-day')!, NOW);
    await callOperation(ops.DescribeScreenAttackAnalysisData, {
      type: 'PIE_CHART',
      window,
      page: 3,
      pageSize: 20,
    });
    await callOperation(ops.DescribeScreenAttackAnalysisData, {
      type: 'DETAILS',
      window,
      page: -2,
      pageSize: 20,
    });
    expect(seen[0]?.has('CurrentPage')).toBe(false);
    expect(seen[0]?.has('PageSize')).toBe(false);
    expect(seen[1]?.get('CurrentPage')).toBe('1');
    expect(seen[1]?.get('PageSize')).toBe('20');
  });

  it('sends the crack_type filter as JSON in Data and Base64 as a word', async () => {
    const seen = capture({ Data: '[]', Total: 0 });
    const window = windowFor(parseDateOption('1-day')!, NOW);
    await callOperation(ops.DescribeScreenAttackAnalysisData, {
      type: 'DETAILS',
      window,
      crackType: '101',
      base64: true,
    });
    expect(seen[0]?.get('Data')).toBe('{"crack_type":"101"}');
    expect(seen[0]?.get('Base64')).toBe('true');
  });
});

describe('responses', () => {
  it('keeps int64 screen ids as strings with every digit', async () => {
    server.use(
      http.get('*/api/screen', () =>
        HttpResponse.text(
          '{"RequestId":"r","SecScreenSettingList":[{"ScreenTitle":"A","ScreenID":9007199254740993}]}',
          { headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    await expect(callOperation(ops.DescribeScreenTitles, undefined)).resolves.toEqual([
      { ScreenTitle: 'A', ScreenID: '9007199254740993' },
    ]);
  });

  it('parses the attack Data string and names the field of malformed records', async () => {
    capture({ Data: '[{"crack_hour":1763769600000,"crack_cnt":4}]', Total: 4 });
    const window = windowFor(parseDateOption('1-day')!, NOW);
    const ok = await callOperation(ops.DescribeScreenAttackAnalysisData, { type: 'TREND', window });
    expect(ok.Data).toEqual([{ crack_hour: 1763769600000, crack_cnt: 4 }]);

    capture({ Data: '[{"crack_cnt":"many"}]', Total: 1 });
    const error = await callOperation(ops.DescribeScreenAttackAnalysisData, {
      type: 'TREND',
      window,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      operation: 'DescribeScreenAttackAnalysisData',
      fieldPath: 'Data[0].crack_cnt',
    });

    capture({ Data: 'not json', Total: 1 });
    await expect(
      callOperation(ops.DescribeScreenAttackAnalysisData, { type: 'TREND', window }),
    ).rejects.toMatchObject({
      fieldPath: 'Data',
    });
  });

  it('answers a 403 as NoPermission for that operation', async () => {
    server.use(
      http.get('*/api/screen', () =>
        HttpResponse.json(
          { RequestId: 'r', Code: 'NoPermission', Message: 'caller has no permission' },
          { status: 403 },
        ),
      ),
    );
    await expect(callOperation(ops.DescribeScreenSetting, { id: undefined })).rejects.toMatchObject(
      {
        status: 403,
        code: 'NoPermission',
        operation: 'DescribeScreenSetting',
        isAuth: true,
      },
    );
  });

  it('refuses an invalid source IP without sending, and returns the detection body as is', async () => {
    const seen = capture({ Data: { Results: [{ FileName: 'a.php' }] } });
    await expect(
      callOperation(ops.GetFileDetectResultInner, { sourceIp: '10.0.0.256' }),
    ).rejects.toMatchObject({
      service: 'screen',
      operation: 'GetFileDetectResultInner',
      kind: 'invalid-request',
      fieldPath: 'SourceIp',
    });
    expect(seen).toHaveLength(0);
    await expect(
      callOperation(ops.GetFileDetectResultInner, { sourceIp: ' 10.0.0.5 ' }),
    ).resolves.toEqual({
      RequestId: 'r-1',
      Data: { Results: [{ FileName: 'a.php' }] },
    });
    expect(seen[0]?.get('SourceIp')).toBe('10.0.0.5');
    expect(screenOperations.GetFileDetectResultInner.assumed).toBe(true);
  });
});

describe('signed logo URLs', () => {
  it('expire at their Expires parameter, else after the default lifetime', () => {
    expect(signedUrlExpiresAt('https://x/a.png?Expires=1800000000&Signature=s', 0)).toBe(
      1_800_000_000_000,
    );
    expect(signedUrlExpiresAt('/api/oss/a.png', 1000)).toBe(1000 + 15 * 60_000);
  });
});

describe('all 19 operations', () => {
  it('are registered, named as in the spec', () => {
    expect(Object.keys(screenOperations)).toHaveLength(19);
    for (const [name, op] of Object.entries(screenOperations)) {
      expect(op.name).toBe(name);
      expect(op.service).toBe('screen');
    }
  });
});
