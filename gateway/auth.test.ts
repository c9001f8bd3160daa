// Sign-in against the local identity provider (gateway/authTestHarness.ts): each role's session,
// what it may call, every way a session ends, and the refusals of cross-site requests, sign-outs
// and a returnTo off the site. The IdP failing, userinfo and auth none: authIdp.test.ts.
import { KEY, OTHER_KEY, PUBLIC, authHarness, formHeaders, sameOrigin } from './authTestHarness';
import { Browser, type Page } from './testBrowser';

const h = authHarness();

describe('sign-in with the local identity provider', () => {
  it.each([
    ['viewer', 'viewer@parapet.test', 57],
    ['editor', 'editor@parapet.test', 69],
    ['admin', 'admin@parapet.test', 84],
  ])(
    '%s: the whole round trip, back on the page asked for, /api/session says who',
    async (role, email, count) => {
      const { browser, landed } = await h.signedIn(role);
      // The gateway sent the browser back where it asked to go (the console's SPA page).
      expect(browser.visited.at(-1)).toBe(`${PUBLIC}/lake/catalogs`);
      expect(landed.status).toBe(200);
      expect(browser.visited.some((url) => url.startsWith(`${PUBLIC}/auth/callback?code=`))).toBe(
        true,
      );
      const cookie = browser.cookies(PUBLIC).get('__Host-parapet-session');
      expect(cookie).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/); // a JWE, dir: no encrypted key
      const { status, body } = await h.session(browser);
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
    const { gateway } = await h.gatewayWith();
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
    const { gateway } = await h.gatewayWith();
    const browser = new Browser(PUBLIC, gateway.app);
    const form = await browser.follow(`${PUBLIC}/auth/login`);
    const again = await browser.submit(form, { username: 'admin', password: 'guess' });
    expect(again.status).toBe(401);
    expect(again.text).toContain('Wrong username or password');
    expect((await h.session(browser)).status).toBe(401);
  });
});

describe('what each role may call', () => {
  it("a viewer's write is 403 in the service's shape and reaches nothing; its reads pass", async () => {
    const { browser, log } = await h.signedIn('viewer');
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
    expect(h.stub.calls).toHaveLength(0);
    const read = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs`);
    expect(read.status).toBe(200);
    expect(h.stub.calls).toHaveLength(1);
    // The refused writes are audited with who tried; the read is not.
    expect(log.audits().map((a) => [a.operation, a.outcome, a.upstreamStatus, a.role])).toEqual([
      ['CreateScreenSetting', 'forbidden', null, 'viewer'],
      ['DropCatalog', 'forbidden', null, 'viewer'],
      ['DisableWebhook', 'forbidden', null, 'viewer'],
    ]);
    expect(log.audits()[0]?.user).toEqual({
      subject: 'u-viewer-0001',
      email: 'viewer@parapet.test',
      name: 'Vera Viewer',
    });
    expect(
      log.records().find((r) => r.msg === 'request' && r.url === '/api/lake/lake/v1/catalogs'),
    ).toMatchObject({ user: 'u-viewer-0001', role: 'viewer', status: 200 });
  });

  it("an editor's CreateScreenSetting passes, audited with the editor's subject, email and role", async () => {
    const { browser, log } = await h.signedIn('editor');
    const layout = await browser.request(`${PUBLIC}/api/screen?Action=CreateScreenSetting`, {
      method: 'POST',
      headers: formHeaders,
      body: 'ScreenTitle=x',
    });
    expect(layout.status).toBe(200);
    expect(h.stub.calls.map((c) => c.headers['x-acs-action'])).toEqual(['CreateScreenSetting']);
    expect(h.stub.calls[0]?.headers.cookie).toBeUndefined();
    expect(log.audits()).toEqual([
      expect.objectContaining({
        operation: 'CreateScreenSetting',
        user: { subject: 'u-editor-0002', email: 'editor@parapet.test', name: 'Ed Editor' },
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
    expect(h.stub.calls).toHaveLength(1);
    expect(log.audits()[1]).toMatchObject({
      operation: 'BatchGrantPermissions',
      outcome: 'forbidden',
    });
  });

  it("an admin's grant passes; a storage token is the admin's alone", async () => {
    const { browser, log } = await h.signedIn('admin');
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

    const editor = await h.signedIn('editor');
    const refused = await editor.browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs/sales/token`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({
      code: 'Forbidden.Role',
      message: 'GetCatalogToken needs the admin role; you are editor',
    });
    expect(h.stub.calls).toHaveLength(2);
  });
});

