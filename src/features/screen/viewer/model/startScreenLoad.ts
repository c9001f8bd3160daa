import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { screenQueries } from '../../../../api/screen/queries';
import { screenIdParam } from '../../hooks/useScreenLayout';

/**
 * Starts a query's request for the page about to mount, unless the cache holds an answer younger
 * than `staleTime`. The request is not given the query's abort signal: a page being left that
 * still observes the same query (the viewer before its editor) would otherwise cancel it as it
 * unmounts, and the new page would ask again.
 */
function startRequest<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  staleTime: number,
): void {
  const { queryFn } = options;
  void client.prefetchQuery({
    ...options,
    staleTime,
    queryFn:
      typeof queryFn === 'function'
        ? (context) =>
            queryFn({
              client: context.client,
              queryKey: context.queryKey,
              meta: context.meta,
              signal: new AbortController().signal,
            })
        : queryFn,
  });
}

/**
 * Asks for a screen's layout (its setting and the component catalogue) and its header's data (the
 * titles and the edition) as soon as its route is known, beside the page's code rather than after
 * it: the tiles' own requests wait on the layout, so this starts the screen's whole chain earlier,
 * and the header's requests no longer queue with the tiles' on the browser's six connections.
 * Only what is not in the cache yet; the page's queries take over the same requests (one per key,
 * each fresh for a minute or more), and their retries handle a failure here.
 */
export function startScreenLoad(client: QueryClient, id: string | undefined): void {
  startRequest(client, screenQueries.setting(screenIdParam(id)), Infinity);
  startRequest(client, screenQueries.dataMap(), Infinity);
  startRequest(client, screenQueries.titles(), Infinity);
  startRequest(client, screenQueries.versionConfig(), Infinity);
}

/**
 * How old a screen's setting the editor may start from: one asked for as its route began, not one
 * a viewer cached up to a minute ago. What the editor starts from is the base a later save is
 * checked against for someone else's changes.
 */
export const EDITOR_SETTING_FRESH_MS = 5_000;

/**
 * The editor's counterpart: the screen's setting (when editing one) unless one fetched within
 * `EDITOR_SETTING_FRESH_MS` is cached, the component catalogue and the edition, each beside the
 * editor's code rather than after it.
 */
export function startEditorLoad(client: QueryClient, id: string | undefined): void {
  if (id !== undefined) {
    startRequest(client, screenQueries.setting(screenIdParam(id)), EDITOR_SETTING_FRESH_MS);
  }
  startRequest(client, screenQueries.dataMap(), Infinity);
  startRequest(client, screenQueries.versionConfig(), Infinity);
}
