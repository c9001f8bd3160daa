// @vitest-environment jsdom
import { playlistListSchema, playlistSchema } from '../../src/api/playlists/schemas';
import { setMockRole } from '../core/roleState';
import { webStorage } from '../core/storage';
import { configureMockDb, mockDb } from '../database';
import { server } from '../node';

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

const URL_ = 'http://localhost/api/playlists';
const send = (method: string, path = '', body?: unknown) =>
  fetch(`${URL_}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const list = async () => playlistListSchema.parse(await (await send('GET')).json()).playlists;
const lastActivity = () => mockDb().activity().all()[0];
const NIGHT = { name: 'Night', entries: [{ screenId: '1003', seconds: 30 }] };

describe('the demo’s playlists', () => {
  it('are seeded over the seeded screens by people of the seeded history, newest change first', async () => {
    const playlists = await list();
    expect(playlists.map((p) => p.name)).toEqual(['SOC 值班墙', 'Morning briefing']);
    for (const playlist of playlists) {
      expect(Date.parse(playlist.createdAt)).toBeLessThanOrEqual(Date.parse(playlist.updatedAt));
      expect(Date.parse(playlist.updatedAt)).toBeLessThan(Date.now());
      expect(playlist.entries.every((e) => ['1001', '1002', '1003'].includes(e.screenId))).toBe(
        true,
      );
    }
    expect(playlists[0]?.createdBy?.name).toBe('Chen Jing');
  });

  it('are created, changed by the version read, and deleted, each on the activity as the gateway’s', async () => {
    const made = playlistSchema.parse(await (await send('POST', '', NIGHT)).json());
    expect(made).toMatchObject({ name: 'Night', version: 1, createdBy: { name: 'Demo admin' } });
    expect(lastActivity()).toMatchObject({
      service: 'gateway',
      operation: 'CreatePlaylist',
      outcome: 'answered',
      upstreamStatus: 201,
      resource: { name: 'Night' },
    });

    const changed = await send('PUT', `/${made.id}`, { ...NIGHT, name: 'Night 2', version: 1 });
    expect(changed.status).toBe(200);
    const stale = await send('PUT', `/${made.id}`, { ...NIGHT, name: 'Night 3', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'Conflict' });
    expect(lastActivity()).toMatchObject({ operation: 'UpdatePlaylist', upstreamStatus: 409 });

    expect((await send('DELETE', `/${made.id}`)).status).toBe(204);
    expect(lastActivity()).toMatchObject({
      operation: 'DeletePlaylist',
      resource: { id: made.id },
    });
    expect((await send('DELETE', `/${made.id}`)).status).toBe(404);
    expect((await list()).some((p) => p.id === made.id)).toBe(false);
  });

  it('refuse what playlistProblems refuses, naming the field', async () => {
    const response = await send('POST', '', { name: ' ', entries: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'InvalidParameter',
      message: 'name: empty',
    });
    const short = await send('POST', '', { name: 'x', entries: [{ screenId: '1', seconds: 5 }] });
    expect(await short.json()).toMatchObject({ message: 'entries: badEntry' });
  });

  it('refuse a viewer’s write with Forbidden.Role, recorded as forbidden', async () => {
    setMockRole('viewer');
    const response = await send('POST', '', NIGHT);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'Forbidden.Role' });
    expect(lastActivity()).toMatchObject({ operation: 'CreatePlaylist', outcome: 'forbidden' });
    expect(await list()).toHaveLength(2);
  });

  it('persist across a reload, and start over with the demo’s reset', async () => {
    await send('POST', '', NIGHT);
    const anchor = mockDb().anchorMs;
    configureMockDb({ scale: 'normal', storage: webStorage('localStorage'), now: () => anchor });
    expect((await list()).map((p) => p.name)).toContain('Night');
    mockDb().reset();
    expect((await list()).map((p) => p.name)).not.toContain('Night');
  });
});
