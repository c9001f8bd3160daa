import { act, screen, waitFor } from '@testing-library/react';
import { mockControl } from '../../../../test/msw';
import { renderApp } from '../../../../test/renderApp';
import { storedScreen } from '../../../../test/screenBackend';

vi.mock('../../../components/Chart', () => import('../../../../test/chartStub'));

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
    // The grid sits below the 72 px header on the 1080 px canvas: nothing reaches past it.
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(1080 - 72);
    // The first ends at row 24, well above the second, whose row 30 is the canvas's last.
    expect(bottoms[1]! - bottoms[0]!).toBeGreaterThan(100);
    expect(bottoms[1]).toBeGreaterThan(1080 - 72 - 24);
  });
});
