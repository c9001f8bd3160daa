import type { LakeDb } from './types';

/**
 * The lake store is one estate kept by three parts, each owning its journaled ops: the catalogs
 * with their databases and tables (catalogs.ts), shares and receivers (shares.ts), roles, users
 * and permissions (access.ts). store.ts puts them together. Resources of one part are named by
 * the others (a share's tables, a grant's database), so a drop of a catalog, a database or a
 * table is an op every part answers from its own drop table.
 */

/** What a drop names: a catalog, a database in it, or a table in that database. */
export interface DropTarget {
  catalogId: string;
  database?: string | undefined;
  table?: string | undefined;
  /** When the drop was journaled. */
  at: number;
}

export type DropLevel = 'catalog' | 'database' | 'table';

/** What dropping a catalog, a database or a table removes from one part. */
export type DropTable = Readonly<Record<DropLevel, (db: LakeDb, target: DropTarget) => void>>;

/** One kind of journaled op of a part: its change, or the drop it names, and its stored check. */
export type OpEntry<Op> = {
  /** Validates a stored op of this kind (already known to be a lake op with a time). */
  isValid(value: Readonly<Record<string, unknown>>): boolean;
} & (
  | { apply(db: LakeDb, op: Op): void }
  /** A drop: every part's drop table applies it (store.ts), this part's own included. */
  | { drop(op: Op): { level: DropLevel; target: DropTarget } }
);

/** A part's ops, by kind. */
export type OpTable<Op extends { op: string }> = {
  readonly [K in Op['op']]: OpEntry<Extract<Op, { op: K }>>;
};

export interface LakeStorePart<Op extends { op: string }> {
  ops: OpTable<Op>;
  drops: DropTable;
}

/** Who and when of a journaled lake op. */
export interface LakeOpBase {
  service: 'lake';
  at: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
export const isStringMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every(isString);
export { isRecord };
