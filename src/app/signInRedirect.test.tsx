import { http, HttpResponse } from 'msw';
import { server } from '../../test/msw';
import { sessionQueries } from '../api/session/queries';
import { createQueryClient } from './queryClient';
import type * as SignInEnded from '../lib/signInEnded';

const signIn = vi.hoisted(() => ({ goToSignIn: vi.fn(), noteSignInEnded: vi.fn() }));
vi.mock('../lib/signInEnded', async (original) => ({
  ...(await original<typeof SignInEnded>()),
  ...signIn,
}));

const SIGN_IN_FIRST = {
  code: 'SignInRequired',
  message: 'sign in first',
  requestId: 'gw-1',
};

describe('a "sign in first" answer', () => {
  beforeEach(() => {
    signIn.goToSignIn.mockClear();
    signIn.noteSignInEnded.mockClear();
  });

  it('to the session, before anyone was signed in: straight to the sign-in', async () => {
    server.use(http.get('*/api/session', () => HttpResponse.json(SIGN_IN_FIRST, { status: 401 })));
    const client = createQueryClient({ retryDelay: () => 1 });
    await client.prefetchQuery(sessionQueries.current());
    expect(signIn.goToSignIn).toHaveBeenCalledTimes(1);
    expect(signIn.noteSignInEnded).not.toHaveBeenCalled();
  });

  it('to the session after it was known: the page stays and offers to sign in again', async () => {
    const client = createQueryClient({ retryDelay: () => 1 });
    await client.fetchQuery(sessionQueries.current());
    server.use(http.get('*/api/session', () => HttpResponse.json(SIGN_IN_FIRST, { status: 401 })));
    await client.refetchQueries({ queryKey: sessionQueries.current().queryKey });
    expect(signIn.goToSignIn).not.toHaveBeenCalled();
    expect(signIn.noteSignInEnded).toHaveBeenCalledTimes(1);
  });

  it('a 401 of the session without the gateway code (a proxy of its own) sends nobody anywhere', async () => {
    server.use(
      http.get('*/api/session', () =>
        HttpResponse.json({ code: 'Unauthorized', message: 'no' }, { status: 401 }),
      ),
    );
    const client = createQueryClient({ retryDelay: () => 1 });
    await client.prefetchQuery(sessionQueries.current());
    expect(signIn.goToSignIn).not.toHaveBeenCalled();
    expect(signIn.noteSignInEnded).not.toHaveBeenCalled();
  });

  it('to the session of a display (/wall): nobody is sent to sign in, the display says it has no link', async () => {
    const before = window.location.pathname;
    window.history.replaceState(null, '', '/wall');
    onTestFinished(() => window.history.replaceState(null, '', before));
    server.use(http.get('*/api/session', () => HttpResponse.json(SIGN_IN_FIRST, { status: 401 })));
    const client = createQueryClient({ retryDelay: () => 1 });
    await client.prefetchQuery(sessionQueries.current());
    expect(signIn.goToSignIn).not.toHaveBeenCalled();
  });

  const ended = (code: string) =>
    http.get('*/api/session', () =>
      HttpResponse.json({ code, message: 'ended', requestId: 'gw-2' }, { status: 401 }),
    );

  it.each(['DeviceLinkRevoked', 'DeviceLinkExpired', 'DeviceLinkUnknown'])(
    'a device link’s end (%s) on a display (/wall) sends nobody to sign in: the wall says it ended',
    async (code) => {
      const before = window.location.pathname;
      window.history.replaceState(null, '', '/wall');
      onTestFinished(() => window.history.replaceState(null, '', before));
      server.use(ended(code));
      const client = createQueryClient({ retryDelay: () => 1 });
      await client.prefetchQuery(sessionQueries.current());
      expect(signIn.goToSignIn).not.toHaveBeenCalled();
      expect(signIn.noteSignInEnded).not.toHaveBeenCalled();
    },
  );

  it('a device link this browser once held, ended, on a console page: to the sign-in, as a person', async () => {
    server.use(ended('DeviceLinkRevoked'));
    const client = createQueryClient({ retryDelay: () => 1 });
    await client.prefetchQuery(sessionQueries.current());
    expect(signIn.goToSignIn).toHaveBeenCalledTimes(1);
  });
});
