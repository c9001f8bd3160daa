/**
 * What an edit of the grid does, worked out before it is dispatched: the page applies the action
 * with the same pure reducer, so the tile's new place is known here and can be announced (and
 * focus moved) without waiting for the page to render.
 */
import type { LayoutTile } from '../../layout/model/codec';
import {
  editorReducer,
  emptyDoc,
  settledTiles,
  type EditorAction,
  type GridItem,
} from './editorState';
import { announcementKind, type TileAnnouncement, type TileGeometry } from './keyboard';

export interface Outcome {
  /** False when the reducer answers with the same document: nothing to dispatch. */
  changed: boolean;
  /** Where the grid draws `key` afterwards; undefined once it is removed. */
  after: TileGeometry | undefined;
  kind: TileAnnouncement;
}

/** `tiles` as the grid draws them, by key. */
export function settledByKey(tiles: readonly LayoutTile[]): Map<string, TileGeometry> {
  return new Map(settledTiles([...tiles]).map((tile) => [tile.key, geometryOf(tile)]));
}

const geometryOf = (tile: TileGeometry): TileGeometry => ({
  key: tile.key,
  x: tile.x,
  y: tile.y,
  w: tile.w,
  h: tile.h,
});

/** What `action` does to the tile `key`, which the grid draws at `before`. */
export function outcomeOf(
  tiles: readonly LayoutTile[],
  action: EditorAction,
  key: string,
  before: TileGeometry,
): Outcome {
  const doc = { ...emptyDoc(), tiles: [...tiles] };
  const next = editorReducer(doc, action);
  const after = settledByKey(next.tiles).get(key);
  return { changed: next !== doc, after, kind: announcementKind(action, before, after) };
}

/** The geometry react-grid-layout reports, without its other fields. */
export function gridItems(
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
): GridItem[] {
  return layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
}

/** Top to bottom, then left to right: the order a person reads the grid in. */
export function readingOrder(tiles: Iterable<TileGeometry>): TileGeometry[] {
  return [...tiles].sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * The tile that takes focus when `key` is removed: the next one in reading order, else the one
 * before it; null when it was the last tile.
 */
export function neighbourAfterRemoval(
  settled: ReadonlyMap<string, TileGeometry>,
  key: string,
): string | null {
  const order = readingOrder(settled.values());
  const index = order.findIndex((tile) => tile.key === key);
  if (index < 0) return null;
  return order[index + 1]?.key ?? order[index - 1]?.key ?? null;
}

/**
 * A tile's header on the canvas, in canvas pixels: on the wall's surface it is one line (the
 * title, its window at the right) under the tile's top padding (tile.module.css `.wallType`).
 */
const HEADER = 40;
/** The least a handle bar may be on screen, for the pointer and the eye. */
const MIN_BAR = 18;

/**
 * How tall a tile's handle bar is on screen at `scale`: it stands in for the tile's header, and
 * where that would be too small to find, takes the least a bar may be (a few pixels of the
 * tile's first line under it at the smallest zooms, rather than a bar nobody can grab).
 */
export function handleBarHeight(scale: number): number {
  return Math.max(HEADER * scale, MIN_BAR);
}
