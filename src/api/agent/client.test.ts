import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw';
import { ApiError } from '../errors';
import {
  clampEventsLimit,
  disableWebhook,
  listAllWebhookEvents,
  listWebhookEvents,
  listWebhooks,
} from './client';
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

describe('agent client', () => {
  beforeEach(() => setAgentApiKey('demo-key'));

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
    await listWebhooks();
    expect(auth).toBe('Bearer demo-key');

    setAgentApiKey(null);
    await expect(listWebhooks()).rejects.toMatchObject({ kind: 'unauthenticated', isAuth: true });
  });

  it('reads the agent error shape, e.g. 404 not_found_error', async () => {
    const error = await disableWebhook('wep_01ARZ3NDEKTSV4RRFFQ69G5FAV').catch((e: unknown) => e);
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
    const [endpoint] = await listWebhooks();
    const all = await listAllWebhookEvents(endpoint!.id);
    const ids = new Set(all.map((e) => e.id));
    expect(ids.size).toBe(all.length);
    const first = await listWebhookEvents({ id: endpoint!.id, limit: 100 });
    expect(all.slice(0, first.data.length).map((e) => e.id)).toEqual(first.data.map((e) => e.id));
    const weekAgo = Date.now() - 7 * 86_400_000 - 60_000;
    expect(all.every((e) => Date.parse(e.created_at) >= weekAgo)).toBe(true);
  });
});
