/**
 * The only seam between the app and the mock backend. `src/` never imports `mocks/`; in mock mode
 * the bootstrap (main.tsx) imports mocks/browser, starts the worker and registers its control
 * here, so Settings can show the demo key, edit faults and reset the demo data. In live mode
 * nothing registers and `getMockControl()` is null.
 */
export type MockScale = 'normal' | 'large';

/** Whether the demo data's changes are kept in this browser (the mock persists a journal). */
export interface MockPersistence {
  /** Why the latest change could not be stored (it is lost on reload); null when it was. */
  readonly notSaved: 'quota' | 'unavailable' | null;
  /** Older changes dropped from storage this session to make room (they last until reload). */
  readonly dropped: number;
}

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
  /** The fault spec in force, in the `mock-fault` URL syntax ('' for none). */
  getFaultSpec(): string;
  /** Replaces the faults in force; returns an error message (English) when the spec is invalid. */
  setFaultSpec(spec: string): { ok: true } | { ok: false; error: string };
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
