import type { QueryClient } from '@tanstack/react-query';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import { listParamsIn } from '../../lake-common/hooks/useListParams';
import { PROVIDED_LIST_PARAMS, SHARE_TAB_PARAM } from './paths';

/**
 * Asks for the provided shares' first page as soon as `/shares` is the route, beside the page's
 * code and its tab's chunk rather than after both: the list is the page. Only for that tab; the
 * tab's own query takes the request over (the same key, fresh for 30 s).
 */
export function startSharesLoad(client: QueryClient, url: URL): void {
  if (SHARE_TAB_PARAM.parse(url.searchParams.get('tab')) !== 'provided') return;
  const { pattern, size } = listParamsIn(PROVIDED_LIST_PARAMS, url.searchParams);
  void client.prefetchQuery(lakeShareQueries.providedShares({ maxResults: size, pattern }));
}
