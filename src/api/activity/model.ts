/**
 * The activity of the gateway (docs/deploy.md "Activity"): every write and storage-token read
 * made through it, as audit records kept in its database and answered at `/api/activity`. Part of
 * the contract: the gateway answers it, the demo's mock answers it for the demo's own writes, and
 * the console's activity page reads it. A deployment without a gateway answers 404 there.
 */
import { ROLES } from '../roles';

export const ACTIVITY_PATH = '/api/activity';
export const ACTIVITY_EXPORT_PATH = '/api/activity/export';
export const ACTIVITY_PEOPLE_PATH = '/api/activity/people';

/** Who answered an audited call: one of the three services, or the gateway itself (its links). */
export const ACTIVITY_SERVICES = ['screen', 'lake', 'agent', 'gateway'] as const;
export type ActivityService = (typeof ACTIVITY_SERVICES)[number];

/**
 * How an audited call ended. `unfinished`: the record was written before the call went out and no
 * answer was recorded (the gateway stopped in between), so whether it happened is unknown.
 */
export const ACTIVITY_OUTCOMES = [
  'answered',
  'forbidden',
  'unauthenticated',
  'timeout',
  'unreachable',
  'credentials-unavailable',
  'not-configured',
  'unfinished',
] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

export const ACTIVITY_FORMATS = ['csv', 'jsonl'] as const;
export type ActivityFormat = (typeof ACTIVITY_FORMATS)[number];

/** Records per page unless asked otherwise, and at most. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;

export { ROLES as ACTIVITY_ROLES };

/**
 * What the page is filtered by; every field optional. `user` is a subject; `from`/`to` are ISO
 * times (from inclusive, to exclusive). A person who is not an admin sees only their own records
 * whatever `user` says (the answer's `scope` is then `own`).
 */
export interface ActivityFilter {
  user?: string;
  operation?: string;
  service?: ActivityService;
  outcome?: ActivityOutcome;
  from?: string;
  to?: string;
}

/** The query string of a filter (and a page's cursor and size), leaving out what is unset. */
export function activityQuery(
  filter: ActivityFilter,
  page: { cursor?: string | null; limit?: number } = {},
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') query[name] = value;
  }
  if (page.cursor) query.cursor = page.cursor;
  if (page.limit !== undefined) query.limit = String(page.limit);
  return query;
}

/** Where the filtered records download from, as CSV or JSON lines (same origin). */
export function activityExportUrl(filter: ActivityFilter, format: ActivityFormat): string {
  const params = new URLSearchParams({ ...activityQuery(filter), format });
  return `${ACTIVITY_EXPORT_PATH}?${params.toString()}`;
}
