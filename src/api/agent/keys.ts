/**
 * The agent service's query keys: every agent cache entry lives under `all`. Kept apart from
 * queries.ts so the app shell can reset agent caches without loading the client and zod.
 */
export const agentKeys = {
  all: ['agent'] as const,
  webhooks: () => [...agentKeys.all, 'webhooks'] as const,
  webhook: (id: string) => [...agentKeys.webhooks(), id] as const,
  eventsPage: (id: string, limit: number, page: string | null) =>
    [...agentKeys.webhook(id), 'events', { limit, page }] as const,
  eventHistory: (id: string) => [...agentKeys.webhook(id), 'history'] as const,
};
