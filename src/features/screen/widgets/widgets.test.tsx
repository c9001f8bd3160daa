import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../../test/render';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ComponentType, ReactNode } from 'react';
import { server } from '../../../../test/msw';
import { shouldRetry } from '../../../api/retry';
import type { DataCode } from '../../../api/screen/dataCodes';
import { DATA_CODES } from '../../../api/screen/dataCodes';
import { I18nProvider, type Locale } from '../../../i18n/I18nProvider';
import type { DrillHandler } from '../drill/types';
import { ScreenRenderContext, type ScreenRender } from '../screenContext';
import { ScreenTile, type ScreenTileProps } from './ScreenTile';
import { WIDGETS, widgetFor } from './registry';
import { fixtureFor } from './testFixtures';
import type { WidgetViewProps } from './types';
import type { EmerRisk } from '../../../api/screen/schemas';

type EmerProps = WidgetViewProps<[EmerRisk]>;
import { screenDark } from './chartThemes';

// echarts cannot draw in jsdom: the stub shows the chart's name and text equivalent, and exposes
// its option (JSON) and which theme object and pixel ratio it was given; it counts its renders.
const chartRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../components/Chart', () => ({
  Chart: ({
    label,
    description,
    option,
    theme,
    pixelRatio,
    height,
  }: {
    label: string;
    description?: string;
    option: unknown;
    theme?: object;
    pixelRatio?: number;
    height?: number | string;
  }) => {
    chartRenders.set(label, (chartRenders.get(label) ?? 0) + 1);
    return (
      <figure
        aria-label={label}
        data-option={JSON.stringify(option)}
        data-theme={JSON.stringify(theme ?? null)}
        data-pixel-ratio={pixelRatio ?? ''}
        data-height={String(height)}
      >
        <figcaption>{description}</figcaption>
      </figure>
    );
  },
}));

// A widget that can be made to throw while drawing, for the tile's error boundary.
const crash = vi.hoisted(() => ({ on: false }));
vi.mock('./views/EmerView', async (importOriginal) => {
  const original = await importOriginal<{ default: ComponentType<EmerProps> }>();
  const Real = original.default;
  return {
    default: (props: EmerProps) => {
      if (crash.on) throw new Error('emergency list exploded');
      return <Real {...props} />;
    },
  };
});

type Responder = (params: URLSearchParams) => Response;

/** The screen service for one test: fixtures by Action, with per-action overrides and counts. */
function screenApi() {
  const overrides = new Map<string, Responder>();
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/screen', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const action = params.get('Action') ?? '';
      requests.push(params);
      const override = overrides.get(action) ?? overrides.get(`${action}:${params.get('Type')}`);
      if (override) return override(params);
      const body = fixtureFor(action, params);
      if (body === undefined) return HttpResponse.json({ Code: 'NotFound' }, { status: 404 });
      return HttpResponse.json(body);
    }),
  );
  return {
    /** Answer `action` (or `action:Type`) with this instead of the fixture; null restores it. */
    set(action: string, responder: Responder | null) {
      if (responder) overrides.set(action, responder);
      else overrides.delete(action);
    },
    count: (action: string) => requests.filter((p) => p.get('Action') === action).length,
    last: (action: string) => requests.filter((p) => p.get('Action') === action).at(-1),
    all: (action: string) => requests.filter((p) => p.get('Action') === action),
  };
}

const forbidden: Responder = () =>
  HttpResponse.json(
    { RequestId: 'req-403', Code: 'NoPermission', Message: 'caller has no permission' },
    { status: 403 },
  );
const serverError: Responder = () =>
  HttpResponse.json(
    { RequestId: 'req-500', Code: 'ServerError', Message: 'ServerError' },
    { status: 500 },
  );
const json =
  (body: unknown): Responder =>
  () =>
    HttpResponse.json(body as Record<string, unknown>);

interface RenderOptions {
  locale?: Locale;
  render?: Partial<ScreenRender>;
}

/** Tiles inside the providers the wall display uses: queries with the app's retry policy
 * (no backoff wait), i18n, and the screen render context. No antd. */
function renderTiles(tiles: ScreenTileProps[], options: RenderOptions = {}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: 1,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
    },
  });
  const value: ScreenRender = { theme: 'light', ...options.render };
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nProvider initialLocale={options.locale ?? 'en'}>
        <ScreenRenderContext.Provider value={value}>{children}</ScreenRenderContext.Provider>
      </I18nProvider>
    </QueryClientProvider>
  );
  const list = (items: ScreenTileProps[]) =>
    items.map((tile, index) => (
      <div key={index} style={{ height: 300 }}>
        <ScreenTile {...tile} />
      </div>
    ));
  const utils = render(wrap(list(tiles)));
  return {
    ...utils,
    client,
    rerenderTiles: (next: ScreenTileProps[]) => utils.rerender(wrap(list(next))),
  };
}

const tileOf = (code: DataCode, date = '7-day'): ScreenTileProps => ({ code, date });

/** The tile (section) named by its title. */
function tile(title: string) {
  return screen.getByRole('region', { name: title });
}
/** The widget's own tile (not the placeholder shown while its code loads). */
async function findTile(title: string) {
  return waitFor(() => {
    const region = screen.getByRole('region', { name: title });
    if (!region.dataset.code) throw new Error(`${title}: still loading its widget`);
    return region;
  });
}

