import { useSearchParamsState } from '../../../lib/useSearchParamState';
import { ACTIVITY_PARAMS, type ActivityParams } from '../model/filters';

/** The activity's filters live in the URL: a bookmark or a reload shows the same records. */
export function useActivityParams() {
  const [values, update] = useSearchParamsState(ACTIVITY_PARAMS);
  return [values as ActivityParams, update as (changes: Partial<ActivityParams>) => void] as const;
}
