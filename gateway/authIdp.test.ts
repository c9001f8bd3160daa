// Sign-in when the identity provider fails in each way (a page saying what failed, a log line,
// no stack), one that puts the person's claims only in userinfo, and no IdP at all (auth none).
// The harness: gateway/authTestHarness.ts; sessions and roles: auth.test.ts.
import { createServer, type Socket } from 'node:net';
import { startDevIdp } from './dev/idp';
import { PUBLIC, authHarness } from './authTestHarness';
import { Browser } from './testBrowser';
import { testConfig, testGateway } from './testSupport';

const h = authHarness();

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
    const { gateway, log } = await h.gatewayWith({
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
    const { gateway, log } = await h.gatewayWith({
      PARAPET_GATEWAY_OIDC_CLIENT_SECRET: 'not-the-secret',
    });
    const page = await h.signIn(new Browser(PUBLIC, gateway.app), 'viewer');
    expect(page.status).toBe(502);
    expect(page.text).toContain('the identity provider refused this gateway');
    expect(page.text).not.toContain('not-the-secret');
    expect(log.records().find((r) => r.msg === 'sign-in failed')).toMatchObject({
      failure: 'client-rejected',
    });
    expect(log.lines.join('\n')).not.toContain('not-the-secret');
  });

  it('a state that does not match the sign-in started: refused', async () => {
    const { gateway } = await h.gatewayWith();
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
    const { gateway, log } = await h.gatewayWith({}, { idpClockSkewSeconds: 3600 });
    const page = await h.signIn(new Browser(PUBLIC, gateway.app), 'viewer');
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
      const { gateway } = await h.gatewayWith({
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
    const { gateway, log } = await h.gatewayWith();
    const browser = new Browser(PUBLIC, gateway.app);
    const start = await browser.request(`${PUBLIC}/auth/login`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const page = await browser.request(
      `${PUBLIC}/auth/callback?error=access_denied&error_description=The+user+said+no&state=${state}&iss=${encodeURIComponent(h.idp.issuer)}`,
    );
    expect(page.status).toBe(403);
    expect(page.text).toContain('the identity provider refused the sign-in');
    expect(page.text).toContain('access_denied: The user said no');
    expect(log.records().find((r) => r.msg === 'sign-in failed')).toMatchObject({
      failure: 'idp-refused',
    });
  });

  it('a sign-in started on one instance finishes on another', async () => {
    const { gateway } = await h.gatewayWith();
    const second = await h.gatewayWith({ PARAPET_GATEWAY_INSTANCE: 'gateway-test-2' });
    const browser = new Browser(PUBLIC, gateway.app);
    const form = await browser.follow(`${PUBLIC}/auth/login?returnTo=/screen`);
    browser.use(second.gateway.app);
    await browser.submit(form, { username: 'editor', password: 'editor-pass' });
    expect(browser.visited.at(-1)).toBe(`${PUBLIC}/screen`);
    expect((await h.session(browser)).body.role).toBe('editor');
  });

  it('a person with no mapped group and defaultRole deny cannot sign in', async () => {
    const { gateway } = await h.gatewayWith({ PARAPET_GATEWAY_ROLE_MAP: 'parapet-admins=admin' });
    const browser = new Browser(PUBLIC, gateway.app);
    const page = await h.signIn(browser, 'viewer');
    expect(page.status).toBe(403);
    expect(page.text).toContain('you have no role in Parapet');
    expect((await h.session(browser)).status).toBe(401);
  });
});

describe('claims from userinfo', () => {
  it('an IdP whose ID token carries only sub: email, name and groups come from userinfo', async () => {
    const bare = await startDevIdp({ gatewayUrls: [PUBLIC], claimsInIdToken: false });
    try {
      const { gateway } = await h.gatewayWith({ PARAPET_GATEWAY_OIDC_ISSUER: bare.issuer });
      const browser = new Browser(PUBLIC, gateway.app);
      await h.signIn(browser, 'admin', '/', bare.issuer);
      const { status, body } = await h.session(browser);
      expect(status).toBe(200);
      expect(body).toMatchObject({ role: 'admin', email: 'admin@parapet.test', name: 'Ada Admin' });
    } finally {
      await bare.close();
    }
  });
});

describe('auth none (development)', () => {
  it('/api/session says nobody signs in and every operation may be called', async () => {
    const gateway = await testGateway(testConfig({}, h.dist.dir));
    h.open.push(gateway);
    const response = await gateway.app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ auth: string; operations: Record<string, string[]> }>();
    expect(body.auth).toBe('none');
    expect(Object.values(body.operations).flat()).toHaveLength(84);
  });
});
