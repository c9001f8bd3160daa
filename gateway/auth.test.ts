// Sign-in against the local identity provider (oidc-provider, gateway/dev/idp.ts), a browser with
// a cookie jar following every redirect, and the gateway in front of a stub upstream that records
// what reaches it: each role's session, what it may call, and every way a session ends or fails.
import { createServer, type Socket } from 'node:net';
import {
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  DEV_ROLE_MAP,
  DEV_SCOPES,
  startDevIdp,
  type DevIdp,
} from './dev/idp';
import type { Gateway, GatewayOptions } from './server';
import { Browser, type Page } from './testBrowser';
import { logCapture, makeDist, startStub, testConfig, testGateway } from './testSupport';

const PUBLIC = 'https://parapet.test';
const KEY = 'session-key-for-the-gateway-tests-0123456789';
const OTHER_KEY = 'another-deployment-session-key-9876543210';

let dist: ReturnType<typeof makeDist>;
let idp: DevIdp;
let stub: Awaited<ReturnType<typeof startStub>>;
const open: Gateway[] = [];
let clock = Date.now();

beforeAll(async () => {
  dist = makeDist();
  idp = await startDevIdp({ gatewayUrls: [PUBLIC] });
  stub = await startStub();
});
afterAll(async () => {
  await idp.close();
  await stub.close();
  dist.remove();
});
beforeEach(() => {
  clock = Date.now();
  stub.calls.length = 0;
});
afterEach(async () => {
  for (const gateway of open.splice(0)) await gateway.app.close();
});

function authEnv(env: Record<string, string> = {}): Record<string, string> {
  return {
    PARAPET_GATEWAY_AUTH: 'oidc',
    PARAPET_GATEWAY_PUBLIC_URL: PUBLIC,
    PARAPET_GATEWAY_OIDC_ISSUER: idp.issuer,
    PARAPET_GATEWAY_OIDC_CLIENT_ID: DEV_CLIENT_ID,
    PARAPET_GATEWAY_OIDC_CLIENT_SECRET: DEV_CLIENT_SECRET,
    PARAPET_GATEWAY_OIDC_SCOPES: DEV_SCOPES,
    PARAPET_GATEWAY_ROLE_MAP: DEV_ROLE_MAP,
    PARAPET_GATEWAY_SESSION_KEYS: KEY,
    PARAPET_GATEWAY_SESSION_IDLE_SECONDS: '600',
    PARAPET_GATEWAY_SESSION_MAX_SECONDS: '3600',
    PARAPET_GATEWAY_SCREEN_ENDPOINT: `${stub.url}/`,
    PARAPET_GATEWAY_LAKE_ENDPOINT: `${stub.url}/lake-base`,
    PARAPET_GATEWAY_AGENT_ENDPOINT: `${stub.url}/agent-base`,
    ...env,
  };
}

async function gatewayWith(env: Record<string, string> = {}, options: GatewayOptions = {}) {
  const log = logCapture();
  const gateway = await testGateway(testConfig(authEnv(env), dist.dir), {
    logDestination: log.destination,
    now: () => clock,
    ...options,
  });
  open.push(gateway);
  return { gateway, log };
}

