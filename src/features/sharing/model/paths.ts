import { paramCodecs } from '../../../lib/useSearchParamState';

/** The shares console's URLs. */
export const SHARE_TABS = ['provided', 'received', 'receivers'] as const;
export type ShareTab = (typeof SHARE_TABS)[number];
/** The shares page's `tab` parameter: the provided shares when absent. */
export const SHARE_TAB_PARAM = paramCodecs.oneOf(SHARE_TABS, 'provided');

export const sharePaths = {
  shares: (tab: ShareTab = 'provided') => (tab === 'provided' ? '/shares' : `/shares?tab=${tab}`),
  share: (name: string) => `/shares/${encodeURIComponent(name)}`,
  catalog: (name: string) => `/catalogs/${encodeURIComponent(name)}`,
};

/** URL names of each list's search text and page size (apart from the page's own `tab`). */
export const PROVIDED_LIST_PARAMS = { search: 'q', size: 'size' };
export const RECEIVED_LIST_PARAMS = { search: 'rq', size: 'rsize' };
export const RECEIVER_LIST_PARAMS = { search: 'vq', size: 'vsize' };
