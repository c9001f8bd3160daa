import {
  faultMatches,
  formatFault,
  formatFaultSpec,
  parseFaultSpec,
  type Fault,
  type FaultEffect,
} from './faults';
import type { MockService } from './services';
import { readItem, removeItem, webStorage, writeItem } from './storage';

/** Faults last for the browser tab (sessionStorage), so a reload keeps them but a new tab starts clean. */
export const FAULTS_STORAGE_KEY = 'parapet.mock.faults';

interface ActiveFault {
  fault: Fault;
  /** Requests it may still hit; null for unlimited. */
  remaining: number | null;
}

let active: ActiveFault[] = [];
let activeSpec = '';

export function getFaultSpec(): string {
  return activeSpec;
}

/** Replaces the faults in force and remembers them for the tab; an invalid spec changes nothing. */
export function setFaultSpec(spec: string): { ok: true } | { ok: false; error: string } {
  const parsed = parseFaultSpec(spec);
  if (!parsed.ok) return parsed;
  active = parsed.faults.map((fault) => ({ fault, remaining: fault.times }));
  activeSpec = formatFaultSpec(parsed.faults);
  const session = webStorage('sessionStorage');
  if (activeSpec) writeItem(session, FAULTS_STORAGE_KEY, activeSpec);
  else removeItem(session, FAULTS_STORAGE_KEY);
  return { ok: true };
}

/** At startup: the `mock-fault` URL parameter when present, else what this tab stored. */
export function initFaults(urlSpec: string | null): void {
  const spec = urlSpec ?? readItem(webStorage('sessionStorage'), FAULTS_STORAGE_KEY) ?? '';
  const result = setFaultSpec(spec);
  if (!result.ok) {
    console.warn(`Ignoring mock faults: ${result.error}`);
    setFaultSpec('');
  }
}

export function clearFaults(): void {
  setFaultSpec('');
}

interface FaultOutcome {
  /** Added delay from every matching latency fault. */
  latencyMs: number;
  /** The first matching fault that replaces the answer, if any. */
  effect: Exclude<FaultEffect, { kind: 'latency' }> | null;
  /** That fault in spec syntax, for the injected error message. */
  source: string | null;
}

/** What the faults do to one request; counts down the limited faults that hit it. */
export function takeFaults(service: MockService, operation: string): FaultOutcome {
  const outcome: FaultOutcome = { latencyMs: 0, effect: null, source: null };
  for (const entry of active) {
    const { fault } = entry;
    if (entry.remaining === 0 || !faultMatches(fault, service, operation)) continue;
    if (fault.effect.kind === 'latency') {
      outcome.latencyMs += fault.effect.ms;
    } else if (outcome.effect) {
      continue; // only the first replacing fault applies, and only it is used up
    } else {
      outcome.effect = fault.effect;
      outcome.source = formatFault(fault);
    }
    if (entry.remaining !== null) entry.remaining -= 1;
  }
  return outcome;
}
