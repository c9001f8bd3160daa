import { useQuery } from '@tanstack/react-query';
import { agentQueries } from '../../../api/agent/queries';
import { useLoadProgress } from '../../../lib/useLoadProgress';

/**
 * An endpoint's whole 7-day delivery history (one cached walk shared by the chart and the
 * filters) and how many deliveries the walk has loaded while it runs.
 */
export function useHistory(id: string, enabled = true) {
  const options = agentQueries.eventHistory(id);
  const query = useQuery({ ...options, enabled });
  const loaded = useLoadProgress(options.queryKey);
  return { query, loaded };
}
