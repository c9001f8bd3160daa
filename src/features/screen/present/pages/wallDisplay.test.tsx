import { act, screen, waitFor, within } from '@testing-library/react';
import { mockControl } from '../../../../../test/msw';
import { renderApp } from '../../../../../test/renderApp';
import { server } from '../../../../../test/msw';
import { storedScreen } from '../../../../../test/screenBackend';
import { lastDates } from '../../../../../test/dates';
import { CANVAS_HEADER_HEIGHT } from '../../layout/model/grid';

/** A screen of two list tiles (no charts), so the wall draws quickly. */
async function smallScreen() {
  return storedScreen('Night shift', [
    { positionId: 1, componentId: 3, date: '1-day', x: 0, y: 0, w: 6, h: 8 },
    { positionId: 2, componentId: 12, date: '1-day', x: 6, y: 0, w: 6, h: 8 },
  ]);
}

const drawnTiles = () => document.querySelectorAll('section[data-code]:not([aria-busy])');

afterEach(() => {
  vi.useRealTimers();
});

describe('the wall display, unattended', () => {
  it('recovers by itself when the component catalogue fails at start, and says when it retries', async () => {
    const id = await smallScreen();
    // More failures than one load's retries: the start fails, the next tick's retries succeed.
    mockControl.setFaultSpec('screen:DescribeScreenDataMap:500*6');
    // The page's clocks (the refresh tick, the countdown) are the test's to move.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderApp(`/screen/${id}/present?refresh=10`);

    const waiting = await screen.findByRole('status', { name: /Cannot load the screen/ });
    expect(waiting).toHaveTextContent(/Retrying in (10|9) s/);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(waiting).toHaveTextContent(/Retrying in (7|6) s/);

    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await waitFor(() => expect(drawnTiles()).toHaveLength(2));
    expect(screen.queryByRole('status', { name: /Cannot load the screen/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Night shift' })).toBeInTheDocument();
  });

  it('says so in Chinese', async () => {
    const id = await smallScreen();
    mockControl.setFaultSpec('screen:DescribeScreenSetting:503');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderApp(`/screen/${id}/present?refresh=30`, { locale: 'zh' });
    const waiting = await screen.findByRole('status', { name: /无法加载大屏/ });
    expect(waiting).toHaveTextContent(/(30|29) 秒后重试/);
  });
});

describe('the wall display, every tile', () => {
  /** The bottom edge of each drawn grid item in canvas pixels, from react-grid-layout's styles. */
  const itemBottoms = () =>
    [...document.querySelectorAll<HTMLElement>('.react-grid-item')].map((item) => {
      const y = Number(/translate\([^,]+,\s*([\d.]+)px\)/.exec(item.style.transform)?.[1]);
      return y + Number.parseFloat(item.style.height);
    });

  it('draws a tile that reaches below the 24 rows inside the canvas, with shorter rows', async () => {
    const id = await storedScreen('Tall', [
      { positionId: 1, componentId: 3, date: '1-day', x: 0, y: 0, w: 12, h: 24 },
      // Pushed past the wall's edge by an edit: rows 25–30.
      { positionId: 2, componentId: 12, date: '1-day', x: 0, y: 24, w: 12, h: 6 },
    ]);
    renderApp(`/screen/${id}/present`);
    await waitFor(() => expect(drawnTiles()).toHaveLength(2));
    const bottoms = itemBottoms();
    expect(bottoms).toHaveLength(2);
    // The grid sits below the header (title and headline figures) on the 1080 px canvas:
    // nothing reaches past it.
    const gridHeight = 1080 - CANVAS_HEADER_HEIGHT;
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(gridHeight);
    // The first ends at row 24, well above the second, whose row 30 is the canvas's last.
    expect(bottoms[1]! - bottoms[0]!).toBeGreaterThan(100);
    expect(bottoms[1]).toBeGreaterThan(gridHeight - 24);
  });
});

describe('the wall display, read from across the room', () => {
  it('heads the wall with the five figures the tiles agree with', async () => {
    const id = await smallScreen();
    renderApp(`/screen/${id}/present`);
    const strip = await screen.findByRole('region', { name: 'Headline figures' });
    await waitFor(() => expect(strip).not.toHaveTextContent('—'));
    const figures = [...strip.querySelectorAll('li')].map((item) => item.textContent);
    expect(figures).toHaveLength(5);
    expect(figures[0]).toMatch(/^Assets\d/);
    expect(figures[1]).toMatch(/^Unprotected\d/);
    expect(figures[2]).toMatch(/^Urgent alarms\d/);
    expect(figures[3]).toMatch(/^Attacks · today[\d,]+$/);
    expect(figures[4]).toMatch(
      /^Security score · (Good|Some hidden risks|Many hidden risks|Weak defense)\d+$/,
    );
    // Every tile on the wall is set in the wall's type, none at the console's.
    await waitFor(() => expect(drawnTiles()).toHaveLength(2));
    for (const tile of drawnTiles()) expect(tile).toHaveAttribute('data-surface', 'wall');
  });

  it('says which headline figures are late, in their own labels, keeping their last values', async () => {
    const id = await smallScreen();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderApp(`/screen/${id}/present?refresh=10`);
    const strip = await screen.findByRole('region', { name: 'Headline figures' });
    await waitFor(() => expect(strip).not.toHaveTextContent('—'));
    const before = [...strip.querySelectorAll('li')].map((item) => item.lastChild?.textContent);

    mockControl.setFaultSpec('screen:DescribeScreenSecurityStatInfo:500');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(within(strip).getAllByRole('status')).toHaveLength(2));
    const figures = [...strip.querySelectorAll('li')];
    // Urgent alarms and attacks come from the failed operation; the summary's three are fresh.
    expect(figures[2]).toHaveTextContent(/^Urgent alarms · delayed · \d\d:\d\d\d+$/);
    expect(figures[3]).toHaveTextContent(/^Attacks · delayed · \d\d:\d\d[\d,]+$/);
    expect(figures[0]).not.toHaveTextContent(/delayed/);
    expect(figures.map((item) => item.lastChild?.textContent)).toEqual(before);
  });

  it('tells a failure calmly: no operation names, request ids or buttons nobody can press', async () => {
    const id = await smallScreen();
    mockControl.setFaultSpec('screen:DescribeScreenEmerRisk:500');
    renderApp(`/screen/${id}/present`);
    const emer = await screen.findByRole('region', { name: 'Emergency vulnerabilities' });
    await waitFor(() =>
      expect(emer).toHaveTextContent('Waiting for data · trying again at the next refresh'),
    );
    expect(emer).not.toHaveTextContent(/DescribeScreen|Request ID|ServerError/);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says late data in the tile header, where the range was, so the view keeps its room', async () => {
    const id = await smallScreen();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderApp(`/screen/${id}/present?refresh=10`);
    const emer = await screen.findByRole('region', { name: 'Emergency vulnerabilities' });
    await waitFor(() => expect(drawnTiles()).toHaveLength(2));
    const header = emer.querySelector('header')!;
    const range = header.textContent;
    expect(within(emer).queryByRole('status')).toBeNull();

    mockControl.setFaultSpec('screen:DescribeScreenEmerRisk:500');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const late = await within(header).findByRole('status');
    expect(late).toHaveTextContent(/^Delayed · updated \d\d:\d\d$/);
    // One note, in the header: nothing was added above the view.
    expect(within(emer).getAllByRole('status')).toEqual([late]);

    mockControl.setFaultSpec('');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(within(emer).queryByRole('status')).toBeNull());
    expect(header).toHaveTextContent(range!);
  });

  it('hides the console chrome while nobody moves, and shows it at the first movement', async () => {
    const id = await smallScreen();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderApp(`/screen/${id}/present`);
    const exit = await screen.findByRole('button', { name: 'Exit wall display' });
    const stage = screen.getByRole('main');
    expect(stage).not.toHaveAttribute('data-idle');
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(stage).toHaveAttribute('data-idle');
    act(() => {
      window.dispatchEvent(new Event('pointermove'));
    });
    expect(stage).not.toHaveAttribute('data-idle');
    expect(exit).toBeInTheDocument();
  });
});

describe('the wall display over midnight', () => {
  /** The 7-day windows the wall asked the service for, as the dates each covers, in order. */
  function operateWindows() {
    const asked: string[][] = [];
    const record = ({ request }: { request: Request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('Action') !== 'DescribeScreenOperateInfo') return;
      const start = Number(params.get('StartTime'));
      asked.push(lastDates(7, start + 6.5 * 86_400_000));
    };
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    return asked;
  }

  it('asks for the new day at midnight with an hour between refreshes, keeping the tiles drawn', async () => {
    const id = await storedScreen('Overnight', [
      { positionId: 1, componentId: 8, date: '7-day', x: 0, y: 0, w: 6, h: 8 },
      { positionId: 2, componentId: 5, date: '7-day', x: 6, y: 0, w: 6, h: 8 },
    ]);
    const evening = new Date();
    evening.setHours(23, 59, 0, 0);
    const today = lastDates(7, evening.getTime());
    const tomorrow = lastDates(7, evening.getTime() + 3_600_000);
    const asked = operateWindows();
    vi.useFakeTimers({
      now: evening,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    renderApp(`/screen/${id}/present?refresh=3600`);
    const chart = await screen.findByRole('group', { name: 'Items handled over time' });
    await waitFor(() => expect(drawnTiles()).toHaveLength(2));
    const alarms = screen.getByRole('region', { name: 'Alarms' }).querySelector('header')!;
    // The chart stub's option (test/chartStub.tsx); the widgets' test kit is not imported here, as
    // it would load the app's clock before the tests above fake it.
    const axis = () =>
      (JSON.parse(chart.dataset.option ?? '{}') as { xAxis: { data: string[] } }).xAxis.data;
    expect(asked).toEqual([today]);
    expect(axis()).toEqual(today);
    // The service's dates, in the header as a range: "Nov 22 – Nov 28, 2026".
    const short = (key: string) =>
      new Date(`${key}T00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
    expect(alarms).toHaveTextContent(`${short(today[0]!)} – ${short(today[6]!)}`);

    // A minute on: midnight has passed, the hourly refresh is 59 minutes away.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(asked).toEqual([today, tomorrow]));
    await waitFor(() => expect(axis()).toEqual(tomorrow));
    await waitFor(() =>
      expect(alarms).toHaveTextContent(`${short(tomorrow[0]!)} – ${short(tomorrow[6]!)}`),
    );
    expect(drawnTiles()).toHaveLength(2);
    // Once a day: the next minutes ask for nothing until the hour's refresh.
    await act(() => vi.advanceTimersByTimeAsync(30 * 60_000));
    expect(asked).toHaveLength(2);
  });
});
