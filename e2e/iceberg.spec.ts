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

test.describe('Iceberg views', () => {
  test('browses an Iceberg table’s snapshots, opens one and follows its parent (en)', async ({
    page,
  }) => {
    await gotoApp(page, '/catalogs/marketing_iceberg', { lang: 'en' });
    await page.getByRole('tab', { name: 'Namespaces' }).click();
    const namespaces = page.getByRole('table', { name: 'Iceberg namespaces' });
    await namespaces.getByRole('link', { name: 'campaigns', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Namespace campaigns' })).toBeVisible();
    await page
      .getByRole('table', { name: 'Tables' })
      .getByRole('link', { name: 'impressions', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Table impressions' })).toBeVisible();
    await expect(page.getByRole('tree')).toBeVisible();

    await page.getByRole('tab', { name: 'Snapshots' }).click();
    const list = page.getByRole('table', { name: 'Snapshots' });
    await expect(page.getByRole('group', { name: /^Timeline of \d+ snapshots/ })).toBeVisible();
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

  test('the namespace list, a namespace and a table’s snapshots pass axe (zh)', async ({
    page,
  }) => {
    await gotoApp(page, '/catalogs/marketing_iceberg?tab=namespaces', { lang: 'zh' });
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
    await expect(page.getByRole('tree')).toBeVisible();
    await scan(page);
    await page.getByRole('tab', { name: '分区' }).click();
    await expect(page.getByRole('table', { name: '分区字段' })).toBeVisible();
    await page.getByRole('tab', { name: '快照' }).click();
    const list = page.getByRole('table', { name: '快照' });
    await list
      .getByRole('link', { name: /^打开快照 \d+$/ })
      .first()
      .click();
    await expect(page.getByRole('table', { name: '摘要' })).toBeVisible();
    await scan(page);
  });
});
