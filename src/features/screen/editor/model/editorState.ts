/**
 * The screen editor's document and its reducer (docs/design.md §5). The document is what a save
 * would write: a setting's fields and its tiles on the 12-column grid.
 *
 * Geometry edits go through react-grid-layout's own core (moveElement + verticalCompactor), so a
 * move made with the keyboard lands exactly where the same drag would, and the grid, which
 * compacts whatever layout it is given with the same compactor, shows the document unchanged.
 */
import {
  cloneLayout,
  moveElement,
  verticalCompactor,
  type Compactor,
  type Layout,
  type LayoutItem,
} from 'react-grid-layout/core';
import type { ScreenSettingInput } from '../../../../api/screen/operations';
import type { ScreenSetting } from '../../../../api/screen/schemas';
import { parseDateOption } from '../../../../api/screen/timeRange';
import {
  MAX_GRID_ROW,
  decodeLayout,
  encodeLayout,
  type CatalogEntry,
  type LayoutTile,
} from '../../layout/model/codec';
import { CANVAS_ROWS, GRID_COLS, tilesPastEdge } from '../../layout/model/grid';
import { FLOW_TILE } from '../../layout/model/template';
import { firstFreeSpot, freeSpot } from './placement';

export interface EditorDoc {
  title: string;
  logoUrl: string;
  logoPower: boolean;
  monitorUrl: string;
  isDefault: boolean;
  /** The 12-column layout of record, in the order the grid is given its children. */
  tiles: LayoutTile[];
}

/** A grid item as react-grid-layout reports it (only these fields are read). */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type EditorAction =
  | { type: 'move'; key: string; x: number; y: number }
  | { type: 'resize'; key: string; w: number; h: number }
  /**
   * The keyboard's step: one cell left or right; up or down, the nearest row at which the
   * compacted grid actually changes (one cell lower is often pulled straight back up, and a tile
   * only passes another once it reaches that one's far edge, exactly as a drag does).
   */
  | { type: 'nudge'; key: string; dx: -1 | 0 | 1; dy: -1 | 0 | 1 }
  /** The grid's whole layout after a drag or resize stopped (`onDragStop` / `onResizeStop`). */
  | { type: 'layout'; items: readonly GridItem[] }
  /**
   * A new tile at the first free spot, scanning rows from the top and each row from the left.
   * `w`/`h` are the widget's default size (`widgetFor(code)?.defaultSize`); absent, the size of a
   * flowing tile. The new tile's key is `nextTileKey(doc)`, known before dispatching. With `x`
   * and `y` (a drop from the palette) the tile goes there instead, pushing what is in the way
   * as a drag does, then the grid compacts: where the grid's drop preview showed it.
   */
  | {
      type: 'add';
      componentId: number;
      code: string | null;
      date: string;
      w?: number;
      h?: number;
      x?: number;
      y?: number;
      /** The other tiles as the grid showed them under the drop preview (`onDrop`'s layout). */
      layout?: readonly GridItem[];
    }
  | { type: 'remove'; key: string }
  /** Moves the tiles that reach below the wall's last row to free room on the wall, top first. */
  | { type: 'fitToWall' }
  | { type: 'setDate'; key: string; date: string }
  | { type: 'setTitle'; title: string }
  | { type: 'setLogoPower'; on: boolean }
  | { type: 'setMonitorUrl'; url: string }
  | { type: 'setDefault'; on: boolean }
  | { type: 'setLogo'; logoUrl: string }
  /** Load theirs, import a file, restore a draft. */
  | { type: 'replace'; doc: EditorDoc };

/** The compactor the editor's grid must be given, so it and this reducer agree tile for tile. */
export const EDITOR_COMPACTOR: Compactor = verticalCompactor;

/**
 * The tallest a tile can be made in the editor: the whole design canvas. A stored taller tile
 * keeps its height until it is resized, and may then only shrink.
 */
export const MAX_TILE_ROWS = CANVAS_ROWS;

export function docFromSetting(
  setting: ScreenSetting,
  catalog: ReadonlyMap<number, CatalogEntry>,
): EditorDoc {
  return {
    title: setting.Title,
    logoUrl: setting.LogoUrl,
    logoPower: setting.LogoPower,
    monitorUrl: setting.MonitorUrl ?? '',
    isDefault: setting.ScreenDefault === 1,
    // Kept exactly as decoded (gaps and all): a screen opened and saved unchanged stays as it was.
    tiles: decodeLayout(setting.ScreenDataMap, catalog).tiles,
  };
}

/** A new screen: no tiles yet, not the default. */
export function emptyDoc(): EditorDoc {
  return { title: '', logoUrl: '', logoPower: false, monitorUrl: '', isDefault: false, tiles: [] };
}

/** What `CreateScreenSetting` is sent for `doc`; with `id` it updates that screen. */
export function docToInput(doc: EditorDoc, id?: string): ScreenSettingInput {
  return {
    ...(id === undefined ? {} : { id }),
    title: doc.title.trim(),
    screenDataMap: encodeLayout(doc.tiles),
    logoUrl: doc.logoUrl,
    logoPower: doc.logoPower,
    monitorUrl: doc.monitorUrl.trim(),
    isDefault: doc.isDefault,
  };
}

