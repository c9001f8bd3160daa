// @vitest-environment jsdom
import * as z from 'zod/mini';
import {
  disableWebhookResponseSchema,
  listWebhookEventsResponseSchema,
  listWebhooksResponseSchema,
  type WebhookEvent,
} from '../../src/api/agent/schemas';
import { MockDatabase } from '../database';
import { MOCK_STATE_KEY } from '../core/persist';
import { webStorage } from '../core/storage';
import { getAgentDb, mockControl, server } from '../node';
import { encodeEventsCursor } from './cursor';

// test/setup.ts starts `server` once, and before each test clears storage and calls
// resetMockState(); these tests rely on it rather than listening a second time.
void server;

/** The agent error body (docs/design.md §3, assumed). */
const agentErrorBodySchema = z.object({
  type: z.literal('error'),
  error: z.object({ type: z.string(), message: z.string() }),
  request_id: z.string(),
});

const BASE = 'http://localhost/api/agent/api/v1/agent/webhook_endpoints';
const DAY = 86_400_000;
const AUTH = { Authorization: 'Bearer demo-key' };

function call(path: string, init: RequestInit = {}) {
  return fetch(`${BASE}${path}`, { ...init, headers: { ...AUTH, ...init.headers } });
}

async function errorOf(response: Response) {
  return agentErrorBodySchema.parse(await response.json());
}

async function eventsPage(id: string, query = '') {
  const response = await call(`/${id}/events${query}`);
  expect(response.status).toBe(200);
  return listWebhookEventsResponseSchema.parse(await response.json());
}

async function walk(id: string, limit: number) {
  const all: WebhookEvent[] = [];
  let page: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams({ limit: String(limit) });
    if (page) params.set('page', page);
    const body = await eventsPage(id, `?${params}`);
    expect(body.data.length).toBeLessThanOrEqual(limit);
    if (body.next_page) expect(body.data).toHaveLength(limit);
    all.push(...body.data);
    page = body.next_page;
    pages += 1;
  } while (page && pages < 1_000);
  return all;
}

function busiest() {
  const db = getAgentDb();
  return [...db.endpoints].sort(
    (a, b) =>
      (db.eventsByEndpoint.get(b.id)?.length ?? 0) - (db.eventsByEndpoint.get(a.id)?.length ?? 0),
  )[0];
}

function stored(id: string) {
  return getAgentDb().eventsByEndpoint.get(id) ?? [];
}

describe('ListWebhooks', () => {
  it('lists every endpoint, newest created first, with a request id', async () => {
    const response = await call('');
    expect(response.status).toBe(200);
    const body = listWebhooksResponseSchema.parse(await response.json());
    expect(body.data).toEqual(getAgentDb().endpoints);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.request_id).toMatch(/^req_\w+$/);
  });

  it('answers 401 authentication_error without the demo key', async () => {
    const missing = await fetch(BASE);
    expect(missing.status).toBe(401);
    const body = await errorOf(missing);
    expect(body.error).toMatchObject({ type: 'authentication_error' });
    expect(body.error.message).toMatch(/missing/);
    expect(body.request_id).toMatch(/^req_/);

    const wrong = await fetch(BASE, { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).error.message).toMatch(/invalid/);

    const notBearer = await fetch(BASE, { headers: { Authorization: 'demo-key' } });
    expect(notBearer.status).toBe(401);
  });
});

