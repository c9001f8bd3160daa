import { http, HttpResponse } from 'msw';
import {
  EVENTS_LIMIT_DEFAULT,
  EVENTS_LIMIT_MAX,
  EVENTS_LIMIT_MIN,
  EVENTS_LIMIT_PARAM,
  EVENTS_PAGE_PARAM,
  EVENTS_WINDOW_DAYS,
} from '../../src/api/agent/assumed';
import type { WebhookEndpoint } from '../../src/api/agent/schemas';
import { endpointEvents, findEndpoint, indexOfEvent, type AgentDb } from '../db/agent';
import { mockDb } from '../db/index';
import { isPrefixedUlid } from '../ulid';
import { decodeEventsCursor, encodeEventsCursor } from './agentCursor';
import { errorResponse, requestId } from './respond';
import { withFaults } from './withFaults';

/** The one API key the mock accepts (DESIGN.md §3); Settings shows it in mock mode. */
export const DEMO_AGENT_KEY = 'demo-key';

const ENDPOINTS = '*/api/v1/agent/webhook_endpoints';
const DAY_MS = 86_400_000;

const fail = (status: number, code: string, message: string) =>
  errorResponse('agent', { status, code, message });

/** A 401 for a missing or wrong key, or null when the request may proceed. */
function authenticate(request: Request): Response | null {
  const header = request.headers.get('authorization');
  const key = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1]?.trim();
  if (!key) {
    return fail(
      401,
      'authentication_error',
      'The API key is missing: send Authorization: Bearer <API_KEY>.',
    );
  }
  if (key !== DEMO_AGENT_KEY) {
    return fail(401, 'authentication_error', 'The API key is invalid.');
  }
  return null;
}

/**
 * A malformed id gets the same 404 as an unknown one (assumed): there is nothing at that path
 * either way, and the console shows one "no such endpoint" state for both.
 */
function lookup(db: AgentDb, id: string): WebhookEndpoint | Response {
  const endpoint = isPrefixedUlid('wep_', id) ? findEndpoint(db, id) : undefined;
  return (
    endpoint ?? fail(404, 'not_found_error', `There is no webhook endpoint ${JSON.stringify(id)}.`)
  );
}

/** The endpoint a per-endpoint request names, or the 401/404 that answers it instead. */
function authorizedEndpoint(request: Request, id: string): WebhookEndpoint | Response {
  return authenticate(request) ?? lookup(mockDb().agent(), id);
}

function parseLimit(raw: string | null): number | Response {
  if (raw === null) return EVENTS_LIMIT_DEFAULT;
  const limit = Number(raw);
  if (/^\d+$/.test(raw) && limit >= EVENTS_LIMIT_MIN && limit <= EVENTS_LIMIT_MAX) return limit;
  return fail(
    400,
    'invalid_request_error',
    `${EVENTS_LIMIT_PARAM} must be an integer from ${EVENTS_LIMIT_MIN} to ${EVENTS_LIMIT_MAX}, got ${JSON.stringify(raw)}.`,
  );
}

const listWebhooks = withFaults('agent', 'ListWebhooks', ({ request }) => {
  const denied = authenticate(request);
  if (denied) return denied;
  return HttpResponse.json({ data: mockDb().agent().endpoints, request_id: requestId() });
});

const listWebhookEvents = withFaults<{ id: string }>(
  'agent',
  'ListWebhookEvents',
  ({ request, params }) => {
    const endpoint = authorizedEndpoint(request, params.id);
    if (endpoint instanceof Response) return endpoint;
    const db = mockDb().agent();

    const query = new URL(request.url).searchParams;
    const limit = parseLimit(query.get(EVENTS_LIMIT_PARAM));
    if (limit instanceof Response) return limit;

    const events = endpointEvents(db, endpoint.id);
    let start = 0;
    const page = query.get(EVENTS_PAGE_PARAM);
    if (page !== null) {
      const before = decodeEventsCursor(page);
      const index = before === null ? -1 : indexOfEvent(events, before);
      if (index < 0) {
        return fail(
          400,
          'invalid_request_error',
          `${EVENTS_PAGE_PARAM} is not a cursor of this endpoint's history; pass the next_page of the previous response.`,
        );
      }
      start = index + 1;
    }

    // The store holds older deliveries too; the service never returns them (spec rule 1).
    const cutoff = new Date(Date.now() - EVENTS_WINDOW_DAYS * DAY_MS).toISOString();
    const inWindow = (i: number) => (events[i]?.created_at ?? '') >= cutoff;
    let end = start;
    while (end < events.length && end - start < limit && inWindow(end)) end += 1;
    const data = events.slice(start, end);
    const last = data[data.length - 1];
    const next_page = last && inWindow(end) ? encodeEventsCursor(last.id) : null;
    return HttpResponse.json({ data, next_page, request_id: requestId() });
  },
);

const disableWebhook = withFaults<{ id: string }>(
  'agent',
  'DisableWebhook',
  ({ request, params }) => {
    const endpoint = authorizedEndpoint(request, params.id);
    if (endpoint instanceof Response) return endpoint;
    // Disabling twice returns the endpoint unchanged (assumed): no new updated_at, no journal entry.
    if (endpoint.status !== 'DISABLED') {
      mockDb().record({ service: 'agent', op: 'disableWebhook', id: endpoint.id, at: Date.now() });
    }
    return HttpResponse.json({ ...endpoint, request_id: requestId() });
  },
);

export const agentHandlers = [
  http.get(ENDPOINTS, listWebhooks),
  http.get(`${ENDPOINTS}/:id/events`, listWebhookEvents),
  http.post(`${ENDPOINTS}/:id/disable`, disableWebhook),
];