/** The key the next added tile gets: `n<k>`, which the codec (`p…`, `i…`) never produces. */
export function nextTileKey(doc: EditorDoc): string {
  let highest = 0;
  for (const tile of doc.tiles) {
    const match = /^n(\d+)$/.exec(tile.key);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `n${highest + 1}`;
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

const toItem = (tile: LayoutTile): LayoutItem => ({
  i: tile.key,
  x: tile.x,
  y: tile.y,
  w: tile.w,
  h: tile.h,
});

const toLayout = (tiles: readonly LayoutTile[]): LayoutItem[] => tiles.map(toItem);

const compact = (layout: Layout): Layout => EDITOR_COMPACTOR.compact(layout, GRID_COLS);

/**
 * The tiles where the grid shows them: a stored layout with gaps is drawn compacted. Announce
 * and hit-test with these; the document keeps the stored geometry until a tile is edited.
 */
export function settledTiles(tiles: LayoutTile[]): LayoutTile[] {
  return withGeometry({ ...emptyDoc(), tiles }, compact(toLayout(tiles))).tiles;
}

/** The tiles with `layout`'s geometry; `doc` itself when nothing moved (no step to undo). */
function withGeometry(doc: EditorDoc, layout: Layout): EditorDoc {
  const byKey = new Map(layout.map((item) => [item.i, item]));
  let changed = false;
  const tiles = doc.tiles.map((tile) => {
    const item = byKey.get(tile.key);
    if (!item) return tile;
    if (item.x === tile.x && item.y === tile.y && item.w === tile.w && item.h === tile.h) {
      return tile;
    }
    changed = true;
    return { ...tile, x: item.x, y: item.y, w: item.w, h: item.h, geometryFromTemplate: false };
  });
  return changed ? { ...doc, tiles } : doc;
}

/** Keeps a rectangle inside the columns and the row limit; the size wins over the position. */
function clampRect(rect: GridItem, maxH: number): GridItem {
  const w = clamp(rect.w, 1, GRID_COLS);
  const h = clamp(rect.h, 1, maxH);
  return {
    i: rect.i,
    w,
    h,
    x: clamp(rect.x, 0, GRID_COLS - w),
    y: clamp(rect.y, 0, MAX_GRID_ROW),
  };
}

/**
 * `item` moved to (x, y) in `layout` as the grid's drag moves it: a user action that pushes what
 * is in the way, with the editor's compactor (compact afterwards).
 */
function pushTo(layout: LayoutItem[], item: LayoutItem, x: number, y: number): LayoutItem[] {
  return moveElement(layout, item, x, y, true, false, EDITOR_COMPACTOR.type, GRID_COLS, false);
}

function move(doc: EditorDoc, key: string, x: number, y: number): EditorDoc {
  const layout = cloneLayout(compact(toLayout(doc.tiles)));
  const item = layout.find((candidate) => candidate.i === key);
  if (!item) return doc;
  const target = clampRect({ ...item, x, y }, Math.max(item.h, MAX_TILE_ROWS));
  // As the grid's drag does: push what is in the way (a user action), then compact.
  return withGeometry(doc, compact(pushTo(layout, item, target.x, target.y)));
}

function nudge(doc: EditorDoc, key: string, dx: number, dy: number): EditorDoc {
  const layout = compact(toLayout(doc.tiles));
  const item = layout.find((candidate) => candidate.i === key);
  if (!item) return doc;
  if (dy === 0) return dx === 0 ? doc : move(doc, key, item.x + dx, item.y);
  // Compared with the layout as drawn, so settling a stored layout's gaps is not a step.
  const settled = withGeometry(doc, layout);
  const bottom = layout.reduce((lowest, other) => Math.max(lowest, other.y + other.h), 0);
  for (let y = item.y + dy; y >= 0 && y <= Math.min(bottom, MAX_GRID_ROW); y += dy) {
    const next = move(settled, key, item.x + dx, y);
    if (next !== settled) return next;
  }
  return doc;
}

function resize(doc: EditorDoc, key: string, w: number, h: number): EditorDoc {
  const layout = cloneLayout(compact(toLayout(doc.tiles)));
  const item = layout.find((candidate) => candidate.i === key);
  if (!item) return doc;
  // Anchored at the top-left corner, as the grid's south-east handle resizes.
  const target = clampRect(
    { i: key, x: item.x, y: item.y, w: Math.min(w, GRID_COLS - item.x), h },
    Math.max(item.h, MAX_TILE_ROWS),
  );
  item.w = target.w;
  item.h = target.h;
  return withGeometry(doc, compact(layout));
}

function applyLayout(doc: EditorDoc, items: readonly GridItem[]): EditorDoc {
  const byKey = new Map(items.map((item) => [item.i, item]));
  const layout = doc.tiles.map((tile) => {
    const item = byKey.get(tile.key);
    return item ? clampRect(item, Math.max(tile.h, MAX_TILE_ROWS)) : toItem(tile);
  });
  // The grid's layout is already compacted; compacting again costs nothing and keeps the
  // document's invariant when the items are partial or were clamped.
  return withGeometry(doc, compact(layout));
}

function fitToWall(doc: EditorDoc): EditorDoc {
  let layout = compact(toLayout(doc.tiles));
  const below = tilesPastEdge(layout.map((item) => ({ ...item, key: item.i })));
  for (const { tile: item } of below) {
    const others = layout.filter((other) => other.i !== item.i);
    const spot = freeSpot(others, item.w, item.h, CANVAS_ROWS - item.h);
    // A tile with no room on the wall stays where it is; the save still asks about it.
    if (spot) layout = compact([...others, { ...item, ...spot }]);
  }
  return withGeometry(doc, layout);
}

/** `w`×`h` placed at (`x`, `y`) of `layout`, pushing what is in the way, then compacted. */
function placedAt(
  layout: Layout,
  key: string,
  rect: { x: number; y: number; w: number; h: number },
) {
  const target = clampRect({ i: key, ...rect }, MAX_TILE_ROWS);
  // Brought in from below everything, so the move up pushes what is in the way, as a drag does.
  const bottom = layout.reduce((lowest, other) => Math.max(lowest, other.y + other.h), 0);
  const item: LayoutItem = { ...target, y: bottom };
  return compact(pushTo([...cloneLayout(layout), item], item, target.x, target.y));
}

function add(doc: EditorDoc, action: Extract<EditorAction, { type: 'add' }>): EditorDoc {
  const w = clamp(action.w ?? FLOW_TILE.w, 1, GRID_COLS);
  const h = clamp(action.h ?? FLOW_TILE.h, 1, MAX_TILE_ROWS);
  const key = nextTileKey(doc);
  let layout = compact(toLayout(doc.tiles));
  let spot = firstFreeSpot(layout, w, h);
  if (action.x !== undefined && action.y !== undefined) {
    const rect = { x: action.x, y: action.y, w, h };
    layout = action.layout
      ? compact([
          ...applyLayout(doc, action.layout).tiles.map(toItem),
          clampRect({ i: key, ...rect }, MAX_TILE_ROWS),
        ])
      : placedAt(layout, key, rect);
    const placed = layout.find((item) => item.i === key);
    if (placed) spot = { x: placed.x, y: placed.y };
    layout = layout.filter((item) => item.i !== key);
  }
  const tile: LayoutTile = {
    key,
    index: doc.tiles.reduce((highest, t) => Math.max(highest, t.index), -1) + 1,
    positionId: null,
    componentId: action.componentId,
    code: action.code,
    date: action.date,
    range: parseDateOption(action.date),
    x: spot.x,
    y: spot.y,
    w,
    h,
    geometryFromTemplate: false,
    extra: {},
    // An object element: encodeLayout writes it with its geometry.
    raw: undefined,
  };
  const next = withGeometry(doc, layout);
  return { ...next, tiles: [...next.tiles, tile] };
}

function remove(doc: EditorDoc, key: string): EditorDoc {
  if (!doc.tiles.some((tile) => tile.key === key)) return doc;
  const rest = { ...doc, tiles: doc.tiles.filter((tile) => tile.key !== key) };
  // The grid closes the gap the tile leaves; the document follows.
  return withGeometry(rest, compact(toLayout(rest.tiles)));
}

function setDate(doc: EditorDoc, key: string, date: string): EditorDoc {
  const found = doc.tiles.find((tile) => tile.key === key);
  if (!found || found.date === date) return doc;
  return {
    ...doc,
    tiles: doc.tiles.map((tile) =>
      tile.key === key ? { ...tile, date, range: parseDateOption(date) } : tile,
    ),
  };
}

function setField<K extends Exclude<keyof EditorDoc, 'tiles'>>(
  doc: EditorDoc,
  field: K,
  value: EditorDoc[K],
): EditorDoc {
  return doc[field] === value ? doc : { ...doc, [field]: value };
}

/**
 * The next document. Returns `doc` itself when the action changes nothing, which is how the
 * history tells a no-op (a drag that ended where it began) from an edit.
 */
export function editorReducer(doc: EditorDoc, action: EditorAction): EditorDoc {
  switch (action.type) {
    case 'move':
      return move(doc, action.key, action.x, action.y);
    case 'nudge':
      return nudge(doc, action.key, action.dx, action.dy);
    case 'resize':
      return resize(doc, action.key, action.w, action.h);
    case 'layout':
      return applyLayout(doc, action.items);
    case 'add':
      return add(doc, action);
    case 'remove':
      return remove(doc, action.key);
    case 'fitToWall':
      return fitToWall(doc);
    case 'setDate':
      return setDate(doc, action.key, action.date);
    case 'setTitle':
      return setField(doc, 'title', action.title);
    case 'setLogoPower':
      return setField(doc, 'logoPower', action.on);
    case 'setMonitorUrl':
      return setField(doc, 'monitorUrl', action.url);
    case 'setDefault':
      return setField(doc, 'isDefault', action.on);
    case 'setLogo':
      return setField(doc, 'logoUrl', action.logoUrl);
    case 'replace':
      return action.doc;
  }
}
