// zod/mini at the boundary; every record of specs/lake-catalog-api.md that the catalog console
// reads (Region and service, Catalogs, Databases, Tables/functions/partitions, Storage summaries).
import * as z from 'zod/mini';
import {
  audit,
  count,
  int64,
  nextPageToken,
  optionalMap,
  optionalStrings,
  stringMap,
} from './schemaParts';

// The storage summaries' records are in summarySchemas.ts, re-exported here: one entry for every
// record of the catalog section.
export * from './summarySchemas';

// ---------------------------------------------------------------- region and service

const regionSchema = z.object({
  type: z.optional(z.string()),
  showName: z.optional(z.string()),
  name: z.string(),
  description: z.optional(z.string()),
});
export type Region = z.infer<typeof regionSchema>;
export const describeRegionsResponseSchema = z.object({ regions: z.array(regionSchema) });

export const regionStatusSchema = z.object({
  // Unknown values are kept as strings: the banner explains the ones it knows and names others.
  status: z.string(),
  serviceRoleExists: z.boolean(),
});
export type RegionStatus = z.infer<typeof regionStatusSchema>;

// ---------------------------------------------------------------- catalogs

export const catalogTypes = ['PAIMON', 'ICEBERG'] as const;
export type CatalogType = (typeof catalogTypes)[number];

export const catalogStatuses = [
  'NEW',
  'INITIALIZING',
  'INITIALIZE_FAILED',
  'RUNNING',
  'TERMINATED',
  'DELETING',
  'DELETE_FAILED',
  'DELETED',
  'STORAGE_RESTRICTED',
] as const;
/** States a catalog leaves by itself: the console polls while a catalog is in one. */
export const TRANSIENT_CATALOG_STATUSES: ReadonlySet<string> = new Set([
  'NEW',
  'INITIALIZING',
  'DELETING',
]);

export const catalogSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  shareId: z.optional(z.nullable(z.string())),
  isShared: z.optional(z.boolean()),
  options: optionalMap,
  ...audit,
});
export type Catalog = z.infer<typeof catalogSchema>;

const prepayResourceSchema = z.object({
  catalogId: z.string(),
  catalogName: z.optional(z.string()),
  instanceId: z.string(),
  instanceStatus: z.string(),
  cu: z.int(),
  gmtCreate: z.optional(int64),
  expireTime: z.optional(int64),
});
export type PrepayResource = z.infer<typeof prepayResourceSchema>;

export const listCatalogsResponseSchema = z.object({
  catalogs: z._default(z.array(catalogSchema), () => []),
  prepayResource: z._default(z.array(prepayResourceSchema), () => []),
  nextPageToken,
});
export type ListCatalogsResponse = z.infer<typeof listCatalogsResponseSchema>;

/** AlterCatalog / AlterDatabase answer: which keys changed and which removals named nothing. */
export const alterOptionsResponseSchema = z.object({
  removed: optionalStrings,
  updated: optionalStrings,
  missing: optionalStrings,
});
export type AlterOptionsResult = z.infer<typeof alterOptionsResponseSchema>;

export const tokenResponseSchema = z.object({
  token: stringMap,
  expiresAtMillis: int64,
});

/** Operations whose 200 body is "an empty JSON object"; anything else is accepted and ignored. */
export const emptyResponseSchema = z.unknown();

// ---------------------------------------------------------------- databases

export const databaseSchema = z.object({
  id: z.optional(z.string()),
  name: z.string(),
  location: z.optional(z.string()),
  options: optionalMap,
  tableCount: z.optional(count),
  ...audit,
});
export type Database = z.infer<typeof databaseSchema>;

export const listDatabasesResponseSchema = z.object({
  databases: z._default(z.array(z.string()), () => []),
  nextPageToken,
});
export const listDatabaseDetailsResponseSchema = z.object({
  databaseDetails: z._default(z.array(databaseSchema), () => []),
  nextPageToken,
});

// ---------------------------------------------------------------- types, schemas, tables

export const dataTypeNames = [
  'BOOLEAN',
  'TINYINT',
  'SMALLINT',
  'INT',
  'BIGINT',
  'FLOAT',
  'DOUBLE',
  'DECIMAL',
  'CHAR',
  'VARCHAR',
  'STRING',
  'BINARY',
  'VARBINARY',
  'BYTES',
  'DATE',
  'TIME',
  'TIMESTAMP',
  'ARRAY',
  'MULTISET',
  'MAP',
  'ROW',
] as const;
export type DataTypeName = (typeof dataTypeNames)[number];

/**
 * FullDataType. The spec lists no precision/scale/length fields; DECIMAL and CHAR parameters, when
 * a service sends them, arrive as these optional fields (assumed) and are kept on round trips.
 * `nullable` likewise (updateColumnNullability changes it).
 */
export interface FullDataType {
  type: string;
  element?: FullDataType | undefined;
  fields?: DataField[] | undefined;
  key?: FullDataType | undefined;
  value?: FullDataType | undefined;
  precision?: number | undefined;
  scale?: number | undefined;
  length?: number | undefined;
  nullable?: boolean | undefined;
}

export interface DataField {
  id?: number | undefined;
  name: string;
  description?: string | undefined;
  type: FullDataType;
}

