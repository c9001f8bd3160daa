import type { QueryClient } from '@tanstack/react-query';
import { screenQueries } from '../../../api/screen/queries';
import { screenIdParam } from '../hooks/useScreenLayout';

/**
 * Asks for a screen's layout (its setting and the component catalogue) as soon as its route is
 * known, beside the page's code rather than after it: the tiles' own requests wait on the layout,
 * so this starts the screen's whole chain earlier. Only what is not in the cache yet; the page's
 * queries take over the same requests (one per key), and their retries handle a failure here.
 */
export function startScreenLoad(client: QueryClient, id: string | undefined): void {
  void client.prefetchQuery({ ...screenQueries.setting(screenIdParam(id)), staleTime: Infinity });
  void client.prefetchQuery({ ...screenQueries.dataMap(), staleTime: Infinity });
}
