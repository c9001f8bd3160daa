/** Free room on the grid: where a new tile goes, where a tile below the wall can move up to. */
import type { Layout } from 'react-grid-layout/core';
import { GRID_COLS } from '../../layout/model/grid';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const collides = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The first spot a `w`×`h` tile fits with its top at `lastTop` or above; null when none. */
export function freeSpot(layout: Layout, w: number, h: number, lastTop: number) {
  for (let y = 0; y <= lastTop; y++) {
    for (let x = 0; x + w <= GRID_COLS; x++) {
      const rect = { i: '', x, y, w, h };
      if (!layout.some((item) => collides(item, rect))) return { x, y };
    }
  }
  return null;
}

/** The first spot a `w`×`h` tile fits, rows from the top, each row from the left. */
export function firstFreeSpot(layout: Layout, w: number, h: number): { x: number; y: number } {
  const bottom = layout.reduce((lowest, item) => Math.max(lowest, item.y + item.h), 0);
  return freeSpot(layout, w, h, bottom) ?? { x: 0, y: bottom };
}
