/**
 * Shares and receivers of the lake mock (spec "Shares and receivers"; assumed rules in
 * src/api/lake/assumed.ts): the account's provided shares with their receivers and resources,
 * its receivers, and the shares other accounts provide to it. One estate with the catalogs: a
 * share's resources name real catalogs, databases and tables (dropping one updates the shares:
 * the part's drop table), and a received share appears as the catalog made from it (`isShared`, `shareId`).
 *
 * The state hangs off the lake store (`sharesOf`), seeded the first time it is read or changed, so
 * the catalog store's shape is untouched. Tenant ids are int64 digit strings here (the journal is
 * JSON); the handlers write them as bare digits.
 */
import { seedShares } from '../seeds/shares';
import {
  isString,
  isStringList,
  type DropTarget,
  type LakeOpBase,
  type LakeStorePart,
  type OpEntry,
} from './part';
import type { LakeShare, LakeShareResource, ShareResourceType, ShareState } from './shareTypes';
import type { LakeDb } from './types';

export type {
  LakeReceivedShare,
  LakeReceiver,
  LakeShare,
  LakeShareResource,
  ShareResourceType,
  ShareState,
} from './shareTypes';

/** The account the console works in (CONSOLE_PRINCIPAL's), the provider of its shares. */
export const OWN_TENANT_ID = '1234567890123456';

/** A resource's place in its share's list: the catalog first, then databases, then their tables. */
export const resourceKey = (r: Pick<LakeShareResource, 'databaseName' | 'tableName'>): string =>
  `${r.databaseName ?? ''}/${r.tableName ?? ''}`;

const states = new WeakMap<LakeDb, ShareState>();

/** The shares of this lake store, seeded on first use (before any change that touches them). */
export function sharesOf(db: LakeDb): ShareState {
  let state = states.get(db);
  if (!state) {
    state = seedShares(db);
    states.set(db, state);
  }
  return state;
}

// ---------------------------------------------------------------- changes

interface ShareOpBase extends LakeOpBase {
  /** Who made the change (the console's principal). */
  by: string;
}
interface CreateShareOp extends ShareOpBase {
  op: 'createShare';
  shareId: string;
  shareName: string;
  comment: string;
  enableWrite: boolean;
}
interface AlterShareOp extends ShareOpBase {
  op: 'alterShare';
  share: string;
  shareName: string;
  comment: string;
  enableWrite: boolean;
}
interface DropShareOp extends ShareOpBase {
  op: 'dropShare';
  share: string;
}
interface AlterShareReceiversOp extends ShareOpBase {
  op: 'alterShareReceivers';
  share: string;
  added: string[];
  removed: string[];
}
interface ResourceInput {
  shareType: ShareResourceType;
  databaseName: string | null;
  tableName: string | null;
}
interface AlterShareResourcesOp extends ShareOpBase {
  op: 'alterShareResources';
  share: string;
  catalogId: string;
  resources: ResourceInput[];
}
interface CreateReceiverOp extends ShareOpBase {
  op: 'createReceiver';
  receiverName: string;
  receiverTenantId: string;
  comment: string;
}
interface AlterReceiverOp extends ShareOpBase {
  op: 'alterReceiver';
  receiver: string;
  receiverName: string;
  comment: string;
}
interface DropReceiverOp extends ShareOpBase {
  op: 'dropReceiver';
  receiver: string;
}
export type ShareOp =
  | CreateShareOp
  | AlterShareOp
  | DropShareOp
  | AlterShareReceiversOp
  | AlterShareResourcesOp
  | CreateReceiverOp
  | AlterReceiverOp
  | DropReceiverOp;

function touch(record: { updatedAt: number; updatedBy: string }, op: ShareOpBase): void {
  record.updatedAt = op.at;
  record.updatedBy = op.by;
}

/** The resource list after an AlterShareResources: kept records keep their creation. */
function nextResources(share: LakeShare, op: AlterShareResourcesOp): LakeShareResource[] {
  const before = new Map(share.resources.map((r) => [`${r.shareType}:${resourceKey(r)}`, r]));
  const sameCatalog = share.catalogId === op.catalogId;
  return op.resources
    .map((input) => {
      const kept = sameCatalog ? before.get(`${input.shareType}:${resourceKey(input)}`) : undefined;
      return (
        kept ?? {
          ...input,
          createdBy: op.by,
          updatedBy: op.by,
          createdAt: op.at,
          updatedAt: op.at,
        }
      );
    })
    .sort((a, b) =>
      resourceKey(a) < resourceKey(b) ? -1 : resourceKey(a) > resourceKey(b) ? 1 : 0,
    );
}

// ---------------------------------------------------------------- validating stored ops

const isDigits = (value: unknown): value is string => isString(value) && /^\d+$/.test(value);
const nullableString = (value: unknown) => value === null || isString(value);
const SHARE_TYPES: readonly unknown[] = ['CATALOG_ALL', 'DATABASE_ALL', 'TABLE'];

function isResourceInput(value: unknown): value is ResourceInput {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    SHARE_TYPES.includes(r.shareType) &&
    nullableString(r.databaseName) &&
    nullableString(r.tableName)
  );
}

