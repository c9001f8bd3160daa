import { defineOperation, defineOperations } from '../operationSpec';
import {
  icebergJson,
  icebergTableSchema,
  listIcebergNamespacesSchema,
  listIcebergSnapshotsSchema,
  listIcebergTablesSchema,
} from './icebergSchemas';
import { clampMaxResults } from './limits';
import { listQuery, type CatalogIdTarget, type ListParams } from './params';

/**
 * The spec's "Iceberg views" section: reads of an ICEBERG catalog's namespaces, tables and
 * snapshots under `/iceberg/lake/v1`. Each reads int64 values losslessly (icebergJson).
 */
const ICEBERG = '/iceberg/lake/v1/:catalogId';
const NAMESPACE = `${ICEBERG}/namespaces/:namespace`;

export interface NamespaceTarget extends CatalogIdTarget {
  namespace: string;
}
export interface IcebergTableTarget extends NamespaceTarget {
  table: string;
}

export const icebergOperations = {
  GetIcebergTable: defineOperation<IcebergTableTarget>()({
    method: 'GET',
    path: `${NAMESPACE}/tables/:table`,
    response: icebergTableSchema,
    parseJson: icebergJson,
    staleTime: 30_000,
  }),
  ListIcebergNamespaceDetails: defineOperation<CatalogIdTarget & ListParams>()({
    method: 'GET',
    path: `${ICEBERG}/namespace-details`,
    query: (p) => listQuery(p, 'namespaceNamePattern'),
    response: listIcebergNamespacesSchema,
    parseJson: icebergJson,
    staleTime: 30_000,
  }),
  ListIcebergTableDetails: defineOperation<NamespaceTarget & ListParams>()({
    method: 'GET',
    path: `${NAMESPACE}/table-details`,
    query: (p) => listQuery(p, 'tableNamePattern'),
    response: listIcebergTablesSchema,
    parseJson: icebergJson,
    staleTime: 30_000,
  }),
  ListIcebergSnapshots: defineOperation<IcebergTableTarget & Omit<ListParams, 'pattern'>>()({
    method: 'GET',
    path: `${NAMESPACE}/tables/:table/snapshots`,
    // The operation takes no name pattern.
    query: (p) => ({
      maxResults: clampMaxResults(p.maxResults),
      pageToken: p.pageToken || undefined,
    }),
    response: listIcebergSnapshotsSchema,
    parseJson: icebergJson,
    staleTime: 30_000,
  }),
};

/** The section's registry: what its queries and mutations call. */
export const lakeIcebergOperations = defineOperations('lake', icebergOperations);
