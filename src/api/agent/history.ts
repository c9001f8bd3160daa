import { ApiError } from '../errors';
import { callOperation, type CallOptions } from '../operation';
import { EVENTS_LIMIT_MAX } from './assumed';
import { agentOperations } from './operations';
import type { ListWebhookEventsResponse, WebhookEvent } from './schemas';

/** Safety stop for a misbehaving cursor that never ends. */
const MAX_HISTORY_PAGES = 2_000;

interface WalkOptions extends CallOptions {
  /** Called after each page with how many deliveries are loaded so far. */
  onProgress?: (loaded: number) => void;
}

/**
 * Every delivery of the 7-day window, walked page by page at the largest page size. The chart and
 * the filtered table need the whole window; the service has no server-side filters or aggregates.
 */
export async function listAllWebhookEvents(
  id: string,
  options: WalkOptions = {},
): Promise<WebhookEvent[]> {
  const events: WebhookEvent[] = [];
  let page: string | null = null;
  for (let i = 0; i < MAX_HISTORY_PAGES; i += 1) {
    const response: ListWebhookEventsResponse = await callOperation(
      agentOperations.ListWebhookEvents,
      { id, limit: EVENTS_LIMIT_MAX, page },
      options,
    );
    events.push(...response.data);
    options.onProgress?.(events.length);
    page = response.next_page;
    if (!page) return events;
  }
  throw new ApiError({
    service: 'agent',
    operation: agentOperations.ListWebhookEvents.name,
    kind: 'invalid-response',
    fieldPath: 'next_page',
    message: `ListWebhookEvents kept returning next_page after ${MAX_HISTORY_PAGES} pages`,
  });
}
