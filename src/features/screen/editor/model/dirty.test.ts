import { docSignature, isDirty } from './dirty';
import { docFromSetting, editorReducer, type EditorDoc } from './editorState';
import { apply, createHistory, undo } from './history';
import { catalog, layoutText, setting } from '../testing/testFixtures';

const loaded = (text: string) => docFromSetting(setting({ ScreenDataMap: text }), catalog);

const withGeometry = layoutText([
  { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 6, h: 8 },
  { positionId: 2, componentId: 1, date: '7-day', x: 6, y: 0, w: 6, h: 8 },
]);
// No geometry: placed by the template; a save would add geometry, yet nothing was edited.
const fromTemplate = layoutText([
  { positionId: 1, componentId: 5, date: '7-day' },
  { positionId: 2, componentId: 1, date: '7-day', colour: 'blue' },
  'kept',
]);

describe('dirty tracking', () => {
  it.each([
    ['stored geometry', withGeometry],
    ['a template layout', fromTemplate],
  ])('is clean right after loading %s', (_, text) => {
    const doc = loaded(text);
    expect(isDirty(doc, docSignature(doc))).toBe(false);
  });

  it('stays clean when the grid reports the same positions in another order', () => {
    const doc = loaded(withGeometry);
    const base = docSignature(doc);
    const items = doc.tiles.map(({ key, x, y, w, h }) => ({ i: key, x, y, w, h })).reverse();
    expect(isDirty(editorReducer(doc, { type: 'layout', items }), base)).toBe(false);
    // Even a document whose tile array is in another order encodes the same.
    const reordered: EditorDoc = { ...doc, tiles: [...doc.tiles].reverse() };
    expect(isDirty(reordered, base)).toBe(false);
  });

  it('stays clean when only surrounding spaces of the title change', () => {
    const doc = loaded(withGeometry);
    expect(isDirty({ ...doc, title: `  ${doc.title} ` }, docSignature(doc))).toBe(false);
  });

  it.each([
    ['a move', { type: 'move', key: 'p2', x: 0, y: 0 }],
    ['a resize', { type: 'resize', key: 'p1', w: 5, h: 8 }],
    ['a new range', { type: 'setDate', key: 'p1', date: '30-day' }],
    ['a removal', { type: 'remove', key: 'p1' }],
    ['a new tile', { type: 'add', componentId: 3, code: 'HC_HC', date: '7-day' }],
    ['the title', { type: 'setTitle', title: 'Other' }],
    ['the logo switch', { type: 'setLogoPower', on: false }],
    ['the logo', { type: 'setLogo', logoUrl: 'https://oss.example/b.png' }],
    ['the monitor address', { type: 'setMonitorUrl', url: '' }],
    ['the default flag', { type: 'setDefault', on: true }],
  ] as const)('is dirty after %s', (_, action) => {
    const doc = loaded(withGeometry);
    expect(isDirty(editorReducer(doc, action), docSignature(doc))).toBe(true);
  });

  it('is clean again after undoing back to the loaded document', () => {
    const doc = loaded(fromTemplate);
    const base = docSignature(doc);
    let history = createHistory(doc);
    history = apply(history, { type: 'nudge', key: 'p1', dx: 1, dy: 0 }, 0);
    history = apply(history, { type: 'setTitle', title: 'X' }, 10);
    expect(isDirty(history.present, base)).toBe(true);
    history = undo(undo(history));
    expect(isDirty(history.present, base)).toBe(false);
  });

  it('is clean when an edit is reverted by hand (what would be saved is the same)', () => {
    const doc = loaded(withGeometry);
    const base = docSignature(doc);
    const changed = editorReducer(doc, { type: 'setDate', key: 'p1', date: '30-day' });
    const back = editorReducer(changed, { type: 'setDate', key: 'p1', date: '7-day' });
    expect(isDirty(back, base)).toBe(false);
  });
});
