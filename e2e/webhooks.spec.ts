import { expect, test } from './support/fixtures';
import { gotoApp } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { advanceUntil } from './support/clock';

test.describe('webhook console', () => {
  test('list → endpoint → page through deliveries → disable', async ({ page }, testInfo) => {
    // The page's clock, to come back to the tab a minute later (below).
    await page.clock.install();
    await gotoApp(page, '/webhooks', { lang: 'en', apiKey: 'demo-key' });
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoints' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('link').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('webhook-list.png'), fullPage: true });

    // Open the first active endpoint that has a description.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    const firstLink = table.getByRole('link').first();
    const name = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Delivery history: 50 rows, then the next page with different rows, then a smaller page.
    const history = page.getByRole('region', { name: 'Delivery history (last 7 days)' });
    const ids = history.getByRole('table').getByText(/^whe_/);
    await expect(ids).toHaveCount(50);
    const firstId = await ids.first().textContent();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(ids.first()).not.toHaveText(firstId!);
    await page
      .getByRole('combobox', { name: 'Rows per page' })
      .selectOption({ label: '20 per page' });
    await expect(page.getByText('Page 1')).toBeVisible();
    await expect(ids).toHaveCount(20);

    // A row expands to its details.
    await history
      .getByRole('button', { name: /^Show details/ })
      .first()
      .click();
    await expect(page.getByText('Session thread ID').first()).toBeVisible();

    // Coming back to the tab a minute later reads the session again; the open row and the page
    // stay (a re-read once reset every agent answer, and the page came back on page 1, closed).
    await page.clock.fastForward(61_000);
    const sessionRead = page.waitForRequest((request) => request.url().endsWith('/api/session'));
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await sessionRead;
    await expect(page.getByText('Session thread ID').first()).toBeVisible();
    await expect(page.getByText('Page 1')).toBeVisible();

    // The 7-day chart is drawn.
    await expect(page.getByRole('group', { name: 'Deliveries per day' })).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('webhook-detail.png'), fullPage: true });

    // Disable, confirming by name.
    await page.getByRole('button', { name: `Disable: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable endpoint?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Disable endpoint' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Disabled' })).toBeDisabled();

    // The list shows it disabled (manually), and so does a reload (state persisted).
    await page.getByRole('link', { name: 'All endpoints' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    await expect(row.getByText('Disabled', { exact: true })).toHaveCount(2);
    await expect(row.getByText('Manual')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name }) })
        .getByText('Manual'),
    ).toBeVisible();
  });

  test('a failing list shows the error and Retry recovers', async ({ page }) => {
    // The first 4 attempts fail: the initial request and the 3 automatic retries, whose backoff
    // (0.5 s, 1 s, 2 s) runs on Playwright's clock and is jumped over.
    await page.clock.install();
    await gotoApp(page, '/webhooks', {
      lang: 'en',
      apiKey: 'demo-key',
      faults: 'agent:ListWebhooks:500*4',
    });
    const alert = page.getByRole('alert');
    await advanceUntil(page, () =>
      alert.filter({ hasText: 'The service failed (500)' }).isVisible(),
    );
    await expect(alert).toContainText('The service failed (500)');
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('no key, then a wrong key, then the demo key', async ({ page }) => {
    await gotoApp(page, '/webhooks', { lang: 'en' });
    await expect(page.getByText('Agent API key needed')).toBeVisible();
    await page.getByRole('link', { name: 'Open Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByLabel('New API key').fill('not-the-key');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Current key: not-/)).toBeVisible();
    await expect(page.getByText('not-the-key')).toHaveCount(0);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByText('The API key is missing or not accepted.')).toBeVisible();

    await page.getByRole('link', { name: 'Open Settings' }).click();
    await page.getByRole('button', { name: 'Use demo key' }).click();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  });

  test('50,000 deliveries keep the DOM small', async ({ page }) => {
    await gotoApp(page, '/webhooks', { lang: 'en', apiKey: 'demo-key', scale: 'large' });
    await page.getByRole('table').getByRole('link').first().click();
    await expect(
      page.getByRole('region', { name: 'Delivery history (last 7 days)' }).getByText(/^whe_/),
    ).toHaveCount(50);
    await page
      .getByRole('combobox', { name: 'Rows per page' })
      .selectOption({ label: '100 per page' });
    await expect(
      page.getByRole('region', { name: 'Delivery history (last 7 days)' }).getByText(/^whe_/),
    ).toHaveCount(100);
    expect(await page.locator('tr').count()).toBeLessThanOrEqual(200);
  });
});

test.describe('keyboard', () => {
  // Going offline first, on the same page load: the list is where a person would notice.
  test('going offline is said in place; page through deliveries and disable an endpoint with the keyboard alone', async ({
    page,
    context,
  }) => {
    await gotoApp(page, '/webhooks', { lang: 'en', apiKey: 'demo-key' });
    await test.step('going offline is said in place, and the page keeps its data', async () => {
      await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText('You are offline')).toHaveCount(0);
    });

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    const link = page.getByRole('table').getByRole('link').first();
    const name = (await link.textContent())!.trim();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const history = page.getByRole('region', { name: 'Delivery history (last 7 days)' });
    await expect(history.getByText(/^whe_/)).toHaveCount(50);
    await page.getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Page 2')).toBeVisible();

    const disable = page.getByRole('button', { name: `Disable: ${name}` });
    await disable.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Disable endpoint?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await disable.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Disable endpoint' });
    for (
      let i = 0;
      i < 6 && !(await confirm.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Disabled' })).toBeDisabled();
  });
});

test.describe('accessibility and languages', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`every page passes axe (${lang})`, async ({ page }) => {
      await gotoApp(page, '/webhooks', { lang, apiKey: 'demo-key' });
      await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('table').getByRole('link').first().click();
      await expect(page.locator('canvas').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Settings through the menu, as a person opens it: the same page without a new page load.
      await page
        .getByRole('navigation', { name: lang === 'zh' ? '主导航' : 'Main navigation' })
        .getByRole('link', { name: lang === 'zh' ? '设置' : 'Settings' })
        .click();
      // The scan is of the page as it opens, not of the menu link under the pointer.
      await page.mouse.move(0, 0);
      await expect(
        page.getByRole('heading', { level: 1, name: lang === 'zh' ? '设置' : 'Settings' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await gotoApp(page, '/no-such-page', { lang, apiKey: 'demo-key' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the language choice survives a reload', async ({ page }) => {
    await gotoApp(page, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await page.getByRole('combobox', { name: '语言' }).selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
