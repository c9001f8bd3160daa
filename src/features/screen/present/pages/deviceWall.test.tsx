import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { storedScreen } from '../../../../../test/screenBackend';
import { DEVICE_LINK_OUT_OF_SCOPE, type DeviceLinkTarget } from '../../../../api/deviceLinks/model';
import { screenKeys } from '../../../../api/screen/keys';
import { screenQueries } from '../../../../api/screen/queries';
import { sessionKeys } from '../../../../api/session/queries';
import type { Locale } from '../../../../i18n/I18nProvider';

preloadRoutes('/wall');

/** A token of the form the gateway makes (43 base64url characters). */
const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const EXPIRES = '2027-02-26T09:00:00.000Z';

/** Small screens of list tiles (no charts), so the wall draws quickly. */
const EMER = { positionId: 1, componentId: 3, date: '1-day', x: 0, y: 0, w: 6, h: 8 };
const CLOUD = { positionId: 1, componentId: 12, date: '1-day', x: 0, y: 0, w: 6, h: 8 };

const device = (target: DeviceLinkTarget) => ({
  id: 'dl-lobby',
  name: 'Lobby wall',
  target,
  expiresAt: EXPIRES,
});

const deviceSession = (target: DeviceLinkTarget) => ({
  auth: 'device',
  subject: null,
  name: 'Lobby wall',
  email: null,
  role: 'viewer',
  device: device(target),
  operations: { screen: ['DescribeScreenSetting'], lake: [], agent: [] },
});

const refusal = (code: string, status = 401) =>
  HttpResponse.json({ code, message: code, requestId: 'gw-1' }, { status });

/**
 * The gateway as a display meets it: `/api/session` answers "sign in first" until the link's token
 * is traded, then the device's session; `end` makes the session refuse with a link's end.
 */
function gateway(target: DeviceLinkTarget, { held = false } = {}) {
  const state = { held, traded: [] as string[], ended: null as string | null };
  server.use(
    http.post('*/api/device-session', async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      state.traded.push(token);
      state.held = true;
      return HttpResponse.json({ device: device(target) });
    }),
    http.get('*/api/session', () => {
      if (state.ended) return refusal(state.ended);
      if (!state.held) return refusal('SignInRequired');
      return HttpResponse.json(deviceSession(target));
    }),
  );
  return state;
}

/** Every screen call refused with a link's end, in the screen service's error shape. */
function screenRefuses(code: string) {
  server.use(
    http.get('*/api/screen', () =>
      HttpResponse.json({ RequestId: 'rq-1', Code: code, Message: code }, { status: 401 }),
    ),
  );
}

/** What a device may not read (the names of other screens): 403, as the gateway answers it. */
function titlesOutOfScope() {
  server.use(
    http.get('*/api/screen', ({ request }) => {
      if (new URL(request.url).searchParams.get('Action') !== 'DescribeScreenTitles') return;
      return HttpResponse.json(
        { RequestId: 'rq-2', Code: DEVICE_LINK_OUT_OF_SCOPE, Message: 'not for this link' },
        { status: 403 },
      );
    }),
  );
}

const drawnTiles = () => document.querySelectorAll('section[data-code]:not([aria-busy])');

/** The display's page is `/wall` for the sign-in redirect too (it reads the window's address). */
function atDisplayAddress() {
  const before = `${window.location.pathname}${window.location.search}`;
  window.history.replaceState(null, '', '/wall');
  onTestFinished(() => window.history.replaceState(null, '', before));
}

