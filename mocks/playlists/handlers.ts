import { http, HttpResponse, type PathParams } from 'msw';
import * as z from 'zod/mini';
import {
  PLAYLIST_OPERATIONS,
  PLAYLIST_WRITE_ROLE,
  PLAYLISTS_MAX,
  PLAYLISTS_PATH,
  playlistProblems,
} from '../../src/api/playlists/model';
import { RANK } from '../../src/api/roles';
import { getMockPerson, getMockRole } from '../core/roleState';
import { gatewayError } from '../core/respond';
import { gatewayWrite, jsonBody, type GatewayOutcome } from '../core/gatewayWrite';
import { mockDb } from '../database';
import { endedRefusal, heldDevice } from '../deviceLinks/scope';

const inputSchema = z.object({
  name: z.string(),
  entries: z.array(z.object({ screenId: z.string(), seconds: z.number() })),
  version: z.optional(z.number()),
});

const noStore = { 'cache-control': 'no-store' };

type Input = z.infer<typeof inputSchema>;

/** A viewer's change is refused (403 `Forbidden.Role`), as the gateway refuses it. */
function roleRefusal(operation: string) {
  return (): GatewayOutcome | null => {
    const role = getMockRole();
    if (RANK[role] >= RANK[PLAYLIST_WRITE_ROLE]) return null;
    return {
      status: 403,
      code: 'Forbidden.Role',
      message: `${operation} needs the ${PLAYLIST_WRITE_ROLE} role; you are acting as ${role}`,
    };
  };
}

/**
 * One of the three writes, as the gateway makes it (mocks/core/gatewayWrite.ts): the demo's role
 * first, then the body (400 `InvalidParameter`, `field: why` from playlistProblems), then the
 * change.
 */
function write(
  operation: string,
  change: (input: Input, params: PathParams) => GatewayOutcome,
  withBody: boolean,
) {
  return gatewayWrite(operation, roleRefusal(operation), async (request, params, resource) => {
    if (!withBody) return change({ name: '', entries: [] }, params);
    const parsed = inputSchema.safeParse(await jsonBody(request));
    if (!parsed.success) {
      return {
        status: 400,
        code: 'InvalidParameter',
        message: 'the body is {name, entries: [{screenId, seconds}], version?}',
      };
    }
    resource.name = parsed.data.name.trim().slice(0, 256);
    const problems = playlistProblems(parsed.data);
    if (problems) {
      const [field, why] = Object.entries(problems)[0] ?? ['entries', 'badEntry'];
      return { status: 400, code: 'InvalidParameter', message: `${field}: ${why}` };
    }
    return change(parsed.data, params);
  });
}

const notFound = (id: string): GatewayOutcome => ({
  status: 404,
  code: 'PlaylistNotFound',
  message: `no playlist ${id}`,
});

/**
 * The gateway's playlists (docs/deploy.md "Playlists") as the demo answers them, over the mock's
 * own store: anyone signed in reads them, an editor or admin changes them. In the browser and
 * Vitest only, like `/api/activity`: a live build with no gateway finds 404 here.
 */
export const playlistHandlers = [
  http.get(`*${PLAYLISTS_PATH}`, () => {
    // A wall's computer sees only the playlist its link shows.
    const held = heldDevice();
    if (held.kind === 'ended') {
      const { status, code, message } = endedRefusal(held.end, held.link);
      return gatewayError(status, code, message);
    }
    const all = mockDb().playlists().list();
    const { target } = held.kind === 'active' ? held.link : { target: null };
    const playlists =
      target === null
        ? all
        : all.filter((playlist) => target.kind === 'playlist' && playlist.id === target.playlistId);
    return HttpResponse.json({ playlists }, { headers: noStore });
  }),
  http.post(
    `*${PLAYLISTS_PATH}`,
    write(
      PLAYLIST_OPERATIONS.create,
      (input) => {
        const store = mockDb().playlists();
        if (store.count() >= PLAYLISTS_MAX) {
          return {
            status: 409,
            code: 'Conflict',
            message: `a deployment keeps at most ${PLAYLISTS_MAX} playlists: delete one first`,
          };
        }
        const person = getMockPerson();
        return { status: 201, body: store.create(input, { ...person }, new Date()) };
      },
      true,
    ),
  ),
  http.put(
    `*${PLAYLISTS_PATH}/:id`,
    write(
      PLAYLIST_OPERATIONS.update,
      (input, params) => {
        const id = decodeURIComponent(String(params.id));
        if (input.version === undefined) {
          return {
            status: 400,
            code: 'InvalidParameter',
            message: 'version: the version the playlist was read at',
          };
        }
        const changed = mockDb().playlists().update(id, input, input.version, new Date());
        if (changed === 'stale') {
          return {
            status: 409,
            code: 'Conflict',
            message: `${id} was changed by someone else since version ${input.version}: read it again`,
          };
        }
        return changed === null ? notFound(id) : { status: 200, body: changed };
      },
      true,
    ),
  ),
  http.delete(
    `*${PLAYLISTS_PATH}/:id`,
    write(
      PLAYLIST_OPERATIONS.remove,
      (_, params) => {
        const id = decodeURIComponent(String(params.id));
        return mockDb().playlists().remove(id) ? { status: 204 } : notFound(id);
      },
      false,
    ),
  ),
];
