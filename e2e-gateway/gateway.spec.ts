import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { CookieSealer } from '../gateway/session';
import { screenTiles } from '../e2e/support/tiles';
import {
  auditOf,
  BASE,
  DIRECT,
  inEnglish,
  LAKE,
  logLines,
  MOCK,
  PEOPLE,
  records,
  SAME_ORIGIN,
  SCREEN,
  SCREEN_VERSION,
  SECRETS,
  seenCookies,
  SESSION_COOKIE,
  sessionCookie,
  signIn,
} from './support';

/**
 * The gateway as deployed: nginx round robin over two gateway processes, people signed in through
 * the local identity provider's form, every call signed for the signed mock server. What the
 * console itself does about sign-in and roles is in ui.spec.ts.
 */
test.beforeEach(async ({ context }) => inEnglish(context));

// API checks come back from sign-in to a small file of the site rather than the whole console.
const API_ONLY = '/favicon.svg';

const LAYOUT = JSON.stringify(
  Array.from({ length: 12 }, (_, i) => ({ positionId: i + 1, componentId: 5, date: '7-day' })),
);

/** A screen layout save (CreateScreenSetting) as the console posts it. */
const saveScreen = (page: Page, title: string, headers: Record<string, string> = SAME_ORIGIN) =>
  page.request.post(`${SCREEN}?Action=CreateScreenSetting&${SCREEN_VERSION}`, {
    form: {
      Title: title,
      ScreenDataMap: LAYOUT,
      LogoUrl: '',
      LogoPower: 'false',
      ScreenDefault: 0,
    },
    headers,
  });

const screenTitles = async (page: Page): Promise<string[]> => {
  const response = await page.request.get(
    `${SCREEN}?Action=DescribeScreenTitles&${SCREEN_VERSION}`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { SecScreenSettingList: { Title: string }[] };
  return body.SecScreenSettingList.map((s) => s.Title);
};

async function catalogId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`${LAKE}/catalogs?maxResults=100`);
  expect(response.status()).toBe(200);
  const { catalogs } = (await response.json()) as { catalogs: { id: string; name: string }[] };
  const found = catalogs.find((c) => c.name === name);
  if (!found) throw new Error(`no catalog ${name}`);
  return found.id;
}

/** The upstream's request id as the browser received it (header, else the body's field). */
async function upstreamId(response: APIResponse): Promise<string> {
  const headers = response.headers();
  const body = (await response.json()) as Record<string, unknown>;
  const id = headers['x-acs-request-id'] ?? headers['x-request-id'] ?? body.RequestId;
  expect(id, 'the answer carries a request id').toEqual(expect.any(String));
  return id as string;
}

const gatewayId = (response: APIResponse) => response.headers()['x-parapet-request-id'] ?? '';

test('viewer: the screen and the catalogs show data; a write is refused (403) and changes nothing', async ({
  page,
}) => {
  await signIn(page, 'viewer', '/screen');
  await expect(screenTiles(page)).toHaveCount(12);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.goto('/catalogs');
  await expect(page.getByRole('link', { name: 'sales_lake', exact: true })).toBeVisible();

  const before = await screenTitles(page);
  const refused = await saveScreen(page, 'Written by a viewer');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ Code: 'Forbidden.Role' });
  expect(await screenTitles(page)).toEqual(before);
  const audit = await auditOf(gatewayId(refused));
  expect(audit).toMatchObject({
    user: { subject: PEOPLE.viewer.subject },
    role: 'viewer',
    operation: 'CreateScreenSetting',
    outcome: 'forbidden',
  });

  const id = await catalogId(page, 'sales_lake');
  const table = `${LAKE}/${id}/databases/sales/tables/orders`;
  const drop = await page.request.delete(table, { headers: SAME_ORIGIN });
  expect(drop.status()).toBe(403);
  expect(await drop.json()).toMatchObject({ code: 'Forbidden.Role' });
  expect((await page.request.get(table)).status()).toBe(200);
});

test('editor: saves a screen layout, read back, audited with user, operation and RequestId', async ({
  page,
}) => {
  await signIn(page, 'editor', API_ONLY);
  const title = `Gateway smoke ${Date.now().toString(36)}`;
  const saved = await saveScreen(page, title);
  expect(saved.status()).toBe(200);
  const { Id } = (await saved.json()) as { Id: number | string };
  const read = await page.request.get(
    `${SCREEN}?Action=DescribeScreenSetting&${SCREEN_VERSION}&Id=${Id}`,
  );
  expect(await read.json()).toMatchObject({ Title: title, ScreenDataMap: LAYOUT });
  expect(await auditOf(gatewayId(saved))).toMatchObject({
    user: { subject: PEOPLE.editor.subject },
    role: 'editor',
    service: 'screen',
    operation: 'CreateScreenSetting',
    outcome: 'answered',
    upstreamStatus: 200,
    requestId: await upstreamId(saved),
  });
});

