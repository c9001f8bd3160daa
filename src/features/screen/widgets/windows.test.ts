// @vitest-environment jsdom
/**
 * Numbers that agree: every tile's requests for one date choice ask for one window
 * (timeRange.ts `windowFor`), the mock service answers exactly that window's dates, and tiles
 * that count the same events over the same window show the same number. Runs the registry's own
 * queries against the mock backend, as the tiles do.
 */
import { QueryClient } from '@tanstack/react-query';
import { server } from '../../../../test/msw';
import type { DataCode } from '../../../api/screen/dataCodes';
import type { AttackAnalysis, SecurityStatInfo } from '../../../api/screen/schemas';
import {
  localDateKey,
  localDatesBetween,
  parseDateOption,
  queryNow,
  windowFor,
  type TimeWindow,
} from '../../../api/screen/timeRange';
import { trendPoints, sum } from './model/logic';
import { WIDGETS } from './model/registry';
import type { Timed } from './model/types';

/** The window a request asked for, in ms, from its parameters in the operation's own units. */
function requestedWindow(params: URLSearchParams): { startMs: number; endMs: number } | null {
  const start = params.get('StartTime');
  if (start === null) return null;
  const seconds = params.get('Action') === 'DescribeScreenAttackAnalysisData';
  const unit = seconds ? 1000 : 1;
  const end = params.get('EndTime');
  return {
    startMs: Number(start) * unit,
    // OperateInfo takes no EndTime: its window ends now.
    endMs: end === null ? Date.now() : Number(end) * unit,
  };
}

/** Every request the tiles of `codes` send for `date`, with the data each query resolved to. */
async function fetchTiles(codes: readonly DataCode[], date: string) {
  const range = parseDateOption(date)!;
  const sent: URLSearchParams[] = [];
  const record = ({ request }: { request: Request }) => {
    sent.push(new URL(request.url).searchParams);
  };
  server.events.on('request:start', record);
  try {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = new Map<string, unknown[]>();
    for (const code of codes) {
      const queries = WIDGETS[code].queries({ range, lang: 'en' });
      data.set(code, await Promise.all(queries.map((query) => client.fetchQuery(query as never))));
    }
    return { sent, data };
  } finally {
    server.events.removeListener('request:start', record);
  }
}

const TIMED: DataCode[] = [
  'SE_OP_SE_TREND',
  'SE_OP_ATTACK_CLASS',
  'SE_OP_SE_OP',
  'SE_OP_ATTACK_TOP5',
  'SE_OP_ATTACK_TREND',
];

describe('one window per date choice', () => {
  it.each(['7-day', '1-day', '3-day'])(
    'every %s request of every tile covers exactly its dates, today last',
    async (date) => {
      const range = parseDateOption(date)!;
      const expected = windowFor(range, queryNow()).days!;
      expect(expected).toHaveLength(range.value);
      expect(expected.at(-1)).toBe(localDateKey(Date.now()));

      const { sent, data } = await fetchTiles(TIMED, date);
      const windows = sent.map(requestedWindow).filter((w) => w !== null);
      // Two attack parts for the top five and two for the trend, one for the rest.
      expect(windows).toHaveLength(7);
      for (const window of windows) {
        expect(localDatesBetween(window.startMs, window.endMs)).toEqual(expected);
      }
      // The window each tile drew with is that one too.
      for (const parts of data.values()) {
        for (const part of parts as Timed<unknown>[]) expect(part.window.days).toEqual(expected);
      }
    },
  );

  it('the mock answers exactly the requested dates, per day', async () => {
    const { data } = await fetchTiles(
      ['SE_OP_SE_OP', 'SE_OP_SE_TREND', 'SE_OP_ATTACK_TREND'],
      '7-day',
    );
    const days = windowFor(parseDateOption('7-day')!, queryNow()).days;
    const [operations] = data.get('SE_OP_SE_OP') as [Timed<{ DateArray: string[] }>];
    expect(operations.result.DateArray).toEqual(days);
    const [score] = data.get('SE_OP_SE_TREND') as [Timed<{ Data: { SocreThreadDate: string[] } }>];
    expect(score.result.Data.SocreThreadDate).toEqual(days);
    const [trend] = data.get('SE_OP_ATTACK_TREND') as [Timed<AttackAnalysis>];
    expect(trendPoints(trend.result.Data).map(([time]) => localDateKey(time))).toEqual(days);
  });

  it('the 7-day statistics of the traffic trend are the same seven dates', async () => {
    const { data } = await fetchTiles(['SE_OP_FLOW_TREND', 'VUL_VUL'], '7-day');
    const [stat] = data.get('SE_OP_FLOW_TREND') as [SecurityStatInfo];
    const days = windowFor(parseDateOption('7-day')!, queryNow()).days;
    for (const section of [
      stat.AttackEvent,
      stat.SecurityEvent,
      stat.HealthCheck,
      stat.Vulnerability,
    ]) {
      expect(section.DateArray).toEqual(days);
    }
  });
});

describe('tiles that count the same events over the same window agree', () => {
  it('traffic trend and attack trend show the same total for seven days, and per day', async () => {
    const { data } = await fetchTiles(['SE_OP_FLOW_TREND', 'SE_OP_ATTACK_TREND'], '7-day');
    const [stat] = data.get('SE_OP_FLOW_TREND') as [SecurityStatInfo];
    const [trend, total] = data.get('SE_OP_ATTACK_TREND') as [
      Timed<AttackAnalysis>,
      Timed<AttackAnalysis>,
    ];
    expect(stat.AttackEvent.TotalCount).toBeGreaterThan(1_000);
    expect(total.result.Total).toBe(stat.AttackEvent.TotalCount);
    const perDay = trendPoints(trend.result.Data).map(([, count]) => count);
    expect(perDay).toEqual(stat.AttackEvent.ValueArray);
    expect(sum(perDay)).toBe(total.result.Total);
  });

  it('the attack tiles of one date choice count the same attacks', async () => {
    const { data } = await fetchTiles(['SE_OP_ATTACK_TREND', 'SE_OP_ATTACK_CLASS'], '30-day');
    const [, total] = data.get('SE_OP_ATTACK_TREND') as Timed<AttackAnalysis>[];
    const [pie] = data.get('SE_OP_ATTACK_CLASS') as Timed<AttackAnalysis>[];
    expect(sum(pie!.result.Data.map((record) => record.crack_cnt))).toBe(total!.result.Total);
    const window: TimeWindow = pie!.window;
    expect(window.days).toHaveLength(30);
  });
});
