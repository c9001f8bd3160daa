import { verticalCompactor } from 'react-grid-layout/core';
import type { LayoutTile } from './codec';

/**
 * The one grid every screen is laid out on (docs/design.md §5): 12 columns on a 1920×1080 design
 * canvas. The wall display scales this canvas to the viewport; the console viewer and the editor
 * use the same columns and row height at the container's width.
 */
export const GRID_COLS = 12;
/** Rows that fill the design canvas below the wall display's header strip. */
export const CANVAS_ROWS = 24;
export const GRID_MARGIN: [number, number] = [12, 12];
export const GRID_PADDING: [number, number] = [12, 12];

export const DESIGN_CANVAS = { width: 1920, height: 1080 } as const;
/** The wall display's title bar (logo, title, clock) on the design canvas. */
export const CANVAS_TITLE_HEIGHT = 64;
/** The wall's headline figures under the title bar (docs/wall-design.md). */
export const CANVAS_KPI_HEIGHT = 88;
/** Everything above the grid on the design canvas. */
export const CANVAS_HEADER_HEIGHT = CANVAS_TITLE_HEIGHT + CANVAS_KPI_HEIGHT;

/** Row height such that `rows` rows, their margins and the padding fill the design canvas. */
export function canvasRowHeight(rows: number): number {
  return (
    (DESIGN_CANVAS.height -
      CANVAS_HEADER_HEIGHT -
      2 * GRID_PADDING[1] -
      (rows - 1) * GRID_MARGIN[1]) /
    rows
  );
}

/** The wall's row height for a layout that keeps within CANVAS_ROWS rows. */
export const GRID_ROW_HEIGHT = canvasRowHeight(CANVAS_ROWS);

type Rect = Pick<LayoutTile, 'key' | 'x' | 'y' | 'w' | 'h'>;

/** Where the grid draws the tiles: a stored layout's gaps closed upwards, as the grid does. */
function settledBottoms(tiles: readonly Rect[]): Map<string, number> {
  const settled = verticalCompactor.compact(tiles.map(gridItemOf), GRID_COLS);
  return new Map(settled.map((item) => [item.i, item.y + item.h]));
}

/** The rows the wall shows for these tiles: CANVAS_ROWS, or more when a tile reaches below. */
export function wallRows(tiles: readonly Rect[]): number {
  return Math.max(CANVAS_ROWS, ...settledBottoms(tiles).values());
}

/** The tiles drawn reaching below the wall's CANVAS_ROWS rows, with that bottom row, top first. */
export function tilesPastEdge<T extends Rect>(tiles: readonly T[]): { tile: T; bottom: number }[] {
  const bottoms = settledBottoms(tiles);
  return tiles
    .map((tile) => ({ tile, bottom: bottoms.get(tile.key) ?? tile.y + tile.h }))
    .filter(({ bottom }) => bottom > CANVAS_ROWS)
    .toSorted((a, b) => a.bottom - b.bottom);
}

/** Console rows: a 3×6 tile is about as tall as it is wide at common console widths. */
export const CONSOLE_ROW_HEIGHT = 40;

/** react-grid-layout's grid settings for this grid at `rowHeight`. */
export function gridConfig(rowHeight: number) {
  return { cols: GRID_COLS, rowHeight, margin: GRID_MARGIN, containerPadding: GRID_PADDING };
}

/** A tile's place as a react-grid-layout item (its key is the item's id). */
export function gridItemOf(tile: Pick<LayoutTile, 'key' | 'x' | 'y' | 'w' | 'h'>) {
  return { i: tile.key, x: tile.x, y: tile.y, w: tile.w, h: tile.h };
}
