import { KNOWN_DELIVERY_STATUSES } from '../../src/api/agent/assumed';
import { webhookEndpointSchema, webhookEventSchema } from '../../src/api/agent/schemas';
import { webStorage, type StorageLike } from '../core/storage';
import { decodeUlidTime } from '../core/ulid';
import { AGENT_DELIVERIES, applyAgentOp, seedAgentDb, STORE_DAYS, type AgentDb } from './store';
import { ENDPOINT_PROFILES } from './seeds/profiles';
import { MockDatabase, mockDb } from '../database';

const DAY = 86_400_000;
const ANCHOR = Date.UTC(2025, 4, 14, 15, 30, 0, 123); // a Wednesday afternoon

function byEndpoint(db: AgentDb, id: string) {
  return db.eventsByEndpoint.get(id) ?? [];
}

/**
 * Each endpoint's share of the scale's total is proportional to its rate × the time it could
 * receive deliveries inside the stored window (created → disabled or anchor); the split is exact,
 * so each count is that share rounded down or up, and the counts add up to the total.
 */
function expectConfiguredCounts(db: AgentDb) {
  const total = AGENT_DELIVERIES[db.scale];
  const storeStart = db.anchorMs - STORE_DAYS * DAY;
  const weights = db.endpoints.map((endpoint) => {
    const profile = ENDPOINT_PROFILES.find((p) => p.url === endpoint.url);
    if (!profile) throw new Error(`no profile for ${endpoint.url}`);
    const start = Math.max(storeStart, Date.parse(endpoint.created_at));
    const end = endpoint.status === 'DISABLED' ? Date.parse(endpoint.updated_at) : db.anchorMs;
    return profile.rate * Math.max(0, end - start);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = db.endpoints.map((endpoint) => byEndpoint(db, endpoint.id).length);
  counts.forEach((count, index) => {
    const share = (total * (weights[index] ?? 0)) / sum;
    expect(count).toBeGreaterThanOrEqual(Math.floor(share));
    expect(count).toBeLessThanOrEqual(Math.ceil(share));
  });
  expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
  expect(counts.filter((count, index) => weights[index] === 0 && count > 0)).toEqual([]);
  // Every delivery is filed under its own endpoint, and the flat list is exactly their union.
  for (const [id, events] of db.eventsByEndpoint) {
    expect(events.every((e) => e.delivery.webhook_id === id)).toBe(true);
  }
  expect(db.events.map((e) => e.id)).toEqual(
    [...db.eventsByEndpoint.values()]
      .flat()
      .map((e) => e.id)
      .sort()
      .reverse(),
  );
}

/** Every delivery is of a kind its endpoint subscribes to: no unexplained deliveries. */
function expectSubscribedKinds(db: AgentDb) {
  for (const endpoint of db.endpoints) {
    const subscribed = new Set(endpoint.events);
    const strays = byEndpoint(db, endpoint.id).filter((e) => !subscribed.has(e.data.type));
    expect(strays.map((e) => `${endpoint.id}: ${e.data.type}`)).toEqual([]);
  }
}

describe('agent seed', () => {
  const db = seedAgentDb({ anchorMs: ANCHOR, scale: 'normal' });

  it('is identical for the same anchor and scale, and different for another anchor', () => {
    const again = seedAgentDb({ anchorMs: ANCHOR, scale: 'normal' });
    expect(again.endpoints).toEqual(db.endpoints);
    expect(again.events).toEqual(db.events);
    expect([...again.eventsByEndpoint]).toEqual([...db.eventsByEndpoint]);
    // Sub-millisecond parts of the anchor do not change anything.
    expect(seedAgentDb({ anchorMs: ANCHOR + 0.4, scale: 'normal' }).events).toEqual(db.events);
    const later = seedAgentDb({ anchorMs: ANCHOR + 60_000, scale: 'normal' });
    expect(later.anchorMs).toBe(ANCHOR + 60_000);
    expect(later.endpoints.map((e) => e.id)).not.toContain(db.endpoints[0]?.id);
    expect(later.events[0]?.id).not.toBe(db.events[0]?.id);
  });

  it('has one endpoint per profile, satisfying the schema, newest created first', () => {
    expect(db.endpoints).toHaveLength(ENDPOINT_PROFILES.length);
    for (const endpoint of db.endpoints) webhookEndpointSchema.parse(endpoint);
    const byUrl = new Map(db.endpoints.map((e) => [e.url, e]));
    for (const profile of ENDPOINT_PROFILES) {
      expect(byUrl.get(profile.url)).toMatchObject({
        description: profile.description,
        events: [...profile.events],
        status: profile.disabledDaysAgo === null ? 'ACTIVE' : 'DISABLED',
      });
    }
    const created = db.endpoints.map((e) => e.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(db.endpoints.map((e) => e.id)).size).toBe(db.endpoints.length);
    expect(db.endpoints.filter((e) => e.description === null)).toHaveLength(1);
    expect(db.endpoints.some((e) => e.status === 'ACTIVE')).toBe(true);
    expect(db.endpoints.some((e) => e.status === 'DISABLED')).toBe(true);
  });

  it('keeps endpoint facts consistent', () => {
    for (const e of db.endpoints) {
      const createdMs = Date.parse(e.created_at);
      expect(decodeUlidTime(e.id)).toBe(createdMs);
      expect(createdMs).toBeLessThan(ANCHOR);
      expect(e.updated_at >= e.created_at).toBe(true);
      expect(Date.parse(e.updated_at)).toBeLessThanOrEqual(ANCHOR);
      expect(e.url).toMatch(/^https:\/\/[a-z0-9.-]*example\.(com|net|org|io)\//);
      expect(e.events.length).toBeGreaterThan(0);
      expect(e.disabled_reason).toBe(e.status === 'DISABLED' ? 'MANUAL' : null);
    }
  });

  it('holds exactly the configured number of deliveries, split by rate and active time', () => {
    expect(db.events).toHaveLength(AGENT_DELIVERIES.normal);
    expectConfiguredCounts(db);
  });

  it('keeps 10 days of deliveries: some older than the 7 days the API returns, none older', () => {
    const oldest = Date.parse(db.events[db.events.length - 1]?.created_at ?? '');
    expect(oldest).toBeGreaterThanOrEqual(ANCHOR - STORE_DAYS * DAY);
    expect(oldest).toBeLessThan(ANCHOR - 7 * DAY);
    const newest = Date.parse(db.events[0]?.created_at ?? '');
    expect(newest).toBeLessThanOrEqual(ANCHOR);
  });

  it('makes every delivery consistent with its endpoint and the schema', () => {
    const endpoints = new Map(db.endpoints.map((e) => [e.id, e]));
    for (const event of db.events) {
      webhookEventSchema.parse(event);
      const createdMs = Date.parse(event.created_at);
      const { delivery } = event;
      const endpoint = endpoints.get(delivery.webhook_id);
      expect(endpoint).toBeDefined();
      expect(decodeUlidTime(event.id)).toBe(createdMs);
      expect(event.created_at).toMatch(/\.\d{3}Z$/);
      expect(Date.parse(delivery.delivery_at)).toBeGreaterThanOrEqual(createdMs);
      expect(Date.parse(delivery.delivery_at) - createdMs).toBeLessThanOrEqual(5_000);
      expect(Date.parse(delivery.finish_at)).toBeGreaterThanOrEqual(
        Date.parse(delivery.delivery_at),
      );
      expect(Date.parse(delivery.finish_at)).toBeLessThanOrEqual(
        endpoint?.status === 'DISABLED' ? Date.parse(endpoint.updated_at) : ANCHOR,
      );
      expect(KNOWN_DELIVERY_STATUSES).toContain(delivery.status);
      expect(delivery.failure_reason === null).toBe(delivery.status === 'SUCCEEDED');
      if (delivery.status === 'FAILED') expect(delivery.attempt_count).toBe(5);
      if (delivery.failure_reason === 'Timed out after 10s' && delivery.status === 'FAILED') {
        // Five attempts of at least 10 s each.
        expect(
          Date.parse(delivery.finish_at) - Date.parse(delivery.delivery_at),
        ).toBeGreaterThanOrEqual(5 * 10_000);
      }
      if (delivery.status === 'RETRYING') {
        expect(ANCHOR - createdMs).toBeLessThan(15 * 60_000);
        expect(endpoint?.status).toBe('ACTIVE');
      }
      expect(event.data.workspace_id).toMatch(/^wrkspc_/);
      expect(event.data.id).toMatch(/^sesn_/);
      expect(event.data.session_thread_id).toMatch(/^sthr_/);
    }
  });

  it('delivers to an endpoint only the event kinds it subscribes to', () => {
    expectSubscribedKinds(db);
    // Every subscribed kind of a busy endpoint is delivered, so the rule is not met by silence.
    const busy = db.endpoints.filter((e) => byEndpoint(db, e.id).length >= 100);
    expect(busy.length).toBeGreaterThan(0);
    for (const endpoint of busy) {
      const kinds = new Set(byEndpoint(db, endpoint.id).map((e) => e.data.type));
      expect([...kinds].sort()).toEqual([...endpoint.events].sort());
    }
  });

  it('covers every delivery status and the failure reasons the console explains', () => {
    const statuses = new Set(db.events.map((e) => e.delivery.status));
    expect([...statuses].sort()).toEqual([...KNOWN_DELIVERY_STATUSES].sort());
    const succeeded = db.events.filter((e) => e.delivery.status === 'SUCCEEDED');
    expect(new Set(succeeded.map((e) => e.delivery.attempt_count)).size).toBeGreaterThan(1);
    const reasons = new Set(db.events.map((e) => e.delivery.failure_reason));
    for (const reason of [
      'HTTP 500 Internal Server Error',
      'Connection refused',
      'Timed out after 10s',
    ]) {
      expect(reasons).toContain(reason);
    }
  });

  it('derives last_success_at, last_failure_at and consecutive_fail from the deliveries', () => {
    for (const endpoint of db.endpoints) {
      const events = byEndpoint(db, endpoint.id);
      const ids = events.map((e) => e.id);
      expect([...ids].sort().reverse()).toEqual(ids);
      expect(new Set(ids).size).toBe(ids.length);
      const latest = (status: string) =>
        events
          .filter((e) => e.delivery.status === status)
          .map((e) => e.delivery.finish_at)
          .sort()
          .pop() ?? null;
      expect(endpoint.last_success_at).toBe(latest('SUCCEEDED'));
      expect(endpoint.last_failure_at).toBe(latest('FAILED'));
      const firstNotFailed = events.findIndex((e) => e.delivery.status !== 'FAILED');
      expect(endpoint.consecutive_fail).toBe(firstNotFailed < 0 ? events.length : firstNotFailed);
    }
  });

  it('tells the stories: a receiver down for hours, disabled endpoints that fell silent', () => {
    const down = db.endpoints.find((e) => e.status === 'ACTIVE' && e.consecutive_fail >= 5);
    expect(down).toBeDefined();
    const trailing = byEndpoint(db, down?.id ?? '').slice(0, down?.consecutive_fail);
    expect(trailing.some((e) => e.delivery.failure_reason === 'Connection refused')).toBe(true);
    expect(db.endpoints.some((e) => e.status === 'DISABLED' && e.consecutive_fail > 0)).toBe(true);
    for (const e of db.endpoints.filter((x) => x.status === 'DISABLED')) {
      const newest = byEndpoint(db, e.id)[0];
      if (newest) expect(newest.created_at < e.updated_at).toBe(true);
    }
    expect(db.endpoints.some((e) => byEndpoint(db, e.id).length === 0)).toBe(true);
    expect(db.endpoints.some((e) => e.last_failure_at === null && e.last_success_at)).toBe(true);
  });

  it('disables through an op, keeping counters and last_*', () => {
    const local = seedAgentDb({ anchorMs: ANCHOR, scale: 'normal' });
    const target = local.endpoints.find((e) => e.status === 'ACTIVE' && e.consecutive_fail > 0);
    if (!target) throw new Error('seed needs an active failing endpoint');
    const before = { ...target };
    applyAgentOp(local, { service: 'agent', op: 'disableWebhook', id: target.id, at: ANCHOR + 5 });
    expect(target).toEqual({
      ...before,
      status: 'DISABLED',
      disabled_reason: 'MANUAL',
      updated_at: new Date(ANCHOR + 5).toISOString(),
    });
    applyAgentOp(local, { service: 'agent', op: 'disableWebhook', id: target.id, at: ANCHOR + 99 });
    expect(target.updated_at).toBe(new Date(ANCHOR + 5).toISOString());
  });

  it('holds exactly the configured number at large scale, for the same endpoints', () => {
    const large = seedAgentDb({ anchorMs: ANCHOR, scale: 'large' });
    expect(large.scale).toBe('large');
    expect(large.events).toHaveLength(AGENT_DELIVERIES.large);
    expectConfiguredCounts(large);
    expectSubscribedKinds(large);
    expect(large.endpoints.map((e) => e.id)).toEqual(db.endpoints.map((e) => e.id));
    const ids = large.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seedAgentDb({ anchorMs: ANCHOR, scale: 'large' }).events.map((e) => e.id)).toEqual(ids);
  });
});

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function activeFailing(db: AgentDb) {
  const endpoint = db.endpoints.find((e) => e.status === 'ACTIVE' && e.consecutive_fail > 0);
  if (!endpoint) throw new Error('seed needs an active failing endpoint');
  return endpoint;
}

describe('agent data in the mock database', () => {
  it('mockDb().reset() makes a disabled endpoint active again and empties the journal', () => {
    const db = mockDb();
    const target = { ...activeFailing(db.store('agent')) };
    db.record({ service: 'agent', op: 'disableWebhook', id: target.id, at: Date.now() });
    expect(db.store('agent').endpoints.find((e) => e.id === target.id)?.status).toBe('DISABLED');

    db.reset();
    expect(db.journal).toEqual([]);
    // Reseeded relative to now, so ids may move by the elapsed milliseconds: find it by URL.
    const again = db.store('agent').endpoints.find((e) => e.url === target.url);
    expect(again).toMatchObject({ status: 'ACTIVE', disabled_reason: null });
    // A reload after the reset does not bring the disable back either.
    const reloaded = new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
    expect(reloaded.journal).toEqual([]);
    expect(reloaded.store('agent').endpoints.find((e) => e.url === target.url)?.status).toBe(
      'ACTIVE',
    );
  });

  it('replays a disable after a reload: same endpoint, DISABLED/MANUAL, counters kept', () => {
    const storage = memoryStorage();
    const first = new MockDatabase({ scale: 'normal', storage, now: () => ANCHOR });
    const target = activeFailing(first.store('agent'));
    const before = { ...target };
    first.record({ service: 'agent', op: 'disableWebhook', id: target.id, at: ANCHOR + 1_000 });

    const reloaded = new MockDatabase({ scale: 'normal', storage, now: () => ANCHOR + DAY / 2 });
    expect(reloaded.anchorMs).toBe(ANCHOR);
    const replayed = reloaded.store('agent');
    expect(replayed.endpoints.find((e) => e.id === target.id)).toEqual({
      ...before,
      status: 'DISABLED',
      disabled_reason: 'MANUAL',
      updated_at: new Date(ANCHOR + 1_000).toISOString(),
    });
    // Nothing else changed: every other endpoint is as seeded.
    const seeded = seedAgentDb({ anchorMs: ANCHOR, scale: 'normal' });
    expect(replayed.endpoints.filter((e) => e.id !== target.id)).toEqual(
      seeded.endpoints.filter((e) => e.id !== target.id),
    );
  });

  it('replays a journal recorded at normal scale over the large seed', () => {
    const storage = memoryStorage();
    const normal = new MockDatabase({ scale: 'normal', storage, now: () => ANCHOR });
    const target = activeFailing(normal.store('agent'));
    normal.record({ service: 'agent', op: 'disableWebhook', id: target.id, at: ANCHOR + 5 });

    const large = new MockDatabase({ scale: 'large', storage, now: () => ANCHOR + 60_000 });
    const db = large.store('agent');
    expect(db.events).toHaveLength(AGENT_DELIVERIES.large);
    expect(db.endpoints.find((e) => e.id === target.id)).toMatchObject({
      status: 'DISABLED',
      disabled_reason: 'MANUAL',
      updated_at: new Date(ANCHOR + 5).toISOString(),
    });
  });

  it('applies a change recorded before the store is first read', () => {
    const target = activeFailing(seedAgentDb({ anchorMs: ANCHOR, scale: 'normal' }));
    const db = new MockDatabase({ scale: 'normal', storage: null, now: () => ANCHOR });
    db.record({ service: 'agent', op: 'disableWebhook', id: target.id, at: ANCHOR + 7 });
    expect(db.store('agent').endpoints.find((e) => e.id === target.id)?.status).toBe('DISABLED');
  });
});
