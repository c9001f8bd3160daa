// @vitest-environment jsdom
import {
  DEVICE_LINK_ENDED,
  DEVICE_LINK_OUT_OF_SCOPE,
  DEVICE_TOKEN_PATTERN,
} from '../../src/api/deviceLinks/model';
import {
  createdDeviceLinkSchema,
  deviceLinkListSchema,
  deviceLinkSchema,
} from '../../src/api/deviceLinks/schemas';
import { wallScope, codesById } from '../../src/api/deviceLinks/scope';
import { sessionBodySchema } from '../../src/api/session/schemas';
import { setMockRole } from '../core/roleState';
import { webStorage } from '../core/storage';
import { configureMockDb, mockDb } from '../database';
import { server } from '../node';
import { errorSchema, rpc } from '../screen/testing';
import { dataMapBody } from '../screen/seeds/components';
import { HELD_DEVICE_STORAGE_KEY } from './held';

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

const ORIGIN = 'http://localhost';
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${ORIGIN}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const list = async () =>
  deviceLinkListSchema.parse(await (await send('GET', '/api/device-links')).json()).links;
const lastActivity = () => mockDb().activity().all()[0];
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function create(input: object) {
  const response = await send('POST', '/api/device-links', input);
  expect(response.status).toBe(201);
  return createdDeviceLinkSchema.parse(await response.json());
}
const LOBBY = {
  name: 'Lobby 2',
  target: { kind: 'screen', screenId: '1003' },
  expiresAt: inDays(7),
};
const open = (token: unknown) => send('POST', '/api/device-session', { token });

