import { expect, gotoApp, test } from './support/fixtures';

test('a table named “new” is a table: created at tables/-/new, opened at tables/new', async ({
  page,
}) => {
  const database = '/catalogs/sales_lake/databases/sales';
  await gotoApp(page, database, { lang: 'en' });
  await page.getByRole('link', { name: 'Create table' }).click();
  await expect(page).toHaveURL(`${database}/tables/-/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create table' })).toBeVisible();
  await page.getByLabel('Table name').fill('new');
  await page.getByLabel('Name of column 1').fill('id');
  await page.getByRole('button', { name: 'Create table' }).click();

  await expect(page).toHaveURL(`${database}/tables/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'new' })).toBeVisible();
  // Opened from its address, it is still the table, not the form.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'new' })).toBeVisible();
  await expect(page.getByRole('tree', { name: /^Columns/ }).getByRole('treeitem')).toHaveCount(1);
  await expect(page.getByLabel('Table name')).toHaveCount(0);
});

test('a new screen opens at /screen/-/new from the screen’s header', async ({ page }) => {
  await gotoApp(page, '/screen', { lang: 'en' });
  await page.getByRole('link', { name: 'New screen' }).click();
  await expect(page).toHaveURL('/screen/-/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New screen' })).toBeVisible();
});
