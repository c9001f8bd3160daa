import {
  faultMatches,
  formatFault,
  formatFaultSpec,
  parseFaultSpec,
  type Fault,
  type FaultEffect,
} from './faults';
import type { FaultApplyResult, FaultProblem } from '../src/api/mockControl';
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
let startupProblems: readonly FaultProblem[] = [];

export function getFaultSpec(): string {
  return activeSpec;
}

/**
 * Replaces the faults in force with the spec's valid entries and remembers them for the tab;
 * the entries left out are returned with why (`ok: false`), never costing the others.
 */
export function setFaultSpec(spec: string): FaultApplyResult {
  const { faults, problems } = parseFaultSpec(spec);
  active = faults.map((fault) => ({ fault, remaining: fault.times }));
  activeSpec = formatFaultSpec(faults);
  const session = webStorage('sessionStorage');
  if (activeSpec) writeItem(session, FAULTS_STORAGE_KEY, activeSpec);
  else removeItem(session, FAULTS_STORAGE_KEY);
  if (problems.length === 0) return { ok: true };
  return { ok: false, error: problems.map((problem) => problem.message).join(' '), problems };
}

/**
 * At startup: the `mock-fault` URL parameter when present, else what this tab stored. Its valid
 * entries apply; the ones left out are named in a console warning and kept for the Settings page
 * (`getStartupFaultProblems`).
 */
export function initFaults(urlSpec: string | null): void {
  const spec = urlSpec ?? readItem(webStorage('sessionStorage'), FAULTS_STORAGE_KEY) ?? '';
  const result = setFaultSpec(spec);
  startupProblems = result.ok ? [] : result.problems;
  if (!result.ok) {
    const from = urlSpec === null ? 'the faults stored for this tab' : 'the mock-fault parameter';
    const count = result.problems.length;
    const applied = activeSpec ? `in force: ${activeSpec}` : 'no other faults are in force';
    console.warn(
      `Mock faults: ignored ${count === 1 ? '1 entry' : `${count} entries`} of ${from} (${applied}). ${result.error}`,
    );
  }
}

/** The entries of the startup fault list that were left out (see initFaults). */
export function getStartupFaultProblems(): readonly FaultProblem[] {
  return startupProblems;
}

/** No faults, and no startup problems to report (a fresh tab; the tests' reset). */
export function clearFaults(): void {
  setFaultSpec('');
  startupProblems = [];
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
