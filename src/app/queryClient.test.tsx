import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import {
  MutationObserver,
  onlineManager,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { agentOperations } from '../api/agent/operations';
import { agentQueries } from '../api/agent/queries';
import { setAgentApiKey } from '../api/agent/credentials';
import { ApiError } from '../api/errors';
import { operationMutation } from '../api/operationQuery';
import { MAX_RETRIES, retryDelay } from '../api/retry';
import { getAgentDb, mockControl, server } from '../../test/msw';
import { createQueryClient } from './queryClient';

const LIST_PATH = '/api/v1/agent/webhook_endpoints';

/** Counts (and times, by `Date.now()`) the requests that reach the mock for a path. */
function recordRequests(method: string, pathEnd: string) {
  const times: number[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) {
      times.push(Date.now());
    }
  };
  server.events.on('request:start', listener);
  return {
    times,
    get count() {
      return times.length;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** An agent error body with the given status, as the service (and the mock) sends it. */
function agentError(status: number) {
  return HttpResponse.json(
    {
      type: 'error',
      error: { type: 'injected_error', message: `HTTP ${status} from the test` },
      request_id: 'req_test',
    },
    { status },
  );
}

function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

describe('the app query client (createQueryClient) against the mock backend', () => {
  let recorder: ReturnType<typeof recordRequests> | null = null;
  beforeEach(() => setAgentApiKey('demo-key'));
  afterEach(() => {
    recorder?.stop();
    recorder = null;
    vi.useRealTimers();
  });

  it.each([400, 401, 403, 404])(
    'requests a %i exactly once: a 4xx is never retried',
    async (status) => {
      // No wait between attempts, so a wrongly retried 4xx would show up as more requests at once.
      const client = createQueryClient({ retryDelay: () => 1 });
      server.use(http.get(`*${LIST_PATH}`, () => agentError(status)));
      recorder = recordRequests('GET', LIST_PATH);

      const { error } = await settle(client.fetchQuery(agentQueries.webhooks()));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'http', status, operation: 'ListWebhooks' });
      expect(recorder.count).toBe(1);
      expect(client.getQueryState(agentQueries.webhooks().queryKey)).toMatchObject({
        status: 'error',
        fetchFailureCount: 1,
      });
    },
  );

  it('retries a 503 and succeeds on the 3rd request (mock fault 503*2)', async () => {
    const client = createQueryClient({ retryDelay: () => 1 });
    expect(mockControl.setFaultSpec('agent:ListWebhooks:503*2')).toEqual({ ok: true });
    recorder = recordRequests('GET', LIST_PATH);

    const data = await client.fetchQuery(agentQueries.webhooks());
    expect(data).toEqual(getAgentDb().endpoints);
    expect(recorder.count).toBe(3);
  });

  it('retries a 5xx in a component until it succeeds, then shows the data', async () => {
    const client = createQueryClient({ retryDelay: () => 1 });
    let requests = 0;
    server.use(
      http.get(`*${LIST_PATH}`, () => {
        requests += 1;
        return requests < 3 ? agentError(503) : undefined;
      }),
    );
    function Endpoints() {
      const query = useQuery(agentQueries.webhooks());
      if (query.isError) return <p>failed</p>;
      return <p>{query.data ? `${query.data.length} endpoints` : 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Endpoints />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(`${getAgentDb().endpoints.length} endpoints`),
    ).toBeInTheDocument();
    expect(requests).toBe(3);
    expect(screen.queryByText('failed')).not.toBeInTheDocument();
  });

  it('gives up on a 5xx that persists after MAX_RETRIES retries', async () => {
    const client = createQueryClient({ retryDelay: () => 1 });
    mockControl.setFaultSpec('agent:ListWebhooks:503');
    recorder = recordRequests('GET', LIST_PATH);

    const { error } = await settle(client.fetchQuery(agentQueries.webhooks()));
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(recorder.count).toBe(1 + MAX_RETRIES);
  });

  it('waits retryDelay(0), retryDelay(1), … between attempts: the app’s growing backoff', async () => {
    // Fake clock: the app's real delays (no factory option) pass in no real time, exactly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = createQueryClient();
    mockControl.setFaultSpec(`agent:ListWebhooks:503*${MAX_RETRIES}`);
    recorder = recordRequests('GET', LIST_PATH);

    const result = settle(client.fetchQuery(agentQueries.webhooks()));
    const expected = Array.from({ length: MAX_RETRIES }, (_, attempt) => retryDelay(attempt));
    for (const [attempt, delay] of expected.entries()) {
      // The next attempt is not sent a millisecond early…
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(recorder.count).toBe(attempt + 1);
      // …and is sent once the delay is over.
      await vi.advanceTimersByTimeAsync(1);
      expect(recorder.count).toBe(attempt + 2);
    }
    expect((await result).value).toEqual(getAgentDb().endpoints);

    const gaps = recorder.times.slice(1).map((time, i) => time - (recorder?.times[i] ?? 0));
    expect(gaps).toEqual(expected);
    expect(gaps).toEqual([500, 1_000, 2_000]);
  });

  it('uses an injected retryDelay for the waits, with the same retry policy', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const delays: number[] = [];
    const client = createQueryClient({
      retryDelay: (attempt) => {
        delays.push(attempt);
        return 10 * 2 ** attempt;
      },
    });
    mockControl.setFaultSpec('agent:ListWebhooks:503*2');
    recorder = recordRequests('GET', LIST_PATH);

    const result = settle(client.fetchQuery(agentQueries.webhooks()));
    await vi.advanceTimersByTimeAsync(9);
    expect(recorder.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1 + 20);
    expect(recorder.count).toBe(3);
    expect((await result).value).toHaveLength(getAgentDb().endpoints.length);
    // Called with the failures so far (0-based) before each retry, and waited for exactly.
    expect(delays).toEqual([0, 1]);
    const gaps = recorder.times.slice(1).map((time, i) => time - (recorder?.times[i] ?? 0));
    expect(gaps).toEqual([10, 20]);
  });

  it('pauses a query while the browser is offline, with no error, and sends it once back', async () => {
    const client = createQueryClient({ retryDelay: () => 1 });
    // Mounted, as QueryClientProvider mounts it: only then does it follow the onlineManager.
    client.mount();
    recorder = recordRequests('GET', LIST_PATH);
    onlineManager.setOnline(false);
    try {
      const result = client.fetchQuery(agentQueries.webhooks());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(recorder.count).toBe(0);
      expect(client.getQueryState(agentQueries.webhooks().queryKey)).toMatchObject({
        status: 'pending',
        fetchStatus: 'paused',
      });
      onlineManager.setOnline(true);
      expect(await result).toEqual(getAgentDb().endpoints);
      expect(recorder.count).toBe(1);
    } finally {
      onlineManager.setOnline(true);
      client.unmount();
    }
  });

  it('never retries a mutation, even on a 5xx', async () => {
    const client = createQueryClient({ retryDelay: () => 1 });
    mockControl.setFaultSpec('agent:DisableWebhook:503');
    const target = getAgentDb().endpoints.find((e) => e.status === 'ACTIVE')!;
    recorder = recordRequests('POST', '/disable');

    const observer = new MutationObserver(
      client,
      operationMutation(agentOperations.DisableWebhook),
    );
    const { error } = await settle(observer.mutate({ id: target.id }));
    expect(error).toMatchObject({ kind: 'http', status: 503, operation: 'DisableWebhook' });
    expect((error as ApiError).isTransient).toBe(true);
    expect(recorder.count).toBe(1);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', failureCount: 1 });
    expect(getAgentDb().endpoints.find((e) => e.id === target.id)?.status).toBe('ACTIVE');
  });
});
