import { act, screen, waitFor } from '@testing-library/react';
import { mockControl } from '../../../../test/msw';
import { renderApp } from '../../../../test/renderApp';
import { callOperation } from '../../../api/operation';
import { screenOperations } from '../../../api/screen/operations';

vi.mock('../../../components/Chart', () => import('../../../../test/chartStub'));

/** A screen of two list tiles (no charts), so the wall draws quickly. */
async function smallScreen() {
  return callOperation(screenOperations.CreateScreenSetting, {
    title: 'Night shift',
    screenDataMap: JSON.stringify([
      { positionId: 1, componentId: 3, date: '1-day', x: 0, y: 0, w: 6, h: 8 },
      { positionId: 2, componentId: 12, date: '1-day', x: 6, y: 0, w: 6, h: 8 },
    ]),
    logoUrl: '',
    logoPower: false,
  });
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
