import type { DataMap } from '../../../../api/screen/schemas';
import {
  catalogFromDataMap,
  decodeLayout,
  defaultDateFor,
  encodeLayout,
  type CatalogEntry,
  type LayoutProblem,
} from './codec';
import { CANVAS_ROWS, GRID_COLS } from './grid';
import { TEMPLATE_SLOTS, flowSlot, templateSlot } from './template';

const dataMap: DataMap = {
  RequestId: 'r1',
  SecScreenTypeList: [
    {
      TypeCode: 'ASSETS',
      Type: 'Assets',
      TypeData: [
        {
          Code: 'ASSETS_ASSETS',
          Title: 'Assets',
          Id: '1',
          Date: [
            { Unit: 'day', Value: '7' },
            { Unit: 'day', Value: '30' },
          ],
        },
      ],
    },
    {
      TypeCode: 'SE_OP',
      Type: 'Security operations',
      TypeData: [
        {
          Code: 'SE_OP_ATTACK_TREND',
          Title: 'Attack trend',
          Id: '9',
          Date: [{ Unit: 'hour', Value: '24' }],
        },
        { Code: 'SE_OP_SE_OP', Title: 'Operations', Id: '10', Date: [] },
        { Code: 'BROKEN', Title: 'Not an id', Id: 'abc', Date: [] },
        // A repeated id keeps the first entry.
        { Code: 'SE_OP_FLOW_TREND', Title: 'Again', Id: '9', Date: [] },
      ],
    },
  ],
};
const catalog = catalogFromDataMap(dataMap);

const decode = (value: unknown) => decodeLayout(JSON.stringify(value), catalog);
const kinds = (problems: LayoutProblem[]) => problems.map((p) => p.kind);
/** The problems other than tiles below the wall's edge, for tests about something else. */
const besidesEdge = (problems: LayoutProblem[]) => problems.filter((p) => p.kind !== 'past-edge');

describe('catalogFromDataMap', () => {
  it('indexes components by their integer id, first entry wins, non-integer ids are skipped', () => {
    expect([...catalog.keys()]).toEqual([1, 9, 10]);
    expect(catalog.get(9)).toEqual({
      componentId: 9,
      code: 'SE_OP_ATTACK_TREND',
      title: 'Attack trend',
      dates: [{ Unit: 'hour', Value: '24' }],
    });
  });
});

describe('defaultDateFor', () => {
  it('is the first offered option, else a week', () => {
    expect(defaultDateFor(catalog.get(1))).toBe('7-day');
    expect(defaultDateFor(catalog.get(9))).toBe('24-hour');
    expect(defaultDateFor(catalog.get(10))).toBe('7-day');
    expect(defaultDateFor(undefined)).toBe('7-day');
    const odd: CatalogEntry = {
      componentId: 2,
      code: 'X',
      title: 'X',
      dates: [
        { Unit: 'day', Value: '0' },
        { Unit: 'second', Value: '90' },
      ],
    };
    expect(defaultDateFor(odd)).toBe('90-second');
  });
});

describe('template', () => {
  it('has twelve slots in reading order that tile 12 × 24 exactly', () => {
    expect(TEMPLATE_SLOTS).toHaveLength(12);
    const cells = Array.from({ length: CANVAS_ROWS }, () => Array<number>(GRID_COLS).fill(0));
    for (const slot of TEMPLATE_SLOTS) {
      for (let y = slot.y; y < slot.y + slot.h; y++) {
        for (let x = slot.x; x < slot.x + slot.w; x++) cells[y]![x]! += 1;
      }
    }
    expect(cells.flat().every((count) => count === 1)).toBe(true);
    const reading = [...TEMPLATE_SLOTS].sort((a, b) => a.y - b.y || a.x - b.x);
    expect(reading).toEqual(TEMPLATE_SLOTS);
    expect(templateSlot(13)).toBeUndefined();
    expect(templateSlot(0)).toBeUndefined();
  });

  it('places positions 1..12 without geometry in their template slots', () => {
    const layout = Array.from({ length: 12 }, (_, i) => ({
      positionId: 12 - i,
      componentId: 1,
      date: '7-day',
    }));
    const { tiles, problems } = decode(layout);
    expect(problems).toEqual([]);
    for (const tile of tiles) {
      const slot = TEMPLATE_SLOTS[tile.positionId! - 1]!;
      expect({ x: tile.x, y: tile.y, w: tile.w, h: tile.h }).toEqual(slot);
      expect(tile.geometryFromTemplate).toBe(true);
      expect(tile.key).toBe(`p${tile.positionId}`);
    }
    expect(tiles[0]).toMatchObject({
      positionId: 12,
      x: 9,
      y: 18,
      w: 3,
      h: 6,
      code: 'ASSETS_ASSETS',
    });
  });
});