describe('the demo’s device links', () => {
  it('are seeded over the seeded screens and playlists, newest first, one of each state', async () => {
    const links = await list();
    expect(links.map((l) => l.name)).toEqual(['SOC wall 1', 'Old NOC wall', 'Lobby TV']);
    const [soc, noc, lobby] = links;
    const now = Date.now();
    expect(soc).toMatchObject({
      target: { kind: 'playlist', playlistId: 'pl-socWallSeed1' },
      createdBy: { name: 'Chen Jing' },
      revokedAt: null,
      lastUsedFrom: '10.20.4.17',
      addresses: 2,
    });
    expect(Date.parse(soc!.expiresAt)).toBeGreaterThan(now);
    expect(now - Date.parse(soc!.lastUsedAt!)).toBeLessThan(5 * 60_000);
    // A link to a playlist is made after the playlist.
    const playlist = mockDb().playlists().get('pl-socWallSeed1');
    expect(Date.parse(soc!.createdAt)).toBeGreaterThan(Date.parse(playlist!.createdAt));
    expect(noc).toMatchObject({ target: { screenId: '1002' }, revokedBy: { name: 'Demo admin' } });
    expect(Date.parse(noc!.revokedAt!)).toBeLessThan(now);
    expect(lobby).toMatchObject({ target: { screenId: '1001' }, revokedAt: null });
    expect(Date.parse(lobby!.expiresAt)).toBeLessThan(now);
    for (const link of links) {
      expect(Date.parse(link.createdAt)).toBeLessThan(Date.parse(link.expiresAt));
      expect(Date.parse(link.lastUsedAt!)).toBeGreaterThan(Date.parse(link.createdAt));
    }
  });

  it('are created with a token shown once and kept only as its hash, on the activity', async () => {
    const made = await create(LOBBY);
    expect(made.token).toMatch(DEVICE_TOKEN_PATTERN);
    expect(made.link).toMatchObject({
      name: 'Lobby 2',
      createdBy: { name: 'Demo admin' },
      revokedAt: null,
      lastUsedAt: null,
      addresses: 0,
    });
    expect(JSON.stringify(localStorage)).not.toContain(made.token);
    expect(JSON.stringify(await list())).not.toContain(made.token);
    expect((await list())[0]?.id).toBe(made.link.id);
    expect(lastActivity()).toMatchObject({
      service: 'gateway',
      operation: 'CreateDeviceLink',
      outcome: 'answered',
      upstreamStatus: 201,
      resource: { name: 'Lobby 2' },
    });
  });

  it('refuse what deviceLinkProblems refuses, and a target that is not saved', async () => {
    const refused = async (body: unknown) => {
      const response = await send('POST', '/api/device-links', body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { code: string; message: string }).message;
    };
    expect(await refused({ ...LOBBY, name: '  ' })).toBe('name: empty');
    expect(await refused({ ...LOBBY, expiresAt: inDays(91) })).toBe('expiresAt: tooFar');
    expect(await refused({ ...LOBBY, expiresAt: inDays(-1) })).toBe('expiresAt: past');
    expect(await refused({ ...LOBBY, target: { kind: 'screen', screenId: '4242' } })).toBe(
      'target: notFound',
    );
    expect(await refused({ ...LOBBY, target: { kind: 'playlist', playlistId: 'pl-gone' } })).toBe(
      'target: notFound',
    );
    expect(await refused({ name: 'x' })).toMatch(/^the body is/);
    expect(await list()).toHaveLength(3);
  });

  it('are revoked once: the second revoke is told who did it and when', async () => {
    const made = await create(LOBBY);
    const first = await send('POST', `/api/device-links/${made.link.id}/revoke`);
    expect(first.status).toBe(200);
    const revoked = deviceLinkSchema.parse(await first.json());
    expect(revoked).toMatchObject({ revokedBy: { name: 'Demo admin' } });
    expect(lastActivity()).toMatchObject({
      operation: 'RevokeDeviceLink',
      upstreamStatus: 200,
      resource: { id: made.link.id },
    });

    const again = await send('POST', `/api/device-links/${made.link.id}/revoke`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'AlreadyRevoked',
      message: `revoked by Demo admin at ${revoked.revokedAt}`,
      requestId: expect.stringMatching(/^req_/),
    });
    expect(lastActivity()).toMatchObject({ operation: 'RevokeDeviceLink', upstreamStatus: 409 });
    const unknown = await send('POST', '/api/device-links/dl-nope/revoke');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'DeviceLinkNotFound' });
  });

  it('are for admins only: anyone else is refused with Forbidden.Role, a write recorded', async () => {
    setMockRole('editor');
    const listed = await send('GET', '/api/device-links');
    expect(listed.status).toBe(403);
    expect(await listed.json()).toMatchObject({
      code: 'Forbidden.Role',
      message: expect.stringContaining('you are acting as editor'),
    });
    expect((await send('POST', '/api/device-links', LOBBY)).status).toBe(403);
    expect(lastActivity()).toMatchObject({ operation: 'CreateDeviceLink', outcome: 'forbidden' });
    setMockRole('admin');
    expect(await list()).toHaveLength(3);
  });

  it('persist across a reload, and start over with the demo’s reset', async () => {
    await create(LOBBY);
    const anchor = mockDb().anchorMs;
    configureMockDb({ scale: 'normal', storage: webStorage('localStorage'), now: () => anchor });
    expect((await list()).map((l) => l.name)).toContain('Lobby 2');
    mockDb().reset();
    expect((await list()).map((l) => l.name)).not.toContain('Lobby 2');
  });
});

