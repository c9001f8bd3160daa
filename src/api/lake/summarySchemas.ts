// zod/mini at the boundary: the storage summaries of specs/lake-catalog-api.md (catalog, database,
// table; a day's figures and their trend), read by the catalog console's storage tabs.
import * as z from 'zod/mini';
import { count, int64, nextPageToken, optionalMap } from './schemaParts';

// ---------------------------------------------------------------- storage summaries

const momValuesSchema = z.object({
  lastDayValue: int64,
  lastMonthValue: int64,
  currentValue: int64,
});
export type MoMValues = z.infer<typeof momValuesSchema>;

const tierSizes = {
  objTypeStandardSize: count,
  objTypeIaSize: count,
  objTypeArchiveSize: count,
  objTypeColdArchiveSize: count,
};
export const STORAGE_TIERS = [
  'objTypeStandardSize',
  'objTypeIaSize',
  'objTypeArchiveSize',
  'objTypeColdArchiveSize',
] as const;
export type StorageTier = (typeof STORAGE_TIERS)[number];

export const catalogSummarySchema = z.object({
  databaseCount: momValuesSchema,
  tableCount: momValuesSchema,
  partitionCount: momValuesSchema,
  totalFileSizeInBytes: momValuesSchema,
  totalFileCount: momValuesSchema,
  totalMetaSizeInBytes: momValuesSchema,
  totalMetaFileCount: momValuesSchema,
  apiVisitCountMonthly: count,
  fileAccessCountMonthly: count,
  throughputMonthly: count,
  generatedDate: z.optional(z.string()),
  ...tierSizes,
});
export type CatalogSummary = z.infer<typeof catalogSummarySchema>;

const dateSummarySchema = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd')),
  value: int64,
});
export type DateSummary = z.infer<typeof dateSummarySchema>;

export const TREND_SERIES = [
  'apiVisitCount',
  'fileAccessCount',
  'throughput',
  'totalMetaCount',
  'totalFileCount',
  'totalFileSizeInBytes',
] as const;
export type TrendSeries = (typeof TREND_SERIES)[number];

const series = z._default(z.array(dateSummarySchema), () => []);
export const catalogSummaryTrendSchema = z.object({
  apiVisitCount: series,
  fileAccessCount: series,
  throughput: series,
  totalMetaCount: series,
  totalFileCount: series,
  totalFileSizeInBytes: series,
});
export type CatalogSummaryTrend = z.infer<typeof catalogSummaryTrendSchema>;

export const databaseSummarySchema = z.object({
  databaseName: z.string(),
  location: z.optional(z.string()),
  generatedDate: z.optional(z.string()),
  createdAt: z.optional(int64),
  tableCount: count,
  partitionCount: count,
  totalFileSizeInBytes: count,
  totalFileCount: count,
  totalMetaSizeInBytes: count,
  totalMetaFileCount: count,
  ...tierSizes,
});
export type DatabaseSummary = z.infer<typeof databaseSummarySchema>;

/** Where a table's or a partition's files are stored, who read them and when. */
const accessFields = {
  storageClass: z.optional(z.string()),
  lastRequester: z.optional(z.nullable(z.string())),
  topRequester: z.optional(z.nullable(z.string())),
  createdAt: z.optional(int64),
  updatedAt: z.optional(int64),
  lastAccessTime: z.optional(z.nullable(int64)),
  storageActionTimestamp: z.optional(z.nullable(int64)),
};

export const tableSummarySchema = z.object({
  databaseName: z.string(),
  tableName: z.string(),
  path: z.optional(z.string()),
  generatedDate: z.optional(z.string()),
  ...accessFields,
  partitionCount: count,
  unaccessedStdPartitionCount30d: count,
  unaccessedStdIaPartitionCount180d: count,
  totalFileSizeInBytes: count,
  totalFileCount: count,
  totalMetaSizeInBytes: count,
  totalMetaFileCount: count,
  totalFileAccessNum: count,
  totalFileAccessNum7d: count,
  totalFileAccessNum30d: count,
  ...tierSizes,
  storageActionParams: optionalMap,
});
export type TableSummary = z.infer<typeof tableSummarySchema>;

const partitionSummarySchema = z.object({
  databaseName: z.optional(z.string()),
  tableName: z.optional(z.string()),
  partitionName: z.string(),
  ...accessFields,
  totalFileSizeInBytes: count,
  totalFileCount: count,
  totalFileAccessNum: z.optional(count),
  totalFileAccessNum7d: z.optional(count),
  totalFileAccessNum30d: z.optional(count),
  storageActionParams: optionalMap,
});
export type PartitionSummary = z.infer<typeof partitionSummarySchema>;

export const partitionSummariesSchema = z.object({
  partitions: z._default(z.array(partitionSummarySchema), () => []),
  nextPageToken,
});