describe('a device link opened on a display', () => {
  it('trades its token, takes it out of the address bar and shows the screen, with no exit', async () => {
    const id = await storedScreen('Night shift', [EMER]);
    const state = gateway({ kind: 'screen', screenId: id });
    const { router } = renderApp(`/wall?refresh=30#${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Night shift' })).toBeInTheDocument();
    expect(state.traded).toEqual([TOKEN]);
    expect(router.state.location.pathname).toBe('/wall');
    expect(router.state.location.search).toBe('?refresh=30');
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(drawnTiles()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Exit wall display' })).toBeNull();
  });

  it('says it is connecting while the token is traded', async () => {
    gateway({ kind: 'screen', screenId: '1001' });
    server.use(http.post('*/api/device-session', () => new Promise<Response>(() => undefined)));
    renderApp(`/wall#${TOKEN}`);
    expect(await screen.findByText('Connecting this display…')).toBeInTheDocument();
  });

  it('plays the link’s playlist without the other screens’ names, each named by its own title', async () => {
    const first = await storedScreen('Night shift', [EMER]);
    const second = await storedScreen('Cloud check', [CLOUD]);
    gateway({ kind: 'playlist', playlistId: 'pl-lobby000001' }, { held: true });
    titlesOutOfScope();
    server.use(
      http.get('*/api/playlists', () =>
        HttpResponse.json({
          playlists: [
            {
              id: 'pl-lobby000001',
              name: 'Lobby',
              entries: [
                { screenId: first, seconds: 30 },
                { screenId: second, seconds: 30 },
              ],
              createdBy: null,
              createdAt: '2026-11-01T00:00:00.000Z',
              updatedAt: '2026-11-01T00:00:00.000Z',
              version: 1,
            },
          ],
        }),
      ),
    );
    renderApp('/wall');

    const position = await screen.findByRole('status', { name: /^Screen 1 of 2: Night shift$/ });
    expect(position).toHaveTextContent('1 / 2');
    expect(screen.getByRole('heading', { name: 'Night shift' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exit wall display' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next screen' })).toBeInTheDocument();
  });

  it('says calmly when it holds no link and nobody is signed in, and sends nobody to sign in', async () => {
    atDisplayAddress();
    gateway({ kind: 'screen', screenId: '1001' });
    const { router } = renderApp('/wall');
    expect(
      await screen.findByRole('heading', { name: 'This display has no link.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An admin can create one under Screen → Device links.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wall');
    expect(window.location.pathname).toBe('/wall');
  });

  it('says a link that is cut short is not valid, without asking the gateway', async () => {
    const state = gateway({ kind: 'screen', screenId: '1001' });
    renderApp(`/wall#${TOKEN.slice(0, 30)}`);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(state.traded).toEqual([]);
  });

  it('says a link cut inside an escape is not valid, rather than failing the page', async () => {
    const state = gateway({ kind: 'screen', screenId: '1001' });
    renderApp(`/wall#${TOKEN.slice(0, 30)}%E`);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(state.traded).toEqual([]);
  });

  it('says a link the gateway does not know (one changed character) is not valid', async () => {
    server.use(http.post('*/api/device-session', () => refusal('DeviceLinkUnknown')));
    const { router } = renderApp(`/wall#${TOKEN.replace('A', 'B')}`);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ask your Parapet admin for the link again/)).toBeInTheDocument();
    expect(router.state.location.hash).toMatch(/^#B/);
  });

  it.each<[Locale, string, string]>([
    [
      'en',
      'This display’s link was revoked',
      'Ask your Parapet admin for a new link, then open it on this computer.',
    ],
    ['zh', '此显示屏的链接已被吊销', '请向 Parapet 管理员索取新链接，然后在这台电脑上打开。'],
  ])('opened after it was revoked, says so (%s)', async (locale, title, hint) => {
    server.use(http.post('*/api/device-session', () => refusal('DeviceLinkRevoked')));
    renderApp(`/wall#${TOKEN}`, { locale });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });
});

describe('a display whose link ends while it shows', () => {
  it.each<[Locale, string]>([
    ['en', 'This display’s link was revoked'],
    ['zh', '此显示屏的链接已被吊销'],
  ])(
    'replaces the wall at the next refresh when the link is revoked (%s)',
    async (locale, title) => {
      atDisplayAddress();
      const id = await storedScreen('Night shift', [EMER]);
      gateway({ kind: 'screen', screenId: id }, { held: true });
      const { queryClient } = renderApp('/wall', { locale });
      await waitFor(() => expect(drawnTiles()).toHaveLength(1));

      // Revoked: the screen calls are refused; the session has not been asked again yet.
      screenRefuses('DeviceLinkRevoked');
      await act(() => queryClient.invalidateQueries({ queryKey: screenKeys.all }));

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(drawnTiles()).toHaveLength(0);
      expect(screen.queryByRole('heading', { name: 'Night shift' })).toBeNull();
      // Calm: a sentence on the wall, no console error page and no sign-in.
      expect(screen.queryByRole('button')).toBeNull();
      expect(window.location.pathname).toBe('/wall');
    },
  );

  it('says when an expired link expired, from the session it last read', async () => {
    const id = await storedScreen('Night shift', [EMER]);
    const state = gateway({ kind: 'screen', screenId: id }, { held: true });
    const { queryClient } = renderApp('/wall');
    await waitFor(() => expect(drawnTiles()).toHaveLength(1));

    state.ended = 'DeviceLinkExpired';
    await act(() => queryClient.refetchQueries({ queryKey: sessionKeys.current }));

    expect(
      await screen.findByRole('heading', { name: 'This display’s link expired on Feb 26, 2027' }),
    ).toBeInTheDocument();
  });

  it('says it has no link once the gateway no longer knows it as one (its cookie gone)', async () => {
    atDisplayAddress();
    const id = await storedScreen('Night shift', [EMER]);
    const state = gateway({ kind: 'screen', screenId: id }, { held: true });
    const { queryClient } = renderApp('/wall');
    await waitFor(() => expect(drawnTiles()).toHaveLength(1));

    state.held = false;
    await act(() => queryClient.refetchQueries({ queryKey: sessionKeys.current }));
    expect(
      await screen.findByRole('heading', { name: 'This display has no link.' }),
    ).toBeInTheDocument();
    expect(drawnTiles()).toHaveLength(0);
  });

  it('is not ended by a refusal that is not a link’s end (a read out of its scope)', async () => {
    const id = await storedScreen('Night shift', [EMER]);
    gateway({ kind: 'screen', screenId: id }, { held: true });
    titlesOutOfScope();
    const { queryClient } = renderApp('/wall');
    await waitFor(() => expect(drawnTiles()).toHaveLength(1));
    await act(() => queryClient.prefetchQuery(screenQueries.titles()));
    expect(queryClient.getQueryState(screenQueries.titles().queryKey)?.status).toBe('error');
    expect(screen.getByRole('heading', { name: 'Night shift' })).toBeInTheDocument();
  });
});
