import type { QueryClient } from '@tanstack/react-query';
import { screenQueries } from '../../../api/screen/queries';
import { screenIdParam } from '../hooks/useScreenLayout';

/**
 * Asks for a screen's layout (its setting and the component catalogue) and its header's data (the
 * titles and the edition) as soon as its route is known, beside the page's code rather than after
 * it: the tiles' own requests wait on the layout, so this starts the screen's whole chain earlier,
 * and the header's requests no longer queue with the tiles' on the browser's six connections.
 * Only what is not in the cache yet; the page's queries take over the same requests (one per key,
 * each fresh for a minute or more), and their retries handle a failure here.
 */
export function startScreenLoad(client: QueryClient, id: string | undefined): void {
  void client.prefetchQuery({ ...screenQueries.setting(screenIdParam(id)), staleTime: Infinity });
  void client.prefetchQuery({ ...screenQueries.dataMap(), staleTime: Infinity });
  void client.prefetchQuery({ ...screenQueries.titles(), staleTime: Infinity });
  void client.prefetchQuery({ ...screenQueries.versionConfig(), staleTime: Infinity });
}
