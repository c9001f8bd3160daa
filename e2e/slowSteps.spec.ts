import type { Page, TestInfo } from '@playwright/test';
import { expect, gotoApp, test } from './support/fixtures';

/**
 * Three steps a first-time person waited on (the shares list, a user page, a component added in
 * the editor), held to what made them slow: reads and chunks that waited for each other. The
 * demo's mock answers every call after 80–250 ms, so each call in a row costs that much; the time
 * itself, against its 0.5 s budget, is the bench's (`first step: …` rows, docs/bench.md), which
 * a journey beside another on two cores could not hold steadily. Each test notes its time.
 */

interface Call {
  path: string;
  start: number;
  end: number | null;
}

/** Every API call of the page with when it was sent and answered (its `fetch`, wrapped). */
async function recordCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: { url: string; start: number; end: number | null }[] = [];
    Object.defineProperty(window, '__calls', { value: calls });
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call = { url, start: performance.now(), end: null as number | null };
      if (new URL(url, location.href).pathname.startsWith('/api/')) calls.push(call);
      const answer = original.call(this, input, init);
      const done = () => (call.end = performance.now());
      answer.then(done, done);
      return answer;
    };
  });
}

type CallWindow = Window & { __calls: { url: string; start: number; end: number | null }[] };

/** The page's clock, to take calls and chunks from. */
const now = (page: Page) => page.evaluate(() => performance.now());

/** Until no call is on its way: what the page asked for ahead has been answered. */
async function callsSettled(page: Page) {
  await page.waitForFunction(() =>
    (window as unknown as CallWindow).__calls.every((call) => call.end !== null),
  );
}

async function callsSince(page: Page, from: number): Promise<Call[]> {
  return page.evaluate(
    (t0) =>
      (window as unknown as CallWindow).__calls
        .filter((call) => call.start >= t0)
        .map((call) => ({
          path: decodeURIComponent(new URL(call.url, location.href).pathname),
          start: call.start,
          end: call.end,
        })),
    from,
  );
}

/** How many calls came one after another: the longest chain of calls each sent after the last ended. */
function callsInARow(calls: readonly Call[]): number {
  const rounds = new Map<Call, number>();
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const before = [...rounds].filter(([prior]) => prior.end !== null && prior.end <= call.start);
    rounds.set(call, 1 + Math.max(0, ...before.map(([, round]) => round)));
  }
  return Math.max(0, ...rounds.values());
}

/** When a chunk of this name was asked for and arrived, on the page's clock. */
async function chunk(page: Page, name: string) {
  const entry = await page.evaluate((prefix) => {
    const found = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (resource) => new URL(resource.name).pathname.startsWith(`/assets/${prefix}-`),
    );
    return found ? { start: found.startTime, end: found.responseEnd } : null;
  }, name);
  if (!entry) throw new Error(`no ${name} chunk was fetched`);
  return entry;
}

function note(testInfo: TestInfo, step: string, ms: number) {
  testInfo.annotations.push({ type: 'timing', description: `${step}: ${Math.round(ms)} ms` });
}

