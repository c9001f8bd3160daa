import { expect, test, type Page, type Request } from '@playwright/test';
import { screenTiles } from '../e2e/support/tiles';

/**
 * What a person meets on a real deployment (nginx, live build, HTTP backend): every area works,
 * and nothing fails quietly — no console error (a Content-Security-Policy violation is one), no
 * failed request, no service worker.
 */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** The requests a page has sent and not yet had answered (or failed). */
function onTheirWay(page: Page): Set<Request> {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/**
 * Before going to another page: a navigation aborts a request still on its way, which the watch
 * counts as a failed one. Seen once with the smoke beside the journeys: the wall's
 * `DescribeScreenSetting&Id=1001`, still on its way at the next `goto`.
 */
async function noRequestOnItsWay(pending: Set<Request>) {
  // None for 300 ms: a page that has just moved (Escape) starts its reads a moment later.
  await expect
    .poll(
      async () => {
        if (pending.size > 0) return false;
        await new Promise((done) => setTimeout(done, 300));
        return pending.size === 0;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (localStorage.getItem('parapet.locale') === null)
      localStorage.setItem('parapet.locale', 'en');
    // The agent service's key, as a person types it in Settings (the mock's demo key).
    if (sessionStorage.getItem('parapet.agent.apiKey') === null)
      sessionStorage.setItem('parapet.agent.apiKey', 'demo-key');
  });
});

test('every area works through nginx with the live build, quietly', async ({ page }) => {
  const problems = watch(page);
  const pending = onTheirWay(page);

  await page.goto('/screen');
  await expect(screenTiles(page)).toHaveCount(12);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Wall display' }).click();
  const wall = page.getByRole('region', { name: 'Screen tiles' });
  for (const title of ['Assets', 'Security posture', 'Attack types', 'Alarms']) {
    await expect(wall.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await noRequestOnItsWay(pending);
  await page.goto('/catalogs/sales_lake/databases/sales/tables/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'orders' })).toBeVisible();
  await expect(page.getByRole('tree').getByRole('treeitem').first()).toBeVisible();

  await noRequestOnItsWay(pending);
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoints' })).toBeVisible();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Delivery history (last 7 days)' })).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  expect(problems).toEqual([]);
});

test('nginx serves the SPA, its caching and its headers as documented', async ({ request }) => {
  const index = await request.get('/catalogs/sales_lake');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(index.headers()['x-content-type-options']).toBe('nosniff');
  const html = await index.text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0] ?? '(no script in index.html)';
  const script = await request.get(asset);
  expect(script.status(), asset).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-security-policy']).toContain("object-src 'none'");
  expect((await request.get('/assets/missing.js')).status()).toBe(404);
  // No gateway behind this nginx: the console is told so without an error, and an API path
  // nothing serves is a 404, not the console's page.
  const session = await request.get('/api/session');
  expect(session.status()).toBe(204);
  expect(session.headers()['cache-control']).toBe('no-store');
  expect((await request.get('/api/elsewhere')).status()).toBe(404);

  // Compressed for whoever accepts it: brotli where nginx has the module (the smoke installs
  // Debian's where it can and says when it could not), gzip always.
  const encoding = async (accept: string) =>
    (await request.get(asset, { headers: { 'accept-encoding': accept } })).headers()[
      'content-encoding'
    ];
  expect(await encoding('gzip')).toBe('gzip');
  if (process.env.PARAPET_DEPLOY_BROTLI) expect(await encoding('br, gzip')).toBe('br');
});
