/**
 * The shapes the lake mock's estate is described in (catalogs.ts, salesLake.ts) and built from
 * (estate.ts), and the seed every draw derives from.
 */
import type { MockScale } from '../../../src/api/mockControl';
import type { TableSpec } from '../store/tables';
import type { CatalogActivity } from '../store/types';
import type { FunctionSeed, ViewSeed } from './salesDefinitions';

export const LAKE_SEED = 0x1a4ec47a;
export const GB = 1024 ** 3;
export const MB = 1024 ** 2;

export interface DatabaseSeed {
  name: string;
  ageDays: number;
  owner: string;
  options: Record<string, string>;
  tables: () => TableSpec[];
  functions?: () => FunctionSeed[];
  views?: () => ViewSeed[];
}

export interface PrepaySeed {
  instanceId: string;
  instanceStatus: string;
  cu: number;
  createdDaysAgo: number;
  /** Days from the anchor to expiry (negative: already expired). */
  expiresInDays: number;
}

export interface CatalogSeed {
  name: string;
  type: 'PAIMON' | 'ICEBERG';
  status: string;
  ageDays: number;
  owner: string;
  bucket: string;
  isShared?: boolean;
  shareId?: string;
  options: Record<string, string>;
  prepay?: PrepaySeed;
  activity: CatalogActivity;
  databases: (scale: MockScale) => DatabaseSeed[];
}
