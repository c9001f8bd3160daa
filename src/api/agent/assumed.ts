/**
 * Choices the agent webhook spec leaves open ("not shown"), kept in one place so they can be
 * corrected when the real service disagrees. The mock (mocks/agent/handlers.ts) mirrors them.
 */

/** Query parameter names of List webhook events (docs/design.md §3). */
export const EVENTS_LIMIT_PARAM = 'limit';
export const EVENTS_PAGE_PARAM = 'page';

export const EVENTS_LIMIT_DEFAULT = 20;
export const EVENTS_LIMIT_MIN = 1;
export const EVENTS_LIMIT_MAX = 100;

/** The history window the service keeps for List webhook events (spec rule 1). */
export const EVENTS_WINDOW_DAYS = 7;

/**
 * Delivery statuses we know of. The spec shows only SUCCEEDED; the others are assumed. Unknown
 * values from a real service are still accepted and shown as they are.
 */
export const KNOWN_DELIVERY_STATUSES = ['SUCCEEDED', 'FAILED', 'RETRYING'] as const;

/** Event kinds named in the spec; the complete list is not shown, so others pass through. */
export const KNOWN_EVENT_KINDS = [
  'session.updated',
  'session.status_idled',
  'session.thread_terminated',
  'session.thread_idled',
] as const;