/** The option a stubbed chart was given. */
function optionOf(figure: HTMLElement) {
  return JSON.parse(figure.dataset.option ?? 'null') as {
    series: { name?: string; type: string; data: unknown[]; markArea?: { data: unknown[] } }[];
    xAxis?: { data: string[] } | { data?: string[] }[];
    yAxis?: { data?: string[] } | { data?: string[] }[];
    title?: { text: string } | { text: string }[];
  };
}

/** Numbers shown in a Stats row, by key. */
function statValue(container: HTMLElement, key: string) {
  const item = container.querySelector(`[data-stat="${key}"]`);
  if (!item) throw new Error(`no stat ${key}`);
  return item.textContent;
}

/**
 * Tile bodies measure as `width` × `height` (jsdom has no layout): a ResizeObserver that reports
 * that size as soon as it observes. Undone after each test.
 */
const realResizeObserver = window.ResizeObserver;
function tileBodiesMeasure(width: number, height: number) {
  class FixedSizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width, height } } as unknown as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = FixedSizeObserver as unknown as typeof ResizeObserver;
}

afterEach(() => {
  crash.on = false;
  vi.useRealTimers();
  window.ResizeObserver = realResizeObserver;
});

describe('registry', () => {
  it('has a lazy widget for every data code, and nothing for unknown ones', () => {
    expect(Object.keys(WIDGETS).sort()).toEqual([...DATA_CODES].sort());
    for (const code of DATA_CODES) {
      expect(WIDGETS[code].code).toBe(code);
      expect(WIDGETS[code].defaultDate).toMatch(/^\d+-(second|hour|day)$/);
      expect(WIDGETS[code].defaultSize.w).toBeGreaterThan(0);
      expect(WIDGETS[code].defaultSize.w).toBeLessThanOrEqual(12);
    }
    expect(widgetFor('VUL_VUL')).toBe(WIDGETS.VUL_VUL);
    expect(widgetFor('NOPE')).toBeUndefined();
    expect(widgetFor(null)).toBeUndefined();
  });
});