test('admin: grants a permission with a row filter, and it reads back', async ({ page }) => {
  await signIn(page, 'admin', API_ONLY);
  const id = await catalogId(page, 'sales_lake');
  const table = (await (
    await page.request.get(`${LAKE}/${id}/databases/sales/tables/customers`)
  ).json()) as { schema: { fields: { name: string }[] } };
  const index = table.schema.fields.findIndex((f) => f.name === 'address');
  const principal = 'acs:ram::1234567890123456:user/kevin';
  const rowFilter = {
    expression: "`address`.`country` = 'CN'",
    predicate: `{"kind":"LEAF","transform":{"name":"FIELD_REF","fieldRef":{"name":"address.country","type":{"type":"CHAR","length":2},"index":${index}},"inputs":[]},"function":"EQUAL","literals":["CN"]}`,
  };
  const granted = await page.request.post(`${LAKE}/auth/permissions/${id}/batchgrant`, {
    data: {
      permissions: [
        {
          resourceType: 'TABLE',
          database: 'sales',
          table: 'customers',
          access: 'SELECT',
          principal,
          rowFilter,
        },
      ],
    },
    headers: SAME_ORIGIN,
  });
  expect(granted.status()).toBe(200);
  expect(await granted.json()).toMatchObject({ success: true });
  const list = await page.request.get(
    `${LAKE}/auth/permissions/${id}?database=sales&table=customers&principal=${encodeURIComponent(principal)}`,
  );
  expect(list.status()).toBe(200);
  const { permissions } = (await list.json()) as { permissions: Record<string, unknown>[] };
  expect(permissions).toContainEqual(expect.objectContaining({ access: 'SELECT', rowFilter }));
  expect(await auditOf(gatewayId(granted))).toMatchObject({
    user: { subject: PEOPLE.admin.subject },
    role: 'admin',
    service: 'lake',
    operation: 'BatchGrantPermissions',
    outcome: 'answered',
    requestId: await upstreamId(granted),
  });
});

test('one session on both gateways; forged, tampered and expired cookies and cross-site writes are refused; sign-out ends it', async ({
  page,
  request,
}) => {
  await signIn(page, 'viewer', API_ONLY);
  const cookie = await sessionCookie(page.context());
  const withCookie = (value: string) => ({ headers: { cookie: `${SESSION_COOKIE}=${value}` } });

  // Each gateway on its own address opens the same cookie; nginx sends to both in turn.
  for (const gateway of DIRECT) {
    const session = await request.get(`${gateway}/api/session`, withCookie(cookie));
    expect(session.status(), gateway).toBe(200);
    expect(await session.json()).toMatchObject({ subject: PEOPLE.viewer.subject, role: 'viewer' });
    const read = await request.get(
      `${gateway}${SCREEN}?Action=DescribeScreenTitles&${SCREEN_VERSION}`,
      withCookie(cookie),
    );
    expect(read.status(), gateway).toBe(200);
  }
  const instances = new Set<string>();
  for (let i = 0; i < 4; i += 1) {
    instances.add(
      ((await (await request.get(`${BASE}/healthz`)).json()) as { instance: string }).instance,
    );
  }
  expect([...instances].sort()).toEqual(['gateway-a', 'gateway-b']);

  // A cookie changed in one character, and one sealed with the deployment's key but idle too long.
  const middle = Math.floor(cookie.length / 2);
  const flipped = cookie[middle] === 'A' ? 'B' : 'A';
  const tampered = `${cookie.slice(0, middle)}${flipped}${cookie.slice(middle + 1)}`;
  const sealer = new CookieSealer([SECRETS.sessionKey]);
  const now = Math.floor(Date.now() / 1000);
  const person = { sub: PEOPLE.viewer.subject, name: null, email: null, role: 'viewer' };
  const fresh = await sealer.seal({ ...person, iat: now - 60, lat: now - 60 });
  const expired = await sealer.seal({ ...person, iat: now - 3600, lat: now - 1900 });
  expect((await request.get(`${BASE}/api/session`, withCookie(fresh))).status()).toBe(200);
  for (const value of [tampered, expired]) {
    expect((await request.get(`${BASE}/api/session`, withCookie(value))).status()).toBe(401);
    const call = await request.get(
      `${BASE}${SCREEN}?Action=DescribeScreenTitles&${SCREEN_VERSION}`,
      withCookie(value),
    );
    expect(call.status()).toBe(401);
  }

  // A write from another site's page, with a valid session: refused before the role is looked at.
  const crossSite = await saveScreen(page, 'From elsewhere', { origin: 'https://evil.example' });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toMatchObject({ Code: 'CrossSiteRequest' });

  await page.goto('/auth/logout');
  await page.getByRole('button', { name: /sign me out/i }).click();
  await expect(page.getByRole('heading', { name: 'You are signed out of Parapet' })).toBeVisible();
  expect((await page.request.get('/api/session')).status()).toBe(401);
  const after = await page.request.get(`${LAKE}/catalogs`);
  expect(after.status()).toBe(401);
  expect(await after.json()).toMatchObject({ code: 'SignInRequired' });
});

test('the mock server refuses a call that is not signed', async ({ request }) => {
  const screen = await request.get(
    `${MOCK}${SCREEN}?Action=DescribeScreenTitles&${SCREEN_VERSION}`,
  );
  expect(screen.status()).toBe(400);
  expect(await screen.json()).toMatchObject({ Code: 'IncompleteSignature' });
  expect((await request.get(`${MOCK}${LAKE}/catalogs`)).status()).toBeGreaterThanOrEqual(400);
  const agent = await request.get(`${MOCK}/api/agent/api/v1/agent/webhook_endpoints`);
  expect(agent.status()).toBe(401);
});

test('the gateways log every request and no secret: no AccessKey secret, agent key, session key, database password or cookie', () => {
  const lines = logLines();
  const all = records();
  expect(new Set(all.map((r) => r.instance))).toEqual(new Set(['gateway-a', 'gateway-b']));
  expect(all.filter((r) => r.type === 'audit').length).toBeGreaterThanOrEqual(3);
  const secrets = [
    SECRETS.accessKey.secret,
    SECRETS.agentKey,
    SECRETS.sessionKey,
    SECRETS.databasePassword,
    'parapet-dev-client-secret',
    ...seenCookies,
  ];
  expect(seenCookies.size).toBeGreaterThan(0);
  for (const line of lines) {
    for (const secret of secrets) expect(line.includes(secret), line).toBe(false);
    expect(line).not.toMatch(/parapet-session=|Bearer /i);
  }
});
