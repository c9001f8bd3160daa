/**
 * `/api/playlists` (docs/deploy.md "Playlists"): the team's saved playlists of screens. Everyone
 * signed in reads them; an editor or admin saves, changes and deletes them, each change audited
 * like a service's write (written before it is made, so the database that cannot record it does
 * not get it either). Behind the session and same-origin checks of auth.ts like every `/api` path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  PLAYLIST_OPERATIONS,
  PLAYLIST_WRITE_ROLE,
  PLAYLISTS_MAX,
  PLAYLISTS_PATH,
  playlistProblems,
  RANK,
  isRole,
  type PlaylistInput,
} from '../src/api/contract';
import type { AuditTrail } from './auditTrail';
import { ownRead, ownWrite, type OwnWriteOutcome } from './ownWrites';
import { sendError } from './proxy';
import type { PlaylistStore } from './store/playlistStore';

const inputSchema = z.object({
  name: z.string(),
  entries: z.array(z.object({ screenId: z.string(), seconds: z.number() })),
  version: z.optional(z.number()),
});

const FORBIDDEN = { status: 403, code: 'Forbidden.Role', agent: 'permission_error' };
const CONFLICT = { status: 409, code: 'Conflict', agent: 'invalid_request_error' };
const NOT_FOUND = { status: 404, code: 'PlaylistNotFound', agent: 'not_found_error' };

export interface PlaylistDeps {
  store: () => PlaylistStore | null;
  trail: (logger: FastifyRequest['log']) => AuditTrail;
  now?: () => number;
}

/** Whether the caller may change playlists: an editor or admin (everyone when nobody signs in). */
function mayWrite(request: FastifyRequest): boolean {
  const { user, role, device } = request.parapet;
  if (device) return false;
  if (user === null) return true;
  return role !== null && isRole(role) && RANK[role] >= RANK[PLAYLIST_WRITE_ROLE];
}

function readInput(
  body: unknown,
): { input: PlaylistInput & { version?: number } } | { problem: string } {
  const parsed = inputSchema.safeParse(body);
  if (!parsed.success) {
    return { problem: 'the body is {name, entries: [{screenId, seconds}], version?}' };
  }
  const problems = playlistProblems(parsed.data);
  if (problems) {
    const [field, why] = Object.entries(problems)[0] ?? ['entries', 'badEntry'];
    return { problem: `${field}: ${why}` };
  }
  return { input: parsed.data };
}

export function registerPlaylists(app: FastifyInstance, deps: PlaylistDeps): void {
  const now = () => new Date(deps.now?.() ?? Date.now());
  app.get(PLAYLISTS_PATH, { compress: false }, async (request, reply) => {
    const device = request.parapet.device;
    if (device && device.target.kind !== 'playlist') {
      reply.header('cache-control', 'no-store');
      return sendError(reply, 'api', FORBIDDEN, `the device link ${device.name} shows a screen`);
    }
    return ownRead(request, reply, 'playlists', deps.store(), async (store) => {
      const playlists = await store.list();
      // A wall's computer sees the one playlist its link shows, and no one else's.
      if (device?.target.kind === 'playlist') {
        const { playlistId } = device.target;
        return { playlists: playlists.filter((playlist) => playlist.id === playlistId) };
      }
      return { playlists };
    });
  });

  /** A change: the role, the input, then the audited work (ownWrites.ts). */
  const change = (
    request: FastifyRequest,
    reply: FastifyReply,
    operation: string,
    resource: Record<string, string>,
    work: (store: PlaylistStore) => Promise<OwnWriteOutcome>,
  ) =>
    ownWrite(request, reply, {
      operation,
      resource,
      refusal: mayWrite(request)
        ? null
        : {
            reason: FORBIDDEN,
            message: `${operation} needs the ${PLAYLIST_WRITE_ROLE} role; you are ${request.parapet.device ? 'a device link' : (request.parapet.role ?? 'signed out')}`,
          },
      store: deps.store(),
      trail: deps.trail(request.log),
      work,
    });

  const bad = (reply: FastifyReply, problem: string) =>
    sendError(reply, 'api', 'badQuery', problem);

  app.post(PLAYLISTS_PATH, async (request, reply) => {
    const read = readInput(request.body);
    if ('problem' in read) return bad(reply, read.problem);
    return change(
      request,
      reply,
      PLAYLIST_OPERATIONS.create,
      { name: read.input.name },
      async (store) => {
        if ((await store.count()) >= PLAYLISTS_MAX) {
          return {
            status: 409,
            reason: CONFLICT,
            message: `a deployment keeps at most ${PLAYLISTS_MAX} playlists: delete one first`,
          };
        }
        const { user } = request.parapet;
        const made = await store.create(read.input, user, now());
        return { status: 201, body: made };
      },
    );
  });

  app.put(`${PLAYLISTS_PATH}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const read = readInput(request.body);
    if ('problem' in read) return bad(reply, read.problem);
    const version = read.input.version;
    if (version === undefined) return bad(reply, 'version: the version the playlist was read at');
    return change(
      request,
      reply,
      PLAYLIST_OPERATIONS.update,
      { id, name: read.input.name },
      async (store) => {
        const changed = await store.update(id, read.input, version, now());
        if (changed === 'stale') {
          return {
            status: 409,
            reason: CONFLICT,
            message: `${id} was changed by someone else since version ${version}: read it again`,
          };
        }
        if (changed === null)
          return { status: 404, reason: NOT_FOUND, message: `no playlist ${id}` };
        return { status: 200, body: changed };
      },
    );
  });

  app.delete(`${PLAYLISTS_PATH}/:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    return change(request, reply, PLAYLIST_OPERATIONS.remove, { id }, async (store) =>
      (await store.remove(id))
        ? { status: 204 }
        : { status: 404, reason: NOT_FOUND, message: `no playlist ${id}` },
    );
  });
}
