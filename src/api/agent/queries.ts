import { queryOptions } from '@tanstack/react-query';
import { clampEventsLimit, listAllWebhookEvents, listWebhookEvents, listWebhooks } from './client';

/** The one query-key factory of the agent service; every agent cache entry lives under `all`. */
export const agentKeys = {
  all: ['agent'] as const,
  webhooks: () => [...agentKeys.all, 'webhooks'] as const,
  webhook: (id: string) => [...agentKeys.webhooks(), id] as const,
  eventsPage: (id: string, limit: number, page: string | null) =>
    [...agentKeys.webhook(id), 'events', { limit, page }] as const,
  eventHistory: (id: string) => [...agentKeys.webhook(id), 'history'] as const,
};

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
