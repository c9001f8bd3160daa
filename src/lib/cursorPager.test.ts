import { currentCursor, cursorPagerReducer, firstPage, pagerFor } from './cursorPager';

const V = 'wep_A|20';

describe('cursorPagerReducer', () => {
  it('walks forward and back through remembered cursors', () => {
    let state = firstPage(V);
    expect(currentCursor(state)).toBeNull();
    state = cursorPagerReducer(state, { type: 'next', view: V, nextCursor: 'c1' });
    state = cursorPagerReducer(state, { type: 'next', view: V, nextCursor: 'c2' });
    expect(state.index).toBe(2);
    expect(currentCursor(state)).toBe('c2');
    state = cursorPagerReducer(state, { type: 'prev', view: V });
    expect(currentCursor(state)).toBe('c1');
    state = cursorPagerReducer(state, { type: 'prev', view: V });
    expect(currentCursor(state)).toBeNull();
    expect(cursorPagerReducer(state, { type: 'prev', view: V })).toBe(state);
  });

  it('drops stale forward history when a different next cursor arrives', () => {
    let state = cursorPagerReducer(firstPage(V), { type: 'next', view: V, nextCursor: 'a' });
    state = cursorPagerReducer(state, { type: 'next', view: V, nextCursor: 'b' });
    state = cursorPagerReducer(state, { type: 'prev', view: V });
    state = cursorPagerReducer(state, { type: 'next', view: V, nextCursor: 'b2' });
    expect(state.cursors).toEqual([null, 'a', 'b2']);
  });

  it('goes back to the first page', () => {
    const state = cursorPagerReducer(firstPage(V), { type: 'next', view: V, nextCursor: 'a' });
    expect(cursorPagerReducer(state, { type: 'first', view: V })).toEqual(firstPage(V));
  });

  it('never reuses one view’s cursors in another (another endpoint, page size or filter)', () => {
    const onA = cursorPagerReducer(firstPage(V), { type: 'next', view: V, nextCursor: 'a1' });
    expect(currentCursor(pagerFor(onA, 'wep_B|20'))).toBeNull();
    expect(pagerFor(onA, 'wep_B|20').index).toBe(0);
    // Paging in the new view starts from its own first page, not from A's stack.
    const onB = cursorPagerReducer(onA, { type: 'next', view: 'wep_B|20', nextCursor: 'b1' });
    expect(onB.cursors).toEqual([null, 'b1']);
  });
});
