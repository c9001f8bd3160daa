import { CANVAS_ROWS, GRID_COLS } from './grid';

export interface GridRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The default big-screen template (docs/design.md §5): where a stored element without geometry
 * goes, picked by its `positionId` (slot `positionId - 1`). The twelve slots tile the 12 × 24
 * canvas exactly, in reading order. At 1920×1080 a column is 160 px and a row about 30 px, so the
 * side columns (3 × 6) are ≈ 470 × 240 px, wide enough for a small trend or ring; the centre keeps
 * two headline tiles on top, a large 6 × 12 tile (≈ 950 × 490 px) for the main chart and a wide
 * strip below it.
 *
 * ```
 *  x: 0   3     6     9   12
 *  0  | 1 |  2  |  3  | 4 |
 *  6  | 5 |     6     | 7 |
 * 12  | 8 |           | 9 |
 * 18  |10 |    11     |12 |
 * 24
 * ```
 */
export const TEMPLATE_SLOTS: readonly GridRect[] = [
  { x: 0, y: 0, w: 3, h: 6 },
  { x: 3, y: 0, w: 3, h: 6 },
  { x: 6, y: 0, w: 3, h: 6 },
  { x: 9, y: 0, w: 3, h: 6 },
  { x: 0, y: 6, w: 3, h: 6 },
  { x: 3, y: 6, w: 6, h: 12 },
  { x: 9, y: 6, w: 3, h: 6 },
  { x: 0, y: 12, w: 3, h: 6 },
  { x: 9, y: 12, w: 3, h: 6 },
  { x: 0, y: 18, w: 3, h: 6 },
  { x: 3, y: 18, w: 6, h: 6 },
  { x: 9, y: 18, w: 3, h: 6 },
];

/** The slot of a template position (1-based), or undefined beyond the template. */
export function templateSlot(positionId: number): GridRect | undefined {
  return Number.isInteger(positionId) && positionId >= 1
    ? TEMPLATE_SLOTS[positionId - 1]
    : undefined;
}

/** Elements that fit no slot flow below the template, three to a row. */
export const FLOW_TILE = { w: 4, h: 8 } as const;
const FLOW_PER_ROW = Math.floor(GRID_COLS / FLOW_TILE.w);

/** The `n`th (0-based) flowing tile, in rows starting at `top` (never above the template). */
export function flowSlot(n: number, top: number = CANVAS_ROWS): GridRect {
  const row = Math.floor(n / FLOW_PER_ROW);
  const column = n % FLOW_PER_ROW;
  return {
    x: column * FLOW_TILE.w,
    y: Math.max(top, CANVAS_ROWS) + row * FLOW_TILE.h,
    w: FLOW_TILE.w,
    h: FLOW_TILE.h,
  };
}
