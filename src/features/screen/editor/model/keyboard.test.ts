import {
  describeTile,
  announcementKind,
  isTileKey,
  keyboardAction,
  type KeyInput,
} from './keyboard';
import { MAX_TILE_ROWS, editorReducer } from './editorState';
import { docOf, geometry } from '../testing/testFixtures';

const press = (key: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const tile = { key: 'p1', x: 3, y: 6, w: 3, h: 6 };

describe('keyboardAction', () => {
  it.each([
    ['ArrowLeft', -1, 0],
    ['ArrowRight', 1, 0],
    ['ArrowUp', 0, -1],
    ['ArrowDown', 0, 1],
  ])('%s moves one cell', (key, dx, dy) => {
    expect(keyboardAction(press(key), tile)).toEqual({ type: 'nudge', key: 'p1', dx, dy });
  });

  it.each([
    ['ArrowLeft', 2, 6],
    ['ArrowRight', 4, 6],
    ['ArrowUp', 3, 5],
    ['ArrowDown', 3, 7],
  ])('Shift+%s resizes one cell', (key, w, h) => {
    expect(keyboardAction(press(key, { shiftKey: true }), tile)).toEqual({
      type: 'resize',
      key: 'p1',
      w,
      h,
    });
  });

  it('does nothing past the grid’s edges or sizes', () => {
    const corner = { key: 'a', x: 0, y: 0, w: 1, h: 1 };
    expect(keyboardAction(press('ArrowLeft'), corner)).toBeNull();
    expect(keyboardAction(press('ArrowUp'), corner)).toBeNull();
    expect(keyboardAction(press('ArrowLeft', { shiftKey: true }), corner)).toBeNull();
    expect(keyboardAction(press('ArrowUp', { shiftKey: true }), corner)).toBeNull();
    const right = { key: 'b', x: 8, y: 0, w: 4, h: MAX_TILE_ROWS };
    expect(keyboardAction(press('ArrowRight'), right)).toBeNull();
    expect(keyboardAction(press('ArrowRight', { shiftKey: true }), right)).toBeNull();
    expect(keyboardAction(press('ArrowDown', { shiftKey: true }), right)).toBeNull();
    // A stored taller tile may still shrink.
    const tall = { key: 'c', x: 0, y: 0, w: 4, h: MAX_TILE_ROWS + 5 };
    expect(keyboardAction(press('ArrowUp', { shiftKey: true }), tall)).toMatchObject({
      h: MAX_TILE_ROWS + 4,
    });
  });

  it('removes with Delete and Backspace', () => {
    expect(keyboardAction(press('Delete'), tile)).toEqual({ type: 'remove', key: 'p1' });
    expect(keyboardAction(press('Backspace'), tile)).toEqual({ type: 'remove', key: 'p1' });
    expect(keyboardAction(press('Delete'), null)).toBeNull();
  });

  it('undoes with Ctrl/Cmd+Z and redoes with Shift+Ctrl/Cmd+Z or Ctrl+Y, with or without a tile', () => {
    expect(keyboardAction(press('z', { ctrlKey: true }), null)).toBe('undo');
    expect(keyboardAction(press('z', { metaKey: true }), tile)).toBe('undo');
    expect(keyboardAction(press('Z', { ctrlKey: true, shiftKey: true }), null)).toBe('redo');
    expect(keyboardAction(press('Z', { metaKey: true, shiftKey: true }), tile)).toBe('redo');
    expect(keyboardAction(press('y', { ctrlKey: true }), tile)).toBe('redo');
    expect(keyboardAction(press('y', { metaKey: true }), tile)).toBeNull();
    expect(keyboardAction(press('z', { ctrlKey: true, altKey: true }), tile)).toBeNull();
  });

  it('leaves other keys and modified arrows to the browser', () => {
    expect(keyboardAction(press('ArrowLeft'), null)).toBeNull();
    expect(keyboardAction(press('ArrowLeft', { ctrlKey: true }), tile)).toBeNull();
    expect(keyboardAction(press('ArrowLeft', { altKey: true }), tile)).toBeNull();
    expect(keyboardAction(press('a'), tile)).toBeNull();
    expect(keyboardAction(press('Enter'), tile)).toBeNull();
    expect(isTileKey(press('ArrowDown'))).toBe(true);
    expect(isTileKey(press('ArrowDown', { metaKey: true }))).toBe(false);
    expect(isTileKey(press('Tab'))).toBe(false);
  });

  it('drives the reducer: a tile walks right and past the tile above it', () => {
    let doc = docOf([
      { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 4, h: 4 },
      { positionId: 2, componentId: 1, date: '7-day', x: 0, y: 4, w: 4, h: 4 },
    ]);
    const step = (key: string, shiftKey = false) => {
      const current = doc.tiles.find((t) => t.key === 'p2')!;
      const action = keyboardAction(press(key, { shiftKey }), current);
      if (action && typeof action === 'object') doc = editorReducer(doc, action);
    };
    step('ArrowUp');
    expect(geometry(doc.tiles)).toEqual({ p1: [0, 4, 4, 4], p2: [0, 0, 4, 4] });
    step('ArrowRight');
    step('ArrowRight');
    expect(geometry(doc.tiles).p2).toEqual([2, 0, 4, 4]);
    step('ArrowRight', true);
    expect(geometry(doc.tiles).p2).toEqual([2, 0, 5, 4]);
  });
});

describe('announcements', () => {
  it('describes a tile with 1-based column and row', () => {
    expect(describeTile({ key: 'p1', x: 3, y: 6, w: 3, h: 6 }, 'Alarms', 'moved')).toEqual({
      key: 'screen.editor.announce.moved',
      params: { title: 'Alarms', column: 4, row: 7, width: 3, height: 6 },
    });
    expect(describeTile(tile, 'Alarms').key).toBe('screen.editor.announce.position');
  });

  it('tells a blocked key from a move, a resize and a removal', () => {
    const move = { type: 'nudge', key: 'p1', dx: 1, dy: 0 } as const;
    expect(announcementKind(move, tile, tile)).toBe('blocked');
    expect(announcementKind(move, tile, { ...tile, x: 4 })).toBe('moved');
    expect(
      announcementKind({ type: 'resize', key: 'p1', w: 4, h: 6 }, tile, { ...tile, w: 4 }),
    ).toBe('resized');
    expect(announcementKind({ type: 'remove', key: 'p1' }, tile, undefined)).toBe('removed');
  });
});
