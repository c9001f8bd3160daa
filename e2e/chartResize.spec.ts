import type { Locator, Page } from '@playwright/test';
import { expect, gotoApp, test } from './support/fixtures';

/**
 * Every chart's canvas against the box it draws in, in layout pixels (a scaled canvas such as
 * the wall display's transforms both alike). A chart is a named group holding one canvas.
 */
async function chartSizes(scope: Locator) {
  return scope.locator('[role="group"]:has(canvas)').evaluateAll((charts) =>
    charts.map((chart) => ({
      name: chart.getAttribute('aria-label') ?? '',
      container: chart.clientWidth,
      canvas: (chart.querySelector('canvas') as HTMLCanvasElement).offsetWidth,
    })),
  );
}

/**
 * Waits until every canvas is as wide as its container and the widths (in DOM order) satisfy
 * `settled` — the layout after a resize arrives a frame or more later, and until then the old
 * widths still "fit" — then returns them.
 */
async function expectCanvasesFit(
  scope: Locator,
  atLeast: number,
  settled: (widths: { name: string; width: number }[]) => boolean = () => true,
) {
  const widths = async () =>
    (await chartSizes(scope)).map(({ name, container }) => ({ name, width: container }));
  await expect
    .poll(async () => {
      const sizes = await chartSizes(scope);
      const fit =
        sizes.length >= atLeast && sizes.every(({ container, canvas }) => container === canvas);
      if (!fit) return sizes.filter(({ container, canvas }) => container !== canvas);
      return settled(await widths()) ? 'fit' : 'not resized yet';
    })
    .toBe('fit');
  return widths();
}

const tilesRegion = (page: Page) => page.getByRole('region', { name: 'Screen tiles' });

test.describe('charts follow their container', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('on the screen, when the window narrows and widens again', async ({ page }) => {
    await gotoApp(page, '/screen', { lang: 'en' });
    await expect(tilesRegion(page).locator('section[aria-busy="true"]')).toHaveCount(0);
    const wide = await expectCanvasesFit(tilesRegion(page), 9);

    await page.setViewportSize({ width: 1280, height: 900 });
    const narrower = (sizes: { width: number }[]) =>
      sizes.length === wide.length && sizes.every(({ width }, i) => width < wide[i]!.width);
    const narrow = await expectCanvasesFit(tilesRegion(page), 9, narrower);
    // The charts did change size: every one is narrower than it was.
    expect(narrow.map(({ name }) => name)).toEqual(wide.map(({ name }) => name));
    narrow.forEach(({ name, width }, i) => expect(width, name).toBeLessThan(wide[i]!.width));

    await page.setViewportSize({ width: 1920, height: 1080 });
    const asBefore = (sizes: { width: number }[]) =>
      sizes.length === wide.length && sizes.every(({ width }, i) => width === wide[i]!.width);
    expect(await expectCanvasesFit(tilesRegion(page), 9, asBefore)).toEqual(wide);
  });

  test('in the editor, when a tile is made narrower', async ({ page }) => {
    await gotoApp(page, '/screen/1001/edit', { lang: 'en' });
    const grid = page.getByRole('region', { name: 'Screen layout' });
    await expect(grid.locator('section[aria-busy="true"]')).toHaveCount(0);
    const traffic = (sizes: { name: string; width: number }[]) =>
      sizes.find(({ name }) => name === 'Attack events over time')?.width ?? 0;
    const before = traffic(await expectCanvasesFit(grid, 9));
    expect(before).toBeGreaterThan(0);

    const handle = grid.getByRole('button', { name: /^Traffic trend, column \d+, row \d+,/ });
    const width = async () =>
      Number(/width (\d+)/.exec((await handle.getAttribute('aria-label')) ?? '')?.[1]);
    const columns = await width();
    await handle.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(width).toBe(columns - 1);
    // The tile is narrower and so is its chart, whose canvas still fills it (as every other does).
    await expect.poll(async () => traffic(await expectCanvasesFit(grid, 9))).toBeLessThan(before);
  });
});
