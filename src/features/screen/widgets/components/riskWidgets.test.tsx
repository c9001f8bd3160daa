// Emergency vulnerabilities, the score trend and best practice; and what every tile does: unknown
// codes, a view that crashes, chart sizing and memoization.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datesAsked, lastDates } from '../../../../../test/dates';
import { chartRenders } from '../../../../../test/chartStub';
import { screenDark } from '../model/chartThemes';
import {
  screenApi,
  forbidden,
  serverError,
  json,
  renderTiles,
  tileOf,
  tile,
  findTile,
  optionOf,
  tileBodiesMeasure,
  restoreMeasuring,
  findChart,
} from '../testing/testKit';
import type { ComponentType } from 'react';
import type { EmerRisk } from '../../../../api/screen/schemas';
import type { WidgetViewProps } from '../model/types';

type EmerProps = WidgetViewProps<[EmerRisk]>;

// A widget that can be made to throw while drawing, for the tile's error boundary.
const crash = vi.hoisted(() => ({ on: false }));
vi.mock('./EmerView', async (importOriginal) => {
  const original = await importOriginal<{ default: ComponentType<EmerProps> }>();
  const Real = original.default;
  return {
    default: (props: EmerProps) => {
      if (crash.on) throw new Error('emergency list exploded');
      return <Real {...props} />;
    },
  };
});

afterEach(() => {
  crash.on = false;
  vi.useRealTimers();
  restoreMeasuring();
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
      'HighSpring4Shell9 hosts affected',
      'HighLog4Shell3 hosts affected',
      'MediumOpenSSH regreSSHion40 hosts affected',
      'LowOld kernel99 hosts affected',
    ]);
    expect(within(list).getAllByText('High')[0]).toHaveAttribute('title', 'High urgency');
  });

  it('says "no affected hosts" in words, after those that affect hosts', async () => {
    const api = screenApi();
    api.set(
      'DescribeScreenEmerRisk',
      json({
        RequestId: 'r',
        CloudHcRiskItems: [
          { VulName: 'regreSSHion', Level: 'ASAP', AffectCount: 0 },
          { VulName: 'Dirty Pipe', Level: 'LATER', AffectCount: 1 },
        ],
      }),
    );
    renderTiles([tileOf('VUL_EMER')], { locale: 'zh' });
    const list = await screen.findByRole('list', { name: '按紧急程度排列的应急漏洞' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['中Dirty Pipe影响 1 台主机', '高regreSSHion无受影响主机']);
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
    const chart = await within(card).findByRole('group', { name: 'Security score over time' });
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
    // Three dates, today last: from local midnight two days ago.
    expect(datesAsked(api.last('DescribeScreenScoreThread')!)).toEqual(lastDates(3));
  });

  it('says when the range was limited to 7 days', async () => {
    const api = screenApi();
    renderTiles([tileOf('SE_OP_SE_TREND', '30-day')]);
    const card = await findTile('Security posture');
    const chart = await within(card).findByRole('group', { name: 'Security score over time' });
    expect(within(card).getByText('limited to 7 days')).toBeInTheDocument();
    // The axis is the window asked for, seven dates; the service's three scores on theirs.
    expect(optionOf(chart).xAxis).toEqual(expect.objectContaining({ data: lastDates(7) }));
    expect(optionOf(chart).series[0]!.data).toEqual([null, null, null, null, 90, 84, 96]);
    expect(within(card).getByText(/^Last 30 days/)).toBeInTheDocument();
    // The last seven dates of the thirty.
    expect(datesAsked(api.last('DescribeScreenScoreThread')!)).toEqual(lastDates(7));
  });

  it('an invalid date is reported and the default range is used', async () => {
    const api = screenApi();
    renderTiles([tileOf('SE_OP_SE_TREND', 'banana')]);
    const card = await findTile('Security posture');
    expect(await within(card).findByRole('note')).toHaveTextContent(
      'Invalid time range “banana”, showing the last 7 days',
    );
    await within(card).findByRole('group', { name: 'Security score over time' });
    expect(datesAsked(api.last('DescribeScreenScoreThread')!)).toEqual(lastDates(7));
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
      await within(card).findByRole('group', { name: 'Security score over time' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).toBeNull();
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
    const chart = await findChart(card);
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
    const chart = await findChart(card);
    expect(chart.dataset.height).toBe('174');
  });

  it('is memoized: equal props do not draw it again, a new date does', async () => {
    const api = screenApi();
    const label = 'Security score over time';
    const { rerenderTiles } = renderTiles([tileOf('SE_OP_SE_TREND')]);
    await screen.findByRole('group', { name: label });
    const drawn = chartRenders(label);
    rerenderTiles([tileOf('SE_OP_SE_TREND')]);
    expect(chartRenders(label)).toBe(drawn);
    expect(api.count('DescribeScreenScoreThread')).toBe(1);

    rerenderTiles([tileOf('SE_OP_SE_TREND', '2-day')]);
    await waitFor(() => expect(api.count('DescribeScreenScoreThread')).toBe(2));
    await waitFor(() => expect(screen.getByText('Last 2 days')).toBeInTheDocument());
  });
});