describe('a tab that opens a device link', () => {
  const session = async () => {
    const response = await send('GET', '/api/session');
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('is the wall’s computer: its session, its screens’ reads and nothing else', async () => {
    const { link, token } = await create(LOBBY);
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({
      device: { id: link.id, name: 'Lobby 2', target: link.target, expiresAt: link.expiresAt },
    });
    // The tab keeps the link's id, never its token.
    expect(sessionStorage.getItem(HELD_DEVICE_STORAGE_KEY)).toBe(link.id);
    expect(JSON.stringify(sessionStorage)).not.toContain(token);

    const { status, body } = await session();
    expect(status).toBe(200);
    const parsed = sessionBodySchema.parse(body);
    const ops = wallScope(
      [
        mockDb()
          .store('screen')
          .screens.find((s) => s.id === 1003)?.dataMap,
      ],
      codesById(dataMapBody('en')),
    );
    expect(parsed).toMatchObject({
      auth: 'device',
      subject: null,
      name: 'Lobby 2',
      role: 'viewer',
      device: { id: link.id },
      operations: { screen: ops, lake: [], agent: [] },
    });
    expect(ops).toContain('DescribeScreenScoreThread');
    expect(ops).not.toContain('DescribeScreenEmerRisk');

    expect((await rpc('DescribeScreenSetting', { Id: 1003 })).status).toBe(200);
    expect(
      (await rpc('DescribeScreenScoreThread', { StartTime: Date.now() - DAY })).status,
    ).not.toBe(403);
    for (const refused of [
      await rpc('DescribeScreenSetting', { Id: 1001 }),
      await rpc('DescribeScreenSetting'),
      await rpc('DescribeScreenEmerRisk'),
      await rpc('DescribeScreenTitles'),
    ]) {
      expect(refused.status).toBe(403);
      expect(errorSchema.parse(await refused.json()).Code).toBe(DEVICE_LINK_OUT_OF_SCOPE);
    }
    // No playlist is this wall's, and no link may be managed from it.
    expect(await (await send('GET', '/api/playlists')).json()).toEqual({ playlists: [] });
    expect((await send('GET', '/api/device-links')).status).toBe(403);
  });

  it('records the first use from an address, as the device, once', async () => {
    const { token, link } = await create(LOBBY);
    await open(token);
    expect(lastActivity()).toMatchObject({
      service: 'gateway',
      operation: 'UseDeviceLink',
      user: null,
      role: null,
      device: 'Lobby 2',
      resource: { id: link.id },
      upstreamStatus: 200,
    });
    const count = mockDb().activity().all().length;
    await open(token);
    expect(mockDb().activity().all()).toHaveLength(count);
    const used = mockDb().deviceLinks().get(link.id);
    expect(used).toMatchObject({ lastUsedFrom: '127.0.0.1', addresses: 1 });
  });

  it('sees only its playlist on a playlist’s link', async () => {
    const { token } = await create({
      ...LOBBY,
      target: { kind: 'playlist', playlistId: 'pl-morningBrf01' },
    });
    await open(token);
    const { playlists } = (await (await send('GET', '/api/playlists')).json()) as {
      playlists: { id: string }[];
    };
    expect(playlists.map((p) => p.id)).toEqual(['pl-morningBrf01']);
    expect((await rpc('DescribeScreenSetting', { Id: 1002 })).status).toBe(200);
    expect((await rpc('DescribeScreenSetting', { Id: 1003 })).status).toBe(403);
  });

  it('is told its link ended: revoked, expired or unknown, everywhere it calls', async () => {
    const { token, link } = await create(LOBBY);
    await open(token);
    // Revoked by an admin elsewhere while the wall shows it.
    mockDb().deviceLinks().revoke(link.id, null, new Date());
    const ended = await session();
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: DEVICE_LINK_ENDED.revoked });
    const screenCall = await rpc('DescribeScreenSetting', { Id: 1003 });
    expect(screenCall.status).toBe(401);
    expect(errorSchema.parse(await screenCall.json()).Code).toBe(DEVICE_LINK_ENDED.revoked);
    expect((await send('GET', '/api/playlists')).status).toBe(401);
    const reopened = await open(token);
    expect(reopened.status).toBe(401);
    expect(await reopened.json()).toMatchObject({ code: DEVICE_LINK_ENDED.revoked });

    // This tab is an ended wall now: the admin's console is another tab.
    await send('DELETE', '/api/device-session');
    const short = await create({
      ...LOBBY,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await open(short.token)).status).toBe(200);
    const suiteNow = Date.now;
    const later = suiteNow() + 120_000;
    Date.now = () => later;
    try {
      expect(await session()).toMatchObject({
        status: 401,
        body: { code: DEVICE_LINK_ENDED.expired },
      });
      expect(await (await open(short.token)).json()).toMatchObject({
        code: DEVICE_LINK_ENDED.expired,
      });
    } finally {
      Date.now = suiteNow;
    }

    for (const token of ['x'.repeat(43), 'short', 42]) {
      const unknown = await open(token);
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toMatchObject({ code: DEVICE_LINK_ENDED.unknown });
    }
  });

  it('is the demo’s console again once it forgets the link', async () => {
    const { token } = await create(LOBBY);
    await open(token);
    expect((await send('DELETE', '/api/device-session')).status).toBe(204);
    expect(sessionStorage.getItem(HELD_DEVICE_STORAGE_KEY)).toBeNull();
    expect(await session()).toMatchObject({ status: 200, body: { auth: 'demo', role: 'admin' } });
    expect((await rpc('DescribeScreenSetting', { Id: 1001 })).status).toBe(200);
  });
});
