import { currentCursor, cursorPagerReducer, initialCursorPager } from './cursorPager';

describe('cursorPagerReducer', () => {
  it('walks forward and back through remembered cursors', () => {
    let state = initialCursorPager;
    expect(currentCursor(state)).toBeNull();
    state = cursorPagerReducer(state, { type: 'next', nextCursor: 'c1' });
    state = cursorPagerReducer(state, { type: 'next', nextCursor: 'c2' });
    expect(state.index).toBe(2);
    expect(currentCursor(state)).toBe('c2');
    state = cursorPagerReducer(state, { type: 'prev' });
    expect(currentCursor(state)).toBe('c1');
    state = cursorPagerReducer(state, { type: 'prev' });
    expect(currentCursor(state)).toBeNull();
    expect(cursorPagerReducer(state, { type: 'prev' })).toBe(state);
  });

  it('drops stale forward history when a different next cursor arrives', () => {
    let state = cursorPagerReducer(initialCursorPager, { type: 'next', nextCursor: 'a' });
    state = cursorPagerReducer(state, { type: 'next', nextCursor: 'b' });
    state = cursorPagerReducer(state, { type: 'prev' });
    state = cursorPagerReducer(state, { type: 'next', nextCursor: 'b2' });
    expect(state.cursors).toEqual([null, 'a', 'b2']);
  });

  it('resets to the first page', () => {
    const state = cursorPagerReducer(initialCursorPager, { type: 'next', nextCursor: 'a' });
    expect(cursorPagerReducer(state, { type: 'reset' })).toEqual(initialCursorPager);
  });
});
