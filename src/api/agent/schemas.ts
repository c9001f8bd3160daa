// zod/mini: the same validation as classic zod at a fraction of the bundle (docs/design.md §6
// budget).
import * as z from 'zod/mini';

const isoTime = z.iso.datetime({ offset: true });
const endpointId = z.string().check(z.regex(/^wep_[0-9A-HJKMNP-TV-Z]{26}$/, 'expected wep_<ULID>'));
const eventId = z.string().check(z.regex(/^whe_[0-9A-HJKMNP-TV-Z]{26}$/, 'expected whe_<ULID>'));

export const webhookEndpointSchema = z.object({
  id: endpointId,
  description: z.nullable(z.string()),
  url: z.string(),
  events: z.array(z.string()),
  status: z.enum(['ACTIVE', 'DISABLED']),
  disabled_reason: z.nullable(z.string()),
  consecutive_fail: z.int().check(z.nonnegative()),
  last_success_at: z.nullable(isoTime),
  last_failure_at: z.nullable(isoTime),
  created_at: isoTime,
  updated_at: isoTime,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEventSchema = z.object({
  type: z.literal('event'),
  id: eventId,
  created_at: isoTime,
  data: z.object({
    id: z.string(),
    type: z.string(),
    workspace_id: z.string(),
    session_thread_id: z.string(),
  }),
  delivery: z.object({
    webhook_id: endpointId,
    status: z.string(),
    attempt_count: z.int().check(z.nonnegative()),
    delivery_at: isoTime,
    finish_at: isoTime,
    failure_reason: z.nullable(z.string()),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

const requestId = z.string();

export const listWebhooksResponseSchema = z.object({
  data: z.array(webhookEndpointSchema),
  request_id: requestId,
});

export const listWebhookEventsResponseSchema = z.object({
  data: z.array(webhookEventSchema),
  next_page: z.nullable(z.string()),
  request_id: requestId,
});
export type ListWebhookEventsResponse = z.infer<typeof listWebhookEventsResponseSchema>;

export const disableWebhookResponseSchema = z.extend(webhookEndpointSchema, {
  request_id: requestId,
});
