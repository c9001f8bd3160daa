import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A screen's tiles: the regions of the "Screen tiles" grid that a widget drew (each carries its
 * data code). Not every region in the grid: a tile may hold smaller regions of its own — the
 * alarms tile's latest list appears only when the tile is tall enough — so counting all of them
 * counts something a layout decides.
 */
export const screenTiles = (page: Page): Locator =>
  page
    .getByRole('region', { name: /^(Screen tiles|大屏卡片)$/ })
    .getByRole('region')
    .and(page.locator('[data-code]'));

/** Every tile has drawn: none is busy or loading, and every chart has started. */
export async function expectAllTilesDrawn(page: Page, count: number): Promise<Locator> {
  const tiles = screenTiles(page);
  await expect(tiles).toHaveCount(count);
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading|^正在加载/ })).toHaveCount(0);
  // Charts start a frame apart (src/components/chartTurns.ts): every one has started.
  await expect(page.locator('[data-chart-pending]')).toHaveCount(0);
  return tiles;
}
