/**
 * The palette's contents: the components `DescribeScreenDataMap` offers, grouped by the type of
 * their data code (the service's own group when the code is not one this console knows), with
 * localized titles, filtered as the user types.
 */
import { TYPE_CODES, isDataCode, typeCodeOf } from '../../../../api/screen/dataCodes';
import type { DataMap } from '../../../../api/screen/schemas';
import type { CatalogEntry, LayoutTile } from '../../layout/model/codec';

export interface PaletteItem {
  entry: CatalogEntry;
  /** Localized, else the service's title. */
  title: string;
}

export interface PaletteGroup {
  /** A known type code, or the service's `TypeCode` for a group of unknown codes. */
  typeCode: string;
  /** The service's label for the group, used when the type code is not a known one. */
  serviceLabel: string;
  items: PaletteItem[];
}

/**
 * Every component a tile can be made of, once, grouped: known types in their usual order, then
 * any other group in the service's order. Components whose `Id` is not an integer are left
 * out: a layout could not name them (the catalogue has no entry for them).
 */
export function paletteGroups(
  dataMap: DataMap,
  catalog: ReadonlyMap<number, CatalogEntry>,
  titleOf: (code: string | null, fallback?: string) => string,
): PaletteGroup[] {
  const groups = new Map<string, PaletteGroup>();
  const seen = new Set<number>();
  for (const group of dataMap.SecScreenTypeList) {
    for (const item of group.TypeData) {
      const entry = entryFor(item.Id, item.Code, catalog);
      if (!entry || seen.has(entry.componentId)) continue;
      seen.add(entry.componentId);
      const typeCode = isDataCode(entry.code) ? typeCodeOf(entry.code) : group.TypeCode;
      let target = groups.get(typeCode);
      if (!target) {
        target = { typeCode, serviceLabel: group.Type, items: [] };
        groups.set(typeCode, target);
      }
      target.items.push({ entry, title: titleOf(entry.code, entry.title) });
    }
  }
  const rank = (typeCode: string) => {
    const index = (TYPE_CODES as readonly string[]).indexOf(typeCode);
    return index < 0 ? TYPE_CODES.length : index;
  };
  // A stable sort keeps the service's order among the groups it alone names.
  return [...groups.values()].sort((a, b) => rank(a.typeCode) - rank(b.typeCode));
}

function entryFor(
  id: string,
  code: string,
  catalog: ReadonlyMap<number, CatalogEntry>,
): CatalogEntry | undefined {
  if (!/^-?\d+$/.test(id.trim())) return undefined;
  const entry = catalog.get(Number(id.trim()));
  // A repeated id belongs to the component the catalogue kept (the first one listed).
  return entry?.code === code ? entry : undefined;
}

/** The groups with only the components whose title, service title or code contain `query`. */
export function filterGroups(groups: readonly PaletteGroup[], query: string): PaletteGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...groups];
  const matches = (item: PaletteItem) =>
    [item.title, item.entry.title, item.entry.code].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    );
  return groups
    .map((group) => ({ ...group, items: group.items.filter(matches) }))
    .filter((group) => group.items.length > 0);
}

/** How many tiles of each component are on the screen. */
export function placedCounts(tiles: readonly LayoutTile[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const tile of tiles) {
    if (tile.componentId === null) continue;
    counts.set(tile.componentId, (counts.get(tile.componentId) ?? 0) + 1);
  }
  return counts;
}

export const itemCount = (groups: readonly PaletteGroup[]) =>
  groups.reduce((total, group) => total + group.items.length, 0);
