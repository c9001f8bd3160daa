import { cloneLayout, moveElement, verticalCompactor } from 'react-grid-layout/core';
import { decodeLayout, encodeLayout } from '../../layout/model/codec';
import { CANVAS_ROWS } from '../../layout/model/grid';
import { TEMPLATE_SLOTS } from '../../layout/model/template';
import {
  EDITOR_COMPACTOR,
  MAX_TILE_ROWS,
  docFromSetting,
  docToInput,
  editorReducer,
  emptyDoc,
  nextTileKey,
  settledTiles,
  type EditorDoc,
} from './editorState';
import { catalog, docOf, geometry, setting } from '../testing/testFixtures';

/** Alarms (p1) above Assets (p2) in the first column, Vulnerabilities (p3) tall beside them. */
const stacked = () =>
  docOf([
    { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 4, h: 4 },
    { positionId: 2, componentId: 1, date: '7-day', x: 0, y: 4, w: 4, h: 4 },
    { positionId: 3, componentId: 2, date: '30-day', x: 4, y: 0, w: 4, h: 6 },
  ]);

describe('docFromSetting / docToInput', () => {
  it('reads every field of the setting', () => {
    const doc = docFromSetting(
      setting({ ScreenDefault: 1, MonitorUrl: undefined, Title: ' Ops ', LogoPower: false }),
      catalog,
    );
    expect(doc).toEqual({
      title: ' Ops ',
      logoUrl: 'https://oss.example/logo.png',
      logoPower: false,
      monitorUrl: '',
      isDefault: true,
      tiles: [],
    });
  });

  it('writes the save request: title trimmed, layout encoded, id only when given', () => {
    const doc = { ...stacked(), title: '  Ops  ', monitorUrl: ' https://m.example/ ' };
    const input = docToInput(doc, '42');
    expect(input).toEqual({
      id: '42',
      title: 'Ops',
      screenDataMap: encodeLayout(doc.tiles),
      logoUrl: 'https://oss.example/logo.png',
      logoPower: true,
      monitorUrl: 'https://m.example/',
      isDefault: false,
    });
    expect('id' in docToInput(doc)).toBe(false);
  });

  it('saves a layout that reloads identically', () => {
    const first = docToInput(stacked());
    const reloaded = docFromSetting(setting({ ScreenDataMap: first.screenDataMap }), catalog);
    expect(docToInput(reloaded)).toEqual(first);
    // Positions are renumbered in reading order, so the tall tile is position 2 now.
    expect(geometry(reloaded.tiles)).toEqual({
      p1: [0, 0, 4, 4],
      p2: [4, 0, 4, 6],
      p3: [0, 4, 4, 4],
    });
    expect(reloaded.tiles.map((t) => t.componentId)).toEqual([5, 2, 1]);
  });

  it('keeps unknown keys, unknown components and non-object elements through a save', () => {
    const doc = docOf([
      7,
      { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 4, h: 4, theme: 'red' },
      'note',
      { positionId: 2, componentId: 999, date: '1-hour', x: 4, y: 0, w: 4, h: 4 },
      null,
      ['nested'],
    ]);
    const moved = editorReducer(doc, { type: 'nudge', key: 'p1', dx: 1, dy: 0 });
    const saved = JSON.parse(docToInput(moved).screenDataMap) as unknown[];
    expect(saved).toEqual([
      { positionId: 1, componentId: 5, date: '7-day', x: 1, y: 0, w: 4, h: 4, theme: 'red' },
      // Pushed below Alarms, which now overlaps its old place.
      { positionId: 2, componentId: 999, date: '1-hour', x: 4, y: 4, w: 4, h: 4 },
      7,
      'note',
      null,
      ['nested'],
    ]);
  });

  it('writes geometry for a template layout, which then reloads at the same slots', () => {
    const doc = docOf([
      { positionId: 1, componentId: 5, date: '7-day' },
      { positionId: 6, componentId: 1, date: '7-day' },
    ]);
    const saved = docToInput(doc).screenDataMap;
    const reloaded = decodeLayout(saved, catalog).tiles;
    expect(reloaded.map(({ x, y, w, h }) => ({ x, y, w, h }))).toEqual([
      TEMPLATE_SLOTS[0],
      TEMPLATE_SLOTS[5],
    ]);
  });
});

