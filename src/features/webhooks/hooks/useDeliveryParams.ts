import { clampEventsLimit } from '../../../api/agent/limits';
import { DEFAULT_PAGE_SIZE } from '../../../lib/pageSize';
import { paramCodecs, useSearchParamsState } from '../../../lib/useSearchParamState';

const CODECS = {
  size: paramCodecs.integer(DEFAULT_PAGE_SIZE, clampEventsLimit),
  status: paramCodecs.optional(),
  kind: paramCodecs.optional(),
};

/** Page size and filters of the delivery history live in the URL. */
export function useDeliveryParams() {
  return useSearchParamsState(CODECS);
}
