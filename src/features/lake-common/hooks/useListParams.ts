import { useMemo } from 'react';
import { clampMaxResults } from '../../../api/lake/limits';
import {
  paramCodecs,
  useSearchParamsState,
  type ParamCodec,
} from '../../../lib/useSearchParamState';
import { namePattern as toNamePattern } from '../../../api/lake/params';
import { DEFAULT_PAGE_SIZE } from '../../../lib/pageSize';

const pageSize = paramCodecs.integer(
  DEFAULT_PAGE_SIZE,
  (value) => clampMaxResults(value) ?? DEFAULT_PAGE_SIZE,
);

/**
 * The URL parameter names of one list's search text and page size. Each list has its own, so the
 * lists of a page (and the page's own `tab`) never read each other's state.
 */
export interface ListParamNames {
  search: string;
  size: string;
}

type ListCodecs = Record<string, ParamCodec<string> | ParamCodec<number>>;

function codecsFor(names: ListParamNames): ListCodecs {
  return { [names.search]: paramCodecs.text(), [names.size]: pageSize };
}

/** The databases list inside a catalog page (`tab` belongs to that page). */
export const DATABASE_LIST_PARAMS: ListParamNames = { search: 'dq', size: 'dsize' };
/** The Functions and Views tabs of a database page. */
export const FUNCTION_LIST_PARAMS: ListParamNames = { search: 'fq', size: 'fsize' };
export const VIEW_LIST_PARAMS: ListParamNames = { search: 'vq', size: 'vsize' };

/** What `useListParams` reads from these URL parameters, outside React (a route's loader). */
export function listParamsIn(names: ListParamNames, search: URLSearchParams) {
  const text = paramCodecs.text().parse(search.get(names.search));
  const size = pageSize.parse(search.get(names.size));
  return { pattern: toNamePattern(text), size };
}

/**
 * A server-searched, cursor-paged list's search text and page size, kept in the URL so a reload
 * or a shared link shows the same page of results; `pattern` is what the service is sent.
 */
export function useListParams(names: ListParamNames) {
  const codecs = useMemo(() => codecsFor(names), [names]);
  const [values, update] = useSearchParamsState(codecs);
  const text = values[names.search] as string;
  const size = values[names.size] as number;
  return useMemo(
    () => ({
      text,
      pattern: toNamePattern(text),
      size,
      setText: (next: string) => update({ [names.search]: next }),
      setSize: (next: number) => update({ [names.size]: next }),
    }),
    [text, size, update, names],
  );
}
