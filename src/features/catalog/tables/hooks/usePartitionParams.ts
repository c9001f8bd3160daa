import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/pageSize';
import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';

const clampSize = (value: number) => Math.min(MAX_RESULTS_MAX, Math.max(1, Math.trunc(value)));

const CODECS = {
  pq: paramCodecs.text(),
  psize: paramCodecs.integer(DEFAULT_PAGE_SIZE, clampSize),
};

/** The partition list's name filter and page size live in the URL (`pq`, `psize`). */
export function usePartitionParams() {
  return useSearchParamsState(CODECS);
}
