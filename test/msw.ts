/**
 * The test harness's door to the mock backend: tests under src/ import from here, so src/ itself
 * reaches mocks/ only through the bootstrap in main.tsx.
 */
export {
  getAgentDb,
  getPlaylistStore,
  getScreenDb,
  mockControl,
  resetMockState,
  server,
} from '../mocks/node';