describe('editorReducer geometry', () => {
  it('is the vertical compactor the grid is given', () => {
    expect(EDITOR_COMPACTOR).toBe(verticalCompactor);
  });

  it('moves a tile sideways and pushes what it lands on down, as a drag does', () => {
    const next = editorReducer(stacked(), { type: 'move', key: 'p1', x: 2, y: 0 });
    expect(geometry(next.tiles)).toEqual({
      p1: [2, 0, 4, 4],
      p2: [0, 4, 4, 4],
      p3: [4, 4, 4, 6],
    });
  });

  it('agrees with react-grid-layout moveElement + compact on the same move', () => {
    const doc = stacked();
    const layout = cloneLayout(
      doc.tiles.map((t) => ({ i: t.key, x: t.x, y: t.y, w: t.w, h: t.h })),
    );
    const grid = verticalCompactor.compact(
      moveElement(layout, layout[1]!, 5, 0, true, false, 'vertical', 12, false),
      12,
    );
    const next = editorReducer(doc, { type: 'move', key: 'p2', x: 5, y: 0 });
    expect(geometry(next.tiles)).toEqual(
      Object.fromEntries(grid.map((item) => [item.i, [item.x, item.y, item.w, item.h]])),
    );
  });

  it('clamps a move into the 12 columns and above row 0', () => {
    const next = editorReducer(stacked(), { type: 'move', key: 'p3', x: 20, y: -3 });
    expect(geometry(next.tiles).p3).toEqual([8, 0, 4, 6]);
    const left = editorReducer(stacked(), { type: 'move', key: 'p3', x: -5, y: 0 });
    expect(geometry(left.tiles).p3).toEqual([0, 0, 4, 6]);
  });

  it('returns the same document when a move changes nothing (the grid pulls it back up)', () => {
    const doc = stacked();
    expect(editorReducer(doc, { type: 'move', key: 'p2', x: 0, y: 9 })).toBe(doc);
    expect(editorReducer(doc, { type: 'move', key: 'p1', x: 0, y: 0 })).toBe(doc);
    expect(editorReducer(doc, { type: 'move', key: 'nope', x: 3, y: 3 })).toBe(doc);
  });

  it('nudges a tile up past the one above it, and down past the one below', () => {
    const up = editorReducer(stacked(), { type: 'nudge', key: 'p2', dx: 0, dy: -1 });
    expect(geometry(up.tiles)).toMatchObject({ p2: [0, 0, 4, 4], p1: [0, 4, 4, 4] });
    const down = editorReducer(stacked(), { type: 'nudge', key: 'p1', dx: 0, dy: 1 });
    expect(geometry(down.tiles)).toMatchObject({ p2: [0, 0, 4, 4], p1: [0, 4, 4, 4] });
    const right = editorReducer(stacked(), { type: 'nudge', key: 'p2', dx: 1, dy: 0 });
    // One column right runs into the tall tile, which stays on top: Assets settles below it.
    expect(geometry(right.tiles)).toEqual({ p1: [0, 0, 4, 4], p2: [1, 6, 4, 4], p3: [4, 0, 4, 6] });
  });

  it('leaves the document alone when a nudge cannot go anywhere', () => {
    const doc = stacked();
    // Nothing below Assets: every lower row is compacted straight back.
    expect(editorReducer(doc, { type: 'nudge', key: 'p2', dx: 0, dy: 1 })).toBe(doc);
    expect(editorReducer(doc, { type: 'nudge', key: 'p1', dx: 0, dy: -1 })).toBe(doc);
    // A stored gap the grid closes on screen is not a step either.
    const gapped = docOf([
      { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 3, w: 4, h: 4 },
      { positionId: 2, componentId: 1, date: '7-day', x: 0, y: 10, w: 4, h: 4 },
    ]);
    expect(editorReducer(gapped, { type: 'nudge', key: 'p2', dx: 0, dy: 1 })).toBe(gapped);
    const up = editorReducer(gapped, { type: 'nudge', key: 'p2', dx: 0, dy: -1 });
    expect(geometry(up.tiles)).toEqual({ p1: [0, 4, 4, 4], p2: [0, 0, 4, 4] });
  });

  it('resizes from the top-left corner, pushing the tile below down', () => {
    const next = editorReducer(stacked(), { type: 'resize', key: 'p1', w: 4, h: 5 });
    expect(geometry(next.tiles)).toEqual({
      p1: [0, 0, 4, 5],
      p2: [0, 5, 4, 4],
      p3: [4, 0, 4, 6],
    });
  });

  it('clamps a resize: at least 1 × 1, no wider than the columns left, no taller than the canvas', () => {
    const doc = stacked();
    expect(
      geometry(editorReducer(doc, { type: 'resize', key: 'p3', w: 0, h: -2 }).tiles).p3,
    ).toEqual([4, 0, 1, 1]);
    expect(
      geometry(editorReducer(doc, { type: 'resize', key: 'p3', w: 40, h: 99 }).tiles).p3,
    ).toEqual([4, 0, 8, MAX_TILE_ROWS]);
  });

  it('applies the layout the grid reports, ignoring unknown keys', () => {
    const next = editorReducer(stacked(), {
      type: 'layout',
      items: [
        { i: 'p3', x: 0, y: 0, w: 4, h: 6 },
        { i: 'p1', x: 4, y: 0, w: 4, h: 4 },
        { i: 'p2', x: 8, y: 0, w: 4, h: 4 },
        { i: 'ghost', x: 0, y: 9, w: 2, h: 2 },
      ],
    });
    expect(geometry(next.tiles)).toEqual({
      p1: [4, 0, 4, 4],
      p2: [8, 0, 4, 4],
      p3: [0, 0, 4, 6],
    });
    expect(next.tiles.map((t) => t.key)).toEqual(['p1', 'p2', 'p3']);
  });

  it('returns the same document for a grid layout at the same positions in another order', () => {
    const doc = stacked();
    const items = doc.tiles.map(({ key, x, y, w, h }) => ({ i: key, x, y, w, h })).reverse();
    expect(editorReducer(doc, { type: 'layout', items })).toBe(doc);
  });

  it('settles a stored layout with gaps where the grid draws it, without changing the document', () => {
    const doc = docOf([{ positionId: 1, componentId: 5, date: '7-day', x: 2, y: 6, w: 4, h: 4 }]);
    expect(geometry(settledTiles(doc.tiles))).toEqual({ p1: [2, 0, 4, 4] });
    expect(geometry(doc.tiles)).toEqual({ p1: [2, 6, 4, 4] });
  });
});

