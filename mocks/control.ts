import type { MockControl, MockScale } from '../src/api/mockControl';
import { configureMockDb, mockDb } from './database';
import { getFaultSpec, getStartupFaultProblems, initFaults, setFaultSpec } from './core/faultState';
import { initCorpus } from './corpus/state';
import { getMockRole, initMockRole, setMockRole } from './core/roleState';
import { KNOWN_OPERATIONS } from './services';
import { DEMO_AGENT_KEY } from './agent/handlers';
import { webStorage, type StorageLike } from './core/storage';

interface MockEnv {
  scale: MockScale;
  /** The `mock-fault` URL parameter at startup; null when absent (then the tab's stored faults apply). */
  urlFaultSpec: string | null;
  /** The `mock-corpus` URL parameter (`xss`: hostile data in every free text); null when absent. */
  urlCorpus?: string | null;
  /** The `mock-role` URL parameter (`viewer`, `editor`, `admin`); null when absent. */
  urlRole?: string | null;
  /** Where the data journal persists; localStorage when omitted. */
  storage?: StorageLike | null;
}

/** Reads `?mock-scale=large` and `?mock-fault=…` from a location's search string. */
export function readMockEnv(search: string): MockEnv {
  const params = new URLSearchParams(search);
  return {
    scale: params.get('mock-scale') === 'large' ? 'large' : 'normal',
    urlFaultSpec: params.get('mock-fault'),
    urlCorpus: params.get('mock-corpus'),
    urlRole: params.get('mock-role'),
  };
}

/** Sets up the process-wide mock state for this environment and returns the app's handle on it. */
export function createMockControl(env: MockEnv): MockControl {
  configureMockDb({
    scale: env.scale,
    storage: env.storage === undefined ? webStorage('localStorage') : env.storage,
  });
  initFaults(env.urlFaultSpec);
  initCorpus(env.urlCorpus ?? null);
  initMockRole(env.urlRole ?? null);
  return {
    scale: env.scale,
    demoAgentKey: DEMO_AGENT_KEY,
    operations: Object.fromEntries(
      Object.entries(KNOWN_OPERATIONS).flatMap(([service, names]) =>
        names ? [[service, names]] : [],
      ),
    ),
    getRole: getMockRole,
    setRole: setMockRole,
    getFaultSpec,
    setFaultSpec,
    getStartupFaultProblems,
    // Always the process-wide database of the moment, not the one configured here: a test may
    // configure another (a large estate) and the control must reset what the handlers read.
    resetData: () => mockDb().reset(),
    getPersistence: () => mockDb().getPersistence(),
    subscribePersistence: (listener) => mockDb().subscribePersistence(listener),
  };
}