describe('ListWebhookEvents', () => {
  afterEach(() => vi.useRealTimers());

  it('returns 20 newest first by default, then pages with next_page', async () => {
    const endpoint = busiest();
    if (!endpoint) throw new Error('no endpoints');
    const first = await eventsPage(endpoint.id);
    expect(first.data).toHaveLength(20);
    expect(first.data).toEqual(stored(endpoint.id).slice(0, 20));
    expect(first.next_page).toEqual(expect.any(String));
    const second = await eventsPage(endpoint.id, `?page=${first.next_page}`);
    expect(second.data).toEqual(stored(endpoint.id).slice(20, 40));
  });

  it('returns only the last 7 days and pages through them without gaps or repeats', async () => {
    const endpoint = busiest();
    if (!endpoint) throw new Error('no endpoints');
    // Two days after the anchor the window starts 5 days into the stored 10.
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = getAgentDb().anchorMs + 2 * DAY;
    vi.setSystemTime(now);
    const cutoff = new Date(now - 7 * DAY).toISOString();
    const expected = stored(endpoint.id).filter((e) => e.created_at >= cutoff);
    expect(expected.length).toBeGreaterThan(300);
    expect(expected.length).toBeLessThan(stored(endpoint.id).length);

    const all = await walk(endpoint.id, 100);
    expect(all.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);

    const odd = await walk(endpoint.id, 37);
    expect(odd.map((e) => e.id)).toEqual(expected.map((e) => e.id));
  });

  it('ends with next_page null exactly on the last page', async () => {
    const db = getAgentDb();
    const cutoff = new Date(Date.now() - 7 * DAY).toISOString();
    const small = db.endpoints.find((e) => {
      const n = stored(e.id).filter((x) => x.created_at >= cutoff).length;
      return n > 0 && n <= 100;
    });
    if (!small) throw new Error('seed needs an endpoint with at most 100 recent deliveries');
    const n = stored(small.id).filter((x) => x.created_at >= cutoff).length;
    const exact = await eventsPage(small.id, `?limit=${n}`);
    expect(exact.data).toHaveLength(n);
    expect(exact.next_page).toBeNull();
  });

  it('returns an empty page for an endpoint whose deliveries are all older than 7 days', async () => {
    const silent = getAgentDb().endpoints.find(
      (e) =>
        stored(e.id).length > 0 &&
        (stored(e.id)[0]?.created_at ?? '') < new Date(Date.now() - 7 * DAY).toISOString(),
    );
    if (!silent) throw new Error('seed needs an endpoint silent for over 7 days');
    const body = await eventsPage(silent.id);
    expect(body).toMatchObject({ data: [], next_page: null });
  });

  it.each(['0', '101', 'abc', '1.5', '-3', ''])(
    'rejects limit=%s with a 400 naming limit',
    async (limit) => {
      const id = getAgentDb().endpoints[0]?.id ?? '';
      const response = await call(`/${id}/events?limit=${limit}`);
      expect(response.status).toBe(400);
      const body = await errorOf(response);
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toMatch(/^limit /);
    },
  );

  it('accepts limit=1 and limit=100', async () => {
    const id = busiest()?.id ?? '';
    expect((await eventsPage(id, '?limit=1')).data).toHaveLength(1);
    expect((await eventsPage(id, '?limit=100')).data).toHaveLength(100);
  });

  it('rejects a page cursor that is malformed, unknown or of another endpoint', async () => {
    const [a, b] = getAgentDb().endpoints.filter((e) => stored(e.id).length > 0);
    if (!a || !b) throw new Error('seed needs two endpoints with deliveries');
    const otherEvent = stored(b.id)[0]?.id ?? '';
    const cursors = [
      'not a cursor',
      'e30',
      btoa('{"v":2,"before":"x"}'),
      encodeEventsCursor('whe_01ARZ3NDEKTSV4RRFFQ69G5FAV'),
      encodeEventsCursor(otherEvent),
    ];
    for (const cursor of cursors) {
      const response = await call(`/${a.id}/events?page=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      const body = await errorOf(response);
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toMatch(/^page /);
    }
  });

  it('answers 404 not_found_error for an unknown or malformed endpoint id', async () => {
    for (const id of ['wep_01ARZ3NDEKTSV4RRFFQ69G5FAV', 'nope', 'whe_01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const response = await call(`/${id}/events`);
      expect(response.status).toBe(404);
      const body = await errorOf(response);
      expect(body.error.type).toBe('not_found_error');
      expect(body.request_id).toMatch(/^req_/);
    }
  });

  it('checks the key before anything else', async () => {
    const response = await fetch(`${BASE}/nope/events?limit=0`);
    expect(response.status).toBe(401);
  });
});

describe('DisableWebhook', () => {
  it('disables, keeps the counters, journals and persists the change', async () => {
    const target = getAgentDb().endpoints.find(
      (e) => e.status === 'ACTIVE' && e.consecutive_fail > 0,
    );
    if (!target) throw new Error('seed needs an active failing endpoint');
    const before = { ...target };
    const started = Date.now();

    const response = await call(`/${target.id}/disable`, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = disableWebhookResponseSchema.parse(await response.json());
    const { request_id, ...endpoint } = body;
    expect(request_id).toMatch(/^req_/);
    expect(endpoint).toEqual({
      ...before,
      status: 'DISABLED',
      disabled_reason: 'MANUAL',
      updated_at: endpoint.updated_at,
    });
    expect(Date.parse(endpoint.updated_at)).toBeGreaterThanOrEqual(started);
    expect(getAgentDb().endpoints.find((e) => e.id === target.id)).toEqual(endpoint);

    const list = listWebhooksResponseSchema.parse(await (await call('')).json());
    expect(list.data.find((e) => e.id === target.id)?.status).toBe('DISABLED');

    const persisted = JSON.parse(localStorage.getItem(MOCK_STATE_KEY) ?? '{}');
    expect(persisted).toMatchObject({
      version: 1,
      anchorMs: getAgentDb().anchorMs,
      journal: [
        {
          service: 'agent',
          op: 'disableWebhook',
          id: target.id,
          at: Date.parse(endpoint.updated_at),
        },
      ],
    });

    // A reload: the same anchor reseeds the same data and the journal disables it again.
    const reloaded = new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
    expect(reloaded.store('agent').endpoints.find((e) => e.id === target.id)).toEqual(endpoint);
  });

  it('returns an already disabled endpoint unchanged', async () => {
    const target = getAgentDb().endpoints.find((e) => e.status === 'ACTIVE');
    if (!target) throw new Error('no active endpoint');
    const first = await (await call(`/${target.id}/disable`, { method: 'POST' })).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await call(`/${target.id}/disable`, { method: 'POST' });
    expect(second.status).toBe(200);
    const body = disableWebhookResponseSchema.parse(await second.json());
    expect({ ...body, request_id: '' }).toEqual({ ...first, request_id: '' });
    expect(body.request_id).not.toBe(first.request_id);
    expect(JSON.parse(localStorage.getItem(MOCK_STATE_KEY) ?? '{}').journal).toHaveLength(1);

    const seeded = getAgentDb().endpoints.find(
      (e) => e.status === 'DISABLED' && e.id !== target.id,
    );
    if (!seeded) throw new Error('seed needs a disabled endpoint');
    const snapshot = { ...seeded };
    const again = disableWebhookResponseSchema.parse(
      await (await call(`/${seeded.id}/disable`, { method: 'POST' })).json(),
    );
    expect({ ...again, request_id: undefined }).toEqual({ ...snapshot, request_id: undefined });
  });

  it('answers 404 for unknown ids and 401 without the key', async () => {
    const unknown = await call('/wep_01ARZ3NDEKTSV4RRFFQ69G5FAV/disable', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).error.type).toBe('not_found_error');
    const id = getAgentDb().endpoints[0]?.id ?? '';
    const denied = await fetch(`${BASE}/${id}/disable`, { method: 'POST' });
    expect(denied.status).toBe(401);
    expect(getAgentDb().endpoints[0]?.status).toBe('ACTIVE');
  });
});

describe('faults through the handlers', () => {
  it('answers a status fault in the agent error shape, for that operation only', async () => {
    expect(mockControl.setFaultSpec('agent:ListWebhooks:500')).toEqual({ ok: true });
    const failed = await call('');
    expect(failed.status).toBe(500);
    const body = await errorOf(failed);
    expect(body).toMatchObject({ type: 'error', error: { type: 'api_error' } });
    expect(body.error.message).toContain('agent:ListWebhooks:500');
    expect(body.request_id).toMatch(/^req_/);
    const other = await call(`/${getAgentDb().endpoints[0]?.id ?? ''}/events`);
    expect(other.status).toBe(200);
  });

  it('fails only the first n requests of a counted fault', async () => {
    mockControl.setFaultSpec('agent:ListWebhooks:503*2');
    expect((await call('')).status).toBe(503);
    expect((await call('')).status).toBe(503);
    expect((await call('')).status).toBe(200);
  });

  it('makes the service unreachable when offline', async () => {
    mockControl.setFaultSpec('agent:offline');
    await expect(call('')).rejects.toThrow(TypeError);
    const id = getAgentDb().endpoints[0]?.id ?? '';
    await expect(call(`/${id}/disable`, { method: 'POST' })).rejects.toThrow(TypeError);
    expect(getAgentDb().endpoints[0]?.status).toBe('ACTIVE');
  });

  it('sends a 200 that breaks the schema when malformed', async () => {
    mockControl.setFaultSpec('agent:ListWebhookEvents:malformed');
    const response = await call(`/${getAgentDb().endpoints[0]?.id ?? ''}/events`);
    expect(response.status).toBe(200);
    const parsed = listWebhookEventsResponseSchema.safeParse(await response.json());
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['data']);
  });

  it('adds latency', async () => {
    mockControl.setFaultSpec('agent:*:latency-80');
    const started = performance.now();
    expect((await call('')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
  });
});

describe('mock control', () => {
  it('exposes the scale, the demo key, and resets the data', async () => {
    expect(mockControl.scale).toBe('normal');
    expect(mockControl.demoAgentKey).toBe('demo-key');
    expect(mockControl.setFaultSpec('agent:Nope:500')).toMatchObject({ ok: false });
    expect(mockControl.getFaultSpec()).toBe('');

    const target = getAgentDb().endpoints.find((e) => e.status === 'ACTIVE');
    await call(`/${target?.id ?? ''}/disable`, { method: 'POST' });
    const beforeReset = getAgentDb();
    await new Promise((resolve) => setTimeout(resolve, 2));
    mockControl.resetData();
    expect(getAgentDb()).not.toBe(beforeReset);
    expect(getAgentDb().endpoints.every((e) => e.id !== target?.id)).toBe(true);
    expect(JSON.parse(localStorage.getItem(MOCK_STATE_KEY) ?? '{}').journal).toEqual([]);
  });
});
