import { useMemo, useReducer } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import {
  currentCursor,
  cursorPagerReducer,
  firstPage,
  pagerFor,
  type CursorPagerState,
} from './cursorPager';

/** What pager controls need, whether pages come from a server cursor or a list in memory. */
export interface Pager {
  /** 0-based. */
  pageIndex: number;
  hasPrev: boolean;
  hasNext: boolean;
  /** A page change is loading (the previous page stays on screen meanwhile). */
  busy: boolean;
  first(): void;
  prev(): void;
  next(): void;
}

interface CursorPagedQueryOptions<TData, TKey extends QueryKey> {
  /**
   * Everything that makes this a different list: resource id, page size, filters. When it
   * changes, paging starts again from the first page and no other view's cursor is reused.
   */
  view: readonly unknown[];
  /** The query for the page a cursor fetches (null: the first page). */
  page: (cursor: string | null) => UseQueryOptions<TData, Error, TData, TKey>;
  /** The cursor of the page after `data`, or null on the last page. */
  nextCursor: (data: TData) => string | null;
  enabled?: boolean;
}

/**
 * One page of a forward-only, cursor-paged list and its pager: the cursors visited are remembered
 * so "previous" needs no request, the previous page stays visible while the next one loads, and a
 * new view (another resource, size or filter) starts over.
 */
export function useCursorPagedQuery<TData, TKey extends QueryKey>(
  options: CursorPagedQueryOptions<TData, TKey>,
) {
  const view = JSON.stringify(options.view);
  const [stored, dispatch] = useReducer(cursorPagerReducer, view, firstPage);
  const state: CursorPagerState = pagerFor(stored, view);

  const query = useQuery({
    ...options.page(currentCursor(state)),
    enabled: options.enabled ?? true,
    meta: { pagerView: view },
    // Keep showing the page we came from, but never another view's rows as this view's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.meta?.pagerView === view ? previous : undefined,
  });

  const next = query.data === undefined ? null : options.nextCursor(query.data);
  const busy = query.isFetching && query.isPlaceholderData;
  const pager: Pager = {
    pageIndex: state.index,
    hasPrev: state.index > 0,
    hasNext: next !== null && !query.isPlaceholderData,
    busy,
    first: () => dispatch({ type: 'first', view }),
    prev: () => dispatch({ type: 'prev', view }),
    next: () => {
      if (next !== null) dispatch({ type: 'next', view, nextCursor: next });
    },
  };
  return { query, pager };
}

/** The same pager over a list already in memory (e.g. a filtered whole history). */
export function useClientPager<T>(items: readonly T[], pageSize: number, view: readonly unknown[]) {
  const key = JSON.stringify([view, pageSize]);
  const [stored, setStored] = useReducer(
    (_state: { key: string; index: number }, next: { key: string; index: number }) => next,
    { key, index: 0 },
  );
  const lastIndex = Math.max(0, Math.ceil(items.length / pageSize) - 1);
  const index = stored.key === key ? Math.min(stored.index, lastIndex) : 0;
  const rows = useMemo(
    () => items.slice(index * pageSize, (index + 1) * pageSize),
    [items, index, pageSize],
  );
  const pager: Pager = {
    pageIndex: index,
    hasPrev: index > 0,
    hasNext: index < lastIndex,
    busy: false,
    first: () => setStored({ key, index: 0 }),
    prev: () => setStored({ key, index: Math.max(0, index - 1) }),
    next: () => setStored({ key, index: Math.min(lastIndex, index + 1) }),
  };
  return { rows, pager };
}
