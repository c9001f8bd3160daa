import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './support/fixtures';

/**
 * Offline. `context.setOffline(true)` alone would not stop the demo's requests: the
 * mock backend answers them inside the page through its service worker, with no network at all.
 * So the mock follows the browser (mocks/browser.ts): while `navigator.onLine` is false every
 * request fails as with no network, as a real backend would be out of reach. The app pauses its
 * queries while offline (networkMode 'online'), so none of them is even sent: each page counts
 * the API requests it makes (its fetch, in an init script) to prove it.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const counter = { sent: 0, failed: 0 };
    (window as unknown as { __api: typeof counter }).__api = counter;
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const sent = original.call(window, input, init);
      if (url.pathname.startsWith('/api/')) {
        counter.sent += 1;
        sent.catch(() => (counter.failed += 1));
      }
      return sent;
    };
  });
});

const apiCounts = (page: Page) =>
  page.evaluate(() => ({
    ...(window as unknown as { __api: { sent: number; failed: number } }).__api,
  }));

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline' });

test('offline, the screen pauses its refresh without an error, and refetches once back', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await gotoApp(page, '/screen', { lang: 'en' });
  const tiles = page.getByRole('region', { name: 'Screen tiles' }).locator('section[data-code]');
  await expect(tiles).toHaveCount(12);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  const before = await apiCounts(page);
  // Two minutes of page time: the screen's refresh (every minute) comes twice, paused each time.
  await page.clock.runFor(120_000);
  await expect(offlineBanner(page)).toBeVisible();
  expect(await apiCounts(page)).toEqual(before);
  // No tile says anything failed or is late: the data shown stays, quietly.
  await expect(tiles).toHaveCount(12);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  // The paused refresh goes out as soon as the connection is back, and every answer is good.
  await expect.poll(async () => (await apiCounts(page)).sent).toBeGreaterThan(before.sent + 5);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await apiCounts(page)).failed).toBe(0);
});

test('offline, an edit in the screen editor is kept, said in place, and saved once back', async ({
  page,
  context,
}) => {
  await gotoApp(page, '/screen/1003/edit', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Ops”' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title' });
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await title.fill('Offline edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/You are offline/).first()).toBeVisible();
  await expect(title).toHaveValue('Offline edit');

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(title).toHaveValue('Offline edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Offline edit”' })).toBeVisible();
});

test('offline, the create-table form keeps what was typed, and creates the table once back', async ({
  page,
  context,
}) => {
  const database = '/catalogs/sales_lake/databases/sales';
  await gotoApp(page, `${database}/tables/-/new`, { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create table' })).toBeVisible();
  // The form shows once the page's reads are in; offline before that, they wait (a skeleton).
  await expect(page.getByLabel('Table name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await page.getByLabel('Table name').fill('offline_clicks');
  await page.getByLabel('Name of column 1').fill('id');
  await page.getByRole('button', { name: 'Create table' }).click();
  await expect(page.getByText(/You are offline/).first()).toBeVisible();
  await expect(page.getByLabel('Table name')).toHaveValue('offline_clicks');
  await expect(page.getByLabel('Name of column 1')).toHaveValue('id');

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Create table' }).click();
  await expect(page).toHaveURL(`${database}/tables/offline_clicks`);
  await expect(page.getByRole('heading', { level: 1, name: 'offline_clicks' })).toBeVisible();
});
