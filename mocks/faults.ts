import { KNOWN_OPERATIONS, MOCK_SERVICES, type MockService } from './services';

/**
 * The fault spec syntax (DESIGN.md §4), e.g.
 * `screen:DescribeScreenAlarmEventList:500,lake:*:latency-2000,agent:offline`.
 * Tokens are `service:operation:effect` or the shorthand `service:offline`; service and operation
 * may be `*`. An effect may end in `*<n>` to hit only the first n matching requests
 * (`agent:ListWebhooks:500*4`), which lets a test see a failure and then a successful retry.
 */
export type FaultEffect =
  | { kind: 'status'; status: number }
  | { kind: 'latency'; ms: number }
  | { kind: 'malformed' }
  | { kind: 'offline' };

export interface Fault {
  service: MockService | '*';
  /** An operation name or `*` for every operation. */
  operation: string;
  effect: FaultEffect;
  /** How many matching requests it hits; null for all of them. */
  times: number | null;
}

type FaultParseResult = { ok: true; faults: Fault[] } | { ok: false; error: string };

const MAX_FAULT_LATENCY_MS = 120_000;

const OPERATION_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;
const EFFECT_HELP = 'a status from 400 to 599, latency-<ms>, malformed or offline';

function isService(value: string): value is MockService | '*' {
  return value === '*' || (MOCK_SERVICES as readonly string[]).includes(value);
}

function parseEffect(text: string): FaultEffect | string {
  if (/^\d+$/.test(text)) {
    const status = Number(text);
    return status >= 400 && status <= 599
      ? { kind: 'status', status }
      : `has status ${text}; a status must be from 400 to 599`;
  }
  if (text.startsWith('latency-')) {
    const digits = text.slice('latency-'.length);
    const ms = Number(digits);
    return /^\d+$/.test(digits) && ms <= MAX_FAULT_LATENCY_MS
      ? { kind: 'latency', ms }
      : `has an invalid latency "${digits}"; use latency-<ms> with 0 to ${MAX_FAULT_LATENCY_MS} ms`;
  }
  if (text === 'malformed') return { kind: 'malformed' };
  if (text === 'offline') return { kind: 'offline' };
  return `has an unknown effect "${text}"; use ${EFFECT_HELP}`;
}

/** One token, or the reason it is invalid (without the token, which the caller adds). */
function parseToken(token: string): Fault | string {
  const parts = token.split(':');
  if (parts.length === 2 && parts[1]?.replace(/\*\d*$/, '') !== 'offline') {
    return 'should look like service:operation:effect (only offline may omit the operation)';
  }
  if (parts.length !== 2 && parts.length !== 3) {
    return 'should look like service:operation:effect or service:offline';
  }
  const service = parts[0] ?? '';
  const operation = parts.length === 3 ? (parts[1] ?? '') : '*';
  const effectText = parts[parts.length - 1] ?? '';

  if (!isService(service)) {
    return `names an unknown service "${service}"; use ${MOCK_SERVICES.join(', ')} or *`;
  }
  if (operation !== '*' && !OPERATION_PATTERN.test(operation)) {
    return `has an invalid operation name "${operation}"`;
  }
  const known = service === '*' ? null : KNOWN_OPERATIONS[service];
  if (operation !== '*' && known && !known.includes(operation)) {
    return `names an unknown ${service} operation "${operation}"; known: ${known.join(', ')} or *`;
  }

  const repeat = /^(.*)\*(\d*)$/.exec(effectText);
  let times: number | null = null;
  if (repeat) {
    times = Number(repeat[2]);
    if (!repeat[2] || !Number.isSafeInteger(times) || times < 1) {
      return `has an invalid repeat count "*${repeat[2] ?? ''}"; use *<n> with n of 1 or more`;
    }
  }
  const effect = parseEffect(repeat?.[1] ?? effectText);
  if (typeof effect === 'string') return effect;
  return { service, operation, effect, times };
}

/** Parses a comma-separated spec; '' (or only commas and spaces) means no faults. */
export function parseFaultSpec(spec: string): FaultParseResult {
  const faults: Fault[] = [];
  for (const raw of spec.split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const fault = parseToken(token);
    if (typeof fault === 'string') return { ok: false, error: `Fault "${token}" ${fault}.` };
    faults.push(fault);
  }
  return { ok: true, faults };
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
