/**
 * The lake catalog's mock store (docs/design.md §4): one estate kept by three parts (store/part.ts),
 * each owning its journaled ops: catalogs, databases and tables (store/catalogs.ts), shares and
 * receivers (store/shares.ts), roles, users and permissions (store/access.ts). A drop of a
 * catalog, database or table is answered by every part's drop table, so no part reaches into
 * another's state.
 */
import type { MockStore } from '../core/serviceStore';
import { seedLakeDb } from './seeds/estate';
import { accessOf, accessPart, type AccessOp } from './store/access';
import { catalogPart, type CatalogOp } from './store/catalogs';
import { isRecord, type OpEntry } from './store/part';
import { sharePart, type ShareOp } from './store/shares';
import type { LakeDb } from './store/types';

export type LakeOp = CatalogOp | ShareOp | AccessOp;

/**
 * The parts, in the order a drop reaches them: the shares and permissions on a resource go before
 * the resource itself.
 */
const PARTS = [sharePart, accessPart, catalogPart] as const;

/** Every op kind of every part (each entry takes the ops of its own kind). */
const OPS: Readonly<Record<string, OpEntry<LakeOp>>> = Object.assign(
  {},
  ...PARTS.map((part) => part.ops),
);

export function applyLakeOp(db: LakeDb, op: LakeOp): void {
  const entry = OPS[op.op];
  if (!entry) return;
  if ('drop' in entry) {
    const { level, target } = entry.drop(op);
    for (const part of PARTS) part.drops[level](db, target);
  } else {
    entry.apply(db, op);
  }
}

export function isLakeOp(value: unknown): value is LakeOp {
  if (!isRecord(value) || value.service !== 'lake') return false;
  if (typeof value.at !== 'number' || !Number.isFinite(value.at)) return false;
  const entry = typeof value.op === 'string' && Object.hasOwn(OPS, value.op) ? OPS[value.op] : null;
  return entry?.isValid(value) ?? false;
}

export const lakeStore: MockStore<LakeDb, LakeOp> = {
  service: 'lake',
  // The access state (roles, users, permissions) is seeded with the estate, before any op applies.
  seed: (options) => {
    const db = seedLakeDb(options);
    accessOf(db);
    return db;
  },
  apply: applyLakeOp,
  isOp: isLakeOp,
};
