/**
 * The screen layout codec (docs/design.md §5): `ScreenDataMap` text ⇄ tiles on the 12-column grid.
 *
 * Decoding never throws and never drops an element: whatever cannot be read is kept as a tile and
 * listed as a problem, so the viewer can render what it can and the editor can save the rest back
 * unchanged. Encoding writes geometry for every tile and renumbers `positionId` in reading order,
 * so a layout saved here reloads identically.
 */
import { parseDateOption, type RangeOption } from '../../../../api/screen/timeRange';
import type { CatalogEntry } from './componentCatalog';
import { GRID_COLS, tilesPastEdge } from './grid';
import { flowSlot, templateSlot, type GridRect } from './template';

// The components a screen can show (the catalog a layout's tiles name) are componentCatalog.ts's.
export { catalogFromDataMap, defaultDateFor, type CatalogEntry } from './componentCatalog';

export interface LayoutTile {
  /** Stable React key / grid id: `p<positionId>`, or `i<index>` when the position is missing or repeated. */
  key: string;
  /** Position in the stored array. */
  index: number;
  positionId: number | null;
  /** null when not an integer. */
  componentId: number | null;
  /** From the catalogue; null when the component is unknown. */
  code: string | null;
  /** As stored (may be invalid); a stored non-string is kept as its JSON text. */
  date: string;
  /** `parseDateOption(date)`; null when invalid. */
  range: RangeOption | null;
  x: number;
  y: number;
  w: number;
  h: number;
  geometryFromTemplate: boolean;
  /** Unknown keys, preserved verbatim. */
  extra: Record<string, unknown>;
  /** The element as stored when it was not even an object (kept for re-encoding). */
  raw: unknown;
}

export type LayoutProblem =
  | { kind: 'invalid-json'; message: string }
  | { kind: 'not-array' }
  | { kind: 'not-object'; index: number }
  | { kind: 'bad-position'; index: number; value: unknown }
  | { kind: 'duplicate-position'; index: number; positionId: number; firstIndex: number }
  | { kind: 'bad-component'; index: number; value: unknown }
  | { kind: 'unknown-component'; index: number; componentId: number }
  | { kind: 'bad-date'; index: number; value: unknown }
  | { kind: 'date-not-offered'; index: number; date: string; componentId: number }
  | { kind: 'bad-geometry'; index: number; field: 'x' | 'y' | 'w' | 'h'; value: unknown }
  | { kind: 'overlap'; index: number; otherIndex: number }
  /** Drawn reaching below the wall's 24 rows (the wall then shortens its rows to show it). */
  | {
      kind: 'past-edge';
      index: number;
      /** The tile's data code and catalogue title, so the problem can name the tile. */
      code: string | null;
      title: string | null;
      bottom: number;
    };

export interface DecodedLayout {
  tiles: LayoutTile[];
  problems: LayoutProblem[];
  /** The input could not be read at all. */
  unreadable: boolean;
  rawText: string;
}

/** The documented keys, in the order they are written; every other key is an extra. */
const KNOWN_KEYS = ['positionId', 'componentId', 'date', 'x', 'y', 'w', 'h'] as const;
const GEOMETRY_FIELDS = ['x', 'y', 'w', 'h'] as const;
type GeometryField = (typeof GEOMETRY_FIELDS)[number];

/** Rows a stored y or h is clamped to: a typo must not build a grid kilometres tall. */
export const MAX_GRID_ROW = 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets an own property even for keys such as `__proto__`, which plain assignment would not. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const hasOwn = (record: Record<string, unknown>, key: string) =>
  Object.prototype.hasOwnProperty.call(record, key);

/**
 * The stored geometry, repaired into the grid, or null when it is absent or cannot be read (then
 * the template or the flow places the tile). Problems are pushed for every field that was wrong.
 */
