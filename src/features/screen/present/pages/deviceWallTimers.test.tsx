import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { storedScreen } from '../../../../../test/screenBackend';

preloadRoutes('/wall');

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const EMER = { positionId: 1, componentId: 3, date: '1-day', x: 0, y: 0, w: 6, h: 8 };

const deviceOf = (screenId: string) => ({
  id: 'dl-lobby',
  name: 'Lobby wall',
  target: { kind: 'screen', screenId },
  expiresAt: '2027-02-26T09:00:00.000Z',
});

const drawnTiles = () => document.querySelectorAll('section[data-code]:not([aria-busy])');

afterEach(() => {
  vi.useRealTimers();
});

describe('a display on its own', () => {
  it('reads its session every minute, so a link revoked while nothing else fails still ends the wall', async () => {
    const id = await storedScreen('Night shift', [EMER]);
    let revoked = false;
    let asked = 0;
    server.use(
      http.get('*/api/session', () => {
        asked += 1;
        if (revoked) {
          return HttpResponse.json(
            { code: 'DeviceLinkRevoked', message: 'revoked', requestId: 'gw-1' },
            { status: 401 },
          );
        }
        return HttpResponse.json({
          auth: 'device',
          subject: null,
          name: 'Lobby wall',
          email: null,
          role: 'viewer',
          device: deviceOf(id),
          operations: { screen: [], lake: [], agent: [] },
        });
      }),
    );
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    // An hour between refreshes: only the session's poll can notice.
    renderApp('/wall?refresh=3600');
    await waitFor(() => expect(drawnTiles()).toHaveLength(1));
    const before = asked;

    revoked = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('heading', { name: 'Night shift' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(
      await screen.findByRole('heading', { name: 'This display’s link was revoked' }),
    ).toBeInTheDocument();
    expect(asked).toBe(before + 1);
    expect(drawnTiles()).toHaveLength(0);

    // Ended for good: nothing keeps asking.
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(asked).toBe(before + 1);
  });

  it('tries a token again on its own when the gateway does not answer, and says when', async () => {
    const id = await storedScreen('Night shift', [EMER]);
    let held = false;
    let tries = 0;
    server.use(
      http.post('*/api/device-session', () => {
        tries += 1;
        if (tries === 1) return HttpResponse.json({ code: 'Internal' }, { status: 500 });
        if (tries === 2) return HttpResponse.error();
        held = true;
        return HttpResponse.json({ device: deviceOf(id) });
      }),
      http.get('*/api/session', () =>
        held
          ? HttpResponse.json({
              auth: 'device',
              subject: null,
              name: 'Lobby wall',
              email: null,
              role: 'viewer',
              device: deviceOf(id),
              operations: { screen: [], lake: [], agent: [] },
            })
          : HttpResponse.json({ code: 'SignInRequired' }, { status: 401 }),
      ),
    );
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      shouldAdvanceTime: true,
    });
    const { router } = renderApp(`/wall#${TOKEN}`, { locale: 'zh' });

    // The page's one clock reads by the second, so the countdown may start a second high.
    const waiting = await screen.findByRole('status', { name: '无法连接此显示屏' });
    expect(waiting).toHaveTextContent(/(11|10|9) 秒后重试/);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // No answer at all the second time: twice as long.
    await waitFor(() => expect(tries).toBe(2));
    expect(await screen.findByRole('status', { name: '无法连接此显示屏' })).toHaveTextContent(
      /(21|20|19) 秒后重试/,
    );
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByRole('heading', { name: 'Night shift' })).toBeInTheDocument();
    expect(tries).toBe(3);
    expect(router.state.location.pathname).toBe('/wall');
  });
});
