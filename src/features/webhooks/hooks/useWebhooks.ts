import { useQuery } from '@tanstack/react-query';
import { agentQueries } from '../../../api/agent/queries';
import type { WebhookEndpoint } from '../../../api/agent/schemas';

export function useWebhooks() {
  return useQuery(agentQueries.webhooks());
}

/**
 * One endpoint, read from the list: the service has no "get one" operation, and sharing the list
 * query means a disable updates both pages from the same cache entry.
 */
export function useWebhook(id: string) {
  return useQuery({
    ...agentQueries.webhooks(),
    select: (list: WebhookEndpoint[]) => list.find((endpoint) => endpoint.id === id) ?? null,
  });
}
