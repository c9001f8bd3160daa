/**
 * Cursor paging state. The service only moves forward (`next_page`), so going back means
 * remembering the cursor that produced each page visited so far.
 */
export interface CursorPagerState {
  /** cursors[i] is the `page` parameter that fetches page i (null for the first page). */
  cursors: (string | null)[];
  index: number;
}

export type CursorPagerAction =
  { type: 'next'; nextCursor: string } | { type: 'prev' } | { type: 'reset' };

export const initialCursorPager: CursorPagerState = { cursors: [null], index: 0 };

export function cursorPagerReducer(
  state: CursorPagerState,
  action: CursorPagerAction,
): CursorPagerState {
  switch (action.type) {
    case 'next': {
      // Forget pages past the current one: the new cursor is the truth from here on.
      const cursors = [...state.cursors.slice(0, state.index + 1), action.nextCursor];
      return { cursors, index: state.index + 1 };
    }
    case 'prev':
      return state.index === 0 ? state : { ...state, index: state.index - 1 };
    case 'reset':
      return initialCursorPager;
  }
}

export function currentCursor(state: CursorPagerState): string | null {
  return state.cursors[state.index] ?? null;
}
