// The harness of the gateway's sign-in tests (auth.test.ts, authIdp.test.ts): the local identity
// provider (oidc-provider, gateway/dev/idp.ts), a browser with a cookie jar following every
// redirect, and the gateway in front of a stub upstream that records what reaches it. A test file
// calls authHarness() once, at its top: it starts them before the file's tests and stops them after.
import {
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  DEV_ROLE_MAP,
  DEV_SCOPES,
  startDevIdp,
  type DevIdp,
} from './dev/idp';
import type { Gateway, GatewayOptions } from './server';
import { Browser } from './testBrowser';
import { logCapture, makeDist, startStub, testConfig, testGateway } from './testSupport';

export const PUBLIC = 'https://parapet.test';
export const KEY = 'session-key-for-the-gateway-tests-0123456789';
export const OTHER_KEY = 'another-deployment-session-key-9876543210';

export const sameOrigin = { origin: PUBLIC, 'content-type': 'application/json' };
export const formHeaders = { origin: PUBLIC, 'content-type': 'application/x-www-form-urlencoded' };

export function authHarness() {
  const h = {
    dist: undefined as unknown as ReturnType<typeof makeDist>,
    idp: undefined as unknown as DevIdp,
    stub: undefined as unknown as Awaited<ReturnType<typeof startStub>>,
    /** Gateways started by a test, closed after it. */
    open: [] as Gateway[],
    /** The gateways' clock (milliseconds): a test moves it on. */
    clock: Date.now(),
    authEnv,
    gatewayWith,
    signIn,
    signedIn,
    session,
  };

  beforeAll(async () => {
    h.dist = makeDist();
    h.idp = await startDevIdp({ gatewayUrls: [PUBLIC] });
    h.stub = await startStub();
  });
  afterAll(async () => {
    await h.idp.close();
    await h.stub.close();
    h.dist.remove();
  });
  beforeEach(() => {
    h.clock = Date.now();
    h.stub.calls.length = 0;
  });
  afterEach(async () => {
    for (const gateway of h.open.splice(0)) await gateway.app.close();
  });

  function authEnv(env: Record<string, string> = {}): Record<string, string> {
    return {
      PARAPET_GATEWAY_AUTH: 'oidc',
      PARAPET_GATEWAY_PUBLIC_URL: PUBLIC,
      PARAPET_GATEWAY_OIDC_ISSUER: h.idp.issuer,
      PARAPET_GATEWAY_OIDC_CLIENT_ID: DEV_CLIENT_ID,
      PARAPET_GATEWAY_OIDC_CLIENT_SECRET: DEV_CLIENT_SECRET,
      PARAPET_GATEWAY_OIDC_SCOPES: DEV_SCOPES,
      PARAPET_GATEWAY_ROLE_MAP: DEV_ROLE_MAP,
      PARAPET_GATEWAY_SESSION_KEYS: KEY,
      PARAPET_GATEWAY_SESSION_IDLE_SECONDS: '600',
      PARAPET_GATEWAY_SESSION_MAX_SECONDS: '3600',
      PARAPET_GATEWAY_SCREEN_ENDPOINT: `${h.stub.url}/`,
      PARAPET_GATEWAY_LAKE_ENDPOINT: `${h.stub.url}/lake-base`,
      PARAPET_GATEWAY_AGENT_ENDPOINT: `${h.stub.url}/agent-base`,
      ...env,
    };
  }

  async function gatewayWith(env: Record<string, string> = {}, options: GatewayOptions = {}) {
    const log = logCapture();
    const gateway = await testGateway(testConfig(authEnv(env), h.dist.dir), {
      logDestination: log.destination,
      now: () => h.clock,
      ...options,
    });
    h.open.push(gateway);
    return { gateway, log };
  }

  /** Signs in through the IdP's form; the page the gateway sends the browser back to. */
  async function signIn(
    browser: Browser,
    username: string,
    returnTo = '/lake/catalogs',
    issuer = h.idp.issuer,
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

  async function session(browser: Browser) {
    const page = await browser.request(`${PUBLIC}/api/session`);
    return { status: page.status, body: JSON.parse(page.text) as Record<string, unknown> };
  }

  return h;
}
