import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './support/fixtures';
import { readBrowserStores, recordConsole, whereSecretsRest } from './support/secrets';

/**
 * No secret rests in the browser. Each journey uses one kind of secret as a person
 * does, reads the values the app was given, then searches every store and the console for them:
 * localStorage (with the mock's persisted journal), sessionStorage (the agent key alone may be
 * there, for this tab: docs/deploy.md), IndexedDB, Cache Storage and the query cache once the
 * view that showed them has closed.
 */

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Gets a token in a Credentials view and reads its three secret values, revealed one by one. */
async function readTokenValues(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Get token' }).click();
  const table = page.getByRole('table', { name: 'Credential values' });
  const values: string[] = [];
  for (const name of ['Access key ID', 'Access key secret', 'Security token']) {
    await table.getByRole('button', { name: `Reveal ${name}` }).click();
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
    const cell = row.getByRole('cell').first();
    await expect(cell).not.toContainText('•');
    values.push(((await cell.textContent()) ?? '').trim());
  }
  expect(values.every((value) => value.length >= 8)).toBe(true);
  return values;
}

test('the agent API key typed in Settings rests in sessionStorage alone, and is never logged', async ({
  page,
}) => {
  const consoleText = recordConsole(page);
  await gotoApp(page, '/settings', { lang: 'en' });
  await page.getByLabel('New API key').fill('demo-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Current key: demo••••')).toBeVisible();
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Delivery history (last 7 days)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Delivery history (last 7 days)' })).toBeVisible();

  const stores = await readBrowserStores(page);
  expect(stores.queryCache).not.toBeNull();
  expect(whereSecretsRest(stores, ['demo-key'])).toEqual([
    { place: 'sessionStorage parapet.agent.apiKey', value: 'demo-key' },
  ]);
  expect(consoleText.filter((text) => text.includes('demo-key'))).toEqual([]);
});

test('catalog and table tokens leave no value behind once their views close', async ({ page }) => {
  const consoleText = recordConsole(page);
  await gotoApp(page, '/catalogs/sales_lake', { lang: 'en' });
  await page.getByRole('tab', { name: 'Credentials' }).click();
  const catalogToken = await readTokenValues(page);
  // Shown, the values are in the cache (the view reads them from there)…
  expect(whereSecretsRest(await readBrowserStores(page), catalogToken)).not.toEqual([]);
  await page.getByRole('tab').first().click();
  // …and gone from it, and from everywhere else, once the view closes.
  expect(whereSecretsRest(await readBrowserStores(page), catalogToken)).toEqual([]);

  await page.goto('/catalogs/sales_lake/databases/sales/tables/orders');
  await page.getByRole('tab', { name: 'Credentials' }).click();
  const tableToken = await readTokenValues(page);
  await page.getByRole('link', { name: 'sales', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'sales' })).toBeVisible();

  const secrets = [...catalogToken, ...tableToken];
  expect(whereSecretsRest(await readBrowserStores(page), secrets)).toEqual([]);
  expect(consoleText.filter((text) => secrets.some((secret) => text.includes(secret)))).toEqual([]);
});

test('a logo upload’s policy and signature rest nowhere, and are never logged', async ({
  page,
}) => {
  const consoleText = recordConsole(page);
  const policies: Record<string, string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('Action=DescribeScreenOssUploadInfo')) {
      void response.json().then((body: Record<string, string>) => policies.push(body));
    }
  });
  await gotoApp(page, '/screen/1003/edit', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Ops”' })).toBeVisible();
  await page
    .getByLabel(/^(Choose a picture…|Replace picture…)$/)
    .setInputFiles({ name: 'shield.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByText('Logo uploaded. Save the screen to keep it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();

  await expect.poll(() => policies.length).toBe(1);
  const policy = policies[0] ?? {};
  // The policy, its signature and the STS security token are secrets. The access key id is the
  // key's public name: object storage puts it in every signed address (the logo's, which the
  // query cache holds while the screen shows it), so it is only kept out of storage.
  const secrets = ['Policy', 'Signature', 'SecurityToken']
    .map((field) => policy[field] ?? '')
    .filter((value) => value.length >= 8);
  expect(secrets.length, JSON.stringify(Object.keys(policy))).toBe(3);
  const stores = await readBrowserStores(page);
  expect(whereSecretsRest(stores, secrets)).toEqual([]);
  expect(
    whereSecretsRest(stores, [policy.AccessId ?? '(no access id)']).map(({ place }) => place),
  ).toEqual(['queryCache']);
  expect(consoleText.filter((text) => secrets.some((secret) => text.includes(secret)))).toEqual([]);
});
