import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectAllTilesDrawn, screenTiles } from './support/tiles';
import { expect, gotoApp, test } from './support/fixtures';

/** The seeded screen the links show (mocks/screen/store/screens.ts): 1001 安全总览. */
const SCREEN_ID = '1001';
const SCREEN_TITLE = '安全总览';

interface Created {
  link: { id: string };
  token: string;
}

type Target = { kind: 'screen'; screenId: string } | { kind: 'playlist'; playlistId: string };
const SCREEN: Target = { kind: 'screen', screenId: SCREEN_ID };

/**
 * A device link made as an admin makes it, by the gateway's API from a console page (the demo
 * acts as an admin), until `expiresInMs` from the page's clock.
 */
async function createLink(
  page: Page,
  name: string,
  expiresInMs: number,
  target: Target = SCREEN,
): Promise<Created> {
  return page.evaluate(
    async ([name, target, expiresInMs]) => {
      const response = await fetch('/api/device-links', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          target,
          expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
        }),
      });
      if (response.status !== 201) throw new Error(`create: ${response.status}`);
      return (await response.json()) as Created;
    },
    [name, target, expiresInMs] as const,
  );
}

async function revokeLink(page: Page, id: string) {
  const status = await page.evaluate(
    async (id) =>
      (await fetch(`/api/device-links/${encodeURIComponent(id)}/revoke`, { method: 'POST' }))
        .status,
    id,
  );
  expect(status).toBe(200);
}

/** The wall's computer opens the link it was given: the token is traded, then gone from the URL. */
async function openOnTheWall(page: Page, token: string) {
  await page.goto(`/wall#${token}`);
  await expect(page).toHaveURL(/\/wall$/);
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_TITLE })).toBeVisible();
  await expectAllTilesDrawn(page, await screenTiles(page).count());
  // Nothing to go back to: a display has no console.
  await expect(page.getByRole('button', { name: 'Exit wall display' })).toHaveCount(0);
}

const HOUR = 3_600_000;

test.describe('a device link on the wall', () => {
  test('opened on the wall’s computer shows its screen; revoked, the wall says so calmly in English and Chinese', async ({
    page,
    context,
  }) => {
    await gotoApp(page, '/screen', { lang: 'en' });
    const { link, token } = await createLink(page, 'Lobby wall', 24 * HOUR);

    // The display is another tab: it holds the link, the admin's tab does not.
    const wall = await context.newPage();
    await openOnTheWall(wall, token);
    await expectNoSeriousA11yViolations(wall);

    await revokeLink(page, link.id);
    // The demo keeps its links per tab (read from storage when the tab starts): the revoke made
    // in the admin's tab reaches the wall's when it reloads, as a wall's nightly restart would.
    await wall.reload();
    await expect(
      wall.getByRole('heading', { level: 1, name: 'This display’s link was revoked' }),
    ).toBeVisible();
    await expect(
      wall.getByText('Ask your Parapet admin for a new link, then open it on this computer.'),
    ).toBeVisible();
    await expect(wall).toHaveURL(/\/wall$/);
    await expect(screenTiles(wall)).toHaveCount(0);
    await expect(wall.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(wall);

    await wall.evaluate(() => localStorage.setItem('parapet.locale', 'zh'));
    await wall.reload();
    await expect(
      wall.getByRole('heading', { level: 1, name: '此显示屏的链接已被吊销' }),
    ).toBeVisible();
    await expect(
      wall.getByText('请向 Parapet 管理员索取新链接，然后在这台电脑上打开。'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(wall);
  });

  test('expires while it shows: the wall says so at its next refresh, with the date', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoApp(page, '/screen', { lang: 'en' });
    const { token } = await createLink(page, 'Night wall', 5 * 60_000);
    const expiresOn = await page.evaluate(() =>
      new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' }).format(
        Date.now() + 5 * 60_000,
      ),
    );

    // The tab itself becomes the display: it holds the link from now on.
    await openOnTheWall(page, token);
    await page.clock.fastForward(4 * 60_000);
    await expect(page.getByRole('heading', { level: 1, name: SCREEN_TITLE })).toBeVisible();

    // Past its end: the next refresh (a minute) is refused, and the wall gives way to the notice.
    await page.clock.fastForward(2 * 60_000);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `This display’s link expired on ${expiresOn}`,
      }),
    ).toBeVisible();
    await expect(screenTiles(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('on a playlist, plays it with each screen named by its own title, and no way out', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoApp(page, '/screen', { lang: 'en' });
    // The seeded SOC wall playlist: 安全总览 60 s, 攻击态势 45 s, Ops 30 s.
    const { token } = await createLink(page, 'SOC wall 2', 24 * HOUR, {
      kind: 'playlist',
      playlistId: 'pl-socWallSeed1',
    });
    await page.goto(`/wall#${token}`);
    await expect(page).toHaveURL(/\/wall$/);
    // The names of other screens are not the display's to read: each is named by its own title.
    const position = (name: RegExp) => page.getByRole('status', { name });
    await expect(position(/^Screen 1 of 3: 安全总览$/)).toHaveText('1 / 3');
    await expectAllTilesDrawn(page, await screenTiles(page).count());
    await expect(page.getByRole('button', { name: 'Exit wall display' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.clock.fastForward(61_000);
    await expect(position(/^Screen 2 of 3: 攻击态势$/)).toHaveText('2 / 3');
    await expect(page.getByRole('heading', { level: 1, name: '攻击态势' })).toBeVisible();
  });

  test('a link cut short says it is not valid; a display with no link says where one is made, and neither goes to sign-in', async ({
    page,
  }) => {
    // Chinese, the app's default language.
    await page.goto('/wall#abc123');
    await expect(page.getByRole('heading', { level: 1, name: '此链接无效' })).toBeVisible();
    await expect(page).toHaveURL(/\/wall#abc123$/);

    await page.goto('/wall');
    await expect(page.getByRole('heading', { level: 1, name: '此显示屏没有链接。' })).toBeVisible();
    await expect(page.getByText('管理员可在“安全大屏 → 设备链接”中创建。')).toBeVisible();
    await expect(page).toHaveURL(/\/wall$/);
    await expectNoSeriousA11yViolations(page);
  });
});
