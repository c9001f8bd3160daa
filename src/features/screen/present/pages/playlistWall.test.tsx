import { act, screen, waitFor } from '@testing-library/react';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { storedScreen } from '../../../../../test/screenBackend';
import { callOperation } from '../../../../api/operation';
import { screenOperations } from '../../../../api/screen/operations';

preloadRoutes('/screen/play');

/** Small screens of list tiles (no charts): emergency vulnerabilities, or cloud best practice. */
const EMER = { positionId: 1, componentId: 3, date: '1-day', x: 0, y: 0, w: 6, h: 8 };
const CLOUD = { positionId: 1, componentId: 12, date: '1-day', x: 0, y: 0, w: 6, h: 8 };

/** Every screen-service request, as `Action` or `Action:Id`, in the order they were sent. */
function recordScreenRequests() {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams;
    const action = params.get('Action');
    if (action) asked.push(params.get('Id') ? `${action}:${params.get('Id')}` : action);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return asked;
}

const position = (name: RegExp) => screen.findByRole('status', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('a playlist on the wall', () => {
  it('says where it is, and asks for the next screen before it shows so no tile is blank', async () => {
    const first = await storedScreen('Night shift', [EMER]);
    const second = await storedScreen('Cloud check', [CLOUD]);
    const third = await storedScreen('Night shift again', [EMER]);
    const asked = recordScreenRequests();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    renderApp(`/screen/play?play=${first}:20,${second}:20,${third}:20`);

    expect(await position(/^Screen 1 of 3: Night shift$/)).toHaveTextContent('1 / 3');
    expect(screen.getByRole('heading', { name: 'Night shift' })).toBeInTheDocument();
    expect(asked).not.toContain(`DescribeScreenSetting:${second}`);
    expect(asked).not.toContain('DescribeScreenCloudHcRisk');

    // Five seconds before the switch: the next screen's layout, then its tile's data.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(asked).toContain('DescribeScreenCloudHcRisk'));
    expect(asked).toContain(`DescribeScreenSetting:${second}`);
    expect(screen.getByRole('status', { name: /^Screen 1 of 3/ })).toBeInTheDocument();
    const before = asked.length;

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await position(/^Screen 2 of 3: Cloud check$/)).toHaveTextContent('2 / 3');
    // Drawn from what was fetched: its tile has its data at once, and nothing more was asked.
    const tile = document.querySelector('main > div:last-of-type section[data-code]');
    expect(tile).not.toHaveAttribute('aria-busy');
    expect(asked.slice(before)).not.toContain('DescribeScreenCloudHcRisk');
  });

  it('skips a screen deleted meanwhile, naming it calmly, and moves on', async () => {
    const first = await storedScreen('Night shift', [EMER]);
    const second = await storedScreen('Cloud check', [CLOUD]);
    const third = await storedScreen('Ops room', [EMER]);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    renderApp(`/screen/play?play=${first}:20,${second}:20,${third}:20&refresh=10`);
    await position(/^Screen 1 of 3/);

    await callOperation(screenOperations.DeleteScreenSetting, { id: second });
    // The refresh tick reads the saved screens again; the switch after it passes the deleted one.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await position(/^Screen 3 of 3: Ops room$/)).toHaveTextContent('3 / 3');
    expect(screen.getByText('Screen ‘Cloud check’ is no longer saved; skipped.')).toBeVisible();
  });

  it('says calmly when none of its screens is saved any more', async () => {
    renderApp('/screen/play?play=424242:20,434343:20');
    expect(
      await screen.findByText(/None of this playlist’s screens is saved any more/),
    ).toBeVisible();
  });
});
