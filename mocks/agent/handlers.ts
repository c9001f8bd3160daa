import {
  EVENTS_LIMIT_DEFAULT,
  EVENTS_LIMIT_MAX,
  EVENTS_LIMIT_MIN,
  EVENTS_LIMIT_PARAM,
  EVENTS_PAGE_PARAM,
  EVENTS_WINDOW_DAYS,
} from '../../src/api/agent/assumed';
import type { WebhookEndpoint } from '../../src/api/agent/schemas';
import { endpointEvents, findEndpoint, indexOfEvent } from './store';
import { mockDb } from '../database';
import { isPrefixedUlid } from '../core/ulid';
import { decodeEventsCursor, encodeEventsCursor } from './cursor';
import { MockHttpError, mockService } from '../core/mockService';
import { AGENT_ROUTES } from './routes';

/** The one API key the mock accepts (docs/design.md §3); Settings shows it in mock mode. */
export const DEMO_AGENT_KEY = 'demo-key';

const DAY_MS = 86_400_000;

/**
 * Every agent call needs the demo key; a missing or wrong one is a 401 (spec, docs/design.md §3).
 */
function authenticate(request: Request): void {
  const header = request.headers.get('authorization');
  const key = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '')?.[1]?.trim();
  if (!key) {
    throw new MockHttpError(
      401,
      'The API key is missing: send Authorization: Bearer <API_KEY>.',
      'authentication_error',
    );
  }
  if (key !== DEMO_AGENT_KEY) {
    throw new MockHttpError(401, 'The API key is invalid.', 'authentication_error');
  }
}

const agent = mockService('agent', { authenticate, routes: AGENT_ROUTES });

/**
 * A malformed id gets the same 404 as an unknown one (assumed): there is nothing at that path
 * either way, and the console shows one "no such endpoint" state for both.
 */
function endpointAt(id: string | undefined): WebhookEndpoint {
  const db = mockDb().store('agent');
  const endpoint = id && isPrefixedUlid('wep_', id) ? findEndpoint(db, id) : undefined;
  if (!endpoint) {
    throw new MockHttpError(
      404,
      `There is no webhook endpoint ${JSON.stringify(id)}.`,
      'not_found_error',
    );
  }
  return endpoint;
}

function parseLimit(raw: string | null): number {
  if (raw === null) return EVENTS_LIMIT_DEFAULT;
  const limit = Number(raw);
  if (/^\d+$/.test(raw) && limit >= EVENTS_LIMIT_MIN && limit <= EVENTS_LIMIT_MAX) return limit;
  throw new MockHttpError(
    400,
    `${EVENTS_LIMIT_PARAM} must be an integer from ${EVENTS_LIMIT_MIN} to ${EVENTS_LIMIT_MAX}, got ${JSON.stringify(raw)}.`,
    'invalid_request_error',
  );
}

agent.on('ListWebhooks', () => ({ data: mockDb().store('agent').endpoints }));

agent.on('ListWebhookEvents', ({ path, query }) => {
  const endpoint = endpointAt(path.id);
  const limit = parseLimit(query.get(EVENTS_LIMIT_PARAM));
  const events = endpointEvents(mockDb().store('agent'), endpoint.id);

  let start = 0;
  const page = query.get(EVENTS_PAGE_PARAM);
  if (page !== null) {
    const before = decodeEventsCursor(page);
    const index = before === null ? -1 : indexOfEvent(events, before);
    if (index < 0) {
      throw new MockHttpError(
        400,
        `${EVENTS_PAGE_PARAM} is not a cursor of this endpoint's history; pass the next_page of the previous response.`,
        'invalid_request_error',
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
  return { data, next_page: last && inWindow(end) ? encodeEventsCursor(last.id) : null };
});

agent.on('DisableWebhook', ({ path }) => {
  const endpoint = endpointAt(path.id);
  // Disabling twice returns the endpoint unchanged (assumed): no new updated_at, no journal entry.
  if (endpoint.status !== 'DISABLED') {
    mockDb().record({ service: 'agent', op: 'disableWebhook', id: endpoint.id, at: Date.now() });
  }
  return endpointAt(path.id);
});

export const agentHandlers = agent.handlers();
