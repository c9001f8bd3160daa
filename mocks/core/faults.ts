import type { FaultProblem, FaultProblemReason } from '../../src/api/mockControl';
import { KNOWN_OPERATIONS, MOCK_SERVICES, type MockService } from '../services';

/**
 * The fault spec syntax (docs/design.md §4), e.g.
 * `screen:DescribeScreenAlarmEventList:500,lake:*:latency-2000,agent:offline`.
 * Tokens are `service:operation:effect` or the shorthand `service:offline`; service and operation
 * may be `*`. An effect may end in `*<n>` to hit only the first n matching requests
 * (`agent:ListWebhooks:500*4`), which lets a test see a failure and then a successful retry.
 * `chaos-<seed>[-<percent>]` (e.g. `*:*:chaos-42-30`) hits about that share of the matching
 * requests (30 % when left out) with a seeded random fault each: a 5xx, a 429 with Retry-After,
 * extra latency or a dropped connection, the same sequence for the same seed.
 */
export type FaultEffect =
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'latency'; ms: number }
  | { kind: 'malformed' }
  | { kind: 'offline' }
  | { kind: 'chaos'; seed: number; percent: number };

export interface Fault {
  service: MockService | '*';
  /** An operation name or `*` for every operation. */
  operation: string;
  effect: FaultEffect;
  /** How many matching requests it hits; null for all of them. */
  times: number | null;
}

export interface FaultParseResult {
  /** The valid entries, in order. */
  faults: Fault[];
  /** The entries left out, in order, each with why. */
  problems: FaultProblem[];
}

const MAX_FAULT_LATENCY_MS = 120_000;

const OPERATION_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;
const EFFECT_HELP =
  'a status from 400 to 599, latency-<ms>, malformed, offline or chaos-<seed>[-<percent>]';

/** The share of matching requests a chaos fault hits when its spec gives none. */
export const DEFAULT_CHAOS_PERCENT = 30;

function isService(value: string): value is MockService | '*' {
  return value === '*' || (MOCK_SERVICES as readonly string[]).includes(value);
}

function parseEffect(text: string): FaultEffect | FaultProblemReason {
  if (/^\d+$/.test(text)) {
    const status = Number(text);
    return status >= 400 && status <= 599
      ? { kind: 'status', status }
      : { code: 'status', value: text };
  }
  if (text.startsWith('latency-')) {
    const digits = text.slice('latency-'.length);
    const ms = Number(digits);
    return /^\d+$/.test(digits) && ms <= MAX_FAULT_LATENCY_MS
      ? { kind: 'latency', ms }
      : { code: 'latency', value: digits, max: MAX_FAULT_LATENCY_MS };
  }
  if (text === 'malformed') return { kind: 'malformed' };
  if (text === 'offline') return { kind: 'offline' };
  const chaos = /^chaos-(\d{1,9})(?:-(\d{1,3}))?$/.exec(text);
  if (chaos) {
    const percent = chaos[2] === undefined ? DEFAULT_CHAOS_PERCENT : Number(chaos[2]);
    if (percent >= 1 && percent <= 100) return { kind: 'chaos', seed: Number(chaos[1]), percent };
  }
  return { code: 'effect', value: text };
}

