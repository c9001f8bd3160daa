import { http, HttpResponse } from 'msw';
import { getMockPerson, getMockRole, operationsFor } from './core/roleState';

/**
 * `GET /api/session` as the demo answers it (the gateway's shape, `auth: 'demo'`): the role chosen
 * in Settings and what it may call. Only in the browser and in Vitest: the HTTP mock server stands
 * for the services, and a live build without a gateway finds no session there.
 */
export const sessionHandler = http.get('*/api/session', () =>
  HttpResponse.json(
    {
      auth: 'demo',
      ...getMockPerson(),
      role: getMockRole(),
      operations: operationsFor(getMockRole()),
    },
    { headers: { 'cache-control': 'no-store' } },
  ),
);
