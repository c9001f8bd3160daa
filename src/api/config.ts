/**
 * Runtime configuration from Vite env (docs/design.md §2). Read once; the API layer never reads
 * env elsewhere.
 */

import type { ServiceName } from './operationSpec';

/** Defined with the contract (operationSpec.ts); re-exported where the bases are. */
export type { ServiceName };

// Outside Vite (the mock backend's HTTP server runs the handlers, which read the bases, in plain
// Node) there is no env: the defaults apply.
const env: Partial<ImportMetaEnv> = (import.meta as Partial<ImportMeta>).env ?? {};

export const apiConfig = {
  /** Resolved by `resolveApiMode` in vite.config.ts and written into the bundle. */
  mode: env.VITE_API_MODE,
  bases: {
    screen: env.VITE_SCREEN_API_BASE || '/api/screen',
    lake: env.VITE_LAKE_API_BASE || '/api/lake',
    agent: env.VITE_AGENT_API_BASE || '/api/agent',
  } satisfies Record<ServiceName, string>,
  /** Abort a request that has not answered by then. */
  timeoutMs: 15_000,
} as const;