/** Signs in through the IdP's form; the page the gateway sends the browser back to. */
async function signIn(
  browser: Browser,
  username: string,
  returnTo = '/lake/catalogs',
  issuer = idp.issuer,
) {
  const form = await browser.follow(
    `${PUBLIC}/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
  );
  expect(form.status, form.text).toBe(200);
  expect(form.url.startsWith(issuer)).toBe(true);
  expect(form.text).toContain('name="password"');
  const back = await browser.submit(form, { username, password: `${username}-pass` });
  return back;
}

async function signedIn(username: string, env: Record<string, string> = {}) {
  const { gateway, log } = await gatewayWith(env);
  const browser = new Browser(PUBLIC, gateway.app);
  const landed = await signIn(browser, username);
  return { gateway, log, browser, landed };
}

const sameOrigin = { origin: PUBLIC, 'content-type': 'application/json' };
const formHeaders = { origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' };

async function session(browser: Browser) {
  const page = await browser.request(`${PUBLIC}/api/session`);
  return { status: page.status, body: JSON.parse(page.text) as Record<string, unknown> };
}

describe('sign-in with the local identity provider', () => {
  it.each([
    ['viewer', 'viewer@parapet.test', 57],
    ['editor', 'editor@parapet.test', 69],
    ['admin', 'admin@parapet.test', 84],
  ])(
    '%s: the whole round trip, back on the page asked for, /api/session says who',
    async (role, email, count) => {
      const { browser, landed } = await signedIn(role);
      // The gateway sent the browser back where it asked to go (the console's SPA page).
      expect(browser.visited.at(-1)).toBe(`${PUBLIC}/lake/catalogs`);
      expect(landed.status).toBe(200);
      expect(browser.visited.some((url) => url.startsWith(`${PUBLIC}/auth/callback?code=`))).toBe(
        true,
      );
      const cookie = browser.cookies(PUBLIC).get('__Host-parapet-session');
      expect(cookie).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/); // a JWE, dir: no encrypted key
      const { status, body } = await session(browser);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        auth: 'oidc',
        role,
        email,
        subject: expect.stringMatching(/^u-/),
      });
      const operations = body.operations as Record<string, string[]>;
      const all = [...operations.screen!, ...operations.lake!, ...operations.agent!];
      expect(all).toHaveLength(count);
      expect(all.includes('GetTableToken')).toBe(role === 'admin');
      expect(all.includes('CreateScreenSetting')).toBe(role !== 'viewer');
    },
  );

  it('sets the session cookie HttpOnly, Secure, SameSite=Lax, under the __Host- prefix', async () => {
    const { gateway } = await gatewayWith();
    const browser = new Browser(PUBLIC, gateway.app);
    const form = await browser.follow(`${PUBLIC}/auth/login`);
    // Watch the callback's answer itself.
    const action = /action="([^"]+)"/.exec(form.text)![1]!;
    let page: Page = await browser.request(new URL(action, form.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=editor&password=editor-pass',
    });
    while (!page.url.startsWith(`${PUBLIC}/auth/callback`)) {
      page = await browser.request(new URL(page.headers.get('location')!, page.url).href);
    }
    const set = page.headers.getSetCookie().find((c) => c.startsWith('__Host-parapet-session='));
    expect(set).toMatch(/Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=3600/);
    expect(page.headers.get('location')).toBe('/');
  });

  it('a wrong password stays on the IdP form, with no session', async () => {
    const { gateway } = await gatewayWith();
    const browser = new Browser(PUBLIC, gateway.app);
    const form = await browser.follow(`${PUBLIC}/auth/login`);
    const again = await browser.submit(form, { username: 'admin', password: 'guess' });
    expect(again.status).toBe(401);
    expect(again.text).toContain('Wrong username or password');
    expect((await session(browser)).status).toBe(401);
  });
});

describe('what each role may call', () => {
  it("a viewer's write is 403 in the service's shape and reaches nothing; its reads pass", async () => {
    const { browser, log } = await signedIn('viewer');
    const layout = await browser.request(`${PUBLIC}/api/screen?Action=CreateScreenSetting`, {
      method: 'POST',
      headers: formHeaders,
      body: 'ScreenTitle=x',
    });
    expect(layout.status).toBe(403);
    expect(JSON.parse(layout.text)).toMatchObject({
      Code: 'Forbidden.Role',
      Message: 'CreateScreenSetting needs the editor role; you are viewer',
    });
    const drop = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs/sales`, {
      method: 'DELETE',
      headers: { origin: PUBLIC },
    });
    expect(drop.status).toBe(403);
    expect(JSON.parse(drop.text)).toMatchObject({ code: 'Forbidden.Role' });
    const disable = await browser.request(
      `${PUBLIC}/api/agent/api/v1/agent/webhook_endpoints/w1/disable`,
      { method: 'POST', headers: sameOrigin, body: '{}' },
    );
    expect(JSON.parse(disable.text)).toMatchObject({
      type: 'error',
      error: { type: 'permission_error' },
    });
    expect(stub.calls).toHaveLength(0);
    const read = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs`);
    expect(read.status).toBe(200);
    expect(stub.calls).toHaveLength(1);
    // The refused writes are audited with who tried; the read is not.
    expect(log.audits().map((a) => [a.operation, a.outcome, a.upstreamStatus, a.role])).toEqual([
      ['CreateScreenSetting', 'forbidden', null, 'viewer'],
      ['DropCatalog', 'forbidden', null, 'viewer'],
      ['DisableWebhook', 'forbidden', null, 'viewer'],
    ]);
    expect(log.audits()[0]?.user).toEqual({
      subject: 'u-viewer-0001',
      email: 'viewer@parapet.test',
    });
    expect(
      log.records().find((r) => r.msg === 'request' && r.url === '/api/lake/lake/v1/catalogs'),
    ).toMatchObject({ user: 'u-viewer-0001', role: 'viewer', status: 200 });
  });

  it("an editor's CreateScreenSetting passes, audited with the editor's subject, email and role", async () => {
    const { browser, log } = await signedIn('editor');
    const layout = await browser.request(`${PUBLIC}/api/screen?Action=CreateScreenSetting`, {
      method: 'POST',
      headers: formHeaders,
      body: 'ScreenTitle=x',
    });
    expect(layout.status).toBe(200);
    expect(stub.calls.map((c) => c.headers['x-acs-action'])).toEqual(['CreateScreenSetting']);
    expect(stub.calls[0]?.headers.cookie).toBeUndefined();
    expect(log.audits()).toEqual([
      expect.objectContaining({
        operation: 'CreateScreenSetting',
        user: { subject: 'u-editor-0002', email: 'editor@parapet.test' },
        role: 'editor',
      }),
    ]);
    const grant = await browser.request(
      `${PUBLIC}/api/lake/lake/v1/auth/permissions/c1/batchgrant`,
      {
        method: 'POST',
        headers: sameOrigin,
        body: '{}',
      },
    );
    expect(grant.status).toBe(403);
    expect(stub.calls).toHaveLength(1);
    expect(log.audits()[1]).toMatchObject({
      operation: 'BatchGrantPermissions',
      outcome: 'forbidden',
    });
  });

  it("an admin's grant passes; a storage token is the admin's alone", async () => {
    const { browser, log } = await signedIn('admin');
    const grant = await browser.request(
      `${PUBLIC}/api/lake/lake/v1/auth/permissions/c1/batchgrant`,
      {
        method: 'POST',
        headers: sameOrigin,
        body: '{"permissions":[]}',
      },
    );
    expect(grant.status).toBe(200);
    const token = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs/sales/token`);
    expect(token.status).toBe(200);
    expect(log.audits().map((a) => [a.operation, a.role])).toEqual([
      ['BatchGrantPermissions', 'admin'],
      ['GetCatalogToken', 'admin'],
    ]);

    const editor = await signedIn('editor');
    const refused = await editor.browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs/sales/token`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({
      code: 'Forbidden.Role',
      message: 'GetCatalogToken needs the admin role; you are editor',
    });
    expect(stub.calls).toHaveLength(2);
  });
});

describe('no session, a bad one, an old one', () => {
  it('no session: 401 in each service shape, /api/session 401, nothing reaches an upstream', async () => {
    const { gateway } = await gatewayWith();
    const browser = new Browser(PUBLIC, gateway.app);
    const screen = await browser.request(`${PUBLIC}/api/screen?Action=DescribeScreenTitles`);
    expect(screen.status).toBe(401);
    expect(JSON.parse(screen.text)).toMatchObject({ Code: 'SignInRequired' });
    const lake = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs`);
    expect(JSON.parse(lake.text)).toMatchObject({ code: 'SignInRequired' });
    const agent = await browser.request(`${PUBLIC}/api/agent/api/v1/agent/webhook_endpoints`);
    expect(JSON.parse(agent.text)).toMatchObject({ error: { type: 'authentication_error' } });
    const me = await browser.request(`${PUBLIC}/api/session`);
    expect(me.status).toBe(401);
    expect(JSON.parse(me.text)).toMatchObject({ code: 'SignInRequired' });
    // An unknown path under /api is not told apart from a known one before sign-in.
    expect((await browser.request(`${PUBLIC}/api/lake/nothing`)).status).toBe(401);
    expect(stub.calls).toHaveLength(0);
    // A large body without a session is refused from its headers, before it is read.
    const big = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs`, {
      method: 'POST',
      headers: sameOrigin,
      body: 'x'.repeat(2_000_000),
    });
    expect(big.status).toBe(401);
    // The console's own files need no session.
    expect((await browser.request(`${PUBLIC}/`)).status).toBe(200);
  });

  it('a tampered cookie, one sealed with another key, or garbage: 401', async () => {
    const { browser } = await signedIn('admin');
    const jar = browser.cookies(PUBLIC);
    const good = jar.get('__Host-parapet-session')!;
    const parts = good.split('.');
    const flip = (text: string) => (text[5] === 'A' ? 'B' : 'A');
    parts[3] = parts[3]!.slice(0, 5) + flip(parts[3]!) + parts[3]!.slice(6);
    jar.set('__Host-parapet-session', parts.join('.'));
    expect((await session(browser)).status).toBe(401);
    jar.set('__Host-parapet-session', 'not-a-jwe');
    expect((await session(browser)).status).toBe(401);

    // Another deployment (another key) signs the same person in: its cookie is nothing here.
    const other = await signedIn('admin', { PARAPET_GATEWAY_SESSION_KEYS: OTHER_KEY });
    jar.set('__Host-parapet-session', other.browser.cookies(PUBLIC).get('__Host-parapet-session')!);
    expect((await session(browser)).status).toBe(401);
    jar.set('__Host-parapet-session', good);
    expect((await session(browser)).status).toBe(200);
  });

  it('idle expiry: a session unused for the idle lifetime is over; use keeps it alive', async () => {
    const { browser } = await signedIn('viewer');
    clock += 500_000; // 500 s of 600
    expect((await session(browser)).status).toBe(200); // moves the idle clock on
    clock += 500_000;
    expect((await session(browser)).status).toBe(200);
    clock += 601_000;
    expect((await session(browser)).status).toBe(401);
  });

  it('absolute expiry: over after the maximum lifetime however busy', async () => {
    const { browser } = await signedIn('viewer');
    for (let i = 0; i < 7; i += 1) {
      clock += 500_000;
      const { status } = await session(browser);
      expect(status).toBe(i < 7 && (i + 1) * 500 < 3600 ? 200 : 401);
    }
  });

  it('a session works on a second instance with the same settings (nothing shared)', async () => {
    const { browser } = await signedIn('editor');
    const second = await gatewayWith({ PARAPET_GATEWAY_INSTANCE: 'gateway-test-2' });
    browser.use(second.gateway.app);
    const { status, body } = await session(browser);
    expect(status).toBe(200);
    expect(body.role).toBe('editor');
    const layout = await browser.request(`${PUBLIC}/api/screen?Action=CreateScreenSetting`, {
      method: 'POST',
      headers: formHeaders,
      body: 'ScreenTitle=x',
    });
    expect(layout.status).toBe(200);
    expect(second.log.audits()[0]).toMatchObject({ role: 'editor' });
  });

  it('keys rotate: a session sealed with the old key opens while it is still listed', async () => {
    const { browser } = await signedIn('viewer');
    const rotated = await gatewayWith({ PARAPET_GATEWAY_SESSION_KEYS: `${OTHER_KEY},${KEY}` });
    browser.use(rotated.gateway.app);
    expect((await session(browser)).status).toBe(200);
    const dropped = await gatewayWith({ PARAPET_GATEWAY_SESSION_KEYS: OTHER_KEY });
    browser.use(dropped.gateway.app);
    expect((await session(browser)).status).toBe(401);
  });
});

describe('cross-site requests, sign-out, returnTo', () => {
  it('a cross-site POST is refused 403 before anything else; same-origin by Sec-Fetch-Site passes', async () => {
    const { browser } = await signedIn('admin');
    const evil = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.text)).toMatchObject({ code: 'CrossSiteRequest' });
    const noOrigin = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{"name":"x"}',
    });
    expect(noOrigin.status).toBe(403);
    expect(stub.calls).toHaveLength(0);
    const fetchSite = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{"name":"x"}',
    });
    expect(fetchSite.status).toBe(200);
  });

  it("sign-out ends access, and the IdP's session too (RP-initiated logout)", async () => {
    const { browser } = await signedIn('editor');
    const out = await browser.request(`${PUBLIC}/auth/logout`, {
      method: 'POST',
      headers: { origin: PUBLIC },
    });
    expect(out.status).toBe(303);
    const location = new URL(out.headers.get('location')!);
    expect(location.href.startsWith(`${idp.issuer}/session/end`)).toBe(true);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC}/auth/signed-out`);
    expect(browser.cookies(PUBLIC).has('__Host-parapet-session')).toBe(false);
    expect((await session(browser)).status).toBe(401);
    // The IdP asks to confirm; confirmed, it comes back to the gateway's signed-out page.
    const confirm = await browser.follow(location.href);
    const done = await browser.submit(confirm, { logout: 'yes' });
    expect(done.url).toBe(`${PUBLIC}/auth/signed-out`);
    expect(done.text).toContain('You are signed out');
    // Signing in again asks for the password again.
    const form = await browser.follow(`${PUBLIC}/auth/login`);
    expect(form.text).toContain('name="password"');
  });

  it('a sign-out link from another site is refused; the pages carry the console headers, no-store', async () => {
    const { browser } = await signedIn('viewer');
    const cross = await browser.request(`${PUBLIC}/auth/logout`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(cross.headers.get('cache-control')).toBe('no-store');
    expect((await session(browser)).status).toBe(200);
    const crossPost = await browser.request(`${PUBLIC}/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossPost.status).toBe(403);
    expect((await session(browser)).status).toBe(200);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth/logout',
  ])('returnTo %s is refused with a page, no redirect', async (returnTo) => {
    const { gateway, log } = await gatewayWith();
    const browser = new Browser(PUBLIC, gateway.app);
    const page = await browser.request(
      `${PUBLIC}/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
    );
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(page.text).toContain('returnTo is not a page of Parapet');
    expect(log.records().some((r) => r.msg === 'returnTo refused')).toBe(true);
  });
});

