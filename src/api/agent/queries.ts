import { queryOptions } from '@tanstack/react-query';
import { clampEventsLimit, listAllWebhookEvents, listWebhookEvents, listWebhooks } from './client';
import { agentKeys } from './keys';

export { agentKeys };

export const agentQueries = {
  webhooks: () =>
    queryOptions({
      queryKey: agentKeys.webhooks(),
      queryFn: ({ signal }) => listWebhooks({ signal }),
      staleTime: 30_000,
    }),

  eventsPage: (id: string, limit: number | undefined, page: string | null) => {
    const size = clampEventsLimit(limit);
    return queryOptions({
      queryKey: agentKeys.eventsPage(id, size, page),
      queryFn: ({ signal }) => listWebhookEvents({ id, limit: size, page, signal }),
      staleTime: 30_000,
    });
  },

  eventHistory: (id: string) =>
    queryOptions({
      queryKey: agentKeys.eventHistory(id),
      queryFn: ({ signal }) => listAllWebhookEvents(id, { signal }),
      staleTime: 60_000,
    }),
};
