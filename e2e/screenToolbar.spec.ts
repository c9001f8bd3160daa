import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './support/fixtures';

/** The /screen toolbar: each control's top edge, whether any reaches past the row's right edge. */
async function toolbarLayout(page: Page) {
  const row = page.getByRole('main').locator('header').first().locator('> div').nth(1);
  // Measured once the first load is done (the button is busy meanwhile).
  await expect(row.getByRole('button', { name: /Refresh now|立即刷新/ })).toBeEnabled();
  return row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const boxes = Array.from(element.children).map((child) => child.getBoundingClientRect());
    // A control below the whole of the first one's box is on a second row.
    const firstBottom = Math.min(...boxes.map((child) => child.bottom));
    return {
      rows: boxes.some((child) => child.top >= firstBottom) ? 2 : 1,
      overflow: Math.max(...boxes.map((child) => child.right)) - box.right,
      // The toolbar's header itself scrolls sideways by this much (0: it does not).
      headerOverflow: element.parentElement
        ? element.parentElement.scrollWidth - element.parentElement.clientWidth
        : 0,
    };
  });
}

test.describe('the /screen toolbar', () => {
  for (const lang of ['en', 'zh'] as const) {
    // Loaded at 1280 px and widened, as a window is: one load of the screen, three widths.
    test(`may wrap at 1280 px but never sideways, and fits one row at 1440 and 1920 px in ${lang}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoApp(page, '/screen', { lang });
      await test.step('1280 px', async () => {
        const layout = await toolbarLayout(page);
        expect(layout.overflow).toBeLessThanOrEqual(0);
        expect(layout.headerOverflow).toBeLessThanOrEqual(0);
      });
      for (const width of [1440, 1920]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const layout = await toolbarLayout(page);
          await page
            .getByRole('main')
            .locator('header')
            .first()
            .screenshot({ path: testInfo.outputPath(`screen-toolbar-${width}-${lang}.png`) });
          expect(layout.rows).toBe(1);
          expect(layout.overflow).toBeLessThanOrEqual(0);
          expect(layout.headerOverflow).toBeLessThanOrEqual(0);
        });
      }
    });
  }
});
