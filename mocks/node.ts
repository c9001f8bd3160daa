import { setupServer } from 'msw/node';
import { mockDb } from './database';
import type { AgentDb } from './agent/store';
import type { ScreenDb } from './screen/store';
import type { PlaylistStore } from './playlists/store';
import { clearFaults } from './core/faultState';
import { setMockRole } from './core/roleState';
import { createMockControl } from './control';
import { handlers } from './handlers';
import { sessionHandler } from './session';
import { activityHandlers } from './activity/handlers';
import { playlistHandlers } from './playlists/handlers';
import { deviceLinkHandlers } from './deviceLinks/handlers';

/** The same handlers for Vitest (test/setup.ts starts and stops it); no added latency. */
export const server = setupServer(
  sessionHandler,
  ...activityHandlers,
  ...playlistHandlers,
  ...deviceLinkHandlers,
  ...handlers,
);

export const mockControl = createMockControl({ scale: 'normal', urlFaultSpec: null });

/** A fresh start for each test: data reseeded relative to now, empty journal, no faults. */
export function resetMockState(): void {
  clearFaults();
  setMockRole('admin');
  mockDb().reset();
}

/** The live agent data the handlers answer from (read it, do not mutate it). */
export function getAgentDb(): AgentDb {
  return mockDb().store('agent');
}

/** The live screen data the handlers answer from (read it, do not mutate it). */
export function getScreenDb(): ScreenDb {
  return mockDb().store('screen');
}

/** The demo's saved playlists (a test changes one behind the page's back, as a colleague would). */
export function getPlaylistStore(): PlaylistStore {
  return mockDb().playlists();
}
