import { detectConflict } from './conflict';
import { docFromSetting, docToInput, editorReducer } from './editorState';
import { catalog, layoutText, setting } from '../testing/testFixtures';

const alarms = { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 4, h: 6 };
const assets = { positionId: 2, componentId: 1, date: '7-day', x: 4, y: 0, w: 4, h: 6 };
const base = setting({ ScreenDataMap: layoutText([alarms, assets]) });
const withLayout = (elements: unknown[]) => ({ ...base, ScreenDataMap: layoutText(elements) });

describe('detectConflict', () => {
  it('is null when nothing a save would overwrite changed', () => {
    expect(detectConflict(base, { ...base, RequestId: 'other' }, catalog)).toBeNull();
    // The same layout, written differently (spacing, key order, array order).
    const rewritten = `[ ${JSON.stringify({ ...assets, positionId: 2 })}, ${JSON.stringify(alarms)} ]`;
    expect(detectConflict(base, { ...base, ScreenDataMap: rewritten }, catalog)).toBeNull();
  });

  it.each([
    ['title', { Title: 'Theirs' }, { field: 'title', base: 'Ops', theirs: 'Theirs' }],
    [
      'logo',
      { LogoUrl: 'https://oss.example/b.png' },
      {
        field: 'logoUrl',
        base: 'https://oss.example/logo.png',
        theirs: 'https://oss.example/b.png',
      },
    ],
    ['logo switch', { LogoPower: false }, { field: 'logoPower', base: true, theirs: false }],
    [
      'monitor address',
      { MonitorUrl: undefined },
      { field: 'monitorUrl', base: 'https://monitor.example/', theirs: '' },
    ],
    ['default flag', { ScreenDefault: 1 }, { field: 'isDefault', base: false, theirs: true }],
  ])('names a changed %s', (_, change, difference) => {
    expect(detectConflict(base, { ...base, ...change }, catalog)).toEqual([difference]);
  });

  it('names an added and a removed tile', () => {
    const hc = { positionId: 3, componentId: 3, date: '7-day', x: 8, y: 0, w: 4, h: 6 };
    expect(detectConflict(base, withLayout([alarms, assets, hc]), catalog)).toEqual([
      {
        field: 'tile',
        change: 'added',
        componentId: 3,
        code: 'HC_HC',
        base: null,
        theirs: { x: 8, y: 0, w: 4, h: 6, date: '7-day' },
      },
    ]);
    expect(detectConflict(base, withLayout([assets]), catalog)).toEqual([
      {
        field: 'tile',
        change: 'removed',
        componentId: 5,
        code: 'ALARM_ALARM',
        base: { x: 0, y: 0, w: 4, h: 6, date: '7-day' },
        theirs: null,
      },
    ]);
  });

  it('names a moved, a resized and a re-ranged tile, even when positions were renumbered', () => {
    // Saved by another editor: Assets moved to the front, so it is now position 1.
    const doc = docFromSetting(base, catalog);
    let theirs = editorReducer(doc, { type: 'move', key: 'p2', x: 0, y: 0 });
    theirs = editorReducer(theirs, { type: 'setDate', key: 'p1', date: '30-day' });
    const latest = { ...base, ScreenDataMap: docToInput(theirs).screenDataMap };
    expect(JSON.parse(latest.ScreenDataMap)[0]).toMatchObject({ positionId: 1, componentId: 1 });
    expect(detectConflict(base, latest, catalog)).toEqual([
      {
        field: 'tile',
        change: 'moved',
        componentId: 1,
        code: 'ASSETS_ASSETS',
        base: { x: 4, y: 0, w: 4, h: 6, date: '7-day' },
        theirs: { x: 0, y: 0, w: 4, h: 6, date: '7-day' },
      },
      {
        field: 'tile',
        change: 'moved',
        componentId: 5,
        code: 'ALARM_ALARM',
        base: { x: 0, y: 0, w: 4, h: 6, date: '7-day' },
        theirs: { x: 0, y: 6, w: 4, h: 6, date: '30-day' },
      },
      {
        field: 'tile',
        change: 'date',
        componentId: 5,
        code: 'ALARM_ALARM',
        base: { x: 0, y: 0, w: 4, h: 6, date: '7-day' },
        theirs: { x: 0, y: 6, w: 4, h: 6, date: '30-day' },
      },
    ]);
    const resized = detectConflict(base, withLayout([{ ...alarms, w: 3 }, assets]), catalog);
    expect(resized).toEqual([expect.objectContaining({ change: 'resized', componentId: 5 })]);
  });

  it('pairs repeated components by place first, so one change reads as one', () => {
    const first = { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 4, h: 6 };
    const second = { ...first, positionId: 2, x: 4 };
    const twice = withLayout([first, second]);
    const latest = withLayout([
      { ...second, date: '30-day' },
      { ...first, y: 6 },
    ]);
    expect(
      detectConflict(twice, latest, catalog)?.map((d) => ('change' in d ? d.change : d.field)),
    ).toEqual(['date', 'moved']);
  });

  it('reports changes no tile shows as a layout change', () => {
    expect(detectConflict(base, withLayout([alarms, assets, 'extra element']), catalog)).toEqual([
      { field: 'layout', change: 'other' },
    ]);
    expect(
      detectConflict(base, withLayout([{ ...alarms, theme: 'dark' }, assets]), catalog),
    ).toEqual([{ field: 'layout', change: 'other' }]);
    const broken = { ...base, ScreenDataMap: '{not json' };
    expect(detectConflict(broken, { ...base, ScreenDataMap: '{still not json' }, catalog)).toEqual([
      { field: 'layout', change: 'other' },
    ]);
  });

  it('lists several fields at once, screen fields first', () => {
    const differences = detectConflict(
      base,
      { ...withLayout([alarms]), Title: 'T', LogoPower: false },
      catalog,
    );
    expect(differences?.map((d) => ('change' in d ? `${d.field}:${d.change}` : d.field))).toEqual([
      'title',
      'logoPower',
      'tile:removed',
    ]);
  });
});
