import type { WebhookEndpoint } from '../../../api/agent/schemas';

export const STATUS_FILTERS = ['ALL', 'ACTIVE', 'DISABLED'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Case-insensitive match on description, URL and id, plus the status filter. */
export function filterEndpoints(
  endpoints: readonly WebhookEndpoint[],
  search: string,
  status: StatusFilter,
): WebhookEndpoint[] {
  const needle = search.trim().toLowerCase();
  return endpoints.filter(
    (endpoint) =>
      (status === 'ALL' || endpoint.status === status) &&
      (needle === '' ||
        endpoint.id.toLowerCase().includes(needle) ||
        endpoint.url.toLowerCase().includes(needle) ||
        (endpoint.description ?? '').toLowerCase().includes(needle)),
  );
}

/** What to call an endpoint in a sentence: its description, else its URL. */
export function endpointName(endpoint: Pick<WebhookEndpoint, 'description' | 'url'>): string {
  return endpoint.description?.trim() || endpoint.url;
}

/** An ISO time as a sortable number; null (never) sorts as the oldest. */
export function timeValue(iso: string | null): number {
  return iso ? Date.parse(iso) : -Infinity;
}
