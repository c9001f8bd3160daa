import { emptyDoc, type EditorAction } from './editorState';
import {
  HISTORY_LIMIT,
  TITLE_MERGE_MS,
  apply,
  canRedo,
  canUndo,
  createHistory,
  redo,
  undo,
  type History,
} from './history';

const title = (t: string): EditorAction => ({ type: 'setTitle', title: t });
/** Steps far enough apart in time that typing never merges them. */
const applyAll = (history: History, actions: EditorAction[]) =>
  actions.reduce((h, action, i) => apply(h, action, i * 10 * TITLE_MERGE_MS), history);

describe('history', () => {
  it('starts with nothing to undo or redo', () => {
    const history = createHistory(emptyDoc());
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('undoes and redoes steps in order', () => {
    let history = applyAll(createHistory(emptyDoc()), [
      { type: 'setLogoPower', on: true },
      { type: 'setDefault', on: true },
    ]);
    history = undo(history);
    expect(history.present).toMatchObject({ logoPower: true, isDefault: false });
    expect(canRedo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toEqual(emptyDoc());
    expect(canUndo(history)).toBe(false);
    history = redo(redo(history));
    expect(history.present).toMatchObject({ logoPower: true, isDefault: true });
    expect(canRedo(history)).toBe(false);
  });

  it('keeps at least 50 steps', () => {
    const actions = Array.from({ length: 60 }, (_, i) => title(`t${i}`));
    let history = applyAll(createHistory(emptyDoc()), actions);
    for (let i = 0; i < 60; i++) history = undo(history);
    expect(history.present.title).toBe('');
    expect(canUndo(history)).toBe(false);
  });

  it(`keeps no more than ${HISTORY_LIMIT} steps, forgetting the oldest`, () => {
    const actions = Array.from({ length: 150 }, (_, i) => title(`t${i}`));
    let history = applyAll(createHistory(emptyDoc()), actions);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(history)) history = undo(history);
    expect(history.present.title).toBe('t49');
  });

  it('clears what was undone when a new edit is made', () => {
    let history = applyAll(createHistory(emptyDoc()), [title('a'), title('b')]);
    history = undo(history);
    history = apply(history, { type: 'setDefault', on: true }, 1e9);
    expect(canRedo(history)).toBe(false);
    expect(history.present).toMatchObject({ title: 'a', isDefault: true });
  });

  it('does not record an action that changes nothing', () => {
    const history = applyAll(createHistory(emptyDoc()), [title('a')]);
    expect(apply(history, title('a'), 1e9)).toBe(history);
    expect(apply(history, { type: 'remove', key: 'missing' }, 1e9)).toBe(history);
    // And an undone step stays redoable after a no-op.
    const undone = undo(history);
    expect(canRedo(apply(undone, { type: 'setDefault', on: false }, 1e9))).toBe(true);
  });

  it('merges title typing within a second into one step, not longer pauses', () => {
    let history = createHistory(emptyDoc());
    history = apply(history, title('N'), 0);
    history = apply(history, title('Ni'), 400);
    history = apply(history, title('Nig'), 1_300);
    history = apply(history, title('Night'), 1_300 + TITLE_MERGE_MS + 1);
    expect(history.past.map((doc) => doc.title)).toEqual(['', 'Nig']);
    expect(undo(history).present.title).toBe('Nig');
  });

  it('does not merge typing across another kind of edit or an undo', () => {
    let history = createHistory(emptyDoc());
    history = apply(history, title('A'), 0);
    history = apply(history, { type: 'setLogoPower', on: true }, 100);
    history = apply(history, title('AB'), 200);
    expect(history.past).toHaveLength(3);
    history = undo(history);
    history = apply(history, title('AC'), 300);
    expect(history.past.map((doc) => doc.title)).toEqual(['', 'A', 'A']);
  });

  it('merges monitoring-address typing too, but never across fields', () => {
    const url = (u: string): EditorAction => ({ type: 'setMonitorUrl', url: u });
    let history = createHistory(emptyDoc());
    history = apply(history, url('h'), 0);
    history = apply(history, url('ht'), 100);
    history = apply(history, url('https://x'), 200);
    expect(history.past).toHaveLength(1);
    history = apply(history, title('T'), 300);
    expect(history.past).toHaveLength(2);
    history = apply(history, url('https://xy'), 400);
    expect(history.past).toHaveLength(3);
    expect(undo(history).present.monitorUrl).toBe('https://x');
  });

  it('undoes a drop from the palette in one step', () => {
    const drop: EditorAction = {
      type: 'add',
      componentId: 1,
      code: 'ASSETS_ASSETS',
      date: '7-day',
      w: 4,
      h: 8,
      x: 4,
      y: 0,
    };
    const history = apply(createHistory(emptyDoc()), drop, 0);
    expect(history.present.tiles).toHaveLength(1);
    expect(history.present.tiles[0]).toMatchObject({ x: 4, y: 0, w: 4, h: 8 });
    expect(undo(history).present).toEqual(emptyDoc());
    expect(canUndo(undo(history))).toBe(false);
  });
});
