import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

/**
 * axe over the page with the pointer parked: left over a tab after a click, antd's hovered-tab
 * colour is a contrast finding of its own (reported, not part of these pages).
 */
async function scan(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
}

const TABLE = '/catalogs/marketing_iceberg/namespaces/campaigns/tables/impressions';

test.describe('Iceberg views', () => {
  test('an Iceberg table’s page opens on its snapshots over time, every operation shown (en)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoApp(page, TABLE, { lang: 'en' });
    await expect(page.getByRole('heading', { level: 1, name: 'impressions' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'campaigns' })).toBeVisible();
    // Its own page, not inside the catalog's tabs.
    await expect(page.getByRole('tab', { name: 'Namespaces' })).toHaveCount(0);

    const timeline = page.getByRole('group', { name: /^Timeline of \d+ snapshots/ });
    await expect(timeline).toBeVisible();
    // The timeline starts in the first screen, without scrolling.
    const box = await timeline.boundingBox();
    expect(box && box.y + 40).toBeLessThan(900);

    // A time axis: its labels are dates (the chart's text is in the page), not #1, #2, …
    await expect(timeline.getByText(/^[A-Z][a-z]{2} \d{1,4}$/).first()).toBeVisible();
    await expect(timeline.getByText(/^#\d+$/)).toHaveCount(0);
    // Every operation of the page's snapshots has its lane, those that added no rows too.
    const list = page.getByRole('table', { name: 'Snapshots' });
    await expect(list.getByRole('row').nth(10)).toBeVisible();
    const operations = new Set(
      (await list.getByRole('cell').allTextContents()).filter((text) =>
        ['append', 'overwrite', 'delete', 'replace'].includes(text),
      ),
    );
    expect(operations.has('replace') || operations.has('delete')).toBe(true);
    for (const operation of operations) {
      await expect(timeline.getByText(operation, { exact: true })).toBeVisible();
    }
    await scan(page);

    const open = list.getByRole('link', { name: /^Open snapshot \d+$/ }).nth(1);
    const id = ((await open.getAttribute('aria-label')) ?? '').replace('Open snapshot ', '');
    await open.click();
    const detail = page.getByRole('region', { name: `Snapshot ${id}` });
    await expect(detail.getByRole('table', { name: 'Summary' })).toBeVisible();
    await expect(detail.getByRole('rowheader', { name: 'added-records' })).toBeVisible();
    await scan(page);

    const parent = detail.getByRole('link', { name: /^Open parent \d+$/ });
    const parentId = (await parent.textContent()) ?? '';
    await parent.click();
    await expect(page.getByRole('region', { name: `Snapshot ${parentId}` })).toBeVisible();
  });

  test('a namespace is created from the one namespace list and listed there (en)', async ({
    page,
  }) => {
    await gotoApp(page, '/catalogs/marketing_iceberg?tab=namespaces', { lang: 'en' });
    const namespaces = page.getByRole('table', { name: 'Iceberg namespaces' });
    await expect(namespaces.getByRole('link', { name: 'campaigns', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create namespace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create namespace' });
    // The dialog puts the caret in the name: typed and sent from the keyboard alone.
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('leads');
    await scan(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(namespaces.getByRole('link', { name: 'leads', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Open leads' }).click();
    await expect(page.getByRole('heading', { name: 'Namespace leads' })).toBeVisible();
  });

  test('one namespace list leads to a table’s page, which passes axe (zh)', async ({ page }) => {
    await gotoApp(page, '/catalogs/marketing_iceberg?tab=databases', { lang: 'zh' });
    await expect(page.getByRole('tab', { name: '命名空间', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: '数据库' })).toHaveCount(0);
    const namespaces = page.getByRole('table', { name: 'Iceberg 命名空间' });
    await expect(namespaces.getByRole('link', { name: 'campaigns', exact: true })).toBeVisible();
    await scan(page);
    await namespaces.getByRole('link', { name: 'campaigns', exact: true }).click();
    await expect(page.getByRole('heading', { name: '命名空间 campaigns' })).toBeVisible();
    await scan(page);
    await page
      .getByRole('table', { name: '表' })
      .getByRole('link', { name: 'impressions', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${TABLE}$`));
    const timeline = page.getByRole('group', { name: /的时间线/ });
    await expect(timeline.getByText('追加', { exact: true })).toBeVisible();
    await expect(
      timeline.getByText(/^(\d{4}年\d{1,2}月|\d{1,2}月\d{1,2}日)$/).first(),
    ).toBeVisible();
    await scan(page);
    await page.getByRole('tab', { name: '结构' }).click();
    await expect(page.getByRole('tree')).toBeVisible();
    await page.getByRole('tab', { name: '分区' }).click();
    await expect(page.getByRole('table', { name: '分区字段' })).toBeVisible();
    await scan(page);
  });
});