describe('whose activity each role sees', () => {
  it("a viewer sees their own records only and not who else acted; an admin sees everyone's", async () => {
    const viewer = await h.signedIn('viewer');
    const refused = await viewer.browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs/sales`, {
      method: 'DELETE',
      headers: { origin: PUBLIC },
    });
    expect(refused.status).toBe(403);
    const own = await viewer.browser.request(`${PUBLIC}/api/activity?user=u-admin-0003`);
    expect(own.status).toBe(200);
    const ownPage = JSON.parse(own.text) as {
      scope: string;
      records: { user: { subject: string }; operation: string; outcome: string }[];
    };
    expect(ownPage.scope).toBe('own');
    expect(ownPage.records.length).toBeGreaterThan(0);
    expect(ownPage.records.every((r) => r.user.subject === 'u-viewer-0001')).toBe(true);
    expect(ownPage.records[0]).toMatchObject({ operation: 'DropCatalog', outcome: 'forbidden' });
    const people = await viewer.browser.request(`${PUBLIC}/api/activity/people`);
    expect(people.status).toBe(403);
    expect(JSON.parse(people.text)).toMatchObject({ code: 'Forbidden.Role' });

    // Another instance, the same database: the admin reads what the viewer's instance wrote.
    const admin = await h.signedIn('admin');
    const all = JSON.parse(
      (await admin.browser.request(`${PUBLIC}/api/activity?user=u-viewer-0001`)).text,
    ) as { scope: string; records: { operation: string }[] };
    expect(all.scope).toBe('all');
    expect(all.records[0]).toMatchObject({ operation: 'DropCatalog' });
    const named = JSON.parse(
      (await admin.browser.request(`${PUBLIC}/api/activity/people`)).text,
    ) as { people: { subject: string; name: string | null }[] };
    expect(named.people).toContainEqual({
      subject: 'u-viewer-0001',
      email: 'viewer@parapet.test',
      name: 'Vera Viewer',
    });
  });
});

describe('no session, a bad one, an old one', () => {
  it('no session: 401 in each service shape, /api/session 401, nothing reaches an upstream', async () => {
    const { gateway } = await h.gatewayWith();
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
    expect(h.stub.calls).toHaveLength(0);
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
    const { browser } = await h.signedIn('admin');
    const jar = browser.cookies(PUBLIC);
    const good = jar.get('__Host-parapet-session')!;
    const parts = good.split('.');
    const flip = (text: string) => (text[5] === 'A' ? 'B' : 'A');
    parts[3] = parts[3]!.slice(0, 5) + flip(parts[3]!) + parts[3]!.slice(6);
    jar.set('__Host-parapet-session', parts.join('.'));
    expect((await h.session(browser)).status).toBe(401);
    jar.set('__Host-parapet-session', 'not-a-jwe');
    expect((await h.session(browser)).status).toBe(401);

    // Another deployment (another key) signs the same person in: its cookie is nothing here.
    const other = await h.signedIn('admin', { PARAPET_GATEWAY_SESSION_KEYS: OTHER_KEY });
    jar.set('__Host-parapet-session', other.browser.cookies(PUBLIC).get('__Host-parapet-session')!);
    expect((await h.session(browser)).status).toBe(401);
    jar.set('__Host-parapet-session', good);
    expect((await h.session(browser)).status).toBe(200);
  });

  it('idle expiry: a session unused for the idle lifetime is over; use keeps it alive', async () => {
    const { browser } = await h.signedIn('viewer');
    h.clock += 500_000; // 500 s of 600
    expect((await h.session(browser)).status).toBe(200); // moves the idle clock on
    h.clock += 500_000;
    expect((await h.session(browser)).status).toBe(200);
    h.clock += 601_000;
    expect((await h.session(browser)).status).toBe(401);
  });

  it('absolute expiry: over after the maximum lifetime however busy', async () => {
    const { browser } = await h.signedIn('viewer');
    for (let i = 0; i < 7; i += 1) {
      h.clock += 500_000;
      const { status } = await h.session(browser);
      expect(status).toBe(i < 7 && (i + 1) * 500 < 3600 ? 200 : 401);
    }
  });

  it('a session works on a second instance with the same settings (nothing shared)', async () => {
    const { browser } = await h.signedIn('editor');
    const second = await h.gatewayWith({ PARAPET_GATEWAY_INSTANCE: 'gateway-test-2' });
    browser.use(second.gateway.app);
    const { status, body } = await h.session(browser);
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
    const { browser } = await h.signedIn('viewer');
    const rotated = await h.gatewayWith({ PARAPET_GATEWAY_SESSION_KEYS: `${OTHER_KEY},${KEY}` });
    browser.use(rotated.gateway.app);
    expect((await h.session(browser)).status).toBe(200);
    const dropped = await h.gatewayWith({ PARAPET_GATEWAY_SESSION_KEYS: OTHER_KEY });
    browser.use(dropped.gateway.app);
    expect((await h.session(browser)).status).toBe(401);
  });
});

describe('cross-site requests, sign-out, returnTo', () => {
  it('a cross-site POST is refused 403 before anything else; same-origin by Sec-Fetch-Site passes', async () => {
    const { browser } = await h.signedIn('admin');
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
    expect(h.stub.calls).toHaveLength(0);
    const fetchSite = await browser.request(`${PUBLIC}/api/lake/lake/v1/catalogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{"name":"x"}',
    });
    expect(fetchSite.status).toBe(200);
  });

  it("sign-out ends access, and the IdP's session too (RP-initiated logout)", async () => {
    const { browser } = await h.signedIn('editor');
    const out = await browser.request(`${PUBLIC}/auth/logout`, {
      method: 'POST',
      headers: { origin: PUBLIC },
    });
    expect(out.status).toBe(303);
    const location = new URL(out.headers.get('location')!);
    expect(location.href.startsWith(`${h.idp.issuer}/session/end`)).toBe(true);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC}/auth/signed-out`);
    expect(browser.cookies(PUBLIC).has('__Host-parapet-session')).toBe(false);
    expect((await h.session(browser)).status).toBe(401);
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
    const { browser } = await h.signedIn('viewer');
    const cross = await browser.request(`${PUBLIC}/auth/logout`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(cross.headers.get('cache-control')).toBe('no-store');
    expect((await h.session(browser)).status).toBe(200);
    const crossPost = await browser.request(`${PUBLIC}/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossPost.status).toBe(403);
    expect((await h.session(browser)).status).toBe(200);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth/logout',
  ])('returnTo %s is refused with a page, no redirect', async (returnTo) => {
    const { gateway, log } = await h.gatewayWith();
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
