import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  DEVICE_TOKEN_PATTERN,
  deviceLinkEndOf,
  WALL_PATH,
  type DeviceLinkEnd,
} from '../../../../api/deviceLinks/model';
import { openDeviceSession } from '../../../../api/deviceLinks/fetchDeviceLinks';
import { isApiError } from '../../../../api/errors';
import { shouldRetry } from '../../../../api/retry';
import { sessionKeys, sessionQueries } from '../../../../api/session/queries';

/** How often a display reads its session when nothing else asks: a link ended shows by then. */
export const DEVICE_SESSION_POLL_MS = 60_000;

/** The end a refusal names: only a 401 with one of the device link codes is one. */
export function deviceLinkEndOfError(error: unknown): DeviceLinkEnd | null {
  if (!isApiError(error) || error.status !== 401) return null;
  return deviceLinkEndOf(error.code);
}

function endInCache(queryClient: QueryClient): DeviceLinkEnd | null {
  for (const query of queryClient.getQueryCache().getAll()) {
    const end = query.state.status === 'error' ? deviceLinkEndOfError(query.state.error) : null;
    if (end) return end;
  }
  return null;
}

/**
 * Whether the display's link has ended, from any read refused for it (a tile at its refresh, the
 * playlist, the session's poll). Once ended it stays so until the page is opened again: the
 * credential does not come back, and a wall flickering between tiles and the notice helps nobody.
 */
export function useDeviceLinkEnd(): DeviceLinkEnd | null {
  const queryClient = useQueryClient();
  const [end, setEnd] = useState<DeviceLinkEnd | null>(() => endInCache(queryClient));
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const found = deviceLinkEndOfError(event.action.error);
        if (found) setEnd((current) => current ?? found);
      }),
    [queryClient],
  );
  return end;
}

/**
 * The session, read as a display reads it: again every minute, in the background too, so a link
 * revoked while nothing else asks (a paused playlist, refresh off) still ends the wall. Only what
 * may pass by itself is retried: a refusal is an answer.
 */
export function useDisplaySession(enabled: boolean) {
  return useQuery({
    ...sessionQueries.current(),
    retry: shouldRetry,
    refetchInterval: enabled ? DEVICE_SESSION_POLL_MS : false,
    refetchIntervalInBackground: true,
    enabled,
  });
}

/** Waits before trying a token again after no answer: 10 s, 20 s, 40 s, then every minute. */
export function tradeRetryDelay(attempt: number): number {
  return Math.min(10_000 * 2 ** attempt, 60_000);
}

export type TokenTrade =
  { kind: 'trading' } | { kind: 'ended'; end: DeviceLinkEnd } | { kind: 'failed'; retryAt: number };

/**
 * `/wall#<token>`: trades the link's token for the gateway's cookie, then moves to `/wall`, so the
 * token leaves the address bar (a wall is photographed). A refusal ends here (what the link is);
 * no answer is tried again on its own, later each time, since nobody may be there.
 */
export function useTokenTrade(token: string): TokenTrade {
  const navigate = useNavigate();
  // The link as given may choose the wall's refresh (`?refresh=`): it stays with the wall.
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const wellFormed = DEVICE_TOKEN_PATTERN.test(token);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TokenTrade>({ kind: 'trading' });
  // One request per attempt, however often the effect runs (StrictMode runs it twice).
  const sent = useRef<{ token: string; attempt: number; answer: Promise<unknown> } | null>(null);

  useEffect(() => {
    if (!wellFormed) return undefined;
    if (sent.current?.token !== token || sent.current.attempt !== attempt) {
      sent.current = { token, attempt, answer: openDeviceSession(token) };
    }
    let live = true;
    sent.current.answer.then(
      () => {
        if (!live) return;
        // The session read before (if any) was without the link's cookie.
        queryClient.removeQueries({ queryKey: sessionKeys.current, exact: true });
        void navigate({ pathname: WALL_PATH, search, hash: '' }, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        const transient =
          !isApiError(error) || error.isTransient || error.kind === 'invalid-response';
        if (transient) {
          setState({ kind: 'failed', retryAt: Date.now() + tradeRetryDelay(attempt) });
        } else {
          // Any other refusal: the gateway does not know this link as one to show.
          setState({ kind: 'ended', end: deviceLinkEndOfError(error) ?? 'unknown' });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, wellFormed, navigate, queryClient, search]);

  useEffect(() => {
    if (state.kind !== 'failed') return undefined;
    const timer = setTimeout(
      () => {
        setState({ kind: 'trading' });
        setAttempt((count) => count + 1);
      },
      Math.max(0, state.retryAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state]);

  // A token cut short or changed in its form is no link: nothing to ask the gateway.
  if (!wellFormed) return { kind: 'ended', end: 'unknown' };
  return state;
}
