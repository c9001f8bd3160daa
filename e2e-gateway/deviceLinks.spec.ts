import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  BASE,
  DIRECT,
  inEnglish,
  records,
  SAME_ORIGIN,
  SCREEN,
  SCREEN_VERSION,
  SESSION_COOKIE,
  sessionCookie,
  signIn,
} from './support';

/**
 * Device links on a deployment of two gateways sharing one PostgreSQL server: made through one
 * instance, the link works through the other (and through nginx, in a browser with nobody signed
 * in), is held to its screen, and stops on both once revoked through the first.
 */
test.beforeEach(async ({ context }) => inEnglish(context));

const HOUR = 3_600_000;

/** A display: only the link's cookie, talking to one instance by its own address. */
async function display(request: APIRequestContext, gateway: string, token: string) {
  const traded = await request.post(`${gateway}/api/device-session`, {
    data: { token },
    headers: SAME_ORIGIN,
  });
  const cookie = /parapet-device=([^;]+)/.exec(traded.headers()['set-cookie'] ?? '')?.[1];
  return { traded, cookie };
}

test('a link made through one instance works through the other and stops on both once revoked', async ({
  page,
  request,
  browser,
}) => {
  await signIn(page, 'admin', '/favicon.svg');
  const admin = { cookie: `${SESSION_COOKIE}=${await sessionCookie(page.context())}` };
  const [first, second] = DIRECT as [string, string];

  const titles = await request.get(
    `${first}${SCREEN}?Action=DescribeScreenTitles&${SCREEN_VERSION}`,
    {
      headers: admin,
    },
  );
  const screens = (
    (await titles.json()) as {
      SecScreenSettingList: { ScreenID: string | number; ScreenTitle: string }[];
    }
  ).SecScreenSettingList;
  const [shown, other] = screens as [(typeof screens)[0], (typeof screens)[0]];
  const screenId = String(shown.ScreenID);

  const name = `SOC wall ${Date.now().toString(36)}`;
  const made = await request.post(`${first}/api/device-links`, {
    data: {
      name,
      target: { kind: 'screen', screenId },
      expiresAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    },
    headers: { ...admin, ...SAME_ORIGIN },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { link, token } = (await made.json()) as { link: { id: string }; token: string };

  // Through the other instance: its screen, and nothing else.
  const { traded, cookie } = await display(request, second, token);
  expect(traded.status()).toBe(200);
  expect(cookie).toBe(token);
  const device = { cookie: `parapet-device=${cookie}` };
  const read = (gateway: string, query: string) =>
    request.get(`${gateway}${SCREEN}?${query}&${SCREEN_VERSION}`, { headers: device });
  expect((await read(second, `Action=DescribeScreenSetting&Id=${screenId}`)).status()).toBe(200);
  expect((await read(second, `Action=DescribeScreenSetting&Id=${other.ScreenID}`)).status()).toBe(
    403,
  );
  expect((await read(second, 'Action=DescribeScreenTitles')).status()).toBe(403);
  expect(
    (await request.get(`${second}/api/lake/lake/v1/catalogs`, { headers: device })).status(),
  ).toBe(403);

  // In a browser with nobody signed in, through nginx: the link's screen on the wall.
  const wall = await browser.newContext({ baseURL: BASE });
  await wall.addInitScript(() => localStorage.setItem('parapet.locale', 'en'));
  const tab = await wall.newPage();
  await tab.goto(`/wall#${token}`);
  await expect(tab).toHaveURL(`${BASE}/wall`);
  await expect(tab.getByRole('heading', { level: 1, name: shown.ScreenTitle })).toBeVisible();

  // Revoked through the first instance: refused by the second at its next call, and the wall
  // says so at its next refresh.
  const revoked = await request.post(`${first}/api/device-links/${link.id}/revoke`, {
    headers: { ...admin, ...SAME_ORIGIN },
  });
  expect(revoked.status()).toBe(200);
  await expect
    .poll(async () => (await read(second, `Action=DescribeScreenSetting&Id=${screenId}`)).status())
    .toBe(401);
  const again = await read(first, 'Action=DescribeScreenDataMap');
  expect(((await again.json()) as { Code: string }).Code).toBe('DeviceLinkRevoked');
  await tab.reload();
  await expect(
    tab.getByRole('heading', { level: 1, name: 'This display’s link was revoked' }),
  ).toBeVisible();
  await wall.close();

  // Made, first used from an address, revoked: in the activity, and the token in no log line.
  const activity = await request.get(`${second}/api/activity?service=gateway&limit=50`, {
    headers: admin,
  });
  const operations = (
    (await activity.json()) as {
      records: { operation: string; resource: Record<string, string> }[];
    }
  ).records
    .filter((r) => r.resource.id === link.id || r.resource.name === name)
    .map((r) => r.operation);
  expect(operations).toEqual(
    expect.arrayContaining(['CreateDeviceLink', 'UseDeviceLink', 'RevokeDeviceLink']),
  );
  expect(JSON.stringify(records())).not.toContain(token);
});
