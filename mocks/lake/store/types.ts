/** The lake mock's records: what the store keeps, shaped for cheap reads and exact sums. */
import type { MockScale } from '../../../src/api/mockControl';
import type {
  DataField,
  PrepayResource,
  StorageTier,
  TableSchema,
  View,
} from '../../../src/api/lake/schemas';
import type { SortedNames } from './sortedNames';

interface Audit {
  owner: string;
  createdBy: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
}

export type TierSizes = Record<StorageTier, number>;

export const STORAGE_CLASSES = ['STANDARD', 'IA', 'ARCHIVE', 'COLD_ARCHIVE'] as const;
export type StorageClass = (typeof STORAGE_CLASSES)[number];
export const TIER_OF_CLASS: Readonly<Record<StorageClass, StorageTier>> = {
  STANDARD: 'objTypeStandardSize',
  IA: 'objTypeIaSize',
  ARCHIVE: 'objTypeArchiveSize',
  COLD_ARCHIVE: 'objTypeColdArchiveSize',
};

/** A table's storage totals as of `grownAt`; partitions are generated to sum to exactly these. */
export interface TableStats {
  fileSize: number;
  fileCount: number;
  recordCount: number;
  metaSize: number;
  metaFileCount: number;
  tiers: TierSizes;
  /** When the table reached these numbers; sizes grew linearly from its creation to here. */
  grownAt: number;
}

/** Days a partition stays in a tier before it is converted to the next (age in days). */
export interface TierPolicy {
  ia: number;
  archive: number;
  cold: number;
}

/**
 * Which partitions a table has: one per day from `firstDay` for `days` days (the last is the
 * anchor's day), times each region. Index order is name order (`dt=…` then `region=…`).
 */
export interface PartitionPlan {
  keys: readonly string[];
  firstDay: string;
  days: number;
  regions: readonly string[];
  tiers: TierPolicy | null;
}

export interface LakePartition {
  name: string;
  spec: Record<string, string>;
  recordCount: number;
  fileSizeInBytes: number;
  fileCount: number;
  lastFileCreationTime: number;
  done: boolean;
  storageClass: StorageClass;
  storageAction: string;
  storageActionTimestamp: number | null;
  storageActionParams: Record<string, string>;
  totalBuckets: number;
  createdBy: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
  lastAccessTime: number | null;
  accessTotal: number;
  access30d: number;
  access7d: number;
  lastRequester: string | null;
  topRequester: string | null;
}

/** Access statistics of an unpartitioned table (a partitioned one sums its partitions'). */
export interface TableAccess {
  lastAccessTime: number | null;
  accessTotal: number;
  access30d: number;
  access7d: number;
  lastRequester: string | null;
  topRequester: string | null;
}

export interface LakeTable extends Audit {
  id: string;
  name: string;
  path: string;
  isExternal: boolean;
  schemaId: number;
  storageClass: StorageClass;
  storageAction: string | null;
  storageActionTimestamp: number | null;
  totalBuckets: number;
  /** Null until first read: big schemas (10,000 columns) are built on demand, deterministically. */
  schema: TableSchema | null;
  buildSchema: () => TableSchema;
  stats: TableStats;
  plan: PartitionPlan | null;
  /** Materialized on first read of the partitions (up to 20,000), then kept. */
  partitions: SortedNames<LakePartition> | null;
  /** Seed of everything generated on demand for this table. */
  seed: number;
}

export interface FunctionDefinition {
  type: 'sql' | 'file' | 'lambda';
  definition?: string;
  language?: string;
  className?: string;
  functionName?: string;
  fileResources?: { resourceType: string; uri: string }[];
}

export interface LakeFunction extends Audit {
  id: string;
  name: string;
  comment: string;
  deterministic: boolean;
  inputParams: DataField[];
  returnParams: DataField[];
  options: Record<string, string>;
  definitions: Record<string, FunctionDefinition>;
}

export type LakeView = View & Audit & { id: string };

export interface LakeDatabase extends Audit {
  id: string;
  name: string;
  location: string;
  options: Record<string, string>;
  tables: SortedNames<LakeTable>;
  functions: SortedNames<LakeFunction>;
  views: SortedNames<LakeView>;
}

/** Daily activity of a catalog on an average weekday (API calls, file requests, bytes read). */
export interface CatalogActivity {
  apiVisits: number;
  fileAccess: number;
  throughput: number;
}

export interface LakeCatalog extends Audit {
  id: string;
  name: string;
  type: string;
  options: Record<string, string>;
  isShared: boolean;
  shareId: string | null;
  /** Seeded catalogs keep their status; created ones derive it from `createdAt` (catalogs.ts `catalogStatus`). */
  seededStatus: string | null;
  dropRequestedAt: number | null;
  bucket: string;
  prepay: PrepayResource | null;
  databases: SortedNames<LakeDatabase>;
  activity: CatalogActivity;
  seed: number;
}

export interface LakeDb {
  readonly anchorMs: number;
  readonly scale: MockScale;
  /** By name; a dropped catalog stays here (hidden once gone) until its name is reused. */
  readonly catalogs: SortedNames<LakeCatalog>;
  readonly catalogsById: Map<string, LakeCatalog>;
}
