// The registry, the assets tile and the four tiles that share one security statistics query.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_CODES } from '../../../../api/screen/dataCodes';
import { WIDGETS, widgetFor } from '../model/registry';
import {
  screenApi,
  forbidden,
  serverError,
  json,
  renderTiles,
  tileOf,
  findTile,
  optionOf,
  statValue,
  tileBodiesMeasure,
  restoreMeasuring,
} from '../testing/testKit';
import type { DrillHandler } from '../../drill/model/types';
import { fixtureFor } from '../testing/testFixtures';

afterEach(() => {
  vi.useRealTimers();
  restoreMeasuring();
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
    const ring = await within(card).findByRole('group', {
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
    await within(card).findByRole('group', { name: 'Protected and unprotected assets' });
    expect(card.querySelector('[data-compact]')).not.toBeNull();
    // The same words and numbers, only arranged for the width.
    expect(statValue(card, 'protected')).toBe('17 Protected');
    await waitFor(() => expect(statValue(card, 'weakness')).toBe('2 Hosts with baseline risks'));
    unmount();

    tileBodiesMeasure(435, 163);
    renderTiles([tileOf('ASSETS_ASSETS')]);
    card = await findTile('Assets');
    await within(card).findByRole('group', { name: 'Protected and unprotected assets' });
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
      within(card).getByRole('group', { name: 'Protected and unprotected assets' }),
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
    await screen.findByRole('group', { name: 'Vulnerabilities per day by urgency' });
    await screen.findByRole('group', { name: 'Baseline risks per day by level' });
    await screen.findByRole('group', { name: 'Alarms per day by level' });
    await screen.findByRole('group', { name: 'Attack events over time' });
    await screen.findByText('Alarm number 0');
    expect(api.count('DescribeScreenSecurityStatInfo')).toBe(1);
  });

  it('a tile mounted after the shared answer arrived reuses it instead of asking again', async () => {
    const api = screenApi();
    const { rerenderTiles } = renderTiles([tileOf('VUL_VUL')]);
    await screen.findByRole('group', { name: 'Vulnerabilities per day by urgency' });
    rerenderTiles([tileOf('VUL_VUL'), tileOf('HC_HC'), tileOf('SE_OP_FLOW_TREND')]);
    await screen.findByRole('group', { name: 'Baseline risks per day by level' });
    await screen.findByRole('group', { name: 'Attack events over time' });
    expect(api.count('DescribeScreenSecurityStatInfo')).toBe(1);
  });

  it('VUL_VUL: counts by urgency and the stacked daily trend', async () => {
    screenApi();
    renderTiles([tileOf('VUL_VUL')]);
    const card = await findTile('Vulnerabilities');
    const chart = await within(card).findByRole('group', {
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
      'Per day from Nov 12, 2026 to Nov 14, 2026. Totals: High urgency 5, Medium urgency 12, Low urgency 30.',
    );
    // The statistics have their own window: the caption says which, the year said once.
    expect(within(card).getByText('Nov 12 – Nov 14, 2026')).toBeInTheDocument();
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
    expect(card.querySelector('[data-option]')).toBeNull();
  });

  it('HC_HC: counts by level and the trend, in Chinese', async () => {
    screenApi();
    renderTiles([tileOf('HC_HC')], { locale: 'zh' });
    const card = await findTile('基线');
    const chart = await within(card).findByRole('group', { name: '按等级的每日基线风险数' });
    expect(statValue(card, 'high')).toBe('7 高危');
    expect(statValue(card, 'medium')).toBe('11 中危');
    expect(statValue(card, 'low')).toBe('2 低危');
    expect(optionOf(chart).series.map((s) => [s.name, s.data])).toEqual([
      ['高危', [2, 3, 2]],
      ['中危', [4, 4, 3]],
      ['低危', [1, 0, 1]],
    ]);
    // Dates as the app writes them in Chinese.
    expect(within(card).getByText('2026年11月12日至11月14日')).toBeInTheDocument();
    expect(chart).toHaveTextContent('2026年11月12日 至 2026年11月14日 每日数据');
  });

  it('HC_HC: shows only the levels the service switched on in the trend', async () => {
    const api = screenApi();
    const body = fixtureFor('DescribeScreenSecurityStatInfo', new URLSearchParams()) as {
      HealthCheck: { LevelsOn: string[] };
    };
    body.HealthCheck.LevelsOn = ['high'];
    api.set('DescribeScreenSecurityStatInfo', json(body));
    renderTiles([tileOf('HC_HC')]);
    const chart = await screen.findByRole('group', { name: 'Baseline risks per day by level' });
    expect(optionOf(chart).series.map((s) => s.name)).toEqual(['High']);
  });

  it('ALARM_ALARM: counts, trend and the five latest pending alarms, with drill-downs', async () => {
    const api = screenApi();
    const onDrill = vi.fn<DrillHandler>();
    const user = userEvent.setup();
    renderTiles([tileOf('ALARM_ALARM')], { render: { onDrill } });
    const card = await findTile('Alarms');
    const chart = await within(card).findByRole('group', { name: 'Alarms per day by level' });
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
    await within(card).findByRole('group', { name: 'Alarms per day by level' });
    await waitFor(() => expect(statValue(card, 'serious')).toBe('4 Urgent'));
    expect(within(card).queryByRole('region', { name: 'Latest pending alarms' })).toBeNull();
  });

  it('SE_OP_FLOW_TREND: total and area line', async () => {
    screenApi();
    renderTiles([tileOf('SE_OP_FLOW_TREND')]);
    const card = await findTile('Traffic trend');
    const chart = await within(card).findByRole('group', { name: 'Attack events over time' });
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
      'Per day from Nov 12, 2026 to Nov 14, 2026: Attack events 1,234 in all.',
    );
  });

  it('marks data stale when a refresh fails, with its age, and clears the mark on recovery', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-14T08:00:00Z').getTime();
    vi.setSystemTime(start);
    const api = screenApi();
    const { client } = renderTiles([tileOf('SE_OP_FLOW_TREND')]);
    const card = await findTile('Traffic trend');
    await within(card).findByRole('group', { name: 'Attack events over time' });

    vi.setSystemTime(start + 3 * 60_000);
    api.set('DescribeScreenSecurityStatInfo', serverError);
    await act(() => client.refetchQueries());
    const note = await within(card).findByRole('status');
    expect(note).toHaveTextContent('Data from 3 minutes ago — refresh failed');
    // The data stays drawn, and no error replaces it.
    expect(statValue(card, 'total')).toBe('1,234 Attack events in all');
    expect(
      within(card).getByRole('group', { name: 'Attack events over time' }),
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
