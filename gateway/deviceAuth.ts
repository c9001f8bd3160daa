/**
 * A call with no person's session, at auth.ts's gate: a wall's computer holding a device link's
 * cookie (deviceGate.ts), what it may ask at all, and its `/api/session`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEVICE_LINK_OUT_OF_SCOPE,
  DEVICE_SESSION_PATH,
  PLAYLISTS_PATH,
  SESSION_PATH,
  WALL_OPERATIONS,
} from '../src/api/contract';
import type { AuthDeps } from './auth';
import { allowEveryOperation, type Authorize, type RequestContext } from './context';
import { errorAnswer } from './errors';
import { operationsFor } from './roles';
import { deviceOf, type DeviceGate } from './deviceGate';
import type { Answering, ErrorReason } from './errors';

function pathOf(url: string): string {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
}

const LINK_UNCHECKED: ErrorReason = {
  status: 503,
  code: 'DeviceLinkUnchecked',
  agent: 'api_error',
};
/** `/api/session` for a wall's computer: the link's name, what it shows and may read. */
export function deviceSessionBody(link: NonNullable<RequestContext['device']>) {
  return {
    auth: 'device',
    subject: null,
    name: link.name,
    email: null,
    role: 'viewer',
    expiresAt: link.expiresAt,
    device: deviceOf(link),
    operations: { screen: link.scope ?? [...WALL_OPERATIONS], lake: [], agent: [] },
  };
}

export type Refuse = (reason: ErrorReason, message: string) => FastifyReply;

const OUT_OF_SCOPE: ErrorReason = {
  status: 403,
  code: DEVICE_LINK_OUT_OF_SCOPE,
  agent: 'permission_error',
};

/**
 * What a wall's computer may ask at all: the screen service (each call then held to its link's
 * screens, deviceGate.ts), its session, and its playlist. Nothing else of the console, so a route
 * added later is closed to displays until it says otherwise.
 */
function deviceMayAsk(request: FastifyRequest, answering: Answering): boolean {
  if (answering === 'screen') return true;
  const path = pathOf(request.raw.url ?? '/');
  return request.method === 'GET' && (path === SESSION_PATH || path === PLAYLISTS_PATH);
}

/**
 * A call without a person's session: a device link's when the browser holds one ('device'),
 * else 'none'. An ended link is refused here with its own code (the wall says so), and so is one
 * the database cannot check now.
 */
export async function identifyDevice(
  request: FastifyRequest,
  answering: Answering,
  devices: DeviceGate,
  refuse: Refuse,
): Promise<'device' | 'none' | FastifyReply> {
  const identified = await devices.check(devices.tokenOf(request));
  switch (identified.kind) {
    case 'none':
      return 'none';
    case 'unavailable':
      return refuse(LINK_UNCHECKED, "the gateway cannot check this display's link now");
    case 'ended':
      // The cookie stays: the wall keeps saying why it stopped, rather than asking for a sign-in.
      return refuse(devices.endReason(identified.end), identified.message);
    case 'device': {
      if (!deviceMayAsk(request, answering)) {
        return refuse(
          OUT_OF_SCOPE,
          `a display's link (${identified.link.name}) reads its screens only`,
        );
      }
      request.parapet.device = identified.link;
      void devices.recordUse(request, identified.link);
      return 'device';
    }
  }
}

/**
 * `auth.mode: none`: nobody signs in and every caller may call everything, but a wall's computer
 * is still held to its link (and stops when the link is revoked).
 */
export function registerWithoutSignIn(
  app: FastifyInstance,
  deps: Pick<AuthDeps, 'allowList' | 'answering' | 'devices'>,
): { authorize: Authorize } {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.raw.url ?? '/');
    const answering = deps.answering(path);
    if (answering === null || path === DEVICE_SESSION_PATH) return undefined;
    const refuse: Refuse = (reason, message) => {
      const answer = errorAnswer(answering, reason, message, request.id);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    };
    const device = await identifyDevice(request, answering, deps.devices, refuse);
    return typeof device === 'string' ? undefined : device;
  });
  app.get(SESSION_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.parapet.device) return deviceSessionBody(request.parapet.device);
    return {
      auth: 'none',
      subject: null,
      name: null,
      email: null,
      role: 'admin',
      operations: operationsFor(deps.allowList, null),
    };
  });
  return {
    authorize: (context, op, resource) =>
      context.device
        ? deps.devices.authorize(context, op, resource)
        : allowEveryOperation(context, op, resource),
  };
}
