import type { KNOWN_DELIVERY_STATUSES } from '../../../src/api/agent/assumed';
import type { WebhookEvent } from '../../../src/api/agent/schemas';
import { prefixedUlid } from '../../core/ulid';
import type { EndpointProfile, FailureReason } from './profiles';
import { createRng, type Rng } from '../../core/rng';

type DeliveryStatus = (typeof KNOWN_DELIVERY_STATUSES)[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const WORKSPACE_ID = 'wrkspc_01JC3V9MZQ4T8R2XKH6N5PBWDE';

/** Attempts before a delivery is given up as FAILED, and the waits between them. */
const MAX_ATTEMPTS = 5;
const BACKOFF_MS = [1_000, 4_000, 15_000, 60_000] as const;
/**
 * Deliveries are created at least this long before the end of their period, so even five attempts
 * with timeouts have finished by then: no finish_at after the anchor or after a disable.
 */
const SETTLE_MS = 3 * MINUTE;
/** RETRYING deliveries are created within this long before the anchor. */
const RETRYING_WITHIN_MS = 12 * MINUTE;

interface DeliveryPlan {
  webhookId: string;
  profile: EndpointProfile;
  count: number;
  startMs: number;
  /** The anchor, or the disable time. */
  endMs: number;
  seed: number;
}

/** Busier in the (UTC) working day and on weekdays; 1 at most. */
function trafficIntensity(timeMs: number): number {
  const hour = (timeMs % DAY) / HOUR;
  const weekday = (Math.floor(timeMs / DAY) + 4) % 7; // 1970-01-01 was a Thursday
  const weekend = weekday === 0 || weekday === 6 ? 0.55 : 1;
  const daytime = hour >= 6 && hour <= 22 ? Math.sin((Math.PI * (hour - 6)) / 16) : 0;
  return weekend * (0.25 + 0.75 * daytime);
}

function sampleTimes(rng: Rng, count: number, startMs: number, endMs: number): number[] {
  const times: number[] = [];
  if (endMs <= startMs) return times;
  while (times.length < count) {
    const t = startMs + rng.next() * (endMs - startMs);
    if (rng.next() < trafficIntensity(t)) times.push(Math.floor(t));
  }
  return times;
}

function logNormal(rng: Rng, median: number, sigma: number): number {
  return median * Math.exp(sigma * rng.normal());
}

function clampMs(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** How long one attempt took: `null` is a success, otherwise the reason it failed. */
function attemptMs(rng: Rng, outcome: FailureReason | null, medianMs: number): number {
  switch (outcome) {
    case null: {
      const tail = rng.chance(0.012) ? rng.int(1_000, 6_000) : 0;
      return clampMs(logNormal(rng, medianMs, 0.55) + tail, 3, 9_500);
    }
    case 'Connection refused':
      return rng.int(1, 25);
    case 'Timed out after 10s':
      return 10_000 + rng.int(0, 40);
    case 'TLS handshake failed':
      return clampMs(logNormal(rng, 120, 0.4), 20, 2_000);
    case 'HTTP 404 Not Found':
      return clampMs(logNormal(rng, 45, 0.5), 5, 2_000);
    default:
      return clampMs(logNormal(rng, 180, 0.7), 10, 9_000);
  }
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62.charAt(Math.floor(rng.next() * 62));
  return out;
}

interface Session {
  id: string;
  threads: readonly string[];
}

function sessionPool(rng: Rng, deliveries: number): Session[] {
  return Array.from({ length: Math.max(6, Math.ceil(deliveries / 6)) }, () => ({
    id: `sesn_${base62(rng, 24)}`,
    threads: Array.from({ length: rng.int(1, 3) }, () => `sthr_${base62(rng, 24)}`),
  }));
}

function kindWeights(profile: EndpointProfile): [string, number][] {
  const weights: Record<string, number> = {
    'session.updated': 6,
    'session.status_idled': 2,
    'session.thread_terminated': 1,
  };
  // Only the kinds the endpoint subscribes to: the spec names no kind delivered without one.
  return profile.events.map((kind) => [kind, weights[kind] ?? 1]);
}

function runReason(profile: EndpointProfile, endMs: number, t: number): FailureReason | null {
  const run = profile.failureRun;
  if (!run) return null;
  const since = t - (endMs - run.startsBeforeEndMs);
  if (since < 0) return null;
  const phase = run.phases.find((p) => since < p.untilMs) ?? run.phases[run.phases.length - 1];
  return phase?.reason ?? null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** One endpoint's deliveries over its period, newest first (strictly descending id). */
export function generateDeliveries(plan: DeliveryPlan): WebhookEvent[] {
  const { profile, endMs } = plan;
  const rng = createRng(plan.seed);
  const forced = Math.min(profile.retrying, plan.count);
  const times = sampleTimes(rng, plan.count - forced, plan.startMs, endMs - SETTLE_MS);
  for (let i = 0; i < forced; i += 1) times.push(endMs - rng.int(40_000, RETRYING_WITHIN_MS));
  times.sort((a, b) => b - a);

  const sessions = sessionPool(rng, times.length);
  const kinds = kindWeights(profile);
  const fallbackReasons: readonly (readonly [FailureReason, number])[] = profile.reasons.length
    ? profile.reasons
    : [['HTTP 503 Service Unavailable', 1]];

  const events = times.map((t, index): WebhookEvent => {
    let status: DeliveryStatus = 'SUCCEEDED';
    let reason: FailureReason | null = runReason(profile, endMs, t);
    let attempts = 1;
    if (reason) {
      status = 'FAILED';
      attempts = MAX_ATTEMPTS;
    } else if (index < forced && t >= endMs - RETRYING_WITHIN_MS) {
      status = 'RETRYING';
      reason = rng.weighted(fallbackReasons);
      attempts = rng.int(1, 3);
    } else if (rng.chance(profile.failRate)) {
      status = 'FAILED';
      reason = rng.weighted(fallbackReasons);
      attempts = MAX_ATTEMPTS;
    } else if (profile.failRate > 0 && rng.chance(Math.min(0.5, profile.failRate * 2.5))) {
      // Succeeded after a few failed attempts; the earlier failures leave no reason behind.
      reason = rng.weighted(fallbackReasons);
      attempts = rng.int(2, 4);
    }

    const deliveryAt = t + clampMs(logNormal(rng, 35, 0.9), 2, 4_000);
    let finishAt = deliveryAt;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const last = attempt === attempts;
      finishAt += attemptMs(rng, last && status === 'SUCCEEDED' ? null : reason, profile.medianMs);
      if (!last) finishAt += (BACKOFF_MS[attempt - 1] ?? 60_000) + rng.int(0, 250);
    }

    const session = rng.pick(sessions);
    return {
      type: 'event',
      id: prefixedUlid('whe_', t, rng.next),
      created_at: iso(t),
      data: {
        id: session.id,
        type: rng.weighted(kinds),
        workspace_id: WORKSPACE_ID,
        session_thread_id: rng.pick(session.threads),
      },
      delivery: {
        webhook_id: plan.webhookId,
        status,
        attempt_count: attempts,
        delivery_at: iso(deliveryAt),
        finish_at: iso(finishAt),
        failure_reason: status === 'SUCCEEDED' ? null : reason,
      },
    };
  });
  // Times are sorted already; this only orders deliveries created in the same millisecond.
  return events.sort(byIdDescending);
}

export function byIdDescending(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
