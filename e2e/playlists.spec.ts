import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { textUnder } from './support/textSize';
import { expectAllTilesDrawn } from './support/tiles';
import { expect, gotoApp, test } from './support/fixtures';

/** The wall's position in its header: "2 / 3", named with the screen it shows. */
const position = (page: Page, name: RegExp) => page.getByRole('status', { name });

async function addScreen(page: Page, title: string) {
  await page
    .getByRole('combobox', { name: 'Choose a saved screen' })
    .selectOption({ label: title });
  await page.getByRole('button', { name: 'Add a screen' }).click();
}

test.describe('wall playlists', () => {
  test('built with the keyboard, saved, played, paused, kept across a reload, a deleted screen skipped', async ({
    page,
    context,
  }) => {
    // The page's clock is Playwright's: a screen's minute on the wall is jumped over, not waited.
    await page.clock.install();
    await gotoApp(page, '/screen/playlists/-/new', { lang: 'en' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Lobby wall');
    await addScreen(page, '安全总览');
    await addScreen(page, '攻击态势');
    await addScreen(page, 'Ops');

    // Ops to the top with the keyboard: focus stays on its button as the row moves.
    await page.getByRole('button', { name: 'Move Ops up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move Ops up' })).toBeFocused();
    await page.keyboard.press('Enter');
    const rows = page
      .getByRole('group', { name: 'Screens, in the order they play' })
      .getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Ops');
    await expect(rows.nth(1)).toContainText('安全总览');
    await expect(rows.nth(2)).toContainText('攻击态势');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Playlist “Lobby wall” saved.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/screen\/playlists\/pl-[\w-]{12}$/);

    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page).toHaveURL(/\/screen\/playlists\/pl-[\w-]{12}\/present$/);
    await expect(position(page, /^Screen 1 of 3: Ops$/)).toHaveText('1 / 3');
    await expectAllTilesDrawn(page, 4);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('ArrowRight');
    await expect(position(page, /^Screen 2 of 3: 安全总览$/)).toHaveText('2 / 3');
    await expect(page.getByRole('heading', { level: 1, name: '安全总览' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.clock.fastForward(120_000);
    await expect(position(page, /^Screen 2 of 3/)).toHaveText('2 / 3');

    await page.reload();
    await expect(position(page, /^Screen 2 of 3: 安全总览$/)).toHaveText('2 / 3');
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // 攻击态势 is deleted in another tab; the wall, reloaded, passes over it calmly.
    const other = await context.newPage();
    await other.goto('/screen/1002/edit');
    await other.getByRole('button', { name: 'Delete', exact: true }).click();
    await other
      .getByRole('dialog', { name: 'Delete “攻击态势”?' })
      .getByRole('button', { name: 'Delete screen' })
      .click();
    await expect(other).toHaveURL(/\/screen$/);
    await other.close();

    await page.reload();
    await expect(position(page, /^Screen 2 of 3/)).toHaveText('2 / 3');
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.clock.fastForward(60_000);
    await expect(position(page, /^Screen 1 of 3: Ops$/)).toHaveText('1 / 3');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Screen ‘攻击态势’ is no longer saved; skipped.' }),
    ).toBeVisible();
    await expectAllTilesDrawn(page, 4);
    // The skip said in the wall's own type: nothing under 16 px.
    expect(await textUnder(page, 16)).toEqual([]);
  });

  test('a saved playlist in Chinese: the builder and the wall', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.clock.install();
    await gotoApp(page, '/screen/playlists/pl-socWallSeed1', { lang: 'zh' });
    await expect(page.getByRole('textbox', { name: '名称' })).toHaveValue('SOC 值班墙');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '播放' }).click();
    await expect(position(page, /^第 1 个大屏，共 3 个：安全总览$/)).toHaveText('1 / 3');
    await page.clock.fastForward(60_000);
    await expect(position(page, /^第 2 个大屏，共 3 个：攻击态势$/)).toHaveText('2 / 3');
    await expect(page.getByRole('button', { name: '下一个大屏' })).toBeVisible();
    await expectAllTilesDrawn(page, 6);
    await expectNoSeriousA11yViolations(page);
    expect(await textUnder(page, 16)).toEqual([]);
  });
});
