import { expect, test } from '@playwright/test';
import {
  BASE,
  DIRECT,
  inEnglish,
  PEOPLE,
  SCREEN,
  SCREEN_VERSION,
  SESSION_COOKIE,
  sessionCookie,
  signIn,
} from './support';

/**
 * The activity of a deployment of two gateways sharing one PostgreSQL server: a change made
 * through either instance is a record both answer, and the activity page lists them.
 */
test.beforeEach(async ({ context }) => inEnglish(context));

const LAYOUT = JSON.stringify([{ positionId: 1, componentId: 5, date: '7-day' }]);

interface ActivityPage {
  scope: string;
  records: { instance: string; requestId: string | null; resource: Record<string, string> }[];
}

test('a change through each instance is one activity both instances answer, and the page lists both', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin', '/favicon.svg');
  const cookie = await sessionCookie(page.context());
  const run = Date.now().toString(36);
  const made: { instance: string; requestId: string }[] = [];
  for (const [i, gateway] of DIRECT.entries()) {
    const saved = await request.post(
      `${gateway}${SCREEN}?Action=CreateScreenSetting&${SCREEN_VERSION}`,
      {
        form: {
          Title: `Activity ${run} ${i}`,
          ScreenDataMap: LAYOUT,
          LogoUrl: '',
          LogoPower: 'false',
        },
        headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: new URL(BASE).origin },
      },
    );
    expect(saved.status(), gateway).toBe(200);
    const body = (await saved.json()) as { RequestId: string };
    made.push({ instance: i === 0 ? 'gateway-a' : 'gateway-b', requestId: body.RequestId });
  }

  for (const gateway of DIRECT) {
    const answer = await request.get(
      `${gateway}/api/activity?operation=CreateScreenSetting&limit=200`,
      {
        headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      },
    );
    expect(answer.status()).toBe(200);
    const activity = (await answer.json()) as ActivityPage;
    expect(activity.scope).toBe('all');
    for (const change of made) {
      expect(activity.records, gateway).toContainEqual(
        expect.objectContaining({ instance: change.instance, requestId: change.requestId }),
      );
    }
  }

  await page.goto('/activity?operation=CreateScreenSetting');
  await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  for (const change of made) {
    await expect(page.getByText(change.requestId)).toBeVisible();
  }
  await expect(page.getByText(PEOPLE.admin.name).first()).toBeVisible();
});
