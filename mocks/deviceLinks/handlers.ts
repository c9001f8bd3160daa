import { http, HttpResponse, type PathParams } from 'msw';
import * as z from 'zod/mini';
import {
  DEVICE_LINK_ENDED,
  DEVICE_LINK_OPERATIONS,
  DEVICE_LINK_ROLE,
  DEVICE_LINKS_MAX,
  DEVICE_LINKS_PATH,
  DEVICE_SESSION_PATH,
  deviceLinkProblems,
  type DeviceLinkInput,
} from '../../src/api/deviceLinks/model';
import { deviceLinkTargetSchema } from '../../src/api/deviceLinks/schemas';
import { appendActivity } from '../activity/record';
import { getMockPerson, getMockRole } from '../core/roleState';
import { gatewayError, requestId } from '../core/respond';
import { gatewayAnswer, gatewayWrite, jsonBody, type GatewayOutcome } from '../core/gatewayWrite';
import { mockDb } from '../database';
import { DEMO_DEVICE_ADDRESS, forgetDevice, holdDevice } from './held';
import { endedRefusal, heldDevice } from './scope';

const noStore = { 'cache-control': 'no-store' };

const inputSchema = z.object({
  name: z.string(),
  target: deviceLinkTargetSchema,
  expiresAt: z.string(),
});

type Outcome = GatewayOutcome;

/**
 * Why the tab may not manage links, or null when it may: a tab holding a device link acts as that
 * wall (401 once it ended, else a wall has no role for this), anyone else needs the admin role.
 */
function refusal(operation: string): Outcome | null {
  const held = heldDevice();
  if (held.kind === 'ended') {
    const { status, code, message } = endedRefusal(held.end, held.link);
    return { status, code, message };
  }
  if (held.kind === 'active') {
    return {
      status: 403,
      code: 'Forbidden.Role',
      message: `${operation} needs the ${DEVICE_LINK_ROLE} role; this tab is the device link “${held.link.name}”`,
    };
  }
  const role = getMockRole();
  if (role === DEVICE_LINK_ROLE) return null;
  return {
    status: 403,
    code: 'Forbidden.Role',
    message: `${operation} needs the ${DEVICE_LINK_ROLE} role; you are acting as ${role}`,
  };
}

function targetExists(input: DeviceLinkInput): boolean {
  if (input.target.kind === 'playlist') {
    return mockDb().playlists().get(input.target.playlistId) !== undefined;
  }
  const { screenId } = input.target;
  return mockDb()
    .store('screen')
    .screens.some((screen) => String(screen.id) === screenId);
}

async function create(request: Request, resource: Record<string, string>): Promise<Outcome> {
  const parsed = inputSchema.safeParse(await jsonBody(request));
  if (!parsed.success) {
    return {
      status: 400,
      code: 'InvalidParameter',
      message:
        'the body is {name, target: {kind: screen, screenId} | {kind: playlist, playlistId}, expiresAt}',
    };
  }
  const input = parsed.data;
  resource.name = input.name.trim().slice(0, 256);
  const now = new Date();
  const problems = deviceLinkProblems(input, now.getTime());
  if (problems) {
    const [field, why] = Object.entries(problems)[0] ?? ['name', 'invalid'];
    return { status: 400, code: 'InvalidParameter', message: `${field}: ${why}` };
  }
  if (!targetExists(input)) {
    return { status: 400, code: 'InvalidParameter', message: 'target: notFound' };
  }
  const store = mockDb().deviceLinks();
  if (store.count() >= DEVICE_LINKS_MAX) {
    return {
      status: 409,
      code: 'Conflict',
      message: `a deployment keeps at most ${DEVICE_LINKS_MAX} device links: wait for ended ones to go`,
    };
  }
  const made = await store.create(input, { ...getMockPerson() }, now);
  resource.id = made.link.id;
  return { status: 201, body: made };
}

function revoke(params: PathParams): Outcome {
  const id = decodeURIComponent(String(params.id));
  const result = mockDb()
    .deviceLinks()
    .revoke(id, { ...getMockPerson() }, new Date());
  if (result.kind === 'none') {
    return { status: 404, code: 'DeviceLinkNotFound', message: `no device link ${id}` };
  }
  if (result.kind === 'already') {
    const by = result.link.revokedBy;
    const who = by?.name ?? by?.email ?? by?.subject ?? 'nobody signed in';
    return {
      status: 409,
      code: 'AlreadyRevoked',
      message: `revoked by ${who} at ${result.link.revokedAt ?? ''}`,
    };
  }
  return { status: 200, body: result.link };
}

const tokenSchema = z.object({ token: z.string() });

/**
 * The gateway's device links (docs/deploy.md "Device links") as the demo answers them, over the
 * mock's own store: an admin lists, creates and revokes them; a tab that opens a link's token
 * holds that link (held.ts) and is answered as the wall's computer from then on (scope.ts,
 * mocks/session.ts). In the browser and Vitest only, like `/api/playlists`.
 */
export const deviceLinkHandlers = [
  http.get(`*${DEVICE_LINKS_PATH}`, () => {
    const refused = refusal(DEVICE_LINK_OPERATIONS.list);
    if (refused) return gatewayAnswer(refused);
    return HttpResponse.json(
      { links: mockDb().deviceLinks().list(Date.now()) },
      { headers: noStore },
    );
  }),
  http.post(
    `*${DEVICE_LINKS_PATH}`,
    gatewayWrite(
      DEVICE_LINK_OPERATIONS.create,
      () => refusal(DEVICE_LINK_OPERATIONS.create),
      (request, _params, resource) => create(request, resource),
    ),
  ),
  http.post(
    `*${DEVICE_LINKS_PATH}/:id/revoke`,
    gatewayWrite(
      DEVICE_LINK_OPERATIONS.revoke,
      () => refusal(DEVICE_LINK_OPERATIONS.revoke),
      (_request, params) => Promise.resolve(revoke(params)),
    ),
  ),
  http.post(`*${DEVICE_SESSION_PATH}`, async ({ request }) => {
    const started = Date.now();
    const id = requestId();
    const parsed = tokenSchema.safeParse(await jsonBody(request));
    const store = mockDb().deviceLinks();
    const found = parsed.success ? await store.findByToken(parsed.data.token, started) : null;
    if (!found) {
      return gatewayError(401, DEVICE_LINK_ENDED.unknown, 'this device link is not known', id);
    }
    if (found.status !== 'active') {
      const { status, code, message } = endedRefusal(found.status, found.link);
      return gatewayError(status, code, message, id);
    }
    const { link } = found;
    holdDevice(link.id);
    const use = store.recordUse(link.id, DEMO_DEVICE_ADDRESS, started);
    if (use.firstFromAddress) {
      appendActivity(
        { at: started, person: null, role: null, device: link.name },
        {
          service: 'gateway',
          operation: DEVICE_LINK_OPERATIONS.use,
          method: 'POST',
          resource: { id: link.id },
          outcome: 'answered',
          upstreamStatus: 200,
          requestId: id,
          durationMs: Date.now() - started,
        },
      );
    }
    const { name, target, expiresAt } = link;
    return HttpResponse.json(
      { device: { id: link.id, name, target, expiresAt } },
      { headers: { ...noStore, 'x-request-id': id } },
    );
  }),
  http.delete(`*${DEVICE_SESSION_PATH}`, () => {
    forgetDevice();
    return new HttpResponse(null, { status: 204, headers: noStore });
  }),
];
