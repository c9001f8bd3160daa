// Device links through the gateway, signed in, against the signed mock's screens: an admin makes
// one, a display with no session trades its token for the cookie and reads exactly its screen's
// tiles, another instance on the same database accepts it, and a revoke (or the expiry) stops it
// at the next call; every step that changes something is an audit record.
import type { RunningMockServer } from '../mocks/server/createMockServer';
import { DEVICE_LINK_OUT_OF_SCOPE, TILE_OPERATIONS } from '../src/api/contract';
import { PUBLIC, authHarness, sameOrigin } from './authTestHarness';
import { Browser } from './testBrowser';
import { endpointsAt, logCapture, startSignedMock, testConfig, testGateway } from './testSupport';

const h = authHarness();
let mock: RunningMockServer;

beforeAll(async () => {
  mock = await startSignedMock();
  // The mock seeds the screen service on first use: once here, not inside a test's time.
  const warm = await testGateway(testConfig(endpointsAt(mock.url), h.dist.dir), {
    logDestination: logCapture().destination,
  });
  await warm.app.inject('/api/screen?Action=DescribeScreenTitles');
  await warm.app.close();
});
afterAll(() => mock.close());

const HOUR = 3_600_000;

async function call(browser: Browser, method: string, path: string, body?: unknown) {
  const answer = await browser.request(`${PUBLIC}${path}`, {
    method,
    headers: body === undefined ? { origin: PUBLIC } : sameOrigin,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  let parsed: Record<string, unknown> | null;
  try {
    parsed = answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : null;
  } catch {
    parsed = null;
  }
  return { status: answer.status, body: parsed, text: answer.text };
}

const screen = (action: string, params: Record<string, string> = {}) =>
  `/api/screen?${new URLSearchParams({ Action: action, Version: '2018-12-03', ...params })}`;

async function adminOnMock() {
  const { gateway, log } = await h.gatewayWith(endpointsAt(mock.url));
  const browser = new Browser(PUBLIC, gateway.app);
  await h.signIn(browser, 'admin');
  return { gateway, log, browser };
}

/** A saved screen of the mock and the operations its tiles read. */
async function aScreen(admin: Browser) {
  const titles = await call(admin, 'GET', screen('DescribeScreenTitles'));
  const id = String(
    (titles.body?.SecScreenSettingList as { ScreenID: string }[] | undefined)?.[0]?.ScreenID ?? '',
  );
  expect(id).not.toBe('');
  const setting = await call(admin, 'GET', screen('DescribeScreenSetting', { Id: id }));
  const catalog = await call(admin, 'GET', screen('DescribeScreenDataMap'));
  const codes = new Map<string, string>();
  for (const type of catalog.body?.SecScreenTypeList as {
    TypeData: { Id: string; Code: string }[];
  }[]) {
    for (const item of type.TypeData) codes.set(item.Id, item.Code);
  }
  const placed = (JSON.parse(String(setting.body?.ScreenDataMap)) as { componentId: number }[]).map(
    (tile) => codes.get(String(tile.componentId)) ?? '',
  );
  const tileOps = new Set(
    placed
      .filter((code): code is keyof typeof TILE_OPERATIONS => code in TILE_OPERATIONS)
      .flatMap((code) => TILE_OPERATIONS[code]),
  );
  return { id, tileOps };
}

describe('device links', () => {
  it('a display reads exactly its screen, through either instance, until the link is revoked', async () => {
    const { browser: admin, gateway: first } = await adminOnMock();
    const { id: screenId, tileOps } = await aScreen(admin);
    const expiresAt = new Date(h.clock + 30 * 24 * HOUR).toISOString();
    const made = await call(admin, 'POST', '/api/device-links', {
      name: ' SOC wall 2 ',
      target: { kind: 'screen', screenId },
      expiresAt,
    });
    expect(made.status, made.text).toBe(201);
    const token = String(made.body?.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = made.body?.link as Record<string, unknown>;
    expect(link).toMatchObject({
      name: 'SOC wall 2',
      target: { kind: 'screen', screenId },
      createdBy: { subject: 'u-admin-0003' },
      revokedAt: null,
      lastUsedAt: null,
      addresses: 0,
    });
    // Neither the token nor what the gateway works out is ever listed.
    const listed = await call(admin, 'GET', '/api/device-links');
    expect(listed.text).not.toContain(token);
    expect(listed.text).not.toContain('scope');

    // The display: no person, only the link's cookie, through the second instance.
    const { gateway: second } = await h.gatewayWith(endpointsAt(mock.url), {});
    const display = new Browser(PUBLIC, second.app);
    const traded = await call(display, 'POST', '/api/device-session', { token });
    expect(traded.status, traded.text).toBe(200);
    expect(traded.body).toMatchObject({ device: { name: 'SOC wall 2', target: { screenId } } });
    expect([...display.cookies(PUBLIC).keys()]).toContain('__Host-parapet-device');
    const session = await call(display, 'GET', '/api/session');
    expect(session.body).toMatchObject({ auth: 'device', subject: null, role: 'viewer' });
    const operations = (session.body?.operations as { screen: string[]; lake: string[] }).screen;
    for (const op of tileOps) expect(operations).toContain(op);
    expect(operations).not.toContain('DescribeScreenTitles');
    expect(operations).not.toContain('CreateScreenSetting');

    expect(
      (await call(display, 'GET', screen('DescribeScreenSetting', { Id: screenId }))).status,
    ).toBe(200);
    for (const op of tileOps) {
      if (op === 'DescribeScreenAttackAnalysisData' || op === 'DescribeScreenOperateInfo') continue;
      if (op === 'DescribeScreenScoreThread' || op === 'DescribeScreenAlarmEventList') continue;
      expect((await call(display, 'GET', screen(op))).status, op).toBe(200);
    }
    // Nothing else: another screen, the titles of all, a write, the console's other services.
    const refusals: [string, string][] = [
      ['GET', screen('DescribeScreenSetting', { Id: `${screenId}9` })],
      ['GET', screen('DescribeScreenSetting')],
      ['GET', screen('DescribeScreenTitles')],
      ['GET', '/api/lake/lake/v1/catalogs'],
      ['GET', '/api/agent/api/v1/agent/webhook_endpoints'],
      ['GET', '/api/activity'],
      ['GET', '/api/device-links'],
      ['GET', '/api/playlists'],
    ];
    for (const [method, path] of refusals) {
      const refused = await call(display, method, path);
      expect(refused.status, path).toBe(403);
      expect(refused.text, path).toContain(DEVICE_LINK_OUT_OF_SCOPE.split('.')[0]!);
    }
    const write = await call(display, 'POST', '/api/screen', undefined);
    expect([403, 404]).toContain(write.status);
    const deleteScreen = await display.request(
      `${PUBLIC}${screen('DeleteScreenSetting', { Id: screenId })}`,
      {
        method: 'POST',
        headers: { origin: PUBLIC },
      },
    );
    expect(deleteScreen.status).toBe(403);

    // The admin sees its use; a second admin revoking after the first is told who did it.
    const used = await call(admin, 'GET', '/api/device-links');
    expect((used.body?.links as Record<string, unknown>[])[0]).toMatchObject({
      lastUsedFrom: '127.0.0.1',
      addresses: 1,
    });
    const linkId = String(link.id);
    const revoked = await call(admin, 'POST', `/api/device-links/${linkId}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toMatchObject({ revokedBy: { subject: 'u-admin-0003' } });
    const again = await call(admin, 'POST', `/api/device-links/${linkId}/revoke`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'AlreadyRevoked' });
    expect(String(again.body?.message)).toMatch(/already revoked by .*Admin.* at \d{4}-/);

    // The display stops at its next call on either instance (past the gate's moment of caching).
    h.clock += 3_000;
    const stopped = await call(display, 'GET', screen('DescribeScreenSetting', { Id: screenId }));
    expect(stopped.status).toBe(401);
    expect(stopped.body).toMatchObject({ Code: 'DeviceLinkRevoked' });
    display.use(first.app);
    const sessionEnded = await call(display, 'GET', '/api/session');
    expect(sessionEnded.status).toBe(401);
    expect(sessionEnded.body).toMatchObject({ code: 'DeviceLinkRevoked' });

    const activity = await call(admin, 'GET', '/api/activity?service=gateway&limit=20');
    const records = (activity.body?.records as Record<string, unknown>[]).filter((r) =>
      String(r.operation).includes('DeviceLink'),
    );
    expect(records.slice(0, 4).map((r) => [r.operation, r.upstreamStatus])).toEqual([
      ['RevokeDeviceLink', 409],
      ['RevokeDeviceLink', 200],
      ['UseDeviceLink', 200],
      ['CreateDeviceLink', 201],
    ]);
    expect(records[2]).toMatchObject({ device: 'SOC wall 2', user: null });
  });

  it('an expired link, a tampered token and a non-admin are each refused with their own code', async () => {
    const { browser: admin } = await adminOnMock();
    const { id: screenId } = await aScreen(admin);
    const made = await call(admin, 'POST', '/api/device-links', {
      name: 'Lobby TV',
      target: { kind: 'screen', screenId },
      expiresAt: new Date(h.clock + HOUR).toISOString(),
    });
    expect(made.status).toBe(201);
    const token = String(made.body?.token);
    const { gateway } = await h.gatewayWith(endpointsAt(mock.url));
    const display = new Browser(PUBLIC, gateway.app);
    expect((await call(display, 'POST', '/api/device-session', { token })).status).toBe(200);
    const bad: [unknown, RegExp][] = [
      [
        {
          name: '',
          target: { kind: 'screen', screenId },
          expiresAt: new Date(h.clock + HOUR).toISOString(),
        },
        /^name: empty/,
      ],
      [
        {
          name: 'x',
          target: { kind: 'screen', screenId },
          expiresAt: new Date(h.clock + 91 * 24 * HOUR).toISOString(),
        },
        /^expiresAt: tooFar/,
      ],
      [
        {
          name: 'x',
          target: { kind: 'screen', screenId: 'no-such-screen' },
          expiresAt: new Date(h.clock + HOUR).toISOString(),
        },
        /^target: notFound/,
      ],
      [
        {
          name: 'x',
          target: { kind: 'playlist', playlistId: 'pl-none' },
          expiresAt: new Date(h.clock + HOUR).toISOString(),
        },
        /^target: notFound/,
      ],
    ];
    for (const [body, message] of bad) {
      const answer = await call(admin, 'POST', '/api/device-links', body);
      expect(answer.status, answer.text).toBe(400);
      expect(String(answer.body?.message)).toMatch(message);
    }

    const editor = await h.signedIn('editor', endpointsAt(mock.url));
    const refused = await call(editor.browser, 'POST', '/api/device-links', {
      name: 'x',
      target: { kind: 'screen', screenId },
      expiresAt: new Date(h.clock + HOUR).toISOString(),
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'CreateDeviceLink needs the admin role; you are editor' },
    });
    expect((await call(editor.browser, 'GET', '/api/device-links')).status).toBe(403);
    // The person's session would be over too by then: the link's own end is what the display sees.
    h.clock += 2 * HOUR;
    const expired = await call(display, 'GET', screen('DescribeScreenDataMap'));
    expect(expired.body).toMatchObject({ Code: 'DeviceLinkExpired' });

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const unknown = await call(new Browser(PUBLIC, gateway.app), 'POST', '/api/device-session', {
      token: tampered,
    });
    expect(unknown).toMatchObject({ status: 401, body: { code: 'DeviceLinkUnknown' } });
  });

  it("a playlist's link reads that playlist and its screens, and sees a screen added later", async () => {
    const { browser: admin } = await adminOnMock();
    const { id: screenId } = await aScreen(admin);
    const playlist = await call(admin, 'POST', '/api/playlists', {
      name: 'Rotation',
      entries: [{ screenId, seconds: 60 }],
    });
    const playlistId = String(playlist.body?.id);
    const made = await call(admin, 'POST', '/api/device-links', {
      name: 'NOC wall',
      target: { kind: 'playlist', playlistId },
      expiresAt: new Date(h.clock + HOUR).toISOString(),
    });
    expect(made.status, made.text).toBe(201);
    const { gateway } = await h.gatewayWith(endpointsAt(mock.url));
    const display = new Browser(PUBLIC, gateway.app);
    await call(display, 'POST', '/api/device-session', { token: String(made.body?.token) });
    const lists = await call(display, 'GET', '/api/playlists');
    expect((lists.body?.playlists as { id: string }[]).map((p) => p.id)).toEqual([playlistId]);

    // Another screen joins the playlist: refused until the scope is worked out again, then read.
    const titles = await call(admin, 'GET', screen('DescribeScreenTitles'));
    const other = String(
      (titles.body?.SecScreenSettingList as { ScreenID: string }[])[1]?.ScreenID,
    );
    await call(admin, 'PUT', `/api/playlists/${playlistId}`, {
      name: 'Rotation',
      entries: [
        { screenId, seconds: 60 },
        { screenId: other, seconds: 60 },
      ],
      version: 1,
    });
    h.clock += 11_000;
    const read = await call(display, 'GET', screen('DescribeScreenSetting', { Id: other }));
    expect(read.status, read.text).toBe(200);
  });
  it('a deleted screen is said by the service (404), not refused, after the scope is worked out again', async () => {
    const { browser: admin } = await adminOnMock();
    const form = { origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' };
    const saved = await admin.request(`${PUBLIC}${screen('CreateScreenSetting')}`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        Title: 'Short-lived',
        ScreenDataMap: '[]',
        LogoUrl: '',
        LogoPower: 'false',
      }).toString(),
    });
    expect(saved.status, saved.text).toBe(200);
    const titles = await call(admin, 'GET', screen('DescribeScreenTitles'));
    const screenId = String(
      (titles.body?.SecScreenSettingList as { ScreenID: string; ScreenTitle: string }[]).find(
        (entry) => entry.ScreenTitle === 'Short-lived',
      )?.ScreenID,
    );
    const made = await call(admin, 'POST', '/api/device-links', {
      name: 'Pop-up wall',
      target: { kind: 'screen', screenId },
      expiresAt: new Date(h.clock + HOUR).toISOString(),
    });
    expect(made.status, made.text).toBe(201);
    const display = new Browser(PUBLIC, (await h.gatewayWith(endpointsAt(mock.url))).gateway.app);
    await call(display, 'POST', '/api/device-session', { token: String(made.body?.token) });

    const deleted = await admin.request(`${PUBLIC}${screen('DeleteScreenSetting')}`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ Id: screenId }).toString(),
    });
    expect(deleted.status).toBe(200);
    h.clock += 11_000;
    // Outside its scope: worked out again from a screen that is gone, and still refused.
    expect((await call(display, 'GET', screen('DescribeScreenEmerRisk'))).status).toBe(403);
    const layout = await call(display, 'GET', screen('DescribeScreenSetting', { Id: screenId }));
    expect(layout.status, layout.text).not.toBe(403);
    expect(layout.status).toBeGreaterThanOrEqual(400);
  });
});