describe('sign-in that fails says what failed', () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });

  it('the IdP down: a plain page naming the IdP, a log line, no stack', async () => {
    const port = await freePort();
    const { gateway, log } = await gatewayWith({
      PARAPET_GATEWAY_OIDC_ISSUER: `http://127.0.0.1:${port}`,
    });
    const page = await new Browser(PUBLIC, gateway.app).request(`${PUBLIC}/auth/login`);
    expect(page.status).toBe(502);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('the identity provider could not be reached');
    expect(page.text).toContain(`http://127.0.0.1:${port}`);
    expect(page.text).not.toMatch(/ at .*\.(js|ts):\d+/);
    expect(log.records().find((r) => r.msg === 'sign-in failed')).toMatchObject({
      step: 'discovery',
      failure: 'idp-unreachable',
    });
  });

  it('a wrong client secret: the page says the IdP refused the gateway', async () => {
    const { gateway, log } = await gatewayWith({
      PARAPET_GATEWAY_OIDC_CLIENT_SECRET: 'not-the-secret',
    });
    const page = await signIn(new Browser(PUBLIC, gateway.app), 'viewer');
    expect(page.status).toBe(502);
    expect(page.text).toContain('the identity provider refused this gateway');
    expect(page.text).not.toContain('not-the-secret');
    expect(log.records().find((r) => r.msg === 'sign-in failed')).toMatchObject({
      failure: 'client-rejected',
    });
    expect(log.lines.join('\n')).not.toContain('not-the-secret');
  });

  it('a state that does not match the sign-in started: refused', async () => {
    const { gateway } = await gatewayWith();
    const browser = new Browser(PUBLIC, gateway.app);
    const form = await browser.follow(`${PUBLIC}/auth/login`);
    const action = /action="([^"]+)"/.exec(form.text)![1]!;
    let page = await browser.request(new URL(action, form.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=viewer&password=viewer-pass',
    });
    while (!page.headers.get('location')?.startsWith(`${PUBLIC}/auth/callback`)) {
      page = await browser.request(new URL(page.headers.get('location')!, page.url).href);
    }
    const callback = new URL(page.headers.get('location')!);
    callback.searchParams.set('state', 'forged');
    const refused = await browser.request(callback.href);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('does not match');
    // A callback with no sign-in started in this browser at all.
    const fresh = new Browser(PUBLIC, gateway.app);
    const none = await fresh.request(`${PUBLIC}/auth/callback?code=x&state=y`);
    expect(none.status).toBe(400);
    expect(none.text).toContain('no sign-in was started in this browser');
  });

  it("this server's clock an hour off the IdP's: the page says the clocks disagree", async () => {
    const { gateway, log } = await gatewayWith({}, { idpClockSkewSeconds: 3600 });
    const page = await signIn(new Browser(PUBLIC, gateway.app), 'viewer');
    expect(page.status).toBe(502);
    expect(page.text).toContain('clock and this server&#39;s disagree');
    expect(page.text).toContain('&quot;exp&quot;');
    expect(log.records().find((r) => r.msg === 'sign-in failed')).toMatchObject({
      failure: 'clock-skew',
    });
  });

  it('an IdP that accepts connections but never answers: the page after auth.idpTimeoutMs', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const { gateway } = await gatewayWith({
        PARAPET_GATEWAY_OIDC_ISSUER: `http://127.0.0.1:${port}`,
        PARAPET_GATEWAY_OIDC_TIMEOUT_MS: '200',
      });
      const started = performance.now();
      const page = await new Browser(PUBLIC, gateway.app).request(`${PUBLIC}/auth/login`);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(page.status).toBe(502);
      expect(page.text).toContain('could not be reached');
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('the IdP answers with an error (access_denied): the page says so', async () => {
    const { gateway, log } = await gatewayWith();
    const browser = new Browser(PUBLIC, gateway.app);
    const start = await browser.request(`${PUBLIC}/auth/login`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const page = await browser.request(
      `${PUBLIC}/auth/callback?error=access_denied&error_description=The+user+said+no&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
    );
    expect(page.status).toBe(403);
    expect(page.text).toContain('the identity provider refused the sign-in');
    expect(page.text).toContain('access_denied: The user said no');
    expect(log.records().find((r) => r.msg === 'sign-in failed')).toMatchObject({
      failure: 'idp-refused',
    });
  });

  it('a sign-in started on one instance finishes on another', async () => {
    const { gateway } = await gatewayWith();
    const second = await gatewayWith({ PARAPET_GATEWAY_INSTANCE: 'gateway-test-2' });
    const browser = new Browser(PUBLIC, gateway.app);
    const form = await browser.follow(`${PUBLIC}/auth/login?returnTo=/screen`);
    browser.use(second.gateway.app);
    await browser.submit(form, { username: 'editor', password: 'editor-pass' });
    expect(browser.visited.at(-1)).toBe(`${PUBLIC}/screen`);
    expect((await session(browser)).body.role).toBe('editor');
  });

  it('a person with no mapped group and defaultRole deny cannot sign in', async () => {
    const { gateway } = await gatewayWith({ PARAPET_GATEWAY_ROLE_MAP: 'parapet-admins=admin' });
    const browser = new Browser(PUBLIC, gateway.app);
    const page = await signIn(browser, 'viewer');
    expect(page.status).toBe(403);
    expect(page.text).toContain('you have no role in Parapet');
    expect((await session(browser)).status).toBe(401);
  });
});

describe('claims from userinfo', () => {
  it('an IdP whose ID token carries only sub: email, name and groups come from userinfo', async () => {
    const bare = await startDevIdp({ gatewayUrls: [PUBLIC], claimsInIdToken: false });
    try {
      const { gateway } = await gatewayWith({ PARAPET_GATEWAY_OIDC_ISSUER: bare.issuer });
      const browser = new Browser(PUBLIC, gateway.app);
      await signIn(browser, 'admin', '/', bare.issuer);
      const { status, body } = await session(browser);
      expect(status).toBe(200);
      expect(body).toMatchObject({ role: 'admin', email: 'admin@parapet.test', name: 'Ada Admin' });
    } finally {
      await bare.close();
    }
  });
});

describe('auth none (development)', () => {
  it('/api/session says nobody signs in and every operation may be called', async () => {
    const gateway = await testGateway(testConfig({}, dist.dir));
    open.push(gateway);
    const response = await gateway.app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ auth: string; operations: Record<string, string[]> }>();
    expect(body.auth).toBe('none');
    expect(Object.values(body.operations).flat()).toHaveLength(84);
  });
});
