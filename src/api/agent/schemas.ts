import { z } from 'zod';

const isoTime = z.iso.datetime({ offset: true });
const endpointId = z.string().regex(/^wep_[0-9A-HJKMNP-TV-Z]{26}$/, 'expected wep_<ULID>');
const eventId = z.string().regex(/^whe_[0-9A-HJKMNP-TV-Z]{26}$/, 'expected whe_<ULID>');

export const webhookEndpointSchema = z.object({
  id: endpointId,
  description: z.string().nullable(),
  url: z.string(),
  events: z.array(z.string()),
  status: z.enum(['ACTIVE', 'DISABLED']),
  disabled_reason: z.string().nullable(),
  consecutive_fail: z.number().int().nonnegative(),
  last_success_at: isoTime.nullable(),
  last_failure_at: isoTime.nullable(),
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
    attempt_count: z.number().int().nonnegative(),
    delivery_at: isoTime,
    finish_at: isoTime,
    failure_reason: z.string().nullable(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

const requestId = z.string();

export const listWebhooksResponseSchema = z.object({
  data: z.array(webhookEndpointSchema),
  request_id: requestId,
});
export type ListWebhooksResponse = z.infer<typeof listWebhooksResponseSchema>;

export const listWebhookEventsResponseSchema = z.object({
  data: z.array(webhookEventSchema),
  next_page: z.string().nullable(),
  request_id: requestId,
});
export type ListWebhookEventsResponse = z.infer<typeof listWebhookEventsResponseSchema>;

export const disableWebhookResponseSchema = webhookEndpointSchema.extend({ request_id: requestId });
export type DisableWebhookResponse = z.infer<typeof disableWebhookResponseSchema>;

/** The agent service's error body (DESIGN.md §3, assumed). */
export const agentErrorBodySchema = z.object({
  type: z.literal('error'),
  error: z.object({ type: z.string(), message: z.string() }),
  request_id: z.string().optional(),
});
