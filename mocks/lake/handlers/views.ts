/** Store records as the lake API returns them (schemas.ts shapes), built per response. */
import type {
  Catalog,
  Database,
  Partition,
  PartitionSummary,
  PrepayResource,
  Table,
  View,
} from '../../../src/api/lake/schemas';
import { catalogStatus, schemaOf } from '../store/catalogs';
import type { LakeCatalog, LakeDatabase, LakePartition, LakeTable, LakeView } from '../store/types';

const audit = (record: {
  owner: string;
  createdBy: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
}) => ({
  owner: record.owner,
  createdBy: record.createdBy,
  updatedBy: record.updatedBy,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

export function catalogView(catalog: LakeCatalog, now: number): Catalog {
  return {
    id: catalog.id,
    name: catalog.name,
    type: catalog.type,
    status: catalogStatus(catalog, now) ?? 'DELETED',
    shareId: catalog.shareId,
    isShared: catalog.isShared,
    options: { ...catalog.options },
    ...audit(catalog),
  };
}

export function prepayView(catalog: LakeCatalog): PrepayResource | null {
  return catalog.prepay ? { ...catalog.prepay } : null;
}

export function databaseView(database: LakeDatabase): Database {
  return {
    id: database.id,
    name: database.name,
    location: database.location,
    options: { ...database.options },
    tableCount: database.tables.size,
    ...audit(database),
  };
}

export function tableView(table: LakeTable): Table {
  return {
    id: table.id,
    name: table.name,
    path: table.path,
    isExternal: table.isExternal,
    schemaId: table.schemaId,
    schema: schemaOf(table),
    storageClass: table.storageClass,
    storageAction: table.storageAction,
    storageActionTimestamp: table.storageActionTimestamp,
    ...audit(table),
  };
}

export function viewView(view: LakeView): View {
  return { id: view.id, name: view.name, schema: view.schema, ...audit(view) };
}

export function partitionView(partition: LakePartition): Partition {
  return {
    spec: partition.spec,
    recordCount: partition.recordCount,
    fileSizeInBytes: partition.fileSizeInBytes,
    fileCount: partition.fileCount,
    lastFileCreationTime: partition.lastFileCreationTime,
    done: partition.done,
    storageClass: partition.storageClass,
    storageAction: partition.storageAction,
    storageActionTimestamp: partition.storageActionTimestamp,
    totalBuckets: partition.totalBuckets,
    createdBy: partition.createdBy,
    updatedBy: partition.updatedBy,
    createdAt: partition.createdAt,
    updatedAt: partition.updatedAt,
  };
}

export function partitionSummaryView(
  partition: LakePartition,
  databaseName: string,
  tableName: string,
): PartitionSummary {
  return {
    databaseName,
    tableName,
    partitionName: partition.name,
    storageClass: partition.storageClass,
    lastRequester: partition.lastRequester,
    topRequester: partition.topRequester,
    createdAt: partition.createdAt,
    updatedAt: partition.updatedAt,
    lastAccessTime: partition.lastAccessTime,
    storageActionTimestamp: partition.storageActionTimestamp,
    totalFileSizeInBytes: partition.fileSizeInBytes,
    totalFileCount: partition.fileCount,
    totalFileAccessNum: partition.accessTotal,
    totalFileAccessNum7d: partition.access7d,
    totalFileAccessNum30d: partition.access30d,
    storageActionParams: partition.storageActionParams,
  };
}
