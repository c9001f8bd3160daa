import { ApiError } from '../errors';
import { request } from '../http';
import {
  EVENTS_LIMIT_DEFAULT,
  EVENTS_LIMIT_MAX,
  EVENTS_LIMIT_MIN,
  EVENTS_LIMIT_PARAM,
  EVENTS_PAGE_PARAM,
} from './assumed';
import { getAgentApiKey } from './credentials';
import {
  disableWebhookResponseSchema,
  listWebhookEventsResponseSchema,
  listWebhooksResponseSchema,
  type WebhookEndpoint,
  type WebhookEvent,
  type ListWebhookEventsResponse,
} from './schemas';

const ENDPOINTS = '/api/v1/agent/webhook_endpoints';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

function authHeaders(operation: string): Record<string, string> {
  const key = getAgentApiKey();
  if (!key) {
    // Sending a request we know will be refused only adds a round trip and a 401 to the logs.
    throw new ApiError({
      service: 'agent',
      operation,
      kind: 'unauthenticated',
      code: 'missing_api_key',
      message: 'No agent API key is set',
    });
  }
  return { Authorization: `Bearer ${key}` };
}

export function clampEventsLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return EVENTS_LIMIT_DEFAULT;
  return Math.min(EVENTS_LIMIT_MAX, Math.max(EVENTS_LIMIT_MIN, Math.trunc(limit)));
}

export async function listWebhooks(options: CallOptions = {}): Promise<WebhookEndpoint[]> {
  const operation = 'ListWebhooks';
  const response = await request({
    service: 'agent',
    operation,
    path: ENDPOINTS,
    headers: authHeaders(operation),
    schema: listWebhooksResponseSchema,
    signal: options.signal,
  });
  return response.data;
}

export interface ListWebhookEventsParams extends CallOptions {
  id: string;
  limit?: number;
  /** The previous response's `next_page`; omitted for the first page. */
  page?: string | null;
}

export function listWebhookEvents(
  params: ListWebhookEventsParams,
): Promise<ListWebhookEventsResponse> {
  const operation = 'ListWebhookEvents';
  return request({
    service: 'agent',
    operation,
    path: `${ENDPOINTS}/${encodeURIComponent(params.id)}/events`,
    query: {
      [EVENTS_LIMIT_PARAM]: clampEventsLimit(params.limit),
      [EVENTS_PAGE_PARAM]: params.page ?? undefined,
    },
    headers: authHeaders(operation),
    schema: listWebhookEventsResponseSchema,
    signal: params.signal,
  });
}

/** Safety stop for a misbehaving cursor that never ends. */
const MAX_HISTORY_PAGES = 2_000;

/**
 * Every delivery of the 7-day window, walked page by page at the largest page size. The chart and
 * the filtered table need the whole window; the service has no server-side filters or aggregates.
 */
export async function listAllWebhookEvents(
  id: string,
  options: CallOptions & { onProgress?: (loaded: number) => void } = {},
): Promise<WebhookEvent[]> {
  const events: WebhookEvent[] = [];
  let page: string | null = null;
  for (let i = 0; i < MAX_HISTORY_PAGES; i += 1) {
    const response: ListWebhookEventsResponse = await listWebhookEvents({
      id,
      limit: EVENTS_LIMIT_MAX,
      page,
      signal: options.signal,
    });
    events.push(...response.data);
    options.onProgress?.(events.length);
    page = response.next_page;
    if (!page) return events;
  }
  throw new ApiError({
    service: 'agent',
    operation: 'ListWebhookEvents',
    kind: 'invalid-response',
    fieldPath: 'next_page',
    message: `ListWebhookEvents kept returning next_page after ${MAX_HISTORY_PAGES} pages`,
  });
}

export async function disableWebhook(
  id: string,
  options: CallOptions = {},
): Promise<WebhookEndpoint> {
  const operation = 'DisableWebhook';
  const { request_id: _requestId, ...endpoint } = await request({
    service: 'agent',
    operation,
    method: 'POST',
    path: `${ENDPOINTS}/${encodeURIComponent(id)}/disable`,
    headers: authHeaders(operation),
    schema: disableWebhookResponseSchema,
    signal: options.signal,
  });
  return endpoint;
}
