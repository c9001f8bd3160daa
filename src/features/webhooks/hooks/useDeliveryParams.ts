import { EVENTS_LIMIT_DEFAULT } from '../../../api/agent/assumed';
import { clampEventsLimit } from '../../../api/agent/limits';
import { paramCodecs, useSearchParamsState } from '../../../lib/useSearchParamState';

const CODECS = {
  size: paramCodecs.integer(EVENTS_LIMIT_DEFAULT, clampEventsLimit),
  status: paramCodecs.optional(),
  kind: paramCodecs.optional(),
};

/** Page size and filters of the delivery history live in the URL. */
export function useDeliveryParams() {
  return useSearchParamsState(CODECS);
}
