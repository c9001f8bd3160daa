import { agentAuthHeaders } from './agent/credentials';
import { sessionSettled } from './session/reading';
import { parseJsonKeepingDigits } from './losslessJson';
import type { QueryValue, ServiceName } from './operationSpec';
import { ACTION_PARAM, VERSION_PARAM } from './screen/assumed';
import { SCREEN_API_VERSION } from './screen/limits';
import { SCREEN_ID_FIELDS } from './screen/schemas';

/**
 * How the console sends every call of a service: credentials, a lossless JSON parser for int64
 * fields, parameters every call carries. The browser's side only: a gateway signs and
 * authenticates its own way, so none of this is in the contract (operationSpec.ts).
 */
export interface ServiceTransport {
  /** Awaited before every call: what the headers depend on is known. */
  ready?: () => Promise<unknown>;
  /** Headers for every call; may throw an `ApiError` to refuse sending (no credential). */
  headers?: (operation: string) => Record<string, string>;
  parseJson?: (text: string) => unknown;
  /**
   * Query parameters every call carries, before the operation's own: an RPC service names the
   * operation and its version here (`Action`, `Version`), so registry entries never repeat them.
   */
  query?: (operation: string) => Record<string, QueryValue>;
}

export const SERVICE_TRANSPORTS: Readonly<Record<ServiceName, ServiceTransport>> = {
  // The security screen (RPC, docs/design.md §3): each call names its operation and version, and
  // screen ids are read losslessly.
  screen: {
    query: (operation) => ({ [ACTION_PARAM]: operation, [VERSION_PARAM]: SCREEN_API_VERSION }),
    parseJson: (text) => parseJsonKeepingDigits(text, SCREEN_ID_FIELDS),
  },
  lake: {},
  // The agent service takes the key typed in Settings as a bearer token, unless a gateway holds
  // it: a call waits for the session being read to say which.
  agent: { ready: sessionSettled, headers: agentAuthHeaders },
};
