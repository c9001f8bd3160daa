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
import { gatewayError, requestId } from '../core/respond';
import { mockDb } from '../database';
import { appendActivity } from '../activity/record';
import { endedRefusal, heldDevice } from '../deviceLinks/scope';

const inputSchema = z.object({
  name: z.string(),
  entries: z.array(z.object({ screenId: z.string(), seconds: z.number() })),
  version: z.optional(z.number()),
});

const noStore = { 'cache-control': 'no-store' };

type Outcome = { status: number; body?: unknown; code?: string; message?: string };

/**
 * One of the three writes, as the gateway makes it: the demo's role first (a viewer's write is
 * 403 `Forbidden.Role`), then the body (400 `InvalidParameter`, `field: why` from
 * playlistProblems), then the change; each is put on the demo's activity with its outcome, as the
 * gateway audits its own writes (service `gateway`).
 */
function write(
  operation: string,
  change: (input: z.infer<typeof inputSchema>, params: PathParams) => Outcome,
  withBody: boolean,
) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    const started = Date.now();
    const id = requestId();
    const person = getMockPerson();
    const role = getMockRole();
    const resource: Record<string, string> = {};
    if (typeof params.id === 'string') resource.id = decodeURIComponent(params.id);
    let outcome: Outcome;
    let forbidden = false;
    if (RANK[role] < RANK[PLAYLIST_WRITE_ROLE]) {
      forbidden = true;
      outcome = {
        status: 403,
        code: 'Forbidden.Role',
        message: `${operation} needs the ${PLAYLIST_WRITE_ROLE} role; you are acting as ${role}`,
      };
    } else if (!withBody) {
      outcome = change({ name: '', entries: [] }, params);
    } else {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        body = null;
      }
      const parsed = inputSchema.safeParse(body);
      const problems = parsed.success ? playlistProblems(parsed.data) : null;
      if (parsed.success) resource.name = parsed.data.name.trim().slice(0, 256);
      if (!parsed.success) {
        outcome = {
          status: 400,
          code: 'InvalidParameter',
          message: 'the body is {name, entries: [{screenId, seconds}], version?}',
        };
      } else if (problems) {
        const [field, why] = Object.entries(problems)[0] ?? ['entries', 'badEntry'];
        outcome = { status: 400, code: 'InvalidParameter', message: `${field}: ${why}` };
      } else {
        outcome = change(parsed.data, params);
      }
    }
    appendActivity(
      { at: started, person, role },
      {
        service: 'gateway',
        operation,
        method: request.method.toUpperCase(),
        resource,
        outcome: forbidden ? 'forbidden' : 'answered',
        upstreamStatus: forbidden ? null : outcome.status,
        requestId: forbidden ? null : id,
        durationMs: Date.now() - started,
      },
    );
    if (outcome.code) return gatewayError(outcome.status, outcome.code, outcome.message ?? '', id);
    if (outcome.body === undefined) {
      return new HttpResponse(null, { status: outcome.status, headers: { 'x-request-id': id } });
    }
    return HttpResponse.json(outcome.body, {
      status: outcome.status,
      headers: { ...noStore, 'x-request-id': id },
    });
  };
}

const notFound = (id: string): Outcome => ({
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
