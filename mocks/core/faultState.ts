import {
  faultMatches,
  formatFault,
  formatFaultSpec,
  parseFaultSpec,
  type Fault,
  type FaultEffect,
} from './faults';
import type { FaultApplyResult, FaultProblem } from '../../src/api/mockControl';
import type { MockService } from '../services';
import { readItem, removeItem, webStorage, writeItem } from './storage';
import { createRng, type Rng } from './rng';

/** Faults last for the browser tab (sessionStorage), so a reload keeps them but a new tab starts clean. */
export const FAULTS_STORAGE_KEY = 'parapet.mock.faults';

interface ActiveFault {
  fault: Fault;
  /** Requests it may still hit; null for unlimited. */
  remaining: number | null;
  /** A chaos fault's own random sequence, from its seed: the same requests, the same faults. */
  rng: Rng | null;
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
  active = faults.map((fault) => ({
    fault,
    remaining: fault.times,
    rng: fault.effect.kind === 'chaos' ? createRng(fault.effect.seed) : null,
  }));
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

type ReplacingEffect = Exclude<FaultEffect, { kind: 'latency' } | { kind: 'chaos' }>;

interface FaultOutcome {
  /** Added delay from every matching latency fault. */
  latencyMs: number;
  /** The first matching fault that replaces the answer, if any. */
  effect: ReplacingEffect | null;
  /** That fault in spec syntax, for the injected error message. */
  source: string | null;
}

/** Chaos's extra latency, in ms: enough to reorder answers, short enough for a soak. */
const CHAOS_LATENCY = { min: 10, max: 120 } as const;

/**
 * One request's lot under a chaos fault hitting `percent` % of requests: nothing, extra latency,
 * or an answer replaced by a 5xx, a 429 with Retry-After or a dropped connection.
 */
export function rollChaos(rng: Rng, percent: number): FaultEffect | null {
  if (!rng.chance(percent / 100)) return null;
  switch (
    rng.weighted<'5xx' | '429' | 'latency' | 'drop'>([
      ['5xx', 3],
      ['429', 2],
      ['latency', 3],
      ['drop', 2],
    ])
  ) {
    case '5xx':
      return { kind: 'status', status: rng.pick([500, 502, 503, 504]) };
    case '429':
      // One or two seconds: no longer than the client's own backoff, so a tick's retries (which
      // wait for Retry-After) stay within the tick, as the chaos journey counts them.
      return { kind: 'status', status: 429, retryAfterSeconds: rng.int(1, 2) };
    case 'latency':
      return { kind: 'latency', ms: rng.int(CHAOS_LATENCY.min, CHAOS_LATENCY.max) };
    case 'drop':
      return { kind: 'offline' };
  }
}

/**
 * Whether the browser says it is offline (mocks/browser.ts follows `online`/`offline`): the worker
 * answers in the page without any network, so it would otherwise answer as if nothing happened.
 */
let browserOffline = false;

export function setBrowserOffline(offline: boolean): void {
  browserOffline = offline;
}

/** What the faults do to one request; counts down the limited faults that hit it. */
export function takeFaults(service: MockService, operation: string): FaultOutcome {
  if (browserOffline) return { latencyMs: 0, effect: { kind: 'offline' }, source: 'offline' };
  const outcome: FaultOutcome = { latencyMs: 0, effect: null, source: null };
  for (const entry of active) {
    const { fault } = entry;
    if (entry.remaining === 0 || !faultMatches(fault, service, operation)) continue;
    if (fault.effect.kind === 'chaos') {
      const rolled = entry.rng ? rollChaos(entry.rng, fault.effect.percent) : null;
      if (rolled?.kind === 'latency') outcome.latencyMs += rolled.ms;
      else if (rolled && rolled.kind !== 'chaos' && !outcome.effect) {
        outcome.effect = rolled;
        outcome.source = formatFault(fault);
      }
    } else if (fault.effect.kind === 'latency') {
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
