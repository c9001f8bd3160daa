import { defineOperation, defineOperations } from '../operationSpec';
import { EVENTS_LIMIT_PARAM, EVENTS_PAGE_PARAM } from './assumed';
import { clampEventsLimit } from './limits';
import {
  disableWebhookResponseSchema,
  listWebhookEventsResponseSchema,
  listWebhooksResponseSchema,
} from './schemas';

/** The agent webhook service (specs/agent-webhooks-api.md): every operation, once. */
const ENDPOINTS = '/api/v1/agent/webhook_endpoints';

interface ListWebhookEventsParams {
  id: string;
  /** 1–100; clamped before sending. */
  limit?: number | undefined;
  /** The previous response's `next_page`; omitted for the first page. */
  page?: string | null | undefined;
}

export const agentOperations = defineOperations('agent', {
  ListWebhooks: defineOperation()({
    method: 'GET',
    path: ENDPOINTS,
    response: listWebhooksResponseSchema,
    result: (response) => response.data,
    staleTime: 30_000,
  }),
  ListWebhookEvents: defineOperation<ListWebhookEventsParams>()({
    method: 'GET',
    path: `${ENDPOINTS}/:id/events`,
    query: (params) => ({
      [EVENTS_LIMIT_PARAM]: clampEventsLimit(params.limit),
      [EVENTS_PAGE_PARAM]: params.page ?? undefined,
    }),
    response: listWebhookEventsResponseSchema,
    // limit/page names and the error shape are assumed (docs/design.md §3); the body is as
    // specified.
    staleTime: 30_000,
  }),
  DisableWebhook: defineOperation<{ id: string }>()({
    method: 'POST',
    path: `${ENDPOINTS}/:id/disable`,
    response: disableWebhookResponseSchema,
    result: ({ request_id: _requestId, ...endpoint }) => endpoint,
  }),
});
