// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../../test/msw';
import { setAgentApiKey } from './agent/credentials';
import { agentOperations } from './agent/operations';
import { agentQueries } from './agent/queries';
import { callOperation } from './operation';
import { defineOperation, defineOperations, fillPath, pathParamNames } from './operationSpec';
import { operationQuery } from './operationQuery';
import { serviceKeys } from './serviceKeys';

describe('operation paths', () => {
  it('fills :params from the same-named params, encoded', () => {
    expect(pathParamNames('/a/:catalogId/databases/:database')).toEqual(['catalogId', 'database']);
    expect(fillPath('/x/:id/events', { id: 'a b/c' })).toBe('/x/a%20b%2Fc/events');
    expect(() => fillPath('/x/:id', {})).toThrow('Path parameter "id" of /x/:id is missing');
  });
});

describe('callOperation', () => {
  const { EchoThing: Echo } = defineOperations('lake', {
    EchoThing: defineOperation<{ name: string; size: number }>()({
      method: 'POST',
      path: '/lake/v1/things/:name',
      query: (params) => ({ size: params.size }),
      body: (params) => ({ wanted: params.name }),
      response: z.object({ items: z.array(z.string()) }),
      result: (response) => response.items.length,
    }),
  });

  it('takes its name from the registry key and its service from the registry', () => {
    expect(Echo).toMatchObject({ name: 'EchoThing', service: 'lake' });
    expect(Object.values(agentOperations).map((op) => [op.service, op.name])).toEqual([
      ['agent', 'ListWebhooks'],
      ['agent', 'ListWebhookEvents'],
      ['agent', 'DisableWebhook'],
    ]);
  });

  it('sends method, filled path, query and body, and returns the result', async () => {
    let seen: { method: string; url: string; body: unknown } | null = null;
    server.use(
      http.post('*/api/lake/lake/v1/things/:name', async ({ request }) => {
        const url = new URL(request.url);
        seen = {
          method: request.method,
          url: url.pathname + url.search,
          body: await request.json(),
        };
        return HttpResponse.json({ items: ['a', 'b', 'c'] });
      }),
    );
    await expect(callOperation(Echo, { name: 'my thing', size: 5 })).resolves.toBe(3);
    expect(seen).toEqual({
      method: 'POST',
      url: '/api/lake/lake/v1/things/my%20thing?size=5',
      body: { wanted: 'my thing' },
    });
  });

  it('names the registry operation in a contract break', async () => {
    server.use(http.post('*/lake/v1/things/:name', () => HttpResponse.json({ items: [1] })));
    await expect(callOperation(Echo, { name: 'x', size: 1 })).rejects.toMatchObject({
      service: 'lake',
      operation: 'EchoThing',
      kind: 'invalid-response',
      fieldPath: 'items[0]',
    });
  });

  it('applies the service transport (agent bearer key) to every agent operation', async () => {
    setAgentApiKey(null);
    await expect(callOperation(agentOperations.ListWebhooks, undefined)).rejects.toMatchObject({
      kind: 'unauthenticated',
      operation: 'ListWebhooks',
    });
  });
});

describe('query keys', () => {
  it('puts collections under list and per-resource reads under detail', () => {
    const keys = serviceKeys('agent');
    expect(agentQueries.webhooks().queryKey).toEqual(['agent', 'list', 'ListWebhooks']);
    const page = agentQueries.eventsPage('wep_1', 500, null).queryKey;
    expect(page).toEqual([
      'agent',
      'detail',
      'wep_1',
      'ListWebhookEvents',
      { limit: 100, page: null },
    ]);
    expect(page.slice(0, 3)).toEqual(keys.detail('wep_1'));
    expect(agentQueries.eventHistory('wep_1').queryKey.slice(0, 3)).toEqual(keys.detail('wep_1'));
  });

  it('invalidating the lists leaves every cached history alone', async () => {
    const client = new QueryClient();
    const listFn = vi.fn(async () => ['endpoint']);
    const historyFn = vi.fn(async () => ['delivery']);
    await client.fetchQuery({ queryKey: agentQueries.webhooks().queryKey, queryFn: listFn });
    await client.fetchQuery({
      queryKey: agentQueries.eventHistory('wep_1').queryKey,
      queryFn: historyFn,
    });
    // Observed queries refetch on invalidation; mark both observed-equivalent by refetchType all.
    await client.invalidateQueries({ queryKey: serviceKeys('agent').lists(), refetchType: 'all' });
    expect(listFn).toHaveBeenCalledTimes(2);
    expect(historyFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(agentQueries.eventHistory('wep_1').queryKey)?.isInvalidated).toBe(
      false,
    );
  });

  it('builds queryOptions from the registry entry', () => {
    const options = operationQuery(agentOperations.ListWebhooks, undefined);
    expect(options.staleTime).toBe(agentOperations.ListWebhooks.staleTime);
    expect(typeof options.queryFn).toBe('function');
  });
});
