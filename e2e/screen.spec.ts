import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { advanceUntil } from './support/clock';
import { textUnder } from './support/textSize';
import { expectAllTilesDrawn, screenTiles } from './support/tiles';
import { expect, gotoApp, test } from './support/fixtures';

const TILE_TITLES_EN = [
  'Assets',
  'Vulnerabilities',
  'Emergency vulnerabilities',
  'Baseline',
  'Alarms',
  'Security posture',
  'Attack types',
  'Security operations',
  'Attack source top 5',
  'Traffic trend',
  'Attack trend',
  'Cloud platform best practice',
];

/** Screen API calls the page makes, as `Action?params` (the RPC operation and its parameters). */
function recordScreenRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/screen') seen.push(url.search);
  });
  return seen;
}

/** Switches the demo backend's faults from the page (the same call as Settings makes). */
async function setMockFaults(page: Page, spec: string) {
  await page.evaluate(
    (faults) =>
      (
        window as unknown as { parapetMock: { setFaultSpec(s: string): unknown } }
      ).parapetMock.setFaultSpec(faults),
    spec,
  );
}

test.describe('security screen', () => {
  test('the default screen draws all twelve tiles once each, in English and Chinese', async ({
    page,
  }, testInfo) => {
    const requests = recordScreenRequests(page);
    await gotoApp(page, '/screen', { lang: 'en' });
    const tiles = await expectAllTilesDrawn(page, 12);
    for (const title of TILE_TITLES_EN) {
      await expect(tiles.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    // Charts are canvases; every charting tile has drawn one.
    await expect.poll(() => page.locator('canvas').count()).toBeGreaterThanOrEqual(9);
    await page.waitForLoadState('networkidle');
    // One request per distinct operation and parameters, however many tiles share it.
    expect(requests.length).toBeGreaterThan(10);
    expect(new Set(requests).size).toBe(requests.length);
    const stat = requests.filter((r) => r.includes('Action=DescribeScreenSecurityStatInfo'));
    expect(stat).toHaveLength(1);
    await page.screenshot({ path: testInfo.outputPath('screen-en.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
    await expect(tiles.getByRole('heading', { name: '资产', exact: true })).toBeVisible();
    await expect(tiles.getByRole('heading', { name: '攻击趋势', exact: true })).toBeVisible();
    await expectAllTilesDrawn(page, 12);
    await page.screenshot({ path: testInfo.outputPath('screen-zh.png'), fullPage: true });
  });

  test('switching screens shows the other layout and keeps the URL', async ({ page }) => {
    await gotoApp(page, '/screen', { lang: 'en' });
    await expectAllTilesDrawn(page, 12);
    const switcher = page.getByRole('combobox', { name: 'Screen' });
    // The screens' titles are a request of their own, which may answer after the tiles drew.
    await expect.poll(() => switcher.locator('option').count()).toBeGreaterThanOrEqual(3);
    await switcher.selectOption({ index: 1 });
    await expect(page).toHaveURL(/\/screen\/\d+$/);
    const tiles = screenTiles(page);
    await expect.poll(() => tiles.count()).toBeLessThan(12);
    await page.reload();
    await expect(switcher).toHaveValue(/\d+/);
    await expect.poll(() => tiles.count()).toBeLessThan(12);
  });

  // Both drawers from one page load: the attack drawer opens once the alarm drawer has closed.
  test('the alarm drawer filters and pages on the server, the attack drawer has text-only URLs', async ({
    page,
  }) => {
    await gotoApp(page, '/screen', { lang: 'en' });
    await expectAllTilesDrawn(page, 12);

    await test.step('the alarm drawer filters by level and pages on the server', async () => {
      await page.getByRole('button', { name: 'All alarms' }).click();
      const drawer = page.getByRole('dialog', { name: 'Alarm events' });
      await expect(drawer).toBeVisible();
      const rows = drawer.getByRole('table').locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const total = drawer.getByText(/^\d[\d,]* alarms/);
      await expect(total).toBeVisible();
      const allText = (await total.textContent())!;

      await drawer.getByRole('checkbox', { name: 'Urgent' }).check();
      await expect(total).not.toHaveText(allText);
      // Every row now is urgent.
      await expect(drawer.getByRole('table').getByText('Suspicious', { exact: true })).toHaveCount(
        0,
      );
      await expect(drawer.getByText('Page 1 of', { exact: false })).toBeVisible();
      await drawer.getByRole('button', { name: 'Next page' }).click();
      await expect(drawer.getByText(/Page 2 of/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });

    await test.step('the attack drawer pages through details with text-only URLs', async () => {
      await page.getByRole('button', { name: 'View attacks' }).first().click();
      const drawer = page.getByRole('dialog', { name: /Attack events/ });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('table').locator('tbody tr').first()).toBeVisible();
      // No link in the drawer ever points anywhere but http(s).
      const hrefs = await drawer
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
      await drawer.getByRole('button', { name: 'Next page' }).click();
      await expect(drawer.getByText(/Page 2 of/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('NoPermission on one operation affects only its tiles', async ({ page }) => {
    await gotoApp(page, '/screen', {
      lang: 'en',
      faults: 'screen:DescribeScreenEmerRisk:403',
    });
    const tiles = await expectAllTilesDrawn(page, 12);
    const emer = tiles.filter({
      has: page.getByRole('heading', { name: 'Emergency vulnerabilities', exact: true }),
    });
    await expect(emer.getByText('No permission for DescribeScreenEmerRisk')).toBeVisible();
    await expect(page.getByText(/No permission for/)).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('a refresh under a 500 keeps the last data, marked stale, and recovers', async ({
    page,
  }) => {
    // The retries' backoff (0.5 s, 1 s, 2 s) runs on Playwright's clock and is jumped over.
    await page.clock.install();
    await gotoApp(page, '/screen', { lang: 'en' });
    const tiles = await expectAllTilesDrawn(page, 12);
    const assets = tiles.filter({
      has: page.getByRole('heading', { name: 'Assets', exact: true }),
    });
    await expect(assets.getByText('Protected', { exact: true })).toBeVisible();
    await setMockFaults(page, 'screen:DescribeScreenSummaryInfo:500');
    await page.getByRole('button', { name: 'Refresh now' }).click();
    const failed = assets.getByText(/refresh failed/);
    await advanceUntil(page, () => failed.isVisible());
    await expect(failed).toBeVisible();
    await expect(assets.getByText('Protected', { exact: true })).toBeVisible();
    await expect(page.getByText(/refresh failed/)).toHaveCount(1);

    await setMockFaults(page, '');
    await page.getByRole('button', { name: 'Refresh now' }).click();
    await advanceUntil(page, async () => !(await failed.isVisible()));
    await expect(failed).toBeHidden();
  });
});

test.describe('wall display', () => {
  for (const [width, height] of [
    [1920, 1080],
    [3840, 2160],
  ] as const) {
    test(`fills ${width}×${height} without scrollbars`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await gotoApp(page, '/screen/default/present', { lang: 'en' });
      await expectAllTilesDrawn(page, 12);
      await expect(page.getByRole('button', { name: 'Exit wall display' })).toBeVisible();
      // No console chrome.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
      const size = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        scrollHeight: document.documentElement.scrollHeight,
        clientWidth: document.documentElement.clientWidth,
        clientHeight: document.documentElement.clientHeight,
      }));
      expect(size.scrollWidth).toBe(size.clientWidth);
      expect(size.scrollHeight).toBe(size.clientHeight);
      // The canvas fills the viewport: the last tile ends near the bottom-right corner.
      const box = await page.getByRole('region', { name: 'Screen tiles' }).boundingBox();
      expect(box!.width).toBeGreaterThan(width * 0.98);
      // Read from across the room: no text under 16 px on the 1080p design canvas (layout
      // pixels; the canvas's scale makes it 32 px at 4K), figures in the headline strip bigger.
      expect(await textUnder(page, 16)).toEqual([]);
      const figure = page.getByRole('region', { name: 'Headline figures' }).getByText('200');
      expect(
        await figure.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      ).toBeGreaterThanOrEqual(48);
      await page.screenshot({ path: testInfo.outputPath(`wall-${width}x${height}.png`) });
    });
  }

  test('is letterboxed in other aspect ratios, and Esc leaves it', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 1200 });
    await gotoApp(page, '/screen/default/present', { lang: 'en' });
    await expectAllTilesDrawn(page, 12);
    const box = await page.getByRole('region', { name: 'Screen tiles' }).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(1200);
    expect(box!.y).toBeGreaterThan(200);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/screen\/default$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a failed refresh keeps every tile drawn and the tile recovers', async ({ page }) => {
    // The page's clock is Playwright's: the 10 s ticks and the retries' backoff are jumped over
    // rather than waited for (the mock backend, a service worker, keeps real time).
    await page.clock.install();
    await gotoApp(page, '/screen/default/present?refresh=10', { lang: 'en' });
    const tiles = await expectAllTilesDrawn(page, 12);
    const charts = page.getByRole('region', { name: 'Screen tiles' }).getByRole('group');
    const chartBoxes = () =>
      charts.evaluateAll((groups) => groups.map((g) => g.getBoundingClientRect().toJSON()));
    const before = await chartBoxes();
    await setMockFaults(page, 'screen:*:500');
    // The wall says it calmly, in each tile's header: since when the data is late, no error box,
    // no button, and nothing moves (no chart shrinks to make room for the words).
    const failed = page.getByText(/Delayed · updated \d\d:\d\d/);
    await advanceUntil(page, () => failed.first().isVisible());
    await expect(tiles).toHaveCount(12);
    await expect(page.locator('canvas').first()).toBeVisible();
    expect(await chartBoxes()).toEqual(before);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await setMockFaults(page, '');
    await advanceUntil(page, async () => (await failed.count()) === 0);
  });
});

test('the wall display survives a lost connection without a reload', async ({ page, context }) => {
  await gotoApp(page, '/screen/default/present?refresh=10', { lang: 'en' });
  const tiles = await expectAllTilesDrawn(page, 12);
  await context.setOffline(true);
  await expect(page.getByText('Offline — showing the last data received')).toBeVisible();
  await expect(tiles).toHaveCount(12);
  await context.setOffline(false);
  await expect(page.getByText('Offline — showing the last data received')).toBeHidden();
  await expect(page.getByText(/Delayed · updated|delayed · \d/)).toHaveCount(0);
});
