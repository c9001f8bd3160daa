/**
 * Did someone else save this screen while it was being edited? The setting as loaded is compared
 * with the one on the server now, field by field and, for the layout, tile by tile, so the editor
 * can say what changed ("Alarms was moved", "the title is now …") instead of "conflict".
 */
import type { ScreenSetting } from '../../../../api/screen/schemas';
import {
  decodeLayout,
  encodeLayout,
  type CatalogEntry,
  type LayoutTile,
} from '../../layout/model/codec';

interface TileState {
  x: number;
  y: number;
  w: number;
  h: number;
  date: string;
}

type TileChange = 'added' | 'removed' | 'moved' | 'resized' | 'date';

export type Difference =
  | { field: 'title' | 'logoUrl' | 'monitorUrl'; base: string; theirs: string }
  | { field: 'logoPower' | 'isDefault'; base: boolean; theirs: boolean }
  | {
      field: 'tile';
      change: TileChange;
      componentId: number | null;
      /** From the catalogue; null when the component is unknown. */
      code: string | null;
      /** null when added. */
      base: TileState | null;
      /** null when removed. */
      theirs: TileState | null;
    }
  /**
   * The layout changed in a way that is not a tile's place, size or range: unreadable text,
   * elements that are not objects, or keys this console does not know.
   */
  | { field: 'layout'; change: 'other' };

const stateOf = (tile: LayoutTile): TileState => ({
  x: tile.x,
  y: tile.y,
  w: tile.w,
  h: tile.h,
  date: tile.date,
});

const readingOrder = (a: LayoutTile, b: LayoutTile) => a.y - b.y || a.x - b.x || a.index - b.index;

type Pair = [base: LayoutTile, theirs: LayoutTile];

/**
 * Pairs tiles of the same component: identical ones first, then ones still at the same place,
 * then the rest in reading order. What is left over was added or removed.
 */
function pairTiles(base: LayoutTile[], theirs: LayoutTile[]) {
  const pairs: Pair[] = [];
  const left = new Set(base);
  const right = new Set(theirs);
  const passes: ((a: LayoutTile, b: LayoutTile) => boolean)[] = [
    (a, b) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h && a.date === b.date,
    (a, b) => a.x === b.x && a.y === b.y,
    () => true,
  ];
  for (const matches of passes) {
    for (const a of [...left]) {
      const b = [...right].find(
        (candidate) => candidate.componentId === a.componentId && matches(a, candidate),
      );
      if (!b) continue;
      pairs.push([a, b]);
      left.delete(a);
      right.delete(b);
    }
  }
  return { pairs, removed: [...left], added: [...right] };
}

const json = (value: unknown) => JSON.stringify(value);

function layoutDifferences(
  baseText: string,
  theirsText: string,
  catalog: ReadonlyMap<number, CatalogEntry>,
): Difference[] {
  if (baseText === theirsText) return [];
  const base = decodeLayout(baseText, catalog);
  const theirs = decodeLayout(theirsText, catalog);
  const objects = (tiles: LayoutTile[]) =>
    tiles.filter((tile) => tile.raw === undefined).toSorted(readingOrder);
  const { pairs, removed, added } = pairTiles(objects(base.tiles), objects(theirs.tiles));

  const differences: Difference[] = [];
  const tileDifference = (
    change: TileChange,
    tile: LayoutTile,
    before: LayoutTile | null,
    after: LayoutTile | null,
  ): Difference => ({
    field: 'tile',
    change,
    componentId: tile.componentId,
    code: tile.code,
    base: before && stateOf(before),
    theirs: after && stateOf(after),
  });

  let other = base.unreadable !== theirs.unreadable;
  for (const [a, b] of pairs.toSorted(([, x], [, y]) => readingOrder(x, y))) {
    if (a.x !== b.x || a.y !== b.y) differences.push(tileDifference('moved', b, a, b));
    if (a.w !== b.w || a.h !== b.h) differences.push(tileDifference('resized', b, a, b));
    if (a.date !== b.date) differences.push(tileDifference('date', b, a, b));
    if (json(a.extra) !== json(b.extra)) other = true;
  }
  for (const tile of added) differences.push(tileDifference('added', tile, null, tile));
  for (const tile of removed) differences.push(tileDifference('removed', tile, tile, null));

  const raws = (tiles: LayoutTile[]) =>
    json(tiles.filter((t) => t.raw !== undefined).map((t) => t.raw));
  if (raws(base.tiles) !== raws(theirs.tiles)) other = true;
  // Whatever the tiles do not explain (an unreadable text edited into another, say) still counts.
  if (differences.length === 0 && encodeLayout(base.tiles) !== encodeLayout(theirs.tiles)) {
    other = true;
  }
  if (differences.length === 0 && base.unreadable && theirs.unreadable) other = true;
  if (other) differences.push({ field: 'layout', change: 'other' });
  return differences;
}

/**
 * What changed on the server since `base` was loaded, or null when nothing did. Only what a save
 * would overwrite is compared; the request id and the screen id are not.
 */
export function detectConflict(
  base: ScreenSetting,
  latest: ScreenSetting,
  catalog: ReadonlyMap<number, CatalogEntry>,
): Difference[] | null {
  const differences: Difference[] = [];
  const text = (field: 'title' | 'logoUrl' | 'monitorUrl', a: string, b: string) => {
    if (a !== b) differences.push({ field, base: a, theirs: b });
  };
  const flag = (field: 'logoPower' | 'isDefault', a: boolean, b: boolean) => {
    if (a !== b) differences.push({ field, base: a, theirs: b });
  };
  text('title', base.Title, latest.Title);
  text('logoUrl', base.LogoUrl, latest.LogoUrl);
  flag('logoPower', base.LogoPower, latest.LogoPower);
  text('monitorUrl', base.MonitorUrl ?? '', latest.MonitorUrl ?? '');
  flag('isDefault', base.ScreenDefault === 1, latest.ScreenDefault === 1);
  differences.push(...layoutDifferences(base.ScreenDataMap, latest.ScreenDataMap, catalog));
  return differences.length > 0 ? differences : null;
}
