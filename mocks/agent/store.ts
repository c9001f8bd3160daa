import type { MockScale } from '../../src/api/mockControl';
import type { WebhookEndpoint, WebhookEvent } from '../../src/api/agent/schemas';
import { prefixedUlid } from '../core/ulid';
import { byIdDescending, generateDeliveries } from './seeds/deliveries';
import { ENDPOINT_PROFILES } from './seeds/profiles';
import { createRng, deriveSeed } from '../core/rng';
import type { MockStore, SeedOptions } from '../core/serviceStore';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEED = 0x5eeda9e7;

/**
 * The store keeps more history than the 7 days the events operation returns (docs/design.md §3).
 */
export const STORE_DAYS = 10;

export const AGENT_DELIVERIES: Readonly<Record<MockScale, number>> = {
  normal: 3_800,
  large: 50_000,
};

export interface AgentDb {
  readonly anchorMs: number;
  readonly scale: MockScale;
  /** Newest created first; the objects are mutated in place by journaled ops. */
  readonly endpoints: WebhookEndpoint[];
  /** Every delivery the store holds (10 days, older than the API returns), newest first. */
  readonly events: readonly WebhookEvent[];
  /** Per endpoint id, newest first with strictly descending ids: the order cursors page in. */
  readonly eventsByEndpoint: ReadonlyMap<string, readonly WebhookEvent[]>;
}

interface DisableWebhookOp {
  service: 'agent';
  op: 'disableWebhook';
  id: string;
  at: number;
}
type AgentOp = DisableWebhookOp;

const iso = (ms: number) => new Date(ms).toISOString();

/** Splits `total` in proportion to `weights`, exactly (largest remainder). */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (w / sum) * total);
  const counts = raw.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = raw
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

/** The endpoint counters as the deliveries imply them. */
function deliverySummary(events: readonly WebhookEvent[]) {
  let lastSuccess: string | null = null;
  let lastFailure: string | null = null;
  for (const { delivery } of events) {
    // Same-format ISO strings order like the instants they name.
    if (delivery.status === 'SUCCEEDED' && (!lastSuccess || delivery.finish_at > lastSuccess)) {
      lastSuccess = delivery.finish_at;
    }
    if (delivery.status === 'FAILED' && (!lastFailure || delivery.finish_at > lastFailure)) {
      lastFailure = delivery.finish_at;
    }
  }
  let consecutiveFail = 0;
  while (events[consecutiveFail]?.delivery.status === 'FAILED') consecutiveFail += 1;
  return { lastSuccess, lastFailure, consecutiveFail };
}

/** Deterministic: the same anchor and scale always give identical data. */
export function seedAgentDb({ anchorMs, scale }: SeedOptions): AgentDb {
  const anchor = Math.floor(anchorMs);
  // Endpoints come from their own stream, independent of scale, so a journal recorded at one
  // scale still names existing endpoints at the other.
  const rng = createRng(SEED);
  const storeStart = anchor - STORE_DAYS * DAY;

  const shells = ENDPOINT_PROFILES.map((profile) => {
    const createdMs = anchor - profile.createdDaysAgo * DAY - rng.int(0, 6 * HOUR);
    const id = prefixedUlid('wep_', createdMs, rng.next);
    const disabledMs =
      profile.disabledDaysAgo === null ? null : anchor - Math.round(profile.disabledDaysAgo * DAY);
    const editedMs =
      profile.editedDaysAfterCreate === null
        ? createdMs
        : Math.min(anchor, createdMs + profile.editedDaysAfterCreate * DAY + rng.int(0, 8 * HOUR));
    const startMs = Math.max(storeStart, createdMs);
    const endMs = disabledMs ?? anchor;
    return {
      profile,
      id,
      createdMs,
      disabledMs,
      updatedMs: disabledMs ?? editedMs,
      startMs,
      endMs,
    };
  });

  const counts = apportion(
    AGENT_DELIVERIES[scale],
    shells.map((s) => s.profile.rate * Math.max(0, s.endMs - s.startMs)),
  );

  const eventsByEndpoint = new Map<string, readonly WebhookEvent[]>();
  const endpoints = shells.map((shell, index): WebhookEndpoint => {
    const events = generateDeliveries({
      webhookId: shell.id,
      profile: shell.profile,
      count: counts[index] ?? 0,
      startMs: shell.startMs,
      endMs: shell.endMs,
      seed: deriveSeed(SEED, 'deliveries', index),
    });
    eventsByEndpoint.set(shell.id, events);
    const summary = deliverySummary(events);
    return {
      id: shell.id,
      description: shell.profile.description,
      url: shell.profile.url,
      events: [...shell.profile.events],
      status: shell.disabledMs === null ? 'ACTIVE' : 'DISABLED',
      disabled_reason: shell.disabledMs === null ? null : 'MANUAL',
      consecutive_fail: summary.consecutiveFail,
      last_success_at: summary.lastSuccess,
      last_failure_at: summary.lastFailure,
      created_at: iso(shell.createdMs),
      updated_at: iso(shell.updatedMs),
    };
  });
  endpoints.sort(byIdDescending);

  const events = [...eventsByEndpoint.values()].flat().sort(byIdDescending);
  return { anchorMs: anchor, scale, endpoints, events, eventsByEndpoint };
}

export function findEndpoint(db: AgentDb, id: string): WebhookEndpoint | undefined {
  return db.endpoints.find((endpoint) => endpoint.id === id);
}

export function endpointEvents(db: AgentDb, id: string): readonly WebhookEvent[] {
  return db.eventsByEndpoint.get(id) ?? [];
}

/** Index of the event with this id in a newest-first list, or -1 (binary search on the id order). */
export function indexOfEvent(events: readonly WebhookEvent[], id: string): number {
  let low = 0;
  let high = events.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const midId = events[mid]?.id ?? '';
    if (midId === id) return mid;
    if (midId > id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Disabling keeps the counters and last_* as they are (spec rule 2); an already disabled endpoint is left alone. */
export function applyAgentOp(db: AgentDb, op: AgentOp): void {
  switch (op.op) {
    case 'disableWebhook': {
      const endpoint = findEndpoint(db, op.id);
      if (!endpoint || endpoint.status === 'DISABLED') return;
      endpoint.status = 'DISABLED';
      endpoint.disabled_reason = 'MANUAL';
      endpoint.updated_at = iso(op.at);
      return;
    }
  }
}

function isAgentOp(value: unknown): value is AgentOp {
  if (typeof value !== 'object' || value === null) return false;
  const op = value as Record<string, unknown>;
  return (
    op.service === 'agent' &&
    op.op === 'disableWebhook' &&
    typeof op.id === 'string' &&
    typeof op.at === 'number' &&
    Number.isFinite(op.at)
  );
}

export const agentStore: MockStore<AgentDb, AgentOp> = {
  service: 'agent',
  seed: seedAgentDb,
  apply: applyAgentOp,
  isOp: isAgentOp,
};
