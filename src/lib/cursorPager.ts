/**
 * Cursor paging state. Services only move forward (`next_page`), so going back means remembering
 * the cursor that produced each page visited so far. The state belongs to one view (resource, page
 * size, filters): `view` says which, and a state of another view reads as the first page.
 */
export interface CursorPagerState {
  view: string;
  /** cursors[i] is the cursor that fetches page i (null for the first page). */
  cursors: (string | null)[];
  index: number;
}

type CursorPagerAction =
  | { type: 'next'; view: string; nextCursor: string }
  | { type: 'prev'; view: string }
  | { type: 'first'; view: string };

export const firstPage = (view: string): CursorPagerState => ({ view, cursors: [null], index: 0 });

/** The state as it applies to `view`: another view's cursors are never reused. */
export function pagerFor(state: CursorPagerState, view: string): CursorPagerState {
  return state.view === view ? state : firstPage(view);
}

export function cursorPagerReducer(
  state: CursorPagerState,
  action: CursorPagerAction,
): CursorPagerState {
  const current = pagerFor(state, action.view);
  switch (action.type) {
    case 'next': {
      // Forget pages past the current one: the new cursor is the truth from here on.
      const cursors = [...current.cursors.slice(0, current.index + 1), action.nextCursor];
      return { view: action.view, cursors, index: current.index + 1 };
    }
    case 'prev':
      return current.index === 0 ? current : { ...current, index: current.index - 1 };
    case 'first':
      return firstPage(action.view);
  }
}

export function currentCursor(state: CursorPagerState): string | null {
  return state.cursors[state.index] ?? null;
}
