import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { ActivityRecord } from '../../../api/activity/schemas';
import { activityTarget } from '../../../api/activity/target';

/**
 * The names of the catalogs a page's database and table records address by id (the lake's paths
 * carry ids there; the console's URLs carry names): one cached read per catalog, only for records
 * whose resource is still there.
 */
export function useCatalogNames(
  records: readonly ActivityRecord[],
): (id: string) => string | undefined {
  const ids = new Set<string>();
  for (const record of records) {
    if (record.gone) continue;
    const target = activityTarget(record.service, record.operation, record.resource);
    if (target && (target.kind === 'database' || target.kind === 'table'))
      ids.add(target.catalogId);
  }
  const wanted = [...ids].sort();
  const client = useQueryClient();
  const results = useQueries({
    queries: wanted.map((id) => ({
      queryKey: ['activity', 'catalogName', id],
      // The lake's catalog registry and schemas load only when a page names a catalog by id,
      // and the read is the lake pages' own cached one.
      queryFn: async () => {
        const { lakeQueries } = await import('../../../api/lake/queries');
        return client.fetchQuery(lakeQueries.catalogById(id));
      },
      retry: false,
      staleTime: 60_000,
    })),
  });
  const names = new Map<string, string>();
  wanted.forEach((id, index) => {
    const name = results[index]?.data?.name;
    if (name) names.set(id, name);
  });
  return (id) => names.get(id);
}