describe('ASSETS_ASSETS', () => {
  it('draws protection, the score band in words and the host counts', async () => {
    screenApi();
    renderTiles([tileOf('ASSETS_ASSETS')]);
    const card = await findTile('Assets');
    const ring = await within(card).findByRole('figure', {
      name: 'Protected and unprotected assets',
    });
    expect(optionOf(ring).series[0]!.data).toEqual([
      expect.objectContaining({ name: 'Protected', value: 17 }),
      expect.objectContaining({ name: 'Unprotected', value: 3 }),
    ]);
    expect(ring).toHaveTextContent('Protected 17, unprotected 3');
    expect(statValue(card, 'protected')).toBe('17 Protected');
    // 82 is in the 70–84 band, said in words, not only by colour.
    expect(card.querySelector('[data-band="many"]')).toHaveTextContent(
      'Security score82Many hidden risks',
    );
    await waitFor(() => expect(statValue(card, 'alarm')).toBe('4 Hosts with alarms'));
    expect(statValue(card, 'weakness')).toBe('2 Hosts with baseline risks');
    expect(statValue(card, 'safe')).toBe('12 Safe hosts');
    expect(within(card).getByText('Current state')).toBeInTheDocument();
    // No drill-down on the wall display.
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('a narrow tile keeps the ring beside the numbers, each number before its words', async () => {
    screenApi();
    tileBodiesMeasure(209, 226);
    const { unmount } = renderTiles([tileOf('ASSETS_ASSETS')]);
    let card = await findTile('Assets');
    await within(card).findByRole('figure', { name: 'Protected and unprotected assets' });
    expect(card.querySelector('[data-compact]')).not.toBeNull();
    // The same words and numbers, only arranged for the width.
    expect(statValue(card, 'protected')).toBe('17 Protected');
    await waitFor(() => expect(statValue(card, 'weakness')).toBe('2 Hosts with baseline risks'));
    unmount();

    tileBodiesMeasure(435, 163);
    renderTiles([tileOf('ASSETS_ASSETS')]);
    card = await findTile('Assets');
    await within(card).findByRole('figure', { name: 'Protected and unprotected assets' });
    expect(card.querySelector('[data-compact]')).toBeNull();
  });

  it('drills into risky hosts with real buttons when the viewer offers drill-downs', async () => {
    screenApi();
    const onDrill = vi.fn<DrillHandler>();
    const user = userEvent.setup();
    renderTiles([tileOf('ASSETS_ASSETS')], { render: { onDrill } });
    const card = await findTile('Assets');
    await user.click(await within(card).findByRole('button', { name: 'View risky hosts' }));
    expect(onDrill).toHaveBeenLastCalledWith({ kind: 'hosts' });
    const weak = await within(card).findByRole('button', {
      name: '2 Hosts with baseline risks show these hosts',
    });
    weak.focus();
    await user.keyboard('{Enter}');
    expect(onDrill).toHaveBeenLastCalledWith({ kind: 'hosts', focus: 'weakness' });
  });

  it('shows what it can when one of its two operations is forbidden', async () => {
    const api = screenApi();
    api.set('DescribeScreenHostStatistics', forbidden);
    renderTiles([tileOf('ASSETS_ASSETS')]);
    const card = await findTile('Assets');
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Host statistics: No permission for DescribeScreenHostStatistics',
    );
    expect(alert).toHaveTextContent('Request ID req-403');
    // Retrying cannot grant a permission.
    expect(within(alert).queryByRole('button')).toBeNull();
    // The summary still draws.
    expect(
      within(card).getByRole('figure', { name: 'Protected and unprotected assets' }),
    ).toBeInTheDocument();
    expect(card.querySelector('[data-stat="alarm"]')).toBeNull();
    // A 403 is not retried.
    expect(api.count('DescribeScreenHostStatistics')).toBe(1);
  });
});

describe('VUL_VUL, HC_HC, ALARM_ALARM, SE_OP_FLOW_TREND (one shared statistics query)', () => {
  it('makes exactly one DescribeScreenSecurityStatInfo request for all four tiles', async () => {
    const api = screenApi();
    renderTiles([
      tileOf('VUL_VUL'),
      tileOf('HC_HC'),
      tileOf('ALARM_ALARM'),
      tileOf('SE_OP_FLOW_TREND'),
    ]);
    await screen.findByRole('figure', { name: 'Vulnerabilities per day by urgency' });
    await screen.findByRole('figure', { name: 'Baseline risks per day by level' });
    await screen.findByRole('figure', { name: 'Alarms per day by level' });
    await screen.findByRole('figure', { name: 'Attack events over time' });
    await screen.findByText('Alarm number 0');
    expect(api.count('DescribeScreenSecurityStatInfo')).toBe(1);
  });

  it('a tile mounted after the shared answer arrived reuses it instead of asking again', async () => {
    const api = screenApi();
    const { rerenderTiles } = renderTiles([tileOf('VUL_VUL')]);
    await screen.findByRole('figure', { name: 'Vulnerabilities per day by urgency' });
    rerenderTiles([tileOf('VUL_VUL'), tileOf('HC_HC'), tileOf('SE_OP_FLOW_TREND')]);
    await screen.findByRole('figure', { name: 'Baseline risks per day by level' });
    await screen.findByRole('figure', { name: 'Attack events over time' });
    expect(api.count('DescribeScreenSecurityStatInfo')).toBe(1);
  });

  it('VUL_VUL: counts by urgency and the stacked daily trend', async () => {
    screenApi();
    renderTiles([tileOf('VUL_VUL')]);
    const card = await findTile('Vulnerabilities');
    const chart = await within(card).findByRole('figure', {
      name: 'Vulnerabilities per day by urgency',
    });
    expect(statValue(card, 'asap')).toBe('5 High urgency');
    expect(statValue(card, 'later')).toBe('12 Medium urgency');
    expect(statValue(card, 'nntf')).toBe('30 Low urgency');
    const option = optionOf(chart);
    expect(option.series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['High urgency', 'bar', [1, 2, 2]],
      ['Medium urgency', 'bar', [4, 4, 4]],
      ['Low urgency', 'bar', [10, 10, 10]],
    ]);
    expect(option.xAxis).toEqual(
      expect.objectContaining({ data: ['2026-11-12', '2026-11-13', '2026-11-14'] }),
    );
    expect(chart).toHaveTextContent(
      'Per day from 2026-11-12 to 2026-11-14. Totals: High urgency 5, Medium urgency 12, Low urgency 30.',
    );
    // The statistics have their own window: the caption says which, the year said once.
    expect(within(card).getByText('2026-11-12 – 11-14')).toBeInTheDocument();
    // The coloured counts name the series: no legend competes with the bars for room.
    expect(JSON.parse(chart.dataset.option!)).toEqual(
      expect.objectContaining({ legend: { show: false } }),
    );
  });

  it('VUL_VUL: malformed data names the operation and the field', async () => {
    const api = screenApi();
    const body = fixtureFor('DescribeScreenSecurityStatInfo', new URLSearchParams()) as {
      Vulnerability: { AsapList: string[] };
    };
    body.Vulnerability.AsapList = ['many'];
    api.set('DescribeScreenSecurityStatInfo', json(body));
    renderTiles([tileOf('VUL_VUL')]);
    const card = await findTile('Vulnerabilities');
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(
      'DescribeScreenSecurityStatInfo sent malformed data at Vulnerability.AsapList[0]',
    );
    expect(
      within(alert).getByRole('button', { name: 'Retry Security statistics' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('figure')).toBeNull();
  });

  it('HC_HC: counts by level and the trend, in Chinese', async () => {
    screenApi();
    renderTiles([tileOf('HC_HC')], { locale: 'zh' });
    const card = await findTile('基线');
    const chart = await within(card).findByRole('figure', { name: '按等级的每日基线风险数' });
    expect(statValue(card, 'high')).toBe('7 高危');
    expect(statValue(card, 'medium')).toBe('11 中危');
    expect(statValue(card, 'low')).toBe('2 低危');
    expect(optionOf(chart).series.map((s) => [s.name, s.data])).toEqual([
      ['高危', [2, 3, 2]],
      ['中危', [4, 4, 3]],
      ['低危', [1, 0, 1]],
    ]);
  });

  it('HC_HC: shows only the levels the service switched on in the trend', async () => {
    const api = screenApi();
    const body = fixtureFor('DescribeScreenSecurityStatInfo', new URLSearchParams()) as {
      HealthCheck: { LevelsOn: string[] };
    };
    body.HealthCheck.LevelsOn = ['high'];
    api.set('DescribeScreenSecurityStatInfo', json(body));
    renderTiles([tileOf('HC_HC')]);
    const chart = await screen.findByRole('figure', { name: 'Baseline risks per day by level' });
    expect(optionOf(chart).series.map((s) => s.name)).toEqual(['High']);
  });

  it('ALARM_ALARM: counts, trend and the five latest pending alarms, with drill-downs', async () => {
    const api = screenApi();
    const onDrill = vi.fn<DrillHandler>();
    const user = userEvent.setup();
    renderTiles([tileOf('ALARM_ALARM')], { render: { onDrill } });
    const card = await findTile('Alarms');
    const chart = await within(card).findByRole('figure', { name: 'Alarms per day by level' });
    expect(optionOf(chart).series.map((s) => s.data)).toEqual([
      [1, 2, 1],
      [3, 3, 3],
      [4, 5, 6],
    ]);
    const latest = await within(card).findByRole('region', { name: 'Latest pending alarms' });
    const items = within(latest).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('UrgentAlarm number 0 · host-0');
    expect(items[0]).toHaveTextContent('1 hr. ago');
    expect(items[1]).toHaveTextContent('Suspicious');
    // The list asks for pending alarms only, five, in the UI language.
    const sent = api.last('DescribeScreenAlarmEventList')!;
    expect(sent.get('Dealed')).toBe('N');
    expect(sent.get('PageSize')).toBe('5');
    expect(sent.get('CurrentPage')).toBe('1');
    expect(sent.get('Lang')).toBe('en');

    await user.click(within(card).getByRole('button', { name: '4 Urgent show these alarms' }));
    expect(onDrill).toHaveBeenLastCalledWith({ kind: 'alarms', levels: ['serious'] });
    await user.click(within(card).getByRole('button', { name: 'All alarms' }));
    expect(onDrill).toHaveBeenLastCalledWith({ kind: 'alarms' });
    await user.click(within(card).getByRole('button', { name: 'View all pending alarms' }));
    expect(onDrill).toHaveBeenLastCalledWith({ kind: 'alarms', dealed: false });
  });

  it('ALARM_ALARM: the alarm list failing leaves the counts drawn', async () => {
    const api = screenApi();
    api.set('DescribeScreenAlarmEventList', forbidden);
    renderTiles([tileOf('ALARM_ALARM')]);
    const card = await findTile('Alarms');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Alarm list: No permission for DescribeScreenAlarmEventList',
    );
    expect(statValue(card, 'serious')).toBe('4 Urgent');
    expect(within(card).queryByRole('region', { name: 'Latest pending alarms' })).toBeNull();
  });

  it('ALARM_ALARM: lists only the alarms that fit under the counts and the trend', async () => {
    const api = screenApi();
    // A console tile (3 × 6 at 1440 px): room for two rows below a trend.
    tileBodiesMeasure(249, 226);
    renderTiles([tileOf('ALARM_ALARM')], { render: { onDrill: vi.fn<DrillHandler>() } });
    const card = await findTile('Alarms');
    const latest = await within(card).findByRole('region', { name: 'Latest pending alarms' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(2);
    // The rest stay one click away.
    expect(
      within(latest).getByRole('button', { name: 'View all pending alarms' }),
    ).toHaveTextContent('View all');
    // The request does not depend on the room: five, as before, so resizing never refetches.
    expect(api.last('DescribeScreenAlarmEventList')!.get('PageSize')).toBe('5');
  });

  it('ALARM_ALARM: a wall-display tile too short for a list keeps the counts and the trend', async () => {
    screenApi();
    tileBodiesMeasure(435, 163);
    renderTiles([tileOf('ALARM_ALARM')]);
    const card = await findTile('Alarms');
    await within(card).findByRole('figure', { name: 'Alarms per day by level' });
    await waitFor(() => expect(statValue(card, 'serious')).toBe('4 Urgent'));
    expect(within(card).queryByRole('region', { name: 'Latest pending alarms' })).toBeNull();
  });

  it('SE_OP_FLOW_TREND: total and area line', async () => {
    screenApi();
    renderTiles([tileOf('SE_OP_FLOW_TREND')]);
    const card = await findTile('Traffic trend');
    const chart = await within(card).findByRole('figure', { name: 'Attack events over time' });
    expect(statValue(card, 'total')).toBe('1,234 Attack events in all');
    const [series] = optionOf(chart).series;
    expect(series).toEqual(
      expect.objectContaining({
        type: 'line',
        data: [400, 500, 334],
        areaStyle: expect.anything(),
      }),
    );
    expect(chart).toHaveTextContent(
      'Per day from 2026-11-12 to 2026-11-14: Attack events 1,234 in all.',
    );
  });

  it('marks data stale when a refresh fails, with its age, and clears the mark on recovery', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-14T08:00:00Z').getTime();
    vi.setSystemTime(start);
    const api = screenApi();
    const { client } = renderTiles([tileOf('SE_OP_FLOW_TREND')]);
    const card = await findTile('Traffic trend');
    await within(card).findByRole('figure', { name: 'Attack events over time' });

    vi.setSystemTime(start + 3 * 60_000);
    api.set('DescribeScreenSecurityStatInfo', serverError);
    await act(() => client.refetchQueries());
    const note = await within(card).findByRole('status');
    expect(note).toHaveTextContent('Data from 3 minutes ago — refresh failed');
    // The data stays drawn, and no error replaces it.
    expect(statValue(card, 'total')).toBe('1,234 Attack events in all');
    expect(
      within(card).getByRole('figure', { name: 'Attack events over time' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();

    const recovered = fixtureFor('DescribeScreenSecurityStatInfo', new URLSearchParams()) as {
      AttackEvent: { TotalCount: number };
    };
    recovered.AttackEvent.TotalCount = 2000;
    api.set('DescribeScreenSecurityStatInfo', json(recovered));
    await userEvent.setup().click(within(note).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statValue(card, 'total')).toBe('2,000 Attack events in all'));
    expect(within(card).queryByRole('status')).toBeNull();
  });
});

describe('VUL_EMER', () => {
  it('ranks by urgency, then by affected assets', async () => {
    screenApi();
    renderTiles([tileOf('VUL_EMER')]);
    const list = await screen.findByRole('list', { name: 'Emergency vulnerabilities by urgency' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // The tags use the short word (the list's name says "by urgency"); the full one on hover.
    expect(rows).toEqual([
      'HighSpring4Shell9 affected',
      'HighLog4Shell3 affected',
      'MediumOpenSSH regreSSHion40 affected',
      'LowOld kernel99 affected',
    ]);
    expect(within(list).getAllByText('High')[0]).toHaveAttribute('title', 'High urgency');
  });

  it('says so when there are none', async () => {
    const api = screenApi();
    api.set('DescribeScreenEmerRisk', json({ RequestId: 'r', CloudHcRiskItems: [] }));
    renderTiles([tileOf('VUL_EMER')]);
    const card = await findTile('Emergency vulnerabilities');
    expect(await within(card).findByText('No emergency vulnerabilities.')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('403: no permission, no retry', async () => {
    const api = screenApi();
    api.set('DescribeScreenEmerRisk', forbidden);
    renderTiles([tileOf('VUL_EMER')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No permission for DescribeScreenEmerRisk');
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});

describe('SE_OP_SE_TREND', () => {
  it('draws the score line over the 95/85/70 bands for the tile’s range', async () => {
    const api = screenApi();
    renderTiles([tileOf('SE_OP_SE_TREND', '3-day')]);
    const card = await findTile('Security posture');
    const chart = await within(card).findByRole('figure', { name: 'Security score over time' });
    const [line] = optionOf(chart).series;
    expect(line!.data).toEqual([90, 84, 96]);
    const bands = (
      line!.markArea!.data as [{ name: string; yAxis: number }, { yAxis: number }][]
    ).map(([from, to]) => [from.name, from.yAxis, to.yAxis]);
    expect(bands).toEqual([
      ['Good', 95, 100],
      ['Some hidden risks', 85, 95],
      ['Many hidden risks', 70, 85],
      ['Weak defense', 60, 70],
    ]);
    expect(chart).toHaveTextContent('Score from 90 to 96; lowest 84, highest 96.');
    expect(within(card).getByText('Last 3 days')).toBeInTheDocument();
    const sent = api.last('DescribeScreenScoreThread')!;
    expect(Number(sent.get('EndTime')) - Number(sent.get('StartTime'))).toBe(3 * 86_400_000);
  });

  it('says when the range was limited to 7 days', async () => {
    const api = screenApi();
    renderTiles([tileOf('SE_OP_SE_TREND', '30-day')]);
    const card = await findTile('Security posture');
    await within(card).findByRole('figure', { name: 'Security score over time' });
    expect(within(card).getByText('limited to 7 days')).toBeInTheDocument();
    expect(within(card).getByText(/^Last 30 days/)).toBeInTheDocument();
    const sent = api.last('DescribeScreenScoreThread')!;
    expect(Number(sent.get('EndTime')) - Number(sent.get('StartTime'))).toBe(7 * 86_400_000);
  });

  it('an invalid date is reported and the default range is used', async () => {
    const api = screenApi();
    renderTiles([tileOf('SE_OP_SE_TREND', 'banana')]);
    const card = await findTile('Security posture');
    expect(await within(card).findByRole('note')).toHaveTextContent(
      'Invalid time range “banana”, showing the last 7 days',
    );
    await within(card).findByRole('figure', { name: 'Security score over time' });
    const sent = api.last('DescribeScreenScoreThread')!;
    expect(Number(sent.get('EndTime')) - Number(sent.get('StartTime'))).toBe(7 * 86_400_000);
  });

  it('500: says the service failed and Retry refetches', async () => {
    const api = screenApi();
    api.set('DescribeScreenScoreThread', serverError);
    const user = userEvent.setup();
    renderTiles([tileOf('SE_OP_SE_TREND')]);
    const card = await findTile('Security posture');
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Score trend: The service failed (500). Try again in a moment.',
    );
    // The app's policy retried the 5xx before giving up.
    expect(api.count('DescribeScreenScoreThread')).toBe(4);
    api.set('DescribeScreenScoreThread', null);
    await user.click(within(alert).getByRole('button', { name: 'Retry Score trend' }));
    expect(
      await within(card).findByRole('figure', { name: 'Security score over time' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});

describe('SE_OP_ATTACK_CLASS', () => {
  /** Name and value of each slice the ring was given. */
  const slicesOf = (figure: HTMLElement) =>
    (optionOf(figure).series[0]!.data as { name: string; value: number }[]).map((d) => [
      d.name,
      d.value,
    ]);

  it('a ring by attack type with the response labels; unknown types as they came', async () => {
    const api = screenApi();
    renderTiles([tileOf('SE_OP_ATTACK_CLASS')]);
    const chart = await screen.findByRole('figure', { name: 'Attacks by type' });
    expect(slicesOf(chart)).toEqual([
      ['SSH brute force', 60],
      ['XSS', 20],
      ['weird-type', 5],
    ]);
    expect(chart).toHaveTextContent(
      '85 attacks in all. By type: SSH brute force 60, XSS 20, weird-type 5.',
    );
    // No labels on the slices: they would be cut at the tile's edge.
    expect(optionOf(chart).series[0]).toEqual(
      expect.objectContaining({ label: { show: false }, labelLine: { show: false } }),
    );
    const sent = api.last('DescribeScreenAttackAnalysisData')!;
    expect(sent.get('Type')).toBe('PIE_CHART');
    // Seconds for this operation.
    expect(Number(sent.get('EndTime')) - Number(sent.get('StartTime'))).toBeCloseTo(7 * 86_400, -1);
  });

  it('shows the six largest types and one "Other types" slice summing the rest', async () => {
    const api = screenApi();
    // Ten types; `xss` and 101 share the label "XSS" and are one slice.
    const records = [
      { crack_type: '5', crack_cnt: 500 },
      { crack_type: 101, crack_cnt: 300 },
      { crack_type: 'xss', crack_cnt: 100 },
      { crack_type: '3', crack_cnt: 350 },
      { crack_type: '0', crack_cnt: 200 },
      { crack_type: '21', crack_cnt: 150 },
      { crack_type: '4', crack_cnt: 120 },
      { crack_type: '6', crack_cnt: 30 },
      { crack_type: '9', crack_cnt: 20 },
      { crack_type: 'novel', crack_cnt: 10 },
    ];
    api.set(
      'DescribeScreenAttackAnalysisData:PIE_CHART',
      json({ RequestId: 'r', Data: JSON.stringify(records), Total: records.length }),
    );
    renderTiles([tileOf('SE_OP_ATTACK_CLASS')]);
    const chart = await screen.findByRole('figure', { name: 'Attacks by type' });
    expect(slicesOf(chart)).toEqual([
      ['SSH brute force', 500],
      ['XSS', 400],
      ['MySQL brute force', 350],
      ['SQL injection attack', 200],
      ['Scan attack', 150],
      ['FTP brute force', 120],
      ['Other types', 60],
    ]);
    const legend = (optionOf(chart) as unknown as { legend: { data: string[] } }).legend;
    expect(legend.data).toHaveLength(7);
    expect(chart).toHaveTextContent(
      '1,780 attacks in all. By type: SSH brute force 500, XSS 400, MySQL brute force 350, ' +
        'SQL injection attack 200, Scan attack 150, FTP brute force 120, Other types (3 types) 60.',
    );
  });

  it('puts the legend beside the ring in a wide tile and under it in a narrow one', async () => {
    screenApi();
    tileBodiesMeasure(435, 163);
    const { unmount } = renderTiles([tileOf('SE_OP_ATTACK_CLASS')]);
    const wide = optionOf(await screen.findByRole('figure', { name: 'Attacks by type' })) as {
      legend?: { orient: string; left: number; bottom?: number };
      series: { center?: number[] }[];
    };
    expect(wide.legend).toEqual(expect.objectContaining({ orient: 'vertical' }));
    // The legend starts right of the ring, whose centre is left of it.
    expect(wide.legend!.left).toBeGreaterThan(wide.series[0]!.center![0]! * 2 - 1);
    unmount();

    tileBodiesMeasure(249, 223);
    renderTiles([tileOf('SE_OP_ATTACK_CLASS')]);
    const narrow = optionOf(await screen.findByRole('figure', { name: 'Attacks by type' })) as {
      legend?: { bottom?: number };
    };
    expect(narrow.legend).toEqual(expect.objectContaining({ bottom: 0 }));
  });

  it('in Chinese', async () => {
    screenApi();
    renderTiles([tileOf('SE_OP_ATTACK_CLASS')], { locale: 'zh' });
    const chart = await screen.findByRole('figure', { name: '按类型的攻击分布' });
    expect(slicesOf(chart)).toEqual([
      ['SSH暴力破解', 60],
      ['XSS跨站脚本', 20],
      ['weird-type', 5],
    ]);
    expect(chart).toHaveTextContent(
      '共 85 次攻击。按类型：SSH暴力破解 60，XSS跨站脚本 20，weird-type 5。',
    );
    expect(screen.getByText('近7天')).toBeInTheDocument();
  });

  it('says when the range was limited to 40 days, and drills into attacks', async () => {
    screenApi();
    const onDrill = vi.fn<DrillHandler>();
    const user = userEvent.setup();
    renderTiles([tileOf('SE_OP_ATTACK_CLASS', '60-day')], { render: { onDrill } });
    const card = await findTile('Attack types');
    await within(card).findByRole('figure', { name: 'Attacks by type' });
    expect(within(card).getByText('limited to the last 40 days')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View attacks' }));
    expect(onDrill).toHaveBeenCalledWith({ kind: 'attacks', range: { value: 60, unit: 'day' } });
  });
});

describe('SE_OP_SE_OP', () => {
  it('handled counts and their trends, asked in the UI language', async () => {
    const api = screenApi();
    renderTiles([tileOf('SE_OP_SE_OP')]);
    const card = await findTile('Security operations');
    const chart = await within(card).findByRole('figure', { name: 'Items handled over time' });
    // The caption says "handled", so the counts' words stay short enough for one line.
    expect(within(card).getByText('Handled in the last 7 days')).toBeInTheDocument();
    expect(statValue(card, 'baseline')).toBe('21 Baseline items');
    expect(statValue(card, 'alarms')).toBe('34 Alarms');
    expect(statValue(card, 'vuls')).toBe('55 Vulnerabilities');
    expect(optionOf(chart).series.map((s) => [s.name, s.data])).toEqual([
      ['Baseline items handled', [5, 7, 9]],
      ['Alarms handled', [10, 12, 12]],
      ['Vulnerabilities handled', [15, 20, 20]],
    ]);
    expect(api.last('DescribeScreenOperateInfo')!.get('Lang')).toBe('en');
  });
});

describe('SE_OP_ATTACK_TOP5', () => {
  /** The rows of one ranking, as read: name · detail, then the count. */
  const rowsOf = (card: HTMLElement, ranking: string) =>
    within(within(card).getByRole('region', { name: ranking }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('ranks the top five sources with region and the attacked assets, as lists', async () => {
    screenApi();
    renderTiles([tileOf('SE_OP_ATTACK_TOP5')]);
    const card = await findTile('Attack source top 5');
    const rankings = await within(card).findByRole('group', {
      name: 'Top attack sources and attacked assets',
    });
    expect(rowsOf(rankings, 'Attack sources')).toEqual([
      '203.0.113.1 · Hangzhou: 80',
      '203.0.113.2 · Berlin: 60',
      '203.0.113.3 · unknown region: 50',
      '203.0.113.4 · Paris: 40',
      '203.0.113.5 · Oslo: 30',
    ]);
    expect(rowsOf(rankings, 'Attacked assets')).toEqual([
      '198.51.100.9: 90',
      'web-1 · 198.51.100.1: 70',
    ]);
    // A shortened name is whole on hover; the bar shows the count against the largest.
    const [first, second] = within(rankings).getAllByRole('listitem');
    expect(first).toHaveAttribute('title', '203.0.113.1 · Hangzhou: 80');
    expect(first!.querySelector('[aria-hidden]')).toHaveStyle({ width: '100%' });
    expect(second!.querySelector('[aria-hidden]')).toHaveStyle({ width: '75%' });
    // HTML, not a chart: no echarts in this tile.
    expect(within(card).queryByRole('figure')).toBeNull();
  });

  it('formats counts in the UI language', async () => {
    const api = screenApi();
    api.set(
      'DescribeScreenAttackAnalysisData:SOURCE_TOP',
      json({
        RequestId: 'r',
        Data: JSON.stringify([{ crack_src_ip: '203.0.113.1', location: '杭州', crack_cnt: 12345 }]),
        Total: 1,
      }),
    );
    renderTiles([tileOf('SE_OP_ATTACK_TOP5')], { locale: 'zh' });
    const card = await findTile('攻击来源 TOP5');
    await waitFor(() => expect(rowsOf(card, '攻击来源')).toEqual(['203.0.113.1 · 杭州: 12,345']));
  });

  it('stacks the rankings in a narrow tile and sets them side by side in a wide one', async () => {
    screenApi();
    tileBodiesMeasure(249, 226);
    const { unmount } = renderTiles([tileOf('SE_OP_ATTACK_TOP5')]);
    const narrow = await screen.findByRole('group', {
      name: 'Top attack sources and attacked assets',
    });
    expect(narrow.dataset.layout).toBe('stack');
    unmount();

    // The wall display's 3 × 6 tile: too short to stack, wide enough for two columns.
    tileBodiesMeasure(435, 163);
    renderTiles([tileOf('SE_OP_ATTACK_TOP5')]);
    const wide = await screen.findByRole('group', {
      name: 'Top attack sources and attacked assets',
    });
    expect(wide.dataset.layout).toBe('side');
  });

  it('one failed part: the other is drawn and the failure named by its part', async () => {
    const api = screenApi();
    api.set('DescribeScreenAttackAnalysisData:CLIENT_TOP', serverError);
    renderTiles([tileOf('SE_OP_ATTACK_TOP5')]);
    const card = await findTile('Attack source top 5');
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Attacked assets: The service failed (500).');
    expect(within(card).getByRole('region', { name: 'Attack sources' })).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Attacked assets' })).toBeNull();
  });
});

describe('SE_OP_ATTACK_TREND', () => {
  it('the total and the attacks over time, in time order', async () => {
    const api = screenApi();
    renderTiles([tileOf('SE_OP_ATTACK_TREND', '24-hour')]);
    const card = await findTile('Attack trend');
    const chart = await within(card).findByRole('figure', { name: 'Attacks over time' });
    await waitFor(() => expect(statValue(card, 'total')).toBe('345 Attacks in range'));
    expect(optionOf(chart).series[0]!.data).toEqual([10, 20, 30]);
    expect(within(card).getByText('Last 24 hours')).toBeInTheDocument();
    expect(
      api
        .all('DescribeScreenAttackAnalysisData')
        .map((p) => p.get('Type'))
        .sort(),
    ).toEqual(['TOTAL', 'TREND']);
  });
});

describe('BEST_PRA_BEST_PRA', () => {
  it('checks by level, failures first, with counts', async () => {
    screenApi();
    renderTiles([tileOf('BEST_PRA_BEST_PRA')]);
    const card = await findTile('Cloud platform best practice');
    expect(await within(card).findByText('3 of 5 checks failed')).toBeInTheDocument();
    const high = within(card).getByRole('region', { name: 'High' });
    expect(high).toHaveTextContent('2 failed, 1 passed');
    expect(
      within(high)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'FailedPublic bucket11 affected',
      'FailedOpen SSH to the world6 affected',
      'PassedMFA for root',
    ]);
    expect(within(card).getByRole('region', { name: 'Medium' })).toHaveTextContent(
      '0 failed, 1 passed',
    );
    expect(within(card).getByRole('region', { name: 'Low' })).toHaveTextContent(
      '1 failed, 0 passed',
    );
  });
});

describe('the tile', () => {
  it('an unknown code renders an unsupported component with what it has', async () => {
    screenApi();
    renderTiles([
      { code: 'SE_OP_MYSTERY', title: 'Mystery', componentId: 42, date: '7-day' },
      { code: null, componentId: 7, date: '1-day' },
    ]);
    const mystery = tile('Mystery');
    expect(mystery).toHaveTextContent('Unsupported component');
    expect(mystery).toHaveTextContent('Component ID 42');
    expect(mystery).toHaveTextContent('Data code SE_OP_MYSTERY');
    const unnamed = tile('Unknown component');
    expect(unnamed).toHaveTextContent('Component ID 7');
    expect(unnamed).toHaveTextContent('No data code');
  });

  it('a widget that throws is caught by its own tile; the others keep drawing', async () => {
    screenApi();
    crash.on = true;
    const user = userEvent.setup();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTiles([tileOf('VUL_EMER'), tileOf('BEST_PRA_BEST_PRA')]);
    const alert = await waitFor(() => within(tile('Emergency vulnerabilities')).getByRole('alert'));
    expect(alert).toHaveTextContent('This tile failed to draw');
    expect(alert).toHaveTextContent('emergency list exploded');
    expect(await screen.findByText('3 of 5 checks failed')).toBeInTheDocument();

    crash.on = false;
    await user.click(within(alert).getByRole('button', { name: 'Draw again' }));
    expect(
      await within(tile('Emergency vulnerabilities')).findByRole('list', {
        name: 'Emergency vulnerabilities by urgency',
      }),
    ).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('charts get the theme object, the pixel ratio and fill the tile', async () => {
    screenApi();
    renderTiles([tileOf('SE_OP_FLOW_TREND')], { render: { theme: 'dark', pixelRatio: 3 } });
    const card = await findTile('Traffic trend');
    const chart = await within(card).findByRole('figure');
    expect(JSON.parse(chart.dataset.theme!)).toEqual(screenDark);
    expect(chart.dataset.pixelRatio).toBe('3');
    expect(chart.dataset.height).toBe('100%');
    expect(card.dataset.theme).toBe('dark');
  });

  it('hands a measured chart its height in pixels, so it follows parts that arrive later', async () => {
    screenApi();
    tileBodiesMeasure(249, 174);
    renderTiles([tileOf('SE_OP_FLOW_TREND')]);
    const card = await findTile('Traffic trend');
    const chart = await within(card).findByRole('figure');
    expect(chart.dataset.height).toBe('174');
  });

  it('is memoized: equal props do not draw it again, a new date does', async () => {
    const api = screenApi();
    const label = 'Security score over time';
    const { rerenderTiles } = renderTiles([tileOf('SE_OP_SE_TREND')]);
    await screen.findByRole('figure', { name: label });
    const drawn = chartRenders.get(label);
    rerenderTiles([tileOf('SE_OP_SE_TREND')]);
    expect(chartRenders.get(label)).toBe(drawn);
    expect(api.count('DescribeScreenScoreThread')).toBe(1);

    rerenderTiles([tileOf('SE_OP_SE_TREND', '2-day')]);
    await waitFor(() => expect(api.count('DescribeScreenScoreThread')).toBe(2));
    await waitFor(() => expect(screen.getByText('Last 2 days')).toBeInTheDocument());
  });
});
