/**
 * The only seam between the app and the mock backend. `src/` never imports `mocks/`; in mock mode
 * the bootstrap (main.tsx) imports mocks/browser, starts the worker and registers its control
 * here, so Settings can show the demo key, edit faults and reset the demo data. In live mode
 * nothing registers and `getMockControl()` is null.
 */
import type { Role } from './roles';

export type MockScale = 'normal' | 'large';

/** Whether the demo data's changes are kept in this browser (the mock persists a journal). */
export interface MockPersistence {
  /** Why the latest change could not be stored (it is lost on reload); null when it was. */
  readonly notSaved: 'quota' | 'unavailable' | null;
  /** Older changes dropped from storage this session to make room (they last until reload). */
  readonly dropped: number;
}

/**
 * Why one entry of a fault list was left out, as a code with the part at fault, so the UI can
 * say it in its language (`message` is the English sentence, for the console).
 */
export type FaultProblemReason =
  /** Not `service:operation:effect` nor `service:offline`. */
  | { code: 'shape' }
  /** `value`: the service named; `services`: the ones there are. */
  | { code: 'unknownService'; value: string; services: readonly string[] }
  /** `value`: an operation name that is not a name (`List-Webhooks`). */
  | { code: 'badOperation'; value: string }
  /** `value`: an operation the service does not have; `suggestion`: the nearest one it has. */
  | { code: 'unknownOperation'; service: string; value: string; suggestion: string | null }
  /** `value`: a status outside 400–599. */
  | { code: 'status'; value: string }
  /** `value`: the milliseconds after `latency-`; `max`: the longest allowed. */
  | { code: 'latency'; value: string; max: number }
  /** `value`: an effect that is none of the known ones. */
  | { code: 'effect'; value: string }
  /** `value`: the repeat count after `*`. */
  | { code: 'repeat'; value: string };

export interface FaultProblem {
  /** The entry as written (trimmed). */
  token: string;
  reason: FaultProblemReason;
  /** In English: `Fault "<token>" <what is wrong>.` */
  message: string;
}

/**
 * A fault list applied: its valid entries are in force; `ok: false` when some were left out
 * (`problems`, with `error`: their messages in English, joined).
 */
export type FaultApplyResult =
  { ok: true } | { ok: false; error: string; problems: readonly FaultProblem[] };

export interface MockControl {
  /** `normal` or `large` (from `?mock-scale=large`), fixed for the page's lifetime. */
  readonly scale: MockScale;
  /** The one agent API key the mock accepts. */
  readonly demoAgentKey: string;
  /**
   * The operations faults can target, per service, as the API registries describe them (only
   * services whose operations are registered appear).
   */
  readonly operations: Readonly<Record<string, readonly string[]>>;
  /** The role the demo acts as (what `/api/session` says and the mock enforces). */
  getRole(): Role;
  /** Acts as another role from the next call on (the session query must be read again). */
  setRole(role: Role): void;
  /** The fault spec in force, in the `mock-fault` URL syntax ('' for none). */
  getFaultSpec(): string;
  /**
   * Replaces the faults in force with the list's valid entries; says which were left out and why.
   */
  setFaultSpec(spec: string): FaultApplyResult;
  /**
   * The entries of the list in force at startup (the `mock-fault` URL parameter, else the tab's)
   * that were left out, and why; empty when there were none.
   */
  getStartupFaultProblems(): readonly FaultProblem[];
  /** Forgets every change made to the demo data and reseeds it relative to now. */
  resetData(): void;
  /** The latest persistence outcome: a new object whenever it changes. */
  getPersistence(): MockPersistence;
  subscribePersistence(listener: () => void): () => void;
}

let registered: MockControl | null = null;

export function registerMockControl(control: MockControl): void {
  registered = control;
}

export function getMockControl(): MockControl | null {
  return registered;
}
