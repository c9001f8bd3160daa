/**
 * The Iceberg views of the lake mock: an ICEBERG catalog's databases read as namespaces and their
 * tables as Iceberg tables (mocks/lake/store/iceberg.ts derives what only Iceberg has). A PAIMON
 * catalog has no Iceberg views: 404 naming the catalog (assumed; the spec shows no such case).
 */
import type { LakeOperationName } from '../routes';
import { icebergData, type IcebergTableData } from '../store/iceberg';
import type { LakeCatalog, LakeDatabase, LakeTable } from '../store/types';
import { int64Response } from '../../core/int64Json';
import { decodePageToken, encodePageToken, type PageScope } from './pageTokens';
import { invalidParameter, notFound } from './errors';
import { catalogWithId, databaseIn, tableAt } from './lookup';
import { listPage, parseMaxResults } from './params';
import type { MockBody } from '../../core/mockService';

function icebergCatalog(id: string | undefined, now: number): LakeCatalog {
  const catalog = catalogWithId(id, now);
  if (catalog.type !== 'ICEBERG') {
    throw notFound('catalog', catalog.name, ' as an ICEBERG catalog (it is PAIMON)');
  }
  return catalog;
}

function namespaceView(database: LakeDatabase) {
  return {
    id: database.id,
    name: database.name,
    location: database.location,
    options: { ...database.options },
    owner: database.owner,
    createdBy: database.createdBy,
    updatedBy: database.updatedBy,
    createdAt: BigInt(database.createdAt),
    updatedAt: BigInt(database.updatedAt),
  };
}

function icebergTableView(table: LakeTable, data: IcebergTableData) {
  const current = data.snapshots[data.snapshots.length - 1];
  return {
    id: table.id,
    name: table.name,
    path: table.path,
    owner: table.owner,
    createdBy: table.createdBy,
    updatedBy: table.updatedBy,
    // The metadata file version: one per commit.
    version: BigInt(data.snapshots.length),
    createdAt: BigInt(table.createdAt),
    updatedAt: BigInt(Math.max(table.updatedAt, Number(current?.timestampMillis ?? 0))),
    icebergTableMetadata: {
      ...(current ? { currentSnapshot: current } : {}),
      partitionFields: data.partitionFields,
      fields: data.fields,
      properties: data.properties,
    },
  };
}

export const icebergBodies: Partial<Record<LakeOperationName, MockBody>> = {
  ListIcebergNamespaceDetails: ({ path, query }) => {
    const catalog = icebergCatalog(path.catalogId, Date.now());
    const page = listPage(catalog.databases, {
      query,
      patternParam: 'namespaceNamePattern',
      list: 'ListIcebergNamespaceDetails',
      parent: catalog.id,
      nameOf: (database) => database.name,
    });
    return int64Response({
      namespaceDetails: page.items.map(namespaceView),
      nextPageToken: page.nextPageToken,
    });
  },

  ListIcebergTableDetails: ({ path, query }) => {
    const catalog = icebergCatalog(path.catalogId, Date.now());
    const namespace = databaseIn(catalog, path.namespace);
    const page = listPage(namespace.tables, {
      query,
      patternParam: 'tableNamePattern',
      list: 'ListIcebergTableDetails',
      parent: `${catalog.id}/${namespace.name}`,
      nameOf: (table) => table.name,
    });
    return int64Response({
      tableDetails: page.items.map((table) => icebergTableView(table, icebergData(table))),
      nextPageToken: page.nextPageToken,
    });
  },

  GetIcebergTable: ({ path }) => {
    const now = Date.now();
    icebergCatalog(path.catalogId, now);
    const { table } = tableAt({ ...path, database: path.namespace ?? '' }, now);
    return int64Response(icebergTableView(table, icebergData(table)));
  },

  // Newest first (assumed); a page token holds the sequence number the page ends at.
  ListIcebergSnapshots: ({ path, query }) => {
    const now = Date.now();
    const catalog = icebergCatalog(path.catalogId, now);
    const { table } = tableAt({ ...path, database: path.namespace ?? '' }, now);
    const newestFirst = [...icebergData(table).snapshots].reverse();
    const limit = parseMaxResults(query);
    const scope: PageScope = {
      list: 'ListIcebergSnapshots',
      parent: `${catalog.id}/${path.namespace ?? ''}/${table.name}`,
      pattern: '',
    };
    const token = query.get('pageToken') ?? '';
    let start = 0;
    if (token !== '') {
      const after = decodePageToken(scope, token);
      if (after === null) {
        throw invalidParameter(
          'pageToken',
          'is not a token of this list; pass the nextPageToken of the previous page, or none for the first page.',
        );
      }
      start = newestFirst.findIndex((s) => s.sequenceNumber.toString() === after) + 1;
    }
    const items = newestFirst.slice(start, start + limit);
    const last = items[items.length - 1];
    const more = start + limit < newestFirst.length;
    return int64Response({
      snapshots: items,
      nextPageToken: more && last ? encodePageToken(scope, last.sequenceNumber.toString()) : null,
    });
  },
};