function readGeometry(
  element: Record<string, unknown>,
  index: number,
  problems: LayoutProblem[],
): GridRect | null {
  if (!GEOMETRY_FIELDS.some((field) => hasOwn(element, field))) return null;
  const numbers: Partial<Record<GeometryField, number>> = {};
  let readable = true;
  for (const field of GEOMETRY_FIELDS) {
    const value = element[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push({ kind: 'bad-geometry', index, field, value });
      readable = false;
    } else {
      numbers[field] = value;
    }
  }
  if (!readable) return null;

  const repaired = { ...numbers } as Record<GeometryField, number>;
  const reported = new Set<GeometryField>();
  const fix = (field: GeometryField, min: number, max: number) => {
    const value = repaired[field];
    const fixed = Math.min(max, Math.max(min, Math.round(value)));
    if (fixed !== value) reported.add(field);
    repaired[field] = fixed;
  };
  fix('w', 1, GRID_COLS);
  fix('h', 1, MAX_GRID_ROW);
  fix('x', 0, GRID_COLS - 1);
  fix('y', 0, MAX_GRID_ROW);
  if (repaired.x + repaired.w > GRID_COLS) {
    // Keep the tile's size and move it left: the width is what the author chose for the chart.
    repaired.x = GRID_COLS - repaired.w;
    reported.add('x');
  }
  for (const field of GEOMETRY_FIELDS) {
    if (reported.has(field))
      problems.push({ kind: 'bad-geometry', index, field, value: element[field] });
  }
  return repaired;
}

interface ReadElement {
  tile: Omit<LayoutTile, 'x' | 'y' | 'w' | 'h' | 'geometryFromTemplate' | 'key'>;
  geometry: GridRect | null;
}

function readElement(
  element: unknown,
  index: number,
  catalog: ReadonlyMap<number, CatalogEntry>,
  problems: LayoutProblem[],
): ReadElement {
  if (!isRecord(element)) {
    problems.push({ kind: 'not-object', index });
    return {
      tile: {
        index,
        positionId: null,
        componentId: null,
        code: null,
        date: '',
        range: null,
        extra: {},
        raw: element,
      },
      geometry: null,
    };
  }

  const storedPosition = element.positionId;
  const positionId =
    typeof storedPosition === 'number' &&
    Number.isSafeInteger(storedPosition) &&
    storedPosition >= 1
      ? storedPosition
      : null;
  if (positionId === null) problems.push({ kind: 'bad-position', index, value: storedPosition });

  const storedComponent = element.componentId;
  const componentId =
    typeof storedComponent === 'number' && Number.isSafeInteger(storedComponent)
      ? storedComponent
      : null;
  const entry = componentId === null ? undefined : catalog.get(componentId);
  if (componentId === null) {
    problems.push({ kind: 'bad-component', index, value: storedComponent });
  } else if (!entry) {
    problems.push({ kind: 'unknown-component', index, componentId });
  }

  const storedDate = element.date;
  const date =
    typeof storedDate === 'string'
      ? storedDate
      : storedDate === undefined
        ? ''
        : JSON.stringify(storedDate);
  const range = typeof storedDate === 'string' ? parseDateOption(storedDate) : null;
  if (!range) {
    problems.push({ kind: 'bad-date', index, value: storedDate });
  } else if (entry && componentId !== null && entry.dates.length > 0) {
    const offered = entry.dates.some((option) => {
      const offer = parseDateOption(`${option.Value}-${option.Unit}`);
      return offer !== null && offer.value === range.value && offer.unit === range.unit;
    });
    if (!offered) problems.push({ kind: 'date-not-offered', index, date, componentId });
  }

  const geometry = readGeometry(element, index, problems);

  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(element)) {
    if (!(KNOWN_KEYS as readonly string[]).includes(key)) setOwn(extra, key, element[key]);
  }

  return {
    tile: {
      index,
      positionId,
      componentId,
      code: entry?.code ?? null,
      date,
      range,
      extra,
      raw: undefined,
    },
    geometry,
  };
}

