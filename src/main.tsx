import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { CrashNotice } from './app/CrashNotice';
import { registerMockControl } from './api/mockControl';
import { createQueryClient } from './app/queryClient';
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

const queryClient = createQueryClient();
const root = createRoot(document.getElementById('root')!);
startMockBackend().then(
  () =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error('The demo backend could not start', error);
    root.render(<CrashNotice error={error instanceof Error ? error : new Error(String(error))} />);
  },
);
