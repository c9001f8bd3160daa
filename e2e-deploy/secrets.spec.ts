import { expect, test } from '@playwright/test';

/**
 * The live build never logs a secret or a request body (docs/deploy.md): behind nginx, against
 * the HTTP mock backend, a person types the agent key in Settings, gets a catalog token, renames a
 * screen, uploads its logo and creates a database; every console message of every type is kept
 * and searched for the key, the token and policy values and what the writes sent.
 */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the live build logs no key, token, policy or request body while it writes', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  const bodies: string[] = [];
  const secrets: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body && new URL(request.url()).pathname.startsWith('/api/')) bodies.push(body);
  });
  page.on('response', (response) => {
    if (!/Action=DescribeScreenOssUploadInfo|\/token\b|access-token/.test(response.url())) return;
    void response.text().then((text) => secrets.push(text));
  });
  await page.addInitScript(() => localStorage.setItem('parapet.locale', 'en'));

  await page.goto('/settings');
  await page.getByLabel('New API key').fill('demo-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Current key: demo••••')).toBeVisible();
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();

  await page.goto('/catalogs/sales_lake');
  await page.getByRole('tab', { name: 'Credentials' }).click();
  await page.getByRole('button', { name: 'Get token' }).click();
  await expect(page.getByRole('table', { name: 'Credential values' })).toBeVisible();
  await page.getByRole('tab', { name: 'Databases' }).click();
  await page.getByRole('button', { name: 'Create database' }).click();
  const createDb = page.getByRole('dialog', { name: 'Create database' });
  await createDb.getByLabel('Name', { exact: true }).fill('logged_nowhere');
  await createDb.getByRole('button', { name: 'Create' }).click();
  await expect(createDb).toBeHidden();

  await page.goto('/screen/1003/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Ops”' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('TitleSentInABody');
  await page
    .getByLabel(/^(Choose a picture…|Replace picture…)$/)
    .setInputFiles({ name: 'shield.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByText('Logo uploaded. Save the screen to keep it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();

  // What was sent and received, as the values a log line could carry.
  const values = [
    'demo-key',
    'logged_nowhere',
    'TitleSentInABody',
    ...secrets.flatMap((text) =>
      [
        ...text.matchAll(
          /"[\w.]*(?:Policy|Signature|SecurityToken|accessKeySecret|securityToken)"\s*:\s*"([^"]{8,})"/g,
        ),
      ].map((match) => match[1] ?? ''),
    ),
  ];
  expect(secrets.length, 'a token and an upload policy were read').toBeGreaterThanOrEqual(2);
  expect(values.length).toBeGreaterThan(5);
  expect(bodies.some((body) => body.includes('TitleSentInABody'))).toBe(true);
  expect(logged.filter((line) => values.some((value) => line.includes(value)))).toEqual([]);
});