const overlaps = (a: GridRect, b: GridRect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function parseText(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export function decodeLayout(
  text: string,
  catalog: ReadonlyMap<number, CatalogEntry>,
): DecodedLayout {
  // A screen that was never laid out stores nothing: an empty layout, not a broken one.
  if (text.trim() === '') return { tiles: [], problems: [], unreadable: false, rawText: text };

  const parsed = parseText(text);
  if ('error' in parsed) {
    return {
      tiles: [],
      problems: [{ kind: 'invalid-json', message: parsed.error }],
      unreadable: true,
      rawText: text,
    };
  }
  if (!Array.isArray(parsed.value)) {
    return { tiles: [], problems: [{ kind: 'not-array' }], unreadable: true, rawText: text };
  }

  const problems: LayoutProblem[] = [];
  const elements = parsed.value as unknown[];
  const read = elements.map((element, index) => readElement(element, index, catalog, problems));

  // The first element with a position owns it; later ones are placed as if they had none.
  const firstIndexOf = new Map<number, number>();
  const ownsPosition = read.map(({ tile }) => {
    if (tile.positionId === null) return false;
    const first = firstIndexOf.get(tile.positionId);
    if (first === undefined) {
      firstIndexOf.set(tile.positionId, tile.index);
      return true;
    }
    problems.push({
      kind: 'duplicate-position',
      index: tile.index,
      positionId: tile.positionId,
      firstIndex: first,
    });
    return false;
  });

  const placed: (GridRect | null)[] = read.map(({ tile, geometry }, i) => {
    if (geometry) return geometry;
    const slot =
      ownsPosition[i] && tile.positionId !== null ? templateSlot(tile.positionId) : undefined;
    return slot ? { ...slot } : null;
  });
  const flowTop = placed.reduce(
    (bottom, rect) => (rect ? Math.max(bottom, rect.y + rect.h) : bottom),
    0,
  );
  let flowed = 0;

  const tiles: LayoutTile[] = read.map(({ tile, geometry }, i) => {
    const rect = placed[i] ?? flowSlot(flowed++, flowTop);
    return {
      key: ownsPosition[i] ? `p${tile.positionId}` : `i${tile.index}`,
      ...tile,
      x: rect.x,
      y: rect.y,
      w: rect.w,
      h: rect.h,
      geometryFromTemplate: geometry === null,
    };
  });

  // Template and flow slots never overlap each other, so any overlap involves stored geometry.
  for (let i = 0; i < tiles.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = tiles[i];
      const b = tiles[j];
      if (a && b && overlaps(a, b)) problems.push({ kind: 'overlap', index: i, otherIndex: j });
    }
  }

  for (const { tile, bottom } of tilesPastEdge(tiles).toSorted(
    (a, b) => a.tile.index - b.tile.index,
  )) {
    const title = tile.componentId === null ? null : (catalog.get(tile.componentId)?.title ?? null);
    problems.push({ kind: 'past-edge', index: tile.index, code: tile.code, title, bottom });
  }

  return { tiles, problems, unreadable: false, rawText: text };
}

const isStoredObject = (tile: LayoutTile) => tile.raw === undefined;

/**
 * The `ScreenDataMap` text of `tiles`: objects in reading order (top to bottom, then left to
 * right) with `positionId` 1..n and their geometry, documented keys first and extras after;
 * elements that were not objects follow, verbatim, in their stored order.
 */
export function encodeLayout(tiles: readonly LayoutTile[]): string {
  const objects = tiles
    .filter(isStoredObject)
    .toSorted((a, b) => a.y - b.y || a.x - b.x || a.index - b.index);
  const others = tiles
    .filter((tile) => !isStoredObject(tile))
    .toSorted((a, b) => a.index - b.index);

  const encoded: unknown[] = objects.map((tile, order) => {
    const element: Record<string, unknown> = {
      positionId: order + 1,
      componentId: tile.componentId,
      date: tile.date,
      x: tile.x,
      y: tile.y,
      w: tile.w,
      h: tile.h,
    };
    for (const [key, value] of Object.entries(tile.extra)) {
      if (!(KNOWN_KEYS as readonly string[]).includes(key)) setOwn(element, key, value);
    }
    return element;
  });
  for (const tile of others) encoded.push(tile.raw);
  return JSON.stringify(encoded);
}
