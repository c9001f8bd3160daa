import { resetMockState, server } from '../mocks/node';
import { setAgentKeyHeldByGateway } from '../src/api/agent/credentials';

/**
 * Every test file: the msw/node mock backend, fresh mock state and storage for each test. Files
 * that run in jsdom (test/setup.dom.ts) also get the DOM helpers; pure modules run in node.
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Web Storage exists only in jsdom (and behind a flag in newer Node versions).
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  resetMockState();
  // A gateway's session read leaves this on for the worker (deviceWall.test.tsx), and the agent
  // key card then says the gateway holds the key to the next file: each test starts without one.
  setAgentKeyHeldByGateway(false);
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());
