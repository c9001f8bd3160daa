import { operationQuery } from '../operationQuery';
import { lakeIcebergOperations } from './icebergOperations';
import type { ListParams } from './params';
import { lakeIds, page } from './keys';

const {
  GetIcebergTable,
  ListIcebergNamespaceDetails,
  ListIcebergSnapshots,
  ListIcebergTableDetails,
} = lakeIcebergOperations;

/** Reads of an ICEBERG catalog (queries.ts has the key layout and the cache upkeep). */
export const lakeIcebergQueries = {
  // Iceberg views: a namespace is an ICEBERG catalog's database, so its reads hang off the same
  // ids and a drop of the catalog drops them too.
  icebergNamespaces: (catalogId: string, list: ListParams) =>
    operationQuery(
      ListIcebergNamespaceDetails,
      { catalogId, ...list },
      { detailId: lakeIds.catalog(catalogId), keyParams: page(list) },
    ),
  icebergTables: (catalogId: string, namespace: string, list: ListParams) =>
    operationQuery(
      ListIcebergTableDetails,
      { catalogId, namespace, ...list },
      { detailId: lakeIds.database(catalogId, namespace), keyParams: page(list) },
    ),
  icebergTable: (catalogId: string, namespace: string, table: string) =>
    operationQuery(
      GetIcebergTable,
      { catalogId, namespace, table },
      { detailId: lakeIds.table(catalogId, namespace, table), keyParams: {} },
    ),
  icebergSnapshots: (catalogId: string, namespace: string, table: string, list: ListParams) =>
    operationQuery(
      ListIcebergSnapshots,
      { catalogId, namespace, table, maxResults: list.maxResults, pageToken: list.pageToken },
      { detailId: lakeIds.table(catalogId, namespace, table), keyParams: page(list) },
    ),
};