test.describe('first steps', () => {
  test('the shares list is asked for as its page mounts, beside its tab’s chunk', async ({
    page,
  }, testInfo) => {
    await recordCalls(page);
    await gotoApp(page, '/catalogs', { lang: 'en' });
    await expect(page.getByRole('table').first()).toBeVisible();
    await callsSettled(page);
    const t0 = await now(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shares' })
      .click();
    const provided = page.getByRole('table', { name: 'Shares I provide' });
    await expect(provided.getByRole('link').first()).toBeVisible();
    note(testInfo, 'shares list shown', (await now(page)) - t0);

    // (The catalog list's Shared column may still be reading a share's receivers.)
    const lists = (await callsSince(page, t0)).filter(
      (call) => call.path === '/api/lake/lake/v1/share/shares',
    );
    expect(lists).toHaveLength(1);
    // Sent before the tab's code had arrived: the list no longer waits for it.
    const tab = await chunk(page, 'ProvidedSharesTab');
    expect(lists[0]!.start).toBeLessThan(tab.end);
  });

  test('a user opened from the list: roles and permissions at once, the user not read again', async ({
    page,
  }, testInfo) => {
    await recordCalls(page);
    await gotoApp(page, '/access/users', { lang: 'en' });
    const carol = page
      .getByRole('table', { name: 'Users' })
      .getByRole('link', { name: 'carol', exact: true });
    await expect(carol).toBeVisible();
    // The list asks ahead for what a user page needs first (the catalogs), through a chunk.
    await expect
      .poll(async () =>
        (await callsSince(page, 0)).some(
          (call) => call.path === '/api/lake/lake/v1/catalogs' && call.end !== null,
        ),
      )
      .toBe(true);
    await callsSettled(page);
    const t0 = await now(page);
    await carol.click();
    await expect(
      page.getByRole('table', { name: 'Roles' }).getByRole('link', { name: 'analysts' }),
    ).toBeVisible();
    const permissions = page.getByRole('table', { name: 'Permissions granted to this user' });
    await expect(permissions.getByRole('row').filter({ hasText: 'sales.customers' })).toHaveCount(
      1,
    );
    await expect(permissions).not.toHaveAttribute('aria-busy', 'true');
    await callsSettled(page);
    note(testInfo, 'user page shown', (await now(page)) - t0);

    const calls = await callsSince(page, t0);
    // The list's entry is the user: neither a search by name nor GetUser.
    expect(calls.filter((call) => call.path.startsWith('/api/lake/lake/v1/auth/users'))).toEqual(
      [],
    );
    expect(calls.filter((call) => call.path === '/api/lake/lake/v1/auth/roles/list')).toHaveLength(
      1,
    );
    expect(
      calls.filter((call) => call.path.startsWith('/api/lake/lake/v1/auth/permissions/')).length,
    ).toBeGreaterThanOrEqual(6);
    expect(callsInARow(calls)).toBe(1);
  });

  test('a user opened by its address: two calls in a row at most', async ({ page }, testInfo) => {
    await recordCalls(page);
    await gotoApp(page, '/access/users/carol', { lang: 'en' });
    const permissions = page.getByRole('table', { name: 'Permissions granted to this user' });
    await expect(permissions.getByRole('row').filter({ hasText: 'sales.customers' })).toHaveCount(
      1,
    );
    await expect(permissions).not.toHaveAttribute('aria-busy', 'true');
    await callsSettled(page);
    const calls = (await callsSince(page, 0)).filter((call) => call.path !== '/api/session');
    note(testInfo, 'user page calls answered', Math.max(...calls.map((call) => call.end ?? 0)));
    // The search by name and the catalogs, then the roles and every catalog's permissions.
    expect(callsInARow(calls)).toBeLessThanOrEqual(2);
    expect(calls.filter((call) => call.path === '/api/lake/lake/v1/auth/users')).toEqual([]);
  });

  test('a component added in the editor fetches its view and echarts beside its data', async ({
    page,
  }, testInfo) => {
    await recordCalls(page);
    await gotoApp(page, '/screen/-/new', { lang: 'en' });
    const add = page.getByRole('button', { name: /^Add Security posture/ });
    await expect(add).toBeVisible();
    await callsSettled(page);
    const t0 = await now(page);
    await add.click();
    const grid = page.getByRole('region', { name: 'Screen layout' });
    await expect(grid.locator('section[data-code] canvas').first()).toBeVisible();
    await expect(grid.locator('[aria-busy="true"], [data-chart-pending]')).toHaveCount(0);
    note(testInfo, 'tile drawn', (await now(page)) - t0);

    const [data] = await callsSince(page, t0);
    expect(data?.path).toBe('/api/screen');
    // Both chunks asked for before the data was in: the chart no longer waits for the view to
    // draw, nor the view for its tile to mount.
    const echarts = await chunk(page, 'Chart');
    const view = await chunk(page, 'ScoreTrendView');
    expect(echarts.start).toBeGreaterThanOrEqual(t0);
    expect(echarts.start).toBeLessThan(data!.end!);
    expect(view.start).toBeLessThan(data!.end!);
  });

  test('pointing at a palette item starts its code before any click', async ({ page }) => {
    await gotoApp(page, '/screen/-/new', { lang: 'en' });
    const item = page.getByRole('button', { name: /^Add Traffic trend/ });
    await expect(item).toBeVisible();
    await item.hover();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /^\/assets\/Chart-/.test(new URL(entry.name).pathname)),
        ),
      )
      .toBe(true);
    await expect(
      page.getByRole('region', { name: 'Screen layout' }).locator('[data-tile-key]'),
    ).toHaveCount(0);
  });
});
