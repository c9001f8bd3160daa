import { http, HttpResponse } from 'msw';
import { getMockPerson, getMockRole, operationsFor } from './core/roleState';
import { gatewayError } from './core/respond';
import { endedRefusal, heldDevice } from './deviceLinks/scope';
import { mockDb } from './database';
import { DEMO_DEVICE_ADDRESS } from './deviceLinks/held';

const noStore = { 'cache-control': 'no-store' };

/**
 * `GET /api/session` as the demo answers it (the gateway's shape, `auth: 'demo'`): the role chosen
 * in Settings and what it may call. A tab holding a device link (mocks/deviceLinks) is that wall's
 * computer instead: `auth: 'device'`, what the link shows and its screens' reads, or 401 with the
 * link's end once it was revoked or expired. Only in the browser and in Vitest: the HTTP mock
 * server stands for the services, and a live build without a gateway finds no session there.
 */
export const sessionHandler = http.get('*/api/session', () => {
  const now = Date.now();
  const held = heldDevice(now);
  if (held.kind === 'ended') {
    const { status, code, message } = endedRefusal(held.end, held.link);
    return gatewayError(status, code, message);
  }
  if (held.kind === 'active') {
    const { id, name, target, expiresAt } = held.link;
    // Each call of the wall moves "last used"; the session is the one every page load makes.
    mockDb().deviceLinks().recordUse(id, DEMO_DEVICE_ADDRESS, now);
    return HttpResponse.json(
      {
        auth: 'device',
        subject: null,
        name,
        email: null,
        role: 'viewer',
        device: { id, name, target, expiresAt },
        operations: { screen: held.operations, lake: [], agent: [] },
      },
      { headers: noStore },
    );
  }
  return HttpResponse.json(
    {
      auth: 'demo',
      ...getMockPerson(),
      role: getMockRole(),
      operations: operationsFor(getMockRole()),
    },
    { headers: noStore },
  );
});
