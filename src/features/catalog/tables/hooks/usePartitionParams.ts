import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';

const DEFAULT_PARTITION_PAGE_SIZE = 100;

const clampSize = (value: number) => Math.min(MAX_RESULTS_MAX, Math.max(1, Math.trunc(value)));

const CODECS = {
  pq: paramCodecs.text(),
  psize: paramCodecs.integer(DEFAULT_PARTITION_PAGE_SIZE, clampSize),
};

/** The partition list's name filter and page size live in the URL (`pq`, `psize`). */
export function usePartitionParams() {
  return useSearchParamsState(CODECS);
}