/** Edits (insert, delete, replace) from `a` to `b`, ignoring case. */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const replace = (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1);
      current.push(Math.min(replace, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/** The known operation a misspelt one most likely meant: at most 3 edits away, else null. */
function nearestOperation(name: string, known: readonly string[]): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance <= 3 && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name ?? null;
}

/** One token, or why it is invalid. */
function parseToken(token: string): Fault | FaultProblemReason {
  const parts = token.split(':');
  if (parts.length === 2 && parts[1]?.replace(/\*\d*$/, '') !== 'offline') return { code: 'shape' };
  if (parts.length !== 2 && parts.length !== 3) return { code: 'shape' };
  const service = parts[0] ?? '';
  const operation = parts.length === 3 ? (parts[1] ?? '') : '*';
  const effectText = parts[parts.length - 1] ?? '';

  if (!isService(service)) {
    return { code: 'unknownService', value: service, services: MOCK_SERVICES };
  }
  if (operation !== '*' && !OPERATION_PATTERN.test(operation)) {
    return { code: 'badOperation', value: operation };
  }
  const known = service === '*' ? null : KNOWN_OPERATIONS[service];
  if (operation !== '*' && known && !known.includes(operation)) {
    return {
      code: 'unknownOperation',
      service,
      value: operation,
      suggestion: nearestOperation(operation, known),
    };
  }

  const repeat = /^(.*)\*(\d*)$/.exec(effectText);
  let times: number | null = null;
  if (repeat) {
    times = Number(repeat[2]);
    if (!repeat[2] || !Number.isSafeInteger(times) || times < 1) {
      return { code: 'repeat', value: repeat[2] ?? '' };
    }
  }
  const effect = parseEffect(repeat?.[1] ?? effectText);
  if ('code' in effect) return effect;
  return { service, operation, effect, times };
}

/** What is wrong with a token, in English (after `Fault "<token>"`). */
function describeReason(reason: FaultProblemReason): string {
  switch (reason.code) {
    case 'shape':
      return 'should look like service:operation:effect or service:offline (only offline may omit the operation)';
    case 'unknownService':
      return `names an unknown service "${reason.value}"; use ${reason.services.join(', ')} or *`;
    case 'badOperation':
      return `has an invalid operation name "${reason.value}"`;
    case 'unknownOperation': {
      const known = KNOWN_OPERATIONS[reason.service as MockService] ?? [];
      const hint = reason.suggestion ? `did you mean "${reason.suggestion}"? ` : '';
      return `names an unknown ${reason.service} operation "${reason.value}"; ${hint}known: ${known.join(', ')} or *`;
    }
    case 'status':
      return `has status ${reason.value}; a status must be from 400 to 599`;
    case 'latency':
      return `has an invalid latency "${reason.value}"; use latency-<ms> with 0 to ${reason.max} ms`;
    case 'effect':
      return `has an unknown effect "${reason.value}"; use ${EFFECT_HELP}`;
    case 'repeat':
      return `has an invalid repeat count "*${reason.value}"; use *<n> with n of 1 or more`;
  }
}

/**
 * Parses a comma-separated spec into its valid faults and the entries left out ('' — or only
 * commas and spaces — means no faults). One bad entry never costs the others.
 */
export function parseFaultSpec(spec: string): FaultParseResult {
  const faults: Fault[] = [];
  const problems: FaultProblem[] = [];
  for (const raw of spec.split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const parsed = parseToken(token);
    if ('code' in parsed) {
      problems.push({
        token,
        reason: parsed,
        message: `Fault "${token}" ${describeReason(parsed)}.`,
      });
    } else {
      faults.push(parsed);
    }
  }
  return { faults, problems };
}

function formatEffect(effect: FaultEffect): string {
  switch (effect.kind) {
    case 'status':
      return String(effect.status);
    case 'latency':
      return `latency-${effect.ms}`;
    case 'malformed':
    case 'offline':
      return effect.kind;
    case 'chaos':
      return `chaos-${effect.seed}-${effect.percent}`;
  }
}

export function formatFault(fault: Fault): string {
  const repeat = fault.times === null ? '' : `*${fault.times}`;
  if (fault.effect.kind === 'offline' && fault.operation === '*') {
    return `${fault.service}:offline${repeat}`;
  }
  return `${fault.service}:${fault.operation}:${formatEffect(fault.effect)}${repeat}`;
}

export function formatFaultSpec(faults: readonly Fault[]): string {
  return faults.map(formatFault).join(',');
}

export function faultMatches(fault: Fault, service: MockService, operation: string): boolean {
  return (
    (fault.service === '*' || fault.service === service) &&
    (fault.operation === '*' || fault.operation === operation)
  );
}
