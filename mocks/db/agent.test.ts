import { KNOWN_DELIVERY_STATUSES } from '../../src/api/agent/assumed';
import { webhookEndpointSchema, webhookEventSchema } from '../../src/api/agent/schemas';
import { decodeUlidTime } from '../ulid';
import { AGENT_DELIVERIES, applyAgentOp, seedAgentDb, STORE_DAYS, type AgentDb } from './agent';

const DAY = 86_400_000;
const ANCHOR = Date.UTC(2025, 4, 14, 15, 30, 0, 123); // a Wednesday afternoon

function byEndpoint(db: AgentDb, id: string) {
  return db.eventsByEndpoint.get(id) ?? [];
}

describe('agent seed', () => {
  const db = seedAgentDb({ anchorMs: ANCHOR, scale: 'normal' });

  it('is identical for the same anchor and scale', () => {
    const again = seedAgentDb({ anchorMs: ANCHOR, scale: 'normal' });
    expect(again.endpoints).toEqual(db.endpoints);
    expect(again.events).toEqual(db.events);
    const later = seedAgentDb({ anchorMs: ANCHOR + 60_000, scale: 'normal' });
    expect(later.endpoints[0]?.id).not.toBe(db.endpoints[0]?.id);
  });

  it('has a dozen and more endpoints that satisfy the schema, newest created first', () => {
    expect(db.endpoints.length).toBeGreaterThanOrEqual(12);
    for (const endpoint of db.endpoints) webhookEndpointSchema.parse(endpoint);
    const created = db.endpoints.map((e) => e.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(new Set(db.endpoints.map((e) => e.id)).size).toBe(db.endpoints.length);
    expect(db.endpoints.filter((e) => e.description === null)).toHaveLength(1);
    expect(db.endpoints.some((e) => e.status === 'ACTIVE')).toBe(true);
    expect(db.endpoints.some((e) => e.status === 'DISABLED')).toBe(true);
  });

  it('keeps endpoint facts plausible', () => {
    for (const e of db.endpoints) {
      const createdMs = Date.parse(e.created_at);
      expect(decodeUlidTime(e.id)).toBe(createdMs);
      expect(ANCHOR - createdMs).toBeGreaterThan(14 * DAY);
      expect(ANCHOR - createdMs).toBeLessThan(200 * DAY);
      expect(e.updated_at >= e.created_at).toBe(true);
      expect(Date.parse(e.updated_at)).toBeLessThanOrEqual(ANCHOR);
      expect(e.url).toMatch(/^https:\/\/[a-z0-9.-]*example\.(com|net|org|io)\//);
      expect(e.events.length).toBeGreaterThan(0);
      expect(e.disabled_reason).toBe(e.status === 'DISABLED' ? 'MANUAL' : null);
    }
  });

  it('holds 3,000+ deliveries over 10 days, unevenly spread, with a busy endpoint', () => {
    expect(db.events.length).toBe(AGENT_DELIVERIES.normal);
    expect(db.events.length).toBeGreaterThanOrEqual(3_000);
    const counts = db.endpoints.map((e) => byEndpoint(db, e.id).length);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(1_000);
    expect(Math.min(...counts)).toBeLessThan(100);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(db.events.length);
    const oldest = Date.parse(db.events[db.events.length - 1]?.created_at ?? '');
    expect(oldest).toBeGreaterThanOrEqual(ANCHOR - STORE_DAYS * DAY);
    expect(oldest).toBeLessThan(ANCHOR - 9 * DAY);
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
      if (delivery.status === 'RETRYING') {
        expect(ANCHOR - createdMs).toBeLessThan(15 * 60_000);
        expect(endpoint?.status).toBe('ACTIVE');
      }
      expect([...(endpoint?.events ?? []), 'session.thread_idled']).toContain(event.data.type);
      expect(event.data.workspace_id).toMatch(/^wrkspc_/);
      expect(event.data.id).toMatch(/^sesn_/);
      expect(event.data.session_thread_id).toMatch(/^sthr_/);
    }
  });

  it('has realistic outcomes: mostly first-attempt successes, some failures, a few retrying', () => {
    const statuses = db.events.map((e) => e.delivery.status);
    const succeeded = db.events.filter((e) => e.delivery.status === 'SUCCEEDED');
    expect(succeeded.length / db.events.length).toBeGreaterThan(0.9);
    expect(succeeded.filter((e) => e.delivery.attempt_count === 1).length).toBeGreaterThan(
      succeeded.length * 0.9,
    );
    expect(succeeded.some((e) => e.delivery.attempt_count > 1)).toBe(true);
    expect(statuses).toContain('FAILED');
    expect(statuses.filter((s) => s === 'RETRYING').length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 'RETRYING').length).toBeLessThan(10);
    const reasons = new Set(db.events.map((e) => e.delivery.failure_reason));
    for (const reason of [
      'HTTP 500 Internal Server Error',
      'Connection refused',
      'Timed out after 10s',
    ]) {
      expect(reasons).toContain(reason);
    }
    const timeouts = db.events.filter((e) => e.delivery.failure_reason === 'Timed out after 10s');
    const slowest = Math.max(
      ...timeouts.map((e) => Date.parse(e.delivery.finish_at) - Date.parse(e.delivery.delivery_at)),
    );
    expect(slowest).toBeGreaterThanOrEqual(10_000);
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

  it('builds 50,000 deliveries at large scale in well under a second, same endpoints', () => {
    seedAgentDb({ anchorMs: ANCHOR, scale: 'large' }); // warm up the JIT
    const started = performance.now();
    const large = seedAgentDb({ anchorMs: ANCHOR, scale: 'large' });
    const elapsed = performance.now() - started;
    expect(large.events).toHaveLength(50_000);
    expect(large.endpoints.map((e) => e.id)).toEqual(db.endpoints.map((e) => e.id));
    expect(elapsed).toBeLessThan(1_000);
  });
});
