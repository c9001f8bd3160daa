/**
 * `/api/device-links` and `/api/device-session` (docs/deploy.md "Device links"). An admin lists,
 * creates and revokes links, each change audited before it is made (ownWrites.ts); the token of a
 * new link is in its creation's answer only. A display trades a token for the gateway's HttpOnly
 * cookie at `/api/device-session`; from then on deviceGate.ts knows it at every call.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  DEVICE_LINK_OPERATIONS,
  DEVICE_LINK_ROLE,
  DEVICE_LINKS_MAX,
  DEVICE_LINKS_PATH,
  DEVICE_SESSION_PATH,
  deviceLinkProblems,
  RANK,
  isRole,
  type DeviceLinkInput,
} from '../src/api/contract';
import type { AuditTrail } from './auditTrail';
import { deviceOf, tokenHash, type DeviceGate } from './deviceGate';
import { ScopeUnavailable, workOutScope } from './deviceScope';
import { databaseUnavailable, ownRead, ownWrite } from './ownWrites';
import { sendError } from './proxy';
import type { ScreenReads } from './screenReads';
import { publicLink, type DeviceLinkStore } from './store/deviceLinkStore';
import type { PlaylistStore } from './store/playlistStore';

const inputSchema = z.object({
  name: z.string(),
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('screen'), screenId: z.string() }),
    z.object({ kind: z.literal('playlist'), playlistId: z.string() }),
  ]),
  expiresAt: z.string(),
});

const FORBIDDEN = { status: 403, code: 'Forbidden.Role', agent: 'permission_error' };
const ALREADY = { status: 409, code: 'AlreadyRevoked', agent: 'invalid_request_error' };
const TOO_MANY = { status: 409, code: 'Conflict', agent: 'invalid_request_error' };
const NOT_FOUND = { status: 404, code: 'DeviceLinkNotFound', agent: 'not_found_error' };
const UNREADABLE = { status: 502, code: 'BadGateway', agent: 'api_error' };

export interface DeviceLinkDeps {
  store: () => DeviceLinkStore | null;
  playlists: () => PlaylistStore | null;
  reads: ScreenReads | null;
  gate: DeviceGate;
  trail: (logger: FastifyRequest['log']) => AuditTrail;
  now?: (() => number) | undefined;
}

/** Why the caller may not manage links, or null: an admin (anyone when nobody signs in). */
function refusalOf(request: FastifyRequest, operation: string) {
  const { user, role, device } = request.parapet;
  if (device === null && user === null) return null;
  if (device === null && role !== null && isRole(role) && RANK[role] >= RANK[DEVICE_LINK_ROLE]) {
    return null;
  }
  const who = device ? 'a device link' : (role ?? 'signed out');
  return {
    reason: FORBIDDEN,
    message: `${operation} needs the ${DEVICE_LINK_ROLE} role; you are ${who}`,
  };
}

const who = (person: { name: string | null; email: string | null; subject: string } | null) =>
  person ? (person.name ?? person.email ?? person.subject) : 'someone';

export function registerDeviceLinks(app: FastifyInstance, deps: DeviceLinkDeps): void {
  const now = () => deps.now?.() ?? Date.now();
  app.get(DEVICE_LINKS_PATH, { compress: false }, async (request, reply) => {
    const refusal = refusalOf(request, DEVICE_LINK_OPERATIONS.list);
    if (refusal) {
      reply.header('cache-control', 'no-store');
      return sendError(reply, 'api', refusal.reason, refusal.message);
    }
    return ownRead(request, reply, 'device links', deps.store(), async (store) => ({
      links: (await store.list()).map(publicLink),
    }));
  });

  app.post(DEVICE_LINKS_PATH, async (request, reply) => {
    const parsed = inputSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendError(
        reply,
        'api',
        'badQuery',
        'the body is {name, target: {kind: screen, screenId} | {kind: playlist, playlistId}, expiresAt}',
      );
    }
    const input: DeviceLinkInput = parsed.data;
    const problems = deviceLinkProblems(input, now());
    if (problems) {
      const [field, why] = Object.entries(problems)[0] ?? ['name', 'invalid'];
      return sendError(reply, 'api', 'badQuery', `${field}: ${why}`);
    }
    const operation = DEVICE_LINK_OPERATIONS.create;
    return ownWrite(request, reply, {
      operation,
      resource: { name: input.name.trim() },
      refusal: refusalOf(request, operation),
      store: deps.store(),
      trail: deps.trail(request.log),
      work: async (store) => {
        if ((await store.count()) >= DEVICE_LINKS_MAX) {
          return {
            status: 409,
            reason: TOO_MANY,
            message: `a deployment keeps at most ${DEVICE_LINKS_MAX} device links: revoke one first`,
          };
        }
        let scope;
        try {
          scope = await workOutScope(input.target, deps.reads, deps.playlists());
        } catch (error) {
          if (!(error instanceof ScopeUnavailable)) throw error;
          return {
            status: 502,
            reason: UNREADABLE,
            message: `the link was not made: what it would show could not be read (${error.message})`,
          };
        }
        if ('missing' in scope) {
          return {
            status: 400,
            reason: { status: 400, code: 'InvalidParameter', agent: 'invalid_request_error' },
            message: `target: notFound (no ${scope.missing})`,
          };
        }
        const token = randomBytes(32).toString('base64url');
        const made = await store.create(
          input,
          tokenHash(token),
          scope,
          request.parapet.user,
          new Date(now()),
        );
        return { status: 201, body: { link: publicLink(made), token } };
      },
    });
  });

  app.post(`${DEVICE_LINKS_PATH}/:id/revoke`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const operation = DEVICE_LINK_OPERATIONS.revoke;
    return ownWrite(request, reply, {
      operation,
      resource: { id },
      refusal: refusalOf(request, operation),
      store: deps.store(),
      trail: deps.trail(request.log),
      work: async (store) => {
        const result = await store.revoke(id, request.parapet.user, new Date(now()));
        deps.gate.forgetLookups();
        if (result.kind === 'none') {
          return { status: 404, reason: NOT_FOUND, message: `no device link ${id}` };
        }
        if (result.kind === 'already') {
          return {
            status: 409,
            reason: ALREADY,
            message: `${result.link.name} was already revoked by ${who(result.link.revokedBy)} at ${result.link.revokedAt ?? ''}`,
          };
        }
        return { status: 200, body: publicLink(result.link) };
      },
    });
  });

  const tokenSchema = z.object({ token: z.string() });
  app.post(DEVICE_SESSION_PATH, { compress: false }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = tokenSchema.safeParse(request.body);
    if (!parsed.success) return sendError(reply, 'api', 'badQuery', 'the body is {token}');
    const identified = await deps.gate.check(parsed.data.token);
    if (identified.kind === 'unavailable') {
      return databaseUnavailable(reply, 'the link cannot be checked now');
    }
    if (identified.kind === 'ended') {
      return sendError(reply, 'api', deps.gate.endReason(identified.end), identified.message);
    }
    if (identified.kind === 'none') return sendError(reply, 'api', 'badQuery', 'no token');
    const link = identified.link;
    reply.header('set-cookie', deps.gate.cookie(parsed.data.token, link.expiresAt));
    request.parapet.device = link;
    await deps.gate.recordUse(request, link);
    return { device: deviceOf(link) };
  });

  app.delete(DEVICE_SESSION_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('set-cookie', deps.gate.clearCookie());
    return reply.code(204).send();
  });
}