/** An op entry whose stored form also names who made the change. */
const byConsole = <Op>(entry: OpEntry<Op>): OpEntry<Op> => ({
  ...entry,
  isValid: (v) => isString(v.by) && entry.isValid(v),
});

// ---------------------------------------------------------------- the part

/**
 * A catalog, database or table was dropped: the shares that name it lose those resources (a
 * dropped catalog takes all of a share's, which then has no catalog).
 */
function dropResources(db: LakeDb, target: DropTarget): void {
  sharesOf(db).provided.forEach((share) => {
    if (share.catalogId !== target.catalogId) return;
    share.resources = share.resources.filter((r) => {
      if (target.database === undefined) return false;
      if (r.databaseName !== target.database) return true;
      if (target.table === undefined) return false;
      return !(r.shareType === 'TABLE' && r.tableName === target.table);
    });
    if (share.resources.length === 0) share.catalogId = null;
  });
}

/** Shares and receivers: their ops, and what a drop takes from the shares. */
export const sharePart: LakeStorePart<ShareOp> = {
  ops: {
    createShare: byConsole({
      apply(db, op) {
        const state = sharesOf(db);
        if (state.provided.has(op.shareName)) return;
        state.provided.set(op.shareName, {
          shareId: op.shareId,
          shareName: op.shareName,
          comment: op.comment,
          enableWrite: op.enableWrite,
          owner: op.by,
          createdBy: op.by,
          updatedBy: op.by,
          createdAt: op.at,
          updatedAt: op.at,
          receivers: new Set(),
          catalogId: null,
          resources: [],
        });
      },
      isValid: (v) =>
        isString(v.shareId) &&
        isString(v.shareName) &&
        isString(v.comment) &&
        typeof v.enableWrite === 'boolean',
    }),
    alterShare: byConsole({
      apply(db, op) {
        const state = sharesOf(db);
        const share = state.provided.get(op.share);
        if (!share) return;
        if (op.shareName !== op.share) {
          if (state.provided.has(op.shareName)) return;
          state.provided.delete(op.share);
          share.shareName = op.shareName;
          state.provided.set(op.shareName, share);
        }
        share.comment = op.comment;
        share.enableWrite = op.enableWrite;
        touch(share, op);
      },
      isValid: (v) =>
        isString(v.share) &&
        isString(v.shareName) &&
        isString(v.comment) &&
        typeof v.enableWrite === 'boolean',
    }),
    dropShare: byConsole({
      apply: (db, op) => void sharesOf(db).provided.delete(op.share),
      isValid: (v) => isString(v.share),
    }),
    alterShareReceivers: byConsole({
      apply(db, op) {
        const state = sharesOf(db);
        const share = state.provided.get(op.share);
        if (!share) return;
        for (const name of op.removed) share.receivers.delete(name);
        for (const name of op.added) if (state.receivers.has(name)) share.receivers.add(name);
        touch(share, op);
      },
      isValid: (v) => isString(v.share) && isStringList(v.added) && isStringList(v.removed),
    }),
    alterShareResources: byConsole({
      apply(db, op) {
        const share = sharesOf(db).provided.get(op.share);
        if (!share) return;
        share.resources = nextResources(share, op);
        share.catalogId = share.resources.length > 0 ? op.catalogId : null;
        touch(share, op);
      },
      isValid: (v) =>
        isString(v.share) &&
        isString(v.catalogId) &&
        Array.isArray(v.resources) &&
        v.resources.every(isResourceInput),
    }),
    createReceiver: byConsole({
      apply(db, op) {
        const state = sharesOf(db);
        if (state.receivers.has(op.receiverName)) return;
        state.receivers.set(op.receiverName, {
          receiverName: op.receiverName,
          receiverTenantId: op.receiverTenantId,
          comment: op.comment,
          createdBy: op.by,
          updatedBy: op.by,
          createdAt: op.at,
          updatedAt: op.at,
        });
      },
      isValid: (v) =>
        isString(v.receiverName) && isDigits(v.receiverTenantId) && isString(v.comment),
    }),
    alterReceiver: byConsole({
      apply(db, op) {
        const state = sharesOf(db);
        const receiver = state.receivers.get(op.receiver);
        if (!receiver) return;
        if (op.receiverName !== op.receiver) {
          if (state.receivers.has(op.receiverName)) return;
          state.receivers.delete(op.receiver);
          receiver.receiverName = op.receiverName;
          state.receivers.set(op.receiverName, receiver);
          state.provided.forEach((share) => {
            if (share.receivers.delete(op.receiver)) share.receivers.add(op.receiverName);
          });
        }
        receiver.comment = op.comment;
        touch(receiver, op);
      },
      isValid: (v) => isString(v.receiver) && isString(v.receiverName) && isString(v.comment),
    }),
    dropReceiver: byConsole({
      apply(db, op) {
        const state = sharesOf(db);
        if (!state.receivers.delete(op.receiver)) return;
        state.provided.forEach((share) => share.receivers.delete(op.receiver));
      },
      isValid: (v) => isString(v.receiver),
    }),
  },
  drops: { catalog: dropResources, database: dropResources, table: dropResources },
};
