import { queryOptions } from '@tanstack/react-query';
import { operationQuery } from '../operationQuery';
import { clearProgress, reportProgress } from '../progress';
import { listAllWebhookEvents } from './history';
import { agentKeys } from './keys';
import { clampEventsLimit } from './limits';
import { agentOperations } from './operations';

/** The key every delivery-history walk of one endpoint is cached under. */
const historyKey = (id: string) =>
  agentKeys.ofDetail(id, agentOperations.ListWebhookEvents.name, { window: '7d' });

export const agentQueries = {
  webhooks: () => operationQuery(agentOperations.ListWebhooks, undefined),
  /** One page of an endpoint's deliveries; cached under that endpoint. */
  eventsPage: (id: string, limit: number | undefined, page: string | null) => {
    const params = { id, limit: clampEventsLimit(limit), page };
    return operationQuery(agentOperations.ListWebhookEvents, params, {
      detailId: id,
      keyParams: { limit: params.limit, page },
    });
  },
  /** The whole 7-day window, walked page by page; reports its progress (`useLoadProgress`). */
  eventHistory: (id: string) =>
    queryOptions({
      queryKey: historyKey(id),
      queryFn: async ({ signal, queryKey }) => {
        try {
          return await listAllWebhookEvents(id, {
            signal,
            onProgress: (loaded) => reportProgress(queryKey, loaded),
          });
        } finally {
          clearProgress(queryKey);
        }
      },
      staleTime: 60_000,
    }),
};
