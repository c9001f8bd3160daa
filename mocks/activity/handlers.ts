import { http, HttpResponse } from 'msw';
import {
  ACTIVITY_EXPORT_PATH,
  ACTIVITY_FORMATS,
  ACTIVITY_OUTCOMES,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PATH,
  ACTIVITY_PEOPLE_PATH,
  ACTIVITY_SERVICES,
  type ActivityFilter,
  type ActivityFormat,
} from '../../src/api/activity/model';
import {
  ACTIVITY_CONTENT_TYPES,
  activityContentDisposition,
  activityExportText,
} from '../../src/api/activity/export';
import { getMockPerson, getMockRole } from '../core/roleState';
import { gatewayError } from '../core/respond';
import { mockDb } from '../database';
import type { ActivityViewer } from './log';

class BadQuery extends Error {}

const oneOf = <T extends string>(values: readonly T[], name: string, raw: string | null) => {
  if (raw === null || raw === '') return undefined;
  if (!(values as readonly string[]).includes(raw))
    throw new BadQuery(`${name} is not one of ${values.join(', ')}`);
  return raw as T;
};

const time = (name: string, raw: string | null) => {
  if (raw === null || raw === '') return undefined;
  if (Number.isNaN(Date.parse(raw))) throw new BadQuery(`${name} is not an ISO time`);
  return raw;
};

function filterOf(query: URLSearchParams): ActivityFilter {
  const text = (name: string) => query.get(name) || undefined;
  return {
    user: text('user'),
    operation: text('operation'),
    service: oneOf(ACTIVITY_SERVICES, 'service', query.get('service')),
    outcome: oneOf(ACTIVITY_OUTCOMES, 'outcome', query.get('outcome')),
    from: time('from', query.get('from')),
    to: time('to', query.get('to')),
  };
}

const viewer = (): ActivityViewer => ({
  subject: getMockPerson().subject,
  admin: getMockRole() === 'admin',
});

const noStore = { 'cache-control': 'no-store' };

/** Answers a query-reading handler, a bad query with the gateway's 400. */
function reading(answer: (query: URLSearchParams) => Response) {
  return ({ request }: { request: Request }) => {
    try {
      return answer(new URL(request.url).searchParams);
    } catch (error) {
      if (error instanceof BadQuery) return gatewayError(400, 'InvalidParameter', error.message);
      throw error;
    }
  };
}

/**
 * The gateway's activity paths as the demo answers them (docs/deploy.md "Activity"), over the
 * mock's own log: a page of records (an admin's all, anyone else's their own), the people they
 * name (admins only) and the export. In the browser and Vitest only, like `/api/session`: the HTTP
 * mock server stands for the services, and a live build with no gateway finds 404 here.
 */
export const activityHandlers = [
  http.get(`*${ACTIVITY_PEOPLE_PATH}`, () => {
    if (getMockRole() !== 'admin') {
      return gatewayError(
        403,
        'Forbidden.Role',
        `ListActivityPeople needs the admin role; you are acting as ${getMockRole()}`,
      );
    }
    return HttpResponse.json({ people: mockDb().activity().people() }, { headers: noStore });
  }),
  http.get(
    `*${ACTIVITY_EXPORT_PATH}`,
    reading((query) => {
      const format = oneOf(
        ACTIVITY_FORMATS,
        'format',
        query.get('format') ?? 'csv',
      ) as ActivityFormat;
      const records = mockDb().activity().matching(filterOf(query), viewer());
      return new HttpResponse(activityExportText(records, format), {
        headers: {
          ...noStore,
          'content-type': ACTIVITY_CONTENT_TYPES[format],
          'content-disposition': activityContentDisposition(format, new Date()),
        },
      });
    }),
  ),
  http.get(
    `*${ACTIVITY_PATH}`,
    reading((query) => {
      const limit = Number(query.get('limit') ?? ACTIVITY_PAGE_SIZE);
      if (!Number.isInteger(limit) || limit < 1)
        throw new BadQuery('limit is not a positive integer');
      const page = mockDb()
        .activity()
        .page(filterOf(query), viewer(), query.get('cursor') || null, limit);
      return HttpResponse.json(page, { headers: noStore });
    }),
  ),
];
