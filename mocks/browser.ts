import { setupWorker } from 'msw/browser';
import type { MockControl } from '../src/api/mockControl';
import { createMockControl, readMockEnv } from './control';
import { handlers } from './handlers';
import { sessionHandler } from './session';
import { activityHandlers } from './activity/handlers';
import { playlistHandlers } from './playlists/handlers';
import { deviceLinkHandlers } from './deviceLinks/handlers';
import { releaseResponseCopies } from './core/responseCopies';
import { setBaseLatency } from './core/withFaults';
import { setBrowserOffline } from './core/faultState';

/** Starts the in-browser mock backend; main.tsx awaits it before rendering in mock mode. */
export async function startMocks(): Promise<MockControl> {
  const control = createMockControl(readMockEnv(window.location.search));
  // Real services take a moment; instant answers would hide loading states in the demo.
  setBaseLatency({ minMs: 80, maxMs: 250 });
  const worker = setupWorker(
    sessionHandler,
    ...activityHandlers,
    ...playlistHandlers,
    ...deviceLinkHandlers,
    ...handlers,
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  releaseResponseCopies(worker);
  // Offline for the browser is offline for the mock too: every request fails as with no network
  // (the `offline` fault), as a real backend would be out of reach, and answers again once back.
  const followNetwork = () => setBrowserOffline(!navigator.onLine);
  window.addEventListener('online', followNetwork);
  window.addEventListener('offline', followNetwork);
  followNetwork();
  // Journeys and the bench switch faults mid-session (a refresh under a 500) without leaving the
  // page; only the demo build has this, the live build has no mocks at all.
  (window as unknown as { parapetMock?: MockControl }).parapetMock = control;
  return control;
}
