/**
 * `/api/activity` (docs/deploy.md "Activity"): the audit records of the gateway's database, a page
 * at a time; `/api/activity/people`, who they name (admins); `/api/activity/export`, every record
 * the filter matches as CSV or JSON lines. An admin sees everyone's records, anyone else their own
 * whatever they ask for. Behind the session check of auth.ts like every `/api` path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACTIVITY_EXPORT_PATH,
  ACTIVITY_FORMATS,
  ACTIVITY_MAX_PAGE_SIZE,
  ACTIVITY_OUTCOMES,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PATH,
  ACTIVITY_PEOPLE_PATH,
  ACTIVITY_SERVICES,
  type ActivityFilter,
  type ActivityFormat,
} from '../src/api/contract';
import {
  ACTIVITY_CONTENT_TYPES,
  activityContentDisposition,
  activityCsvHeader,
  activityCsvLine,
  activityJsonLine,
} from '../src/api/contract';
import { sendError } from './proxy';
import { BadCursor, type ActivityScope, type AuditStore } from './store/auditStore';

const FILTER_FIELDS = ['user', 'operation', 'service', 'outcome', 'from', 'to'] as const;

class BadFilter extends Error {}

/** One query parameter as text; a repeated one is refused rather than guessed. */
function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new BadFilter(`${name} is given more than once`);
  return value;
}

function readFilter(query: Record<string, unknown>): ActivityFilter {
  const filter: ActivityFilter = {};
  for (const field of FILTER_FIELDS) {
    const value = single(query, field);
    if (value === undefined) continue;
    if (value.length > 256) throw new BadFilter(`${field} is longer than 256 characters`);
    if (field === 'service' && !(ACTIVITY_SERVICES as readonly string[]).includes(value)) {
      throw new BadFilter(`service is one of ${ACTIVITY_SERVICES.join(', ')}`);
    }
    if (field === 'outcome' && !(ACTIVITY_OUTCOMES as readonly string[]).includes(value)) {
      throw new BadFilter(`outcome is one of ${ACTIVITY_OUTCOMES.join(', ')}`);
    }
    if ((field === 'from' || field === 'to') && Number.isNaN(Date.parse(value))) {
      throw new BadFilter(`${field} is an ISO time, e.g. 2026-11-28T09:00:00Z`);
    }
    (filter as Record<string, string>)[field] = value;
  }
  return filter;
}

function readLimit(query: Record<string, unknown>): number {
  const text = single(query, 'limit');
  if (text === undefined) return ACTIVITY_PAGE_SIZE;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > ACTIVITY_MAX_PAGE_SIZE) {
    throw new BadFilter(`limit is a whole number from 1 to ${ACTIVITY_MAX_PAGE_SIZE}`);
  }
  return limit;
}

/** Everyone's records for an admin (and for everyone when nobody signs in), else one's own. */
export function scopeOf(request: FastifyRequest): ActivityScope {
  const { user, role } = request.parapet;
  if (user === null || role === 'admin') return { kind: 'all' };
  return { kind: 'own', subject: user.subject };
}

export interface ActivityDeps {
  store: () => AuditStore | null;
  now?: () => number;
}

export function registerActivity(app: FastifyInstance, deps: ActivityDeps): void {
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  /** The store, or an answer saying the database is not there (yet). */
  const storeOr = (reply: FastifyReply) => {
    const store = deps.store();
    if (!store) {
      void sendError(
        reply,
        'api',
        'databaseUnavailable',
        'the gateway cannot reach its database: activity cannot be read now',
      );
    }
    return store;
  };
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (error instanceof BadFilter || error instanceof BadCursor) {
      return sendError(reply, 'api', 'badQuery', error.message);
    }
    request.log.error({ err: error }, 'activity read failed');
    return sendError(
      reply,
      'api',
      'databaseUnavailable',
      'the gateway could not read activity from its database',
    );
  };

  app.get(ACTIVITY_PATH, { compress: false }, async (request, reply) => {
    noStore(reply);
    const store = storeOr(reply);
    if (!store) return reply;
    try {
      const query = request.query as Record<string, unknown>;
      const scope = scopeOf(request);
      const page = await store.page(readFilter(query), scope, {
        cursor: single(query, 'cursor') ?? null,
        limit: readLimit(query),
      });
      return { ...page, scope: scope.kind };
    } catch (error) {
      return failed(request, reply, error);
    }
  });

  app.get(ACTIVITY_PEOPLE_PATH, { compress: false }, async (request, reply) => {
    noStore(reply);
    if (scopeOf(request).kind !== 'all') {
      return sendError(
        reply,
        'api',
        { status: 403, code: 'Forbidden.Role', agent: 'permission_error' },
        `everyone's activity needs the admin role; you are ${request.parapet.role ?? 'signed out'}`,
      );
    }
    const store = storeOr(reply);
    if (!store) return reply;
    try {
      return { people: await store.people() };
    } catch (error) {
      return failed(request, reply, error);
    }
  });

  app.get(ACTIVITY_EXPORT_PATH, async (request, reply) => {
    noStore(reply);
    const store = storeOr(reply);
    if (!store) return reply;
    const query = request.query as Record<string, unknown>;
    let filter: ActivityFilter;
    let format: ActivityFormat;
    try {
      filter = readFilter(query);
      const asked = single(query, 'format') ?? 'csv';
      if (!(ACTIVITY_FORMATS as readonly string[]).includes(asked)) {
        throw new BadFilter(`format is one of ${ACTIVITY_FORMATS.join(', ')}`);
      }
      format = asked as ActivityFormat;
    } catch (error) {
      return failed(request, reply, error);
    }
    // The same bytes the demo's mock writes (src/api/activity/export.ts). Read whole before
    // answering: a database failing half-way is then an error, not a file that looks complete
    // (10,000 records are about 3 MB).
    const line = format === 'csv' ? activityCsvLine : activityJsonLine;
    const lines: string[] = format === 'csv' ? [activityCsvHeader()] : [];
    try {
      for await (const record of store.all(filter, scopeOf(request))) lines.push(line(record));
    } catch (error) {
      return failed(request, reply, error);
    }
    reply
      .header('content-type', ACTIVITY_CONTENT_TYPES[format])
      .header(
        'content-disposition',
        activityContentDisposition(format, new Date(deps.now?.() ?? Date.now())),
      );
    return lines.join('');
  });
}
