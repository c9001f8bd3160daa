import type { SortedNames } from './sortedNames';

/** The records of shares and receivers (spec "Shares and receivers"), as shares.ts keeps them. */

export type ShareResourceType = 'CATALOG_ALL' | 'DATABASE_ALL' | 'TABLE';

export interface LakeShareResource {
  shareType: ShareResourceType;
  databaseName: string | null;
  tableName: string | null;
  createdBy: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
}

export interface LakeShare {
  shareId: string;
  shareName: string;
  comment: string;
  enableWrite: boolean;
  owner: string;
  createdBy: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
  /** Receiver names. */
  receivers: Set<string>;
  /** The catalog of its resources; null while it has none. */
  catalogId: string | null;
  resources: LakeShareResource[];
}

export interface LakeReceiver {
  receiverName: string;
  /** int64 account id as digits. */
  receiverTenantId: string;
  comment: string;
  createdBy: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
}

export interface LakeReceivedShare {
  shareId: string;
  shareName: string;
  comment: string;
  /** int64 account id as digits. */
  providerTenantId: string;
  owner: string;
  createdBy: string;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
}

export interface ShareState {
  provided: SortedNames<LakeShare>;
  receivers: SortedNames<LakeReceiver>;
  received: SortedNames<LakeReceivedShare>;
}