export const fullDataTypeSchema: z.ZodMiniType<FullDataType> = z.object({
  type: z.string(),
  get element() {
    return z.optional(fullDataTypeSchema);
  },
  get fields() {
    return z.optional(z.array(dataFieldSchema));
  },
  get key() {
    return z.optional(fullDataTypeSchema);
  },
  get value() {
    return z.optional(fullDataTypeSchema);
  },
  precision: z.optional(z.int()),
  scale: z.optional(z.int()),
  length: z.optional(z.int()),
  nullable: z.optional(z.boolean()),
});

const dataFieldSchema: z.ZodMiniType<DataField> = z.object({
  id: z.optional(z.int()),
  name: z.string(),
  description: z.optional(z.string()),
  get type() {
    return fullDataTypeSchema;
  },
});

export const tableSchemaSchema = z.object({
  fields: z._default(z.array(dataFieldSchema), () => []),
  primaryKeys: optionalStrings,
  partitionKeys: optionalStrings,
  options: optionalMap,
  comment: z.optional(z.nullable(z.string())),
});
export type TableSchema = z.infer<typeof tableSchemaSchema>;

export const tableSchema = z.object({
  id: z.optional(z.string()),
  name: z.string(),
  path: z.optional(z.string()),
  isExternal: z.optional(z.boolean()),
  schemaId: z.optional(int64),
  schema: z.optional(tableSchemaSchema),
  storageClass: z.optional(z.string()),
  storageAction: z.optional(z.nullable(z.string())),
  storageActionTimestamp: z.optional(z.nullable(int64)),
  ...audit,
});
export type Table = z.infer<typeof tableSchema>;

export interface Identifier {
  database: string;
  object: string;
}

export const schemaChangeActions = [
  'setOption',
  'removeOption',
  'updateComment',
  'addColumn',
  'renameColumn',
  'dropColumn',
  'updateColumnComment',
  'updateColumnType',
  'updateColumnPosition',
  'updateColumnNullability',
] as const;
export type SchemaChangeAction = (typeof schemaChangeActions)[number];

export const moveTypes = ['FIRST', 'AFTER', 'BEFORE', 'LAST'] as const;
export type MoveType = (typeof moveTypes)[number];
export interface Move {
  type: MoveType;
  fieldName?: string | undefined;
  referenceFieldName?: string | undefined;
}

/** One change of AlterTable; which fields each action requires is in src/features/catalog/schema/model/requiredFields.ts. */
export interface FullSchemaChange {
  action: SchemaChangeAction;
  fieldNames?: string[] | undefined;
  dataType?: FullDataType | undefined;
  move?: Move | undefined;
  newName?: string | undefined;
  newComment?: string | undefined;
  comment?: string | undefined;
  key?: string | undefined;
  value?: string | undefined;
  newDataType?: FullDataType | undefined;
  keepNullability?: boolean | undefined;
  newNullability?: boolean | undefined;
}

export const tableCompactionSchema = z.object({
  catalogId: z.optional(z.string()),
  tableId: z.optional(z.string()),
  cuUsage: z.number(),
  latencyFileEarliestTime: z.optional(z.nullable(int64)),
  lastCompactedFileTime: z.optional(z.nullable(int64)),
  maxLevel0FileCount: z.optional(z.nullable(z.string())),
});
export type TableCompaction = z.infer<typeof tableCompactionSchema>;

/** The spec names a Snapshot record without showing it; these are the fields the console shows. */
const snapshotSchema = z.looseObject({
  id: z.optional(int64),
  schemaId: z.optional(int64),
  commitUser: z.optional(z.string()),
  commitIdentifier: z.optional(int64),
  commitKind: z.optional(z.string()),
  timeMillis: z.optional(int64),
  totalRecordCount: z.optional(int64),
  deltaRecordCount: z.optional(int64),
});

export const tableSnapshotSchema = z.object({
  lastFileCreationTime: z.optional(z.nullable(int64)),
  recordCount: count,
  fileSizeInBytes: count,
  fileCount: count,
  partitionCount: count,
  totalBuckets: z.optional(z.int()),
  snapshot: z.optional(z.nullable(snapshotSchema)),
});
export type TableSnapshot = z.infer<typeof tableSnapshotSchema>;

export const partitionSchema = z.object({
  spec: stringMap,
  recordCount: count,
  fileSizeInBytes: count,
  fileCount: count,
  lastFileCreationTime: z.optional(z.nullable(int64)),
  done: z.optional(z.boolean()),
  storageClass: z.optional(z.string()),
  storageAction: z.optional(z.nullable(z.string())),
  storageActionTimestamp: z.optional(z.nullable(int64)),
  totalBuckets: z.optional(z.int()),
  createdBy: z.optional(z.string()),
  updatedBy: z.optional(z.string()),
  createdAt: z.optional(int64),
  updatedAt: z.optional(int64),
});
export type Partition = z.infer<typeof partitionSchema>;

export const listFunctionsResponseSchema = z.object({
  functions: z._default(z.array(z.string()), () => []),
  nextPageToken,
});

export const viewSchema = z.object({
  id: z.optional(z.string()),
  name: z.string(),
  schema: z.object({
    fields: z._default(z.array(dataFieldSchema), () => []),
    query: z.optional(z.string()),
    dialects: optionalMap,
    comment: z.optional(z.nullable(z.string())),
    options: optionalMap,
  }),
  ...audit,
});
export type View = z.infer<typeof viewSchema>;
