// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { getAgentDb, server } from '../../../test/msw';
import { ApiError } from '../errors';
import { callOperation } from '../operation';
import { listAllWebhookEvents } from './history';
import { clampEventsLimit } from './limits';
import { agentOperations as ops } from './operations';
import { getAgentApiKey, maskSecret, setAgentApiKey } from './credentials';

describe('agent credentials', () => {
  it('keeps the key in sessionStorage only and masks it for display', () => {
    setAgentApiKey('  demo-key ');
    expect(getAgentApiKey()).toBe('demo-key');
    expect(sessionStorage.getItem('parapet.agent.apiKey')).toBe('demo-key');
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo-key');
    expect(maskSecret('demo-key')).toBe('demo••••');
    expect(maskSecret('abc')).toBe('•••');
    setAgentApiKey(null);
    expect(getAgentApiKey()).toBeNull();
  });
});

const DAY = 86_400_000;

describe('agent client', () => {
  beforeEach(() => setAgentApiKey('demo-key'));
  afterEach(() => vi.useRealTimers());

  it('clamps the page size to 1–100', () => {
    expect(clampEventsLimit(undefined)).toBe(20);
    expect(clampEventsLimit(0)).toBe(1);
    expect(clampEventsLimit(500)).toBe(100);
    expect(clampEventsLimit(33.7)).toBe(33);
  });

  it('sends the bearer key and refuses to send without one', async () => {
    let auth: string | null = null;
    server.use(
      http.get('*/api/v1/agent/webhook_endpoints', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ data: [], request_id: 'req_1' });
      }),
    );
    await callOperation(ops.ListWebhooks, undefined);
    expect(auth).toBe('Bearer demo-key');

    setAgentApiKey(null);
    await expect(callOperation(ops.ListWebhooks, undefined)).rejects.toMatchObject({
      kind: 'unauthenticated',
      isAuth: true,
    });
  });

  it('reads the agent error shape, e.g. 404 not_found_error', async () => {
    const error = await callOperation(ops.DisableWebhook, {
      id: 'wep_01ARZ3NDEKTSV4RRFFQ69G5FAV',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      service: 'agent',
      operation: 'DisableWebhook',
      status: 404,
      code: 'not_found_error',
    });
    expect((error as ApiError).requestId).toMatch(/\S/);
  });

  it('walks every page of the 7-day window without gaps or repeats', async () => {
    const db = getAgentDb();
    // Freeze the clock the mock's window is cut from, two days after the seed's anchor, so the
    // store holds deliveries on both sides of the 7-day cutoff.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(db.anchorMs + 2 * DAY);
    const cutoff = new Date(Date.now() - 7 * DAY).toISOString();
    const inWindow = (id: string) =>
      (db.eventsByEndpoint.get(id) ?? []).filter((e) => e.created_at >= cutoff);
    const endpoint = [...db.endpoints].sort(
      (a, b) => inWindow(b.id).length - inWindow(a.id).length,
    )[0]!;
    const stored = db.eventsByEndpoint.get(endpoint.id) ?? [];
    const expected = inWindow(endpoint.id);
    // Several pages of 100, and older deliveries the walk must leave out.
    expect(expected.length).toBeGreaterThan(300);
    expect(expected.length).toBeLessThan(stored.length);

    let pages = 0;
    const countPage = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(`/${endpoint.id}/events`)) pages += 1;
    };
    server.events.on('request:start', countPage);
    const onProgress = vi.fn<(loaded: number) => void>();
    const all = await listAllWebhookEvents(endpoint.id, { onProgress }).finally(() =>
      server.events.removeListener('request:start', countPage),
    );

    expect(all.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(all).toEqual(expected);
    // Once per page, with the running count: 100, 200, … and the total last.
    const pageCount = Math.ceil(expected.length / 100);
    expect(pages).toBe(pageCount);
    expect(onProgress.mock.calls.map(([loaded]) => loaded)).toEqual(
      Array.from({ length: pageCount }, (_, i) => Math.min((i + 1) * 100, expected.length)),
    );
    expect(onProgress).toHaveBeenLastCalledWith(expected.length);
  });

  it('walks an endpoint whose deliveries are all older than 7 days in one empty page', async () => {
    const db = getAgentDb();
    const cutoff = new Date(Date.now() - 7 * DAY).toISOString();
    const silent = db.endpoints.find((e) => {
      const events = db.eventsByEndpoint.get(e.id) ?? [];
      return events.length > 0 && (events[0]?.created_at ?? '') < cutoff;
    });
    if (!silent) throw new Error('seed needs an endpoint silent for over 7 days');
    const onProgress = vi.fn<(loaded: number) => void>();
    await expect(listAllWebhookEvents(silent.id, { onProgress })).resolves.toEqual([]);
    expect(onProgress.mock.calls).toEqual([[0]]);
  });
});