describe('decodeLayout', () => {
  it('reads a documented element', () => {
    const { tiles, problems, unreadable } = decode([
      { positionId: 6, componentId: 9, date: '24-hour' },
    ]);
    expect(unreadable).toBe(false);
    expect(problems).toEqual([]);
    expect(tiles).toEqual([
      {
        key: 'p6',
        index: 0,
        positionId: 6,
        componentId: 9,
        code: 'SE_OP_ATTACK_TREND',
        date: '24-hour',
        range: { value: 24, unit: 'hour' },
        x: 3,
        y: 6,
        w: 6,
        h: 12,
        geometryFromTemplate: true,
        extra: {},
        raw: undefined,
      },
    ]);
  });

  it('flows positions beyond the template below it, three 4 × 8 tiles a row, in stored order', () => {
    const { tiles, problems } = decode([
      { positionId: 20, componentId: 1, date: '7-day' },
      { positionId: 1, componentId: 1, date: '7-day' },
      { positionId: 14, componentId: 1, date: '7-day' },
      { positionId: 13, componentId: 1, date: '7-day' },
      { positionId: 15, componentId: 1, date: '7-day' },
    ]);
    // Stored below the template, yet drawn with the gap above them closed: on the wall.
    expect(problems).toEqual([]);
    const rects = tiles.map(({ x, y, w, h }) => [x, y, w, h]);
    expect(rects).toEqual([
      [0, 24, 4, 8],
      [0, 0, 3, 6],
      [4, 24, 4, 8],
      [8, 24, 4, 8],
      [0, 32, 4, 8],
    ]);
    expect(flowSlot(4)).toEqual({ x: 4, y: 32, w: 4, h: 8 });
  });

  it('flows below stored geometry that reaches past the template', () => {
    const { tiles } = decode([
      { positionId: 1, componentId: 1, date: '7-day', x: 0, y: 30, w: 6, h: 5 },
      { positionId: 99, componentId: 1, date: '7-day' },
    ]);
    expect(tiles[1]).toMatchObject({ x: 0, y: 35, w: 4, h: 8, geometryFromTemplate: true });
  });

  it('uses stored geometry instead of the template', () => {
    const { tiles, problems } = decode([
      { positionId: 1, componentId: 1, date: '7-day', x: 4, y: 2, w: 8, h: 10 },
    ]);
    expect(problems).toEqual([]);
    expect(tiles[0]).toMatchObject({ x: 4, y: 2, w: 8, h: 10, geometryFromTemplate: false });
  });

  it('treats an empty text as an empty layout', () => {
    expect(decodeLayout('  ', catalog)).toEqual({
      tiles: [],
      problems: [],
      unreadable: false,
      rawText: '  ',
    });
  });

  it('reports invalid JSON and a non-array as unreadable, keeping the text', () => {
    const broken = decodeLayout('[{"positionId":1,', catalog);
    expect(broken.unreadable).toBe(true);
    expect(broken.rawText).toBe('[{"positionId":1,');
    expect(broken.tiles).toEqual([]);
    expect(kinds(broken.problems)).toEqual(['invalid-json']);
    expect((broken.problems[0] as { message: string }).message).not.toBe('');

    const object = decodeLayout('{"positionId":1}', catalog);
    expect(object).toMatchObject({ unreadable: true, problems: [{ kind: 'not-array' }] });
  });

  it('keeps non-object elements as tiles and writes them back verbatim', () => {
    const layout = [{ positionId: 1, componentId: 1, date: '7-day' }, 'text', 7, null, [1, 2]];
    const { tiles, problems } = decode(layout);
    expect(besidesEdge(problems)).toEqual([
      { kind: 'not-object', index: 1 },
      { kind: 'not-object', index: 2 },
      { kind: 'not-object', index: 3 },
      { kind: 'not-object', index: 4 },
    ]);
    expect(tiles.map((t) => [t.key, t.code, t.raw])).toEqual([
      ['p1', 'ASSETS_ASSETS', undefined],
      ['i1', null, 'text'],
      ['i2', null, 7],
      ['i3', null, null],
      ['i4', null, [1, 2]],
    ]);
    // They flow below the template like any unplaced tile.
    expect(tiles[1]).toMatchObject({ x: 0, y: 24, geometryFromTemplate: true });
    const encoded = JSON.parse(encodeLayout(tiles)) as unknown[];
    expect(encoded.slice(1)).toEqual(['text', 7, null, [1, 2]]);
  });

  it('reports wrong types of positionId, componentId and date, keeping the tile', () => {
    const { tiles, problems } = decode([
      { positionId: '2', componentId: 1, date: '7-day' },
      { positionId: 0, componentId: 'abc', date: '7-day' },
      { positionId: 3, componentId: 1.5, date: 7 },
      { positionId: 4, componentId: 1, date: '7-days' },
      { positionId: 5, componentId: 1 },
    ]);
    expect(besidesEdge(problems)).toEqual([
      { kind: 'bad-position', index: 0, value: '2' },
      { kind: 'bad-position', index: 1, value: 0 },
      { kind: 'bad-component', index: 1, value: 'abc' },
      { kind: 'bad-component', index: 2, value: 1.5 },
      { kind: 'bad-date', index: 2, value: 7 },
      { kind: 'bad-date', index: 3, value: '7-days' },
      { kind: 'bad-date', index: 4, value: undefined },
    ]);
    expect(tiles).toHaveLength(5);
    expect(tiles.map((t) => [t.key, t.positionId, t.componentId, t.date, t.range])).toEqual([
      ['i0', null, 1, '7-day', { value: 7, unit: 'day' }],
      ['i1', null, null, '7-day', { value: 7, unit: 'day' }],
      ['p3', 3, null, '7', null],
      ['p4', 4, 1, '7-days', null],
      ['p5', 5, 1, '', null],
    ]);
    // Without a usable position they flow, in stored order.
    expect(tiles.slice(0, 2).map((t) => [t.x, t.y])).toEqual([
      [0, 24],
      [4, 24],
    ]);
  });

  it('names each tile drawn below the wall’s 24 rows, with its last row', () => {
    const { problems } = decode([
      { positionId: 1, componentId: 1, date: '7-day', x: 0, y: 0, w: 12, h: 20 },
      { positionId: 2, componentId: 9, date: '24-hour', x: 0, y: 20, w: 6, h: 6 },
      // Stored far down, drawn right under the first: rows 21–30.
      { positionId: 3, componentId: 10, date: '1-day', x: 6, y: 50, w: 6, h: 10 },
    ]);
    expect(problems).toEqual([
      {
        kind: 'past-edge',
        index: 1,
        code: 'SE_OP_ATTACK_TREND',
        title: 'Attack trend',
        bottom: 26,
      },
      { kind: 'past-edge', index: 2, code: 'SE_OP_SE_OP', title: 'Operations', bottom: 30 },
    ]);
  });

  it('reports duplicate positions and flows the later ones', () => {
    const { tiles, problems } = decode([
      { positionId: 2, componentId: 1, date: '7-day' },
      { positionId: 2, componentId: 9, date: '24-hour' },
      { positionId: 2, componentId: 10, date: '1-day' },
    ]);
    expect(problems).toEqual([
      { kind: 'duplicate-position', index: 1, positionId: 2, firstIndex: 0 },
      { kind: 'duplicate-position', index: 2, positionId: 2, firstIndex: 0 },
    ]);
    expect(tiles.map((t) => [t.key, t.positionId, t.x, t.y])).toEqual([
      ['p2', 2, 3, 0],
      ['i1', 2, 0, 24],
      ['i2', 2, 4, 24],
    ]);
  });

  it('keeps an unknown component, reporting it, and writes it back', () => {
    const { tiles, problems } = decode([{ positionId: 1, componentId: 404, date: '7-day' }]);
    expect(problems).toEqual([{ kind: 'unknown-component', index: 0, componentId: 404 }]);
    expect(tiles[0]).toMatchObject({ componentId: 404, code: null, date: '7-day' });
    expect(JSON.parse(encodeLayout(tiles))).toEqual([
      { positionId: 1, componentId: 404, date: '7-day', x: 0, y: 0, w: 3, h: 6 },
    ]);
  });

  it('reports a well-formed date the component does not offer', () => {
    const { problems, tiles } = decode([
      { positionId: 1, componentId: 1, date: '3-day' },
      { positionId: 2, componentId: 1, date: '30-day' },
      // A component without options accepts any valid date.
      { positionId: 3, componentId: 10, date: '3-day' },
    ]);
    expect(problems).toEqual([
      { kind: 'date-not-offered', index: 0, date: '3-day', componentId: 1 },
    ]);
    expect(tiles[0]!.range).toEqual({ value: 3, unit: 'day' });
  });

  it('repairs numeric geometry out of range into the grid and reports each field', () => {
    const cases: [Record<string, unknown>, [number, number, number, number], string[]][] = [
      [{ x: -1, y: 0, w: 3, h: 4 }, [0, 0, 3, 4], ['x']],
      [{ x: 0, y: -5, w: 3, h: 4 }, [0, 0, 3, 4], ['y']],
      [{ x: 1.5, y: 2.2, w: 3, h: 4 }, [2, 2, 3, 4], ['x', 'y']],
      [{ x: 0, y: 0, w: 0, h: 0 }, [0, 0, 1, 1], ['w', 'h']],
      [{ x: 0, y: 0, w: 20, h: 4 }, [0, 0, 12, 4], ['w']],
      [{ x: 10, y: 0, w: 4, h: 4 }, [8, 0, 4, 4], ['x']],
      [{ x: 30, y: 0, w: 2, h: 4 }, [10, 0, 2, 4], ['x']],
      [{ x: 0, y: 1e9, w: 2, h: 4 }, [0, 1000, 2, 4], ['y']],
    ];
    for (const [geometry, rect, fields] of cases) {
      const { tiles, problems } = decode([
        { positionId: 1, componentId: 1, date: '7-day', ...geometry },
      ]);
      const tile = tiles[0]!;
      expect([tile.x, tile.y, tile.w, tile.h], JSON.stringify(geometry)).toEqual(rect);
      expect(tile.geometryFromTemplate).toBe(false);
      expect(besidesEdge(problems), JSON.stringify(geometry)).toEqual(
        fields.map((field) => ({ kind: 'bad-geometry', index: 0, field, value: geometry[field] })),
      );
    }
  });

  it('falls back to the template when geometry is partial or not numbers', () => {
    const { tiles, problems } = decode([
      { positionId: 2, componentId: 1, date: '7-day', x: 1, y: 1 },
      { positionId: 3, componentId: 1, date: '7-day', x: '1', y: 0, w: 2, h: null },
    ]);
    expect(problems).toEqual([
      { kind: 'bad-geometry', index: 0, field: 'w', value: undefined },
      { kind: 'bad-geometry', index: 0, field: 'h', value: undefined },
      { kind: 'bad-geometry', index: 1, field: 'x', value: '1' },
      { kind: 'bad-geometry', index: 1, field: 'h', value: null },
    ]);
    expect(tiles.map((t) => [t.x, t.y, t.w, t.h, t.geometryFromTemplate])).toEqual([
      [3, 0, 3, 6, true],
      [6, 0, 3, 6, true],
    ]);
  });

  it('reports overlapping stored geometry, including over a template slot', () => {
    const { problems } = decode([
      { positionId: 1, componentId: 1, date: '7-day', x: 0, y: 0, w: 6, h: 6 },
      { positionId: 2, componentId: 1, date: '7-day', x: 4, y: 4, w: 4, h: 4 },
      { positionId: 3, componentId: 1, date: '7-day', x: 6, y: 0, w: 2, h: 5 },
      { positionId: 6, componentId: 1, date: '7-day' },
    ]);
    expect(problems).toEqual([
      { kind: 'overlap', index: 1, otherIndex: 0 },
      { kind: 'overlap', index: 2, otherIndex: 1 },
      { kind: 'overlap', index: 3, otherIndex: 1 },
    ]);
  });

  it('preserves unknown keys verbatim, including awkward ones', () => {
    const text =
      '[{"positionId":1,"componentId":1,"date":"7-day","title":"Mine","opts":{"a":[1,{"b":null}]},"__proto__":{"x":1}}]';
    const { tiles } = decodeLayout(text, catalog);
    const extra = tiles[0]!.extra;
    expect(Object.keys(extra)).toEqual(['title', 'opts', '__proto__']);
    expect(extra.opts).toEqual({ a: [1, { b: null }] });
    expect(Object.getPrototypeOf(extra)).toBe(Object.prototype);
    expect(encodeLayout(tiles)).toBe(
      '[{"positionId":1,"componentId":1,"date":"7-day","x":0,"y":0,"w":3,"h":6,"title":"Mine","opts":{"a":[1,{"b":null}]},"__proto__":{"x":1}}]',
    );
  });
});

