import type { WebhookEndpoint } from '../../../api/agent/schemas';

export type StatusFilter = 'ALL' | WebhookEndpoint['status'];

export function parseStatusFilter(value: string | null): StatusFilter {
  return value === 'ACTIVE' || value === 'DISABLED' ? value : 'ALL';
}

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

/** Compares ISO times with null (never) sorting first. */
export function compareTimes(a: string | null, b: string | null): number {
  return (a ? Date.parse(a) : -Infinity) - (b ? Date.parse(b) : -Infinity) || 0;
}
