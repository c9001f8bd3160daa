import { setAgentKeyHeldByGateway } from '../agent/credentials';
import type { Session } from './model';

let reading: Promise<unknown> | null = null;

/**
 * Reads the session (fetchSession.ts, loaded on first use) and applies what the API layer needs
 * of it: behind a gateway, the gateway holds the agent key.
 */
export function readSession(signal?: AbortSignal): Promise<Session> {
  const read = import('./fetchSession')
    .then(({ fetchSession }) => fetchSession(signal))
    .then((session) => {
      setAgentKeyHeldByGateway(session.gateway && session.auth !== 'demo');
      return session;
    });
  const settled = read.then(
    () => undefined,
    () => undefined,
  );
  reading = settled;
  void settled.then(() => {
    if (reading === settled) reading = null;
  });
  return read;
}

/**
 * Resolves once the session being read has answered (at once when none is): an agent call waits
 * for it, so it neither asks for a key the gateway holds nor sends one it does not need.
 */
export function sessionSettled(): Promise<unknown> {
  return reading ?? Promise.resolve();
}