describe('encodeLayout', () => {
  it('writes objects with keys positionId, componentId, date, x, y, w, h, then the extras', () => {
    const { tiles } = decode([
      { zeta: 1, date: '7-day', alpha: 'a', componentId: 9, positionId: 4 },
    ]);
    const text = encodeLayout(tiles);
    const parsed = JSON.parse(text) as Record<string, unknown>[];
    expect(Array.isArray(parsed)).toBe(true);
    expect(Object.keys(parsed[0]!)).toEqual([
      'positionId',
      'componentId',
      'date',
      'x',
      'y',
      'w',
      'h',
      'zeta',
      'alpha',
    ]);
    expect(parsed[0]).toEqual({
      positionId: 1,
      componentId: 9,
      date: '7-day',
      x: 9,
      y: 0,
      w: 3,
      h: 6,
      zeta: 1,
      alpha: 'a',
    });
  });

  it('renumbers positions in reading order: by row, then column', () => {
    const { tiles } = decode([
      { positionId: 1, componentId: 1, date: '7-day', x: 6, y: 8, w: 6, h: 4 },
      { positionId: 2, componentId: 9, date: '24-hour', x: 0, y: 8, w: 6, h: 4 },
      { positionId: 3, componentId: 10, date: '1-day', x: 0, y: 0, w: 12, h: 8 },
    ]);
    const encoded = JSON.parse(encodeLayout(tiles)) as {
      positionId: number;
      componentId: number;
    }[];
    expect(encoded.map((e) => [e.positionId, e.componentId])).toEqual([
      [1, 10],
      [2, 9],
      [3, 1],
    ]);
  });

  it('round-trips: decoding what it wrote gives the same tiles and the same text again', () => {
    const messy = JSON.stringify([
      { positionId: 3, componentId: 9, date: '24-hour', note: 'keep' },
      'loose',
      { positionId: 3, componentId: 404, date: 'weekly' },
      { positionId: 1, componentId: 1, date: '30-day', x: 8, y: 2, w: 6, h: 3 },
      { positionId: 15, componentId: 'x', date: '7-day' },
      { positionId: 12, componentId: 10, date: '1-day', x: 0, y: 40, w: 12, h: 2 },
      { positionId: 7, componentId: 1, date: '7-day' },
    ]);
    const first = encodeLayout(decodeLayout(messy, catalog).tiles);
    const decoded = decodeLayout(first, catalog);
    const second = encodeLayout(decoded.tiles);
    expect(second).toBe(first);
    expect(decodeLayout(second, catalog).tiles).toEqual(decoded.tiles);
    // Every element survived, including the string, the unknown component and the bad id.
    const elements = JSON.parse(second) as unknown[];
    expect(elements).toHaveLength(7);
    expect(elements.at(-1)).toBe('loose');
    expect(elements).toContainEqual(expect.objectContaining({ componentId: 404, date: 'weekly' }));
    expect(elements).toContainEqual(expect.objectContaining({ note: 'keep' }));
    // Stored geometry is kept, and positions are 1..n.
    expect(elements).toContainEqual(
      expect.objectContaining({ componentId: 1, date: '30-day', x: 6, y: 2, w: 6, h: 3 }),
    );
    expect(elements.slice(0, 6).map((e) => (e as { positionId: number }).positionId)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // Only the problems of the content remain: no geometry or position problems after a save.
    expect(kinds(decoded.problems)).toEqual(
      expect.not.arrayContaining(['bad-geometry', 'duplicate-position', 'bad-position']),
    );
  });

  it('round-trips a clean layout exactly', () => {
    const clean = JSON.stringify(
      TEMPLATE_SLOTS.map((slot, i) => ({
        positionId: i + 1,
        componentId: 1,
        date: '7-day',
        ...slot,
      })),
    );
    expect(encodeLayout(decodeLayout(clean, catalog).tiles)).toBe(clean);
  });
});
