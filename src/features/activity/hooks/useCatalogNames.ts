import { useQueries } from '@tanstack/react-query';
import type { ActivityRecord } from '../../../api/activity/schemas';
import { activityTarget } from '../../../api/activity/target';
import { lakeQueries } from '../../../api/lake/queries';

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
  const results = useQueries({
    queries: wanted.map((id) => ({ ...lakeQueries.catalogById(id), retry: false })),
  });
  const names = new Map<string, string>();
  wanted.forEach((id, index) => {
    const name = results[index]?.data?.name;
    if (name) names.set(id, name);
  });
  return (id) => names.get(id);
}
