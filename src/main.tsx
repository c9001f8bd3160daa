import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { CrashNotice } from './app/CrashNotice';
import { registerMockControl } from './api/mockControl';
import { createQueryClient } from './app/queryClient';
import { setAgentKeyHeldByGateway } from './api/agent/credentials';
import { sessionKeys } from './api/session/queries';
import { fetchSession, isSignInRequired, signInUrl } from './api/session/session';
import { currentPage } from './components/SignInAgainLink';
import './app/global.css';

async function startMockBackend(): Promise<void> {
  // The single switch between mock and live: Vite replaces VITE_API_MODE at build time, so in
  // the live build this branch and the whole mocks/ chunk are dropped.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { startMocks } = await import('../mocks/browser');
    registerMockControl(await startMocks());
    // Journeys check that no secret outlives the view that showed it (e2e/secrets.spec.ts): they
    // read the query cache here. Only the demo build has this; the live build drops the branch.
    (window as unknown as { parapetQueryClient?: typeof queryClient }).parapetQueryClient =
      queryClient;
  }
}

/**
 * Who the console acts for, before the first render: the gateway's session (or the demo mock's),
 * so no control a role cannot use ever shows enabled, and agent calls know whether the gateway
 * holds the key. Nobody signed in: straight to the gateway's sign-in, back to this page after.
 * Any other failure renders the console anyway: the session query tries again and the shell says
 * why (SessionNotice), while each call still answers for itself.
 */
async function startSession(): Promise<boolean> {
  try {
    const session = await fetchSession();
    queryClient.setQueryData(sessionKeys.current, session);
    setAgentKeyHeldByGateway(session.gateway && session.auth !== 'demo');
    return true;
  } catch (error) {
    if (!isSignInRequired(error)) return true;
    window.location.replace(signInUrl(currentPage()));
    return false;
  }
}

const queryClient = createQueryClient();
const root = createRoot(document.getElementById('root')!);
startMockBackend()
  .then(startSession)
  .then(
    (render) =>
      render &&
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    (error: unknown) => {
      console.error('The demo backend could not start', error);
      root.render(
        <CrashNotice error={error instanceof Error ? error : new Error(String(error))} />,
      );
    },
  );
