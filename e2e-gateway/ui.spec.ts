import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../e2e/support/axe';
import { screenTiles } from '../e2e/support/tiles';
import { BASE, fillLoginForm, inEnglish, PEOPLE, SCREEN, SCREEN_VERSION, signIn } from './support';

/**
 * The console's side of sign-in and roles, through the gateway: it asks GET /api/session at
 * start and sends a 401 to `/auth/login?returnTo=<the page>`; its header names the person with
 * a "Sign out" button; what the role cannot do is disabled, its description naming the role
 * needed. (gateway.spec.ts checks the gateway itself, whatever the console does.)
 */
test.beforeEach(async ({ context }) => inEnglish(context));

test('console, viewer: a page opened signed out goes through sign-in and back; the header names them; creating needs the editor role; Sign out ends the session', async ({
  page,
}) => {
  await page.goto('/screen');
  await fillLoginForm(page, 'viewer');
  await page.waitForURL(`${BASE}/screen`);
  await expect(screenTiles(page)).toHaveCount(12);
  const header = page.getByRole('banner');
  await expect(header.getByText(PEOPLE.viewer.name)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The person, role and Sign out on the header's dark band are read as well as the rest.
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/catalogs');
  const create = page.getByRole('button', { name: 'Create catalog' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(/editor role/);

  await header.getByRole('combobox', { name: 'Language' }).selectOption('中文');
  await expect(header.getByRole('button', { name: '退出登录' })).toBeVisible();
  await header.getByRole('button', { name: '退出登录' }).click();
  await expect.poll(async () => (await page.request.get('/api/session')).status()).toBe(401);
});

test('console, editor: saves a screen layout in the editor; granting permissions needs the admin role', async ({
  page,
}) => {
  await signIn(page, 'editor', '/screen/1003/edit');
  const title = `Saved by the editor ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();
  const read = await page.request.get(
    `${SCREEN}?Action=DescribeScreenSetting&${SCREEN_VERSION}&Id=1003`,
  );
  expect(await read.json()).toMatchObject({ Title: title });
  await expect(page.getByRole('banner').getByText(PEOPLE.editor.name)).toBeVisible();

  await page.goto('/catalogs/sales_lake');
  await page.getByRole('tab', { name: 'Access', exact: true }).click();
  const grant = page.getByRole('button', { name: 'Grant', exact: true });
  await expect(grant).toBeDisabled();
  await expect(grant).toHaveAccessibleDescription(/admin role/);
});
