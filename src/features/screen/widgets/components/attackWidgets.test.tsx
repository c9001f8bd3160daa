// The attack tiles: attack classes, the operations summary, the top five and the trend.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datesAsked, lastDates } from '../../../../../test/dates';
import {
  screenApi,
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

afterEach(() => {
  vi.useRealTimers();
  restoreMeasuring();
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
    const chart = await screen.findByRole('group', { name: 'Attacks by type' });
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
    // Seconds for this operation: from local midnight six days ago, seven dates.
    expect(Number(sent.get('StartTime'))).toBe(
      new Date(lastDates(7)[0]! + 'T00:00').getTime() / 1000,
    );
    expect(datesAsked(sent)).toEqual(lastDates(7));
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
    const chart = await screen.findByRole('group', { name: 'Attacks by type' });
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
    const wide = optionOf(await screen.findByRole('group', { name: 'Attacks by type' })) as {
      legend?: { orient: string; left: number; bottom?: number };
      series: { center?: number[] }[];
    };
    expect(wide.legend).toEqual(expect.objectContaining({ orient: 'vertical' }));
    // The legend starts right of the ring, whose centre is left of it.
    expect(wide.legend!.left).toBeGreaterThan(wide.series[0]!.center![0]! * 2 - 1);
    unmount();

    tileBodiesMeasure(249, 223);
    renderTiles([tileOf('SE_OP_ATTACK_CLASS')]);
    const narrow = optionOf(await screen.findByRole('group', { name: 'Attacks by type' })) as {
      legend?: { bottom?: number };
    };
    expect(narrow.legend).toEqual(expect.objectContaining({ bottom: 0 }));
  });

  it('in Chinese', async () => {
    screenApi();
    renderTiles([tileOf('SE_OP_ATTACK_CLASS')], { locale: 'zh' });
    const chart = await screen.findByRole('group', { name: '按类型的攻击分布' });
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
    await within(card).findByRole('group', { name: 'Attacks by type' });
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
    const chart = await within(card).findByRole('group', { name: 'Items handled over time' });
    // The caption says "handled", so the counts' words stay short enough for one line.
    expect(within(card).getByText('Handled in the last 7 days')).toBeInTheDocument();
    expect(statValue(card, 'baseline')).toBe('21 Baseline items');
    expect(statValue(card, 'alarms')).toBe('34 Alarms');
    expect(statValue(card, 'vuls')).toBe('55 Vulnerabilities');
    // On the tile's window: seven dates ending today, the days the service sent nothing for empty.
    const none = [null, null, null, null];
    expect(optionOf(chart).series.map((s) => [s.name, s.data])).toEqual([
      ['Baseline items handled', [...none, 5, 7, 9]],
      ['Alarms handled', [...none, 10, 12, 12]],
      ['Vulnerabilities handled', [...none, 15, 20, 20]],
    ]);
    expect(optionOf(chart).xAxis).toEqual(expect.objectContaining({ data: lastDates(7) }));
    expect(datesAsked(api.last('DescribeScreenOperateInfo')!)).toEqual(lastDates(7));
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
    expect(card.querySelector('[data-option]')).toBeNull();
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
    const chart = await within(card).findByRole('group', { name: 'Attacks over time' });
    await waitFor(() => expect(statValue(card, 'total')).toBe('345 Attacks in range'));
    expect(optionOf(chart).series[0]!.data).toEqual([10, 20, 30]);
    expect(within(card).getByText('Last 24 hours')).toBeInTheDocument();
    expect(
      api
        .of('DescribeScreenAttackAnalysisData')
        .map((p) => p.get('Type'))
        .sort(),
    ).toEqual(['TOTAL', 'TREND']);
  });
});