describe('editorReducer add / remove / fields', () => {
  it('adds a tile at the first free spot from the top-left, with a fresh key and no raw element', () => {
    const next = editorReducer(stacked(), {
      type: 'add',
      componentId: 3,
      code: 'HC_HC',
      date: '30-day',
      w: 4,
      h: 8,
    });
    const added = next.tiles.at(-1)!;
    expect(added).toMatchObject({
      key: 'n1',
      index: 3,
      positionId: null,
      componentId: 3,
      code: 'HC_HC',
      date: '30-day',
      range: { value: 30, unit: 'day' },
      x: 8,
      y: 0,
      w: 4,
      h: 8,
      geometryFromTemplate: false,
      extra: {},
    });
    expect(added.raw).toBeUndefined();
    expect('raw' in added).toBe(true);
  });

  it('places below a full template and uses the flowing size when none is given', () => {
    const doc = docOf(
      Array.from({ length: 12 }, (_, i) => ({ positionId: i + 1, componentId: 5, date: '7-day' })),
    );
    const next = editorReducer(doc, {
      type: 'add',
      componentId: 1,
      code: 'ASSETS_ASSETS',
      date: '7-day',
    });
    expect(geometry([next.tiles.at(-1)!])).toEqual({ n1: [0, 24, 4, 8] });
  });

  it('adds a dropped tile where it was dropped, pushing what is in the way down', () => {
    const drop = {
      type: 'add',
      componentId: 3,
      code: 'HC_HC',
      date: '30-day',
      w: 4,
      h: 4,
    } as const;
    const next = editorReducer(stacked(), { ...drop, x: 0, y: 0 });
    expect(geometry(next.tiles)).toEqual({
      p1: [0, 4, 4, 4],
      p2: [0, 8, 4, 4],
      p3: [4, 0, 4, 6],
      n1: [0, 0, 4, 4],
    });
    // Dropped on empty rows far below, it rises as the grid compacts; past the edge, it is kept in.
    expect(geometry([editorReducer(stacked(), { ...drop, x: 8, y: 40 }).tiles.at(-1)!])).toEqual({
      n1: [8, 0, 4, 4],
    });
    expect(geometry([editorReducer(stacked(), { ...drop, x: 11, y: 0 }).tiles.at(-1)!])).toEqual({
      n1: [8, 0, 4, 4],
    });
    // A component already placed is added once more, as a click adds it.
    const again = editorReducer(next, { ...drop, x: 4, y: 6 });
    expect(again.tiles.filter((tile) => tile.componentId === 3)).toHaveLength(2);
  });

  it('never reuses a key, also after removals, and never collides with codec keys', () => {
    let doc: EditorDoc = stacked();
    const add = { type: 'add', componentId: 5, code: 'ALARM_ALARM', date: '7-day' } as const;
    doc = editorReducer(doc, add);
    doc = editorReducer(doc, add);
    expect(doc.tiles.map((t) => t.key)).toEqual(['p1', 'p2', 'p3', 'n1', 'n2']);
    doc = editorReducer(doc, { type: 'remove', key: 'n1' });
    expect(nextTileKey(doc)).toBe('n3');
    doc = editorReducer(doc, add);
    expect(new Set(doc.tiles.map((t) => t.key)).size).toBe(doc.tiles.length);
    expect(nextTileKey(emptyDoc())).toBe('n1');
  });

  it('removes a tile and closes the gap it leaves', () => {
    const next = editorReducer(stacked(), { type: 'remove', key: 'p1' });
    expect(geometry(next.tiles)).toEqual({ p2: [0, 0, 4, 4], p3: [4, 0, 4, 6] });
    const same = stacked();
    expect(editorReducer(same, { type: 'remove', key: 'zzz' })).toBe(same);
  });

  it('changes a tile’s range and re-reads it', () => {
    const next = editorReducer(stacked(), { type: 'setDate', key: 'p1', date: '24-hour' });
    expect(next.tiles[0]).toMatchObject({ date: '24-hour', range: { value: 24, unit: 'hour' } });
    const doc = stacked();
    expect(editorReducer(doc, { type: 'setDate', key: 'p1', date: '7-day' })).toBe(doc);
  });

  it('sets the screen fields, and returns the same document when a value does not change', () => {
    let doc = stacked();
    doc = editorReducer(doc, { type: 'setTitle', title: 'Night shift' });
    doc = editorReducer(doc, { type: 'setLogoPower', on: false });
    doc = editorReducer(doc, { type: 'setMonitorUrl', url: 'https://m.example/x' });
    doc = editorReducer(doc, { type: 'setDefault', on: true });
    doc = editorReducer(doc, { type: 'setLogo', logoUrl: '' });
    expect(doc).toMatchObject({
      title: 'Night shift',
      logoPower: false,
      monitorUrl: 'https://m.example/x',
      isDefault: true,
      logoUrl: '',
    });
    expect(editorReducer(doc, { type: 'setTitle', title: 'Night shift' })).toBe(doc);
    expect(editorReducer(doc, { type: 'setDefault', on: true })).toBe(doc);
  });

  it('replaces the whole document', () => {
    const other = emptyDoc();
    expect(editorReducer(stacked(), { type: 'replace', doc: other })).toBe(other);
  });
});

describe('fitToWall', () => {
  it('moves a tile below the wall’s 24 rows into free room on the wall, top first', () => {
    const doc = docOf([
      { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 6, h: 24 },
      { positionId: 2, componentId: 1, date: '7-day', x: 6, y: 0, w: 6, h: 12 },
      // Room at rows 13–24 of the right half; this one sits below it, past the edge.
      { positionId: 3, componentId: 2, date: '7-day', x: 0, y: 24, w: 6, h: 6 },
    ]);
    const next = editorReducer(doc, { type: 'fitToWall' });
    expect(geometry(next.tiles)).toEqual({
      p1: [0, 0, 6, 24],
      p2: [6, 0, 6, 12],
      p3: [6, 12, 6, 6],
    });
    expect(next.tiles.every((tile) => tile.y + tile.h <= CANVAS_ROWS)).toBe(true);
  });

  it('leaves a tile that has no room on the wall where it is, and changes nothing else', () => {
    const doc = docOf([
      { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 12, h: 24 },
      { positionId: 2, componentId: 1, date: '7-day', x: 0, y: 24, w: 4, h: 6 },
    ]);
    // Nothing to do is no step to undo.
    expect(editorReducer(doc, { type: 'fitToWall' })).toBe(doc);
  });
});
