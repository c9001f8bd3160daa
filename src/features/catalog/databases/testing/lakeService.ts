import { lakeOperations } from '../../../../api/lake/operations';
import { callOperation } from '../../../../api/operation';

/**
 * What the mock service itself answers, read through the API layer: tests compare the page with
 * the service's own data instead of repeating seed numbers that may be retuned.
 */
export const lakeService = {
  catalogId: async (catalog: string) =>
    (await callOperation(lakeOperations.GetCatalog, { catalog })).id,
  databases: async (catalogId: string, maxResults?: number, pageToken?: string | null) =>
    callOperation(lakeOperations.ListDatabaseDetails, { catalogId, maxResults, pageToken }),
  database: (catalogId: string, database: string) =>
    callOperation(lakeOperations.GetDatabase, { catalogId, database }),
  summary: (catalogId: string, database: string) =>
    callOperation(lakeOperations.GetDatabaseSummary, { catalogId, database }),
};
