/**
 * The lake catalog's mock store: the seed (lake/seeds/estate.ts) plus journaled changes. Catalog states
 * that pass with time (NEW → INITIALIZING → RUNNING, DELETING → gone) are not stored: a catalog
 * keeps when it was created or dropped and its status is derived when it is read.
 */
import type { TableSchema, FullSchemaChange } from '../../src/api/lake/schemas';
import { tableSchemaSchema } from '../../src/api/lake/schemas';
import {
  CATALOG_DELETING_MS,
  CATALOG_FAIL_MARKER,
  CATALOG_NEW_MS,
  CATALOG_READY_MS,
  CONSOLE_PRINCIPAL,
  DEFAULT_BUCKET,
} from './assumed';
import {
  accessOf,
  applyAccessOp,
  dropPermissionsOn,
  isAccessOp,
  isAccessOpKind,
  type AccessOp,
} from './store/access';
import { alterSchema } from './store/schemaRules';
import { seedLakeDb } from './seeds/estate';
import { SortedNames } from './store/sortedNames';
import { applyShareOp, isShareOp, onLakeDrop, SHARE_OPS, type ShareOp } from './store/shares';
import { emptyTableStats } from './store/tables';
import type { LakeCatalog, LakeDatabase, LakeDb, LakeTable } from './store/types';
import type { MockStore } from '../core/serviceStore';

/** Who and when of a resource created from the console: the console's principal, at the op's time. */
function consoleAudit(at: number) {
  return {
    owner: CONSOLE_PRINCIPAL,
    createdBy: CONSOLE_PRINCIPAL,
    updatedBy: CONSOLE_PRINCIPAL,
    createdAt: at,
    updatedAt: at,
  };
}

export type { LakeCatalog, LakeDatabase, LakeDb, LakeTable } from './store/types';
export { seedLakeDb };

interface LakeOpBase {
  service: 'lake';
  at: number;
}
interface CreateCatalogOp extends LakeOpBase {
  op: 'createCatalog';
  id: string;
  name: string;
  type: string;
  options: Record<string, string>;
  isShared: boolean;
  shareId: string | null;
}
interface DropCatalogOp extends LakeOpBase {
  op: 'dropCatalog';
  catalogId: string;
}
interface AlterCatalogOp extends LakeOpBase {
  op: 'alterCatalog';
  catalogId: string;
  removals: string[];
  updates: Record<string, string>;
}
interface CreateDatabaseOp extends LakeOpBase {
  op: 'createDatabase';
  catalogId: string;
  id: string;
  name: string;
  options: Record<string, string>;
}
interface AlterDatabaseOp extends LakeOpBase {
  op: 'alterDatabase';
  catalogId: string;
  database: string;
  removals: string[];
  updates: Record<string, string>;
}
interface DropDatabaseOp extends LakeOpBase {
  op: 'dropDatabase';
  catalogId: string;
  database: string;
}
interface CreateTableOp extends LakeOpBase {
  op: 'createTable';
  catalogId: string;
  database: string;
  id: string;
  name: string;
  schema: TableSchema;
}
interface AlterTableOp extends LakeOpBase {
  op: 'alterTable';
  catalogId: string;
  database: string;
  table: string;
  changes: FullSchemaChange[];
}
interface DropTableOp extends LakeOpBase {
  op: 'dropTable';
  catalogId: string;
  database: string;
  table: string;
}
type LakeOp =
  | CreateCatalogOp
  | DropCatalogOp
  | AlterCatalogOp
  | CreateDatabaseOp
  | AlterDatabaseOp
  | DropDatabaseOp
  | CreateTableOp
  | AlterTableOp
  | DropTableOp
  | ShareOp
  | AccessOp;

// ---------------------------------------------------------------- reading

/** The catalog's status at `now`, or null once a dropped catalog is gone. */
export function catalogStatus(catalog: LakeCatalog, now: number): string | null {
  if (catalog.dropRequestedAt !== null) {
    return now < catalog.dropRequestedAt + CATALOG_DELETING_MS ? 'DELETING' : null;
  }
  if (catalog.seededStatus !== null) return catalog.seededStatus;
  const age = now - catalog.createdAt;
  if (age < CATALOG_NEW_MS) return 'NEW';
  if (age < CATALOG_READY_MS) return 'INITIALIZING';
  return catalog.name.includes(CATALOG_FAIL_MARKER) ? 'INITIALIZE_FAILED' : 'RUNNING';
}

export function catalogByName(db: LakeDb, name: string, now: number): LakeCatalog | undefined {
  const catalog = db.catalogs.get(name);
  return catalog && catalogStatus(catalog, now) !== null ? catalog : undefined;
}

export function catalogById(db: LakeDb, id: string, now: number): LakeCatalog | undefined {
  const catalog = db.catalogsById.get(id);
  return catalog && catalogStatus(catalog, now) !== null ? catalog : undefined;
}

/** The table's schema, built on first read (the same schema every time for the same seed). */
export function schemaOf(table: LakeTable): TableSchema {
  table.schema ??= table.buildSchema();
  return table.schema;
}

/** Option maps after removals and updates, with what each key did (AlterCatalog's answer). */
export function alterOptions(
  options: Readonly<Record<string, string>>,
  removals: readonly string[],
  updates: Readonly<Record<string, string>>,
): { options: Record<string, string>; removed: string[]; updated: string[]; missing: string[] } {
  const removed = removals.filter((key) => Object.hasOwn(options, key));
  const missing = removals.filter((key) => !Object.hasOwn(options, key));
  const gone = new Set(removed);
  const next = Object.fromEntries(Object.entries(options).filter(([key]) => !gone.has(key)));
  const updated = Object.keys(updates);
  for (const key of updated) next[key] = updates[key] ?? '';
  return { options: next, removed, updated, missing };
}

// ---------------------------------------------------------------- changes

function databaseOf(db: LakeDb, catalogId: string, name: string): LakeDatabase | undefined {
  return db.catalogsById.get(catalogId)?.databases.get(name);
}

function touch(record: { updatedAt: number; updatedBy: string }, at: number): void {
  record.updatedAt = at;
  record.updatedBy = CONSOLE_PRINCIPAL;
}

function createCatalog(db: LakeDb, op: CreateCatalogOp): void {
  const previous = db.catalogs.get(op.name);
  if (previous) {
    // Only a catalog that was gone by then could have its name taken (the handler checks).
    if (catalogStatus(previous, op.at) !== null) return;
    db.catalogsById.delete(previous.id);
  }
  const options = { ...op.options };
  options.warehouse ??= `oss://${DEFAULT_BUCKET}/${op.name}`;
  const catalog: LakeCatalog = {
    id: op.id,
    name: op.name,
    type: op.type,
    options,
    isShared: op.isShared,
    shareId: op.shareId,
    seededStatus: null,
    dropRequestedAt: null,
    bucket: DEFAULT_BUCKET,
    prepay: null,
    databases: new SortedNames(),
    activity: { apiVisits: 0, fileAccess: 0, throughput: 0 },
    seed: 0,
    ...consoleAudit(op.at),
  };
  db.catalogs.set(op.name, catalog);
  db.catalogsById.set(op.id, catalog);
}

export function applyLakeOp(db: LakeDb, op: LakeOp): void {
  switch (op.op) {
    case 'createCatalog':
      createCatalog(db, op);
      return;
    case 'dropCatalog': {
      onLakeDrop(db, { catalogId: op.catalogId });
      dropPermissionsOn(db, { catalogId: op.catalogId });
      const catalog = db.catalogsById.get(op.catalogId);
      if (catalog && catalog.dropRequestedAt === null) catalog.dropRequestedAt = op.at;
      return;
    }
    case 'alterCatalog': {
      const catalog = db.catalogsById.get(op.catalogId);
      if (!catalog) return;
      catalog.options = alterOptions(catalog.options, op.removals, op.updates).options;
      touch(catalog, op.at);
      return;
    }
    case 'createDatabase': {
      const catalog = db.catalogsById.get(op.catalogId);
      if (!catalog || catalog.databases.has(op.name)) return;
      catalog.databases.set(op.name, {
        id: op.id,
        name: op.name,
        location: `oss://${catalog.bucket}/${catalog.name}/${op.name}.db`,
        options: { ...op.options },
        ...consoleAudit(op.at),
        tables: new SortedNames(),
        functions: new SortedNames(),
        views: new SortedNames(),
      });
      return;
    }
    case 'alterDatabase': {
      const database = databaseOf(db, op.catalogId, op.database);
      if (!database) return;
      database.options = alterOptions(database.options, op.removals, op.updates).options;
      touch(database, op.at);
      return;
    }
    case 'dropDatabase':
      onLakeDrop(db, { catalogId: op.catalogId, database: op.database });
      dropPermissionsOn(db, { catalogId: op.catalogId, database: op.database });
      db.catalogsById.get(op.catalogId)?.databases.delete(op.database);
      return;
    case 'createTable': {
      const database = databaseOf(db, op.catalogId, op.database);
      if (!database || database.tables.has(op.name)) return;
      const schema = structuredClone(op.schema);
      database.tables.set(op.name, {
        id: op.id,
        name: op.name,
        path: `${database.location}/${op.name}`,
        isExternal: false,
        schemaId: 0,
        storageClass: 'STANDARD',
        storageAction: 'NONE',
        storageActionTimestamp: null,
        totalBuckets: 0,
        schema,
        buildSchema: () => schema,
        stats: emptyTableStats(op.at),
        plan: null,
        partitions: null,
        seed: 0,
        ...consoleAudit(op.at),
      });
      return;
    }
    case 'alterTable': {
      const table = databaseOf(db, op.catalogId, op.database)?.tables.get(op.table);
      if (!table) return;
      const result = alterSchema(schemaOf(table), op.changes);
      // The handler applied the same changes before recording them; a journal entry that no
      // longer applies (an old or edited journal) changes nothing.
      if (!result.ok) return;
      table.schema = result.schema;
      table.schemaId += 1;
      touch(table, op.at);
      return;
    }
    case 'dropTable':
      onLakeDrop(db, { catalogId: op.catalogId, database: op.database, table: op.table });
      dropPermissionsOn(db, { catalogId: op.catalogId, database: op.database, table: op.table });
      databaseOf(db, op.catalogId, op.database)?.tables.delete(op.table);
      return;
    default:
      // Roles and permissions (lake/store/access.ts), shares and receivers (lake/store/shares.ts).
      if (isAccessOpKind(op)) applyAccessOp(db, op);
      else applyShareOp(db, op);
  }
}

// ---------------------------------------------------------------- validating stored ops

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every(isString);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);

export function isLakeOp(value: unknown): value is LakeOp {
  if (!isRecord(value) || value.service !== 'lake') return false;
  if (typeof value.at !== 'number' || !Number.isFinite(value.at)) return false;
  const v = value;
  switch (v.op) {
    case 'createCatalog':
      return (
        isString(v.id) &&
        isString(v.name) &&
        isString(v.type) &&
        isStringMap(v.options) &&
        typeof v.isShared === 'boolean' &&
        (v.shareId === null || isString(v.shareId))
      );
    case 'dropCatalog':
      return isString(v.catalogId);
    case 'alterCatalog':
      return isString(v.catalogId) && isStringList(v.removals) && isStringMap(v.updates);
    case 'createDatabase':
      return isString(v.catalogId) && isString(v.id) && isString(v.name) && isStringMap(v.options);
    case 'alterDatabase':
      return (
        isString(v.catalogId) &&
        isString(v.database) &&
        isStringList(v.removals) &&
        isStringMap(v.updates)
      );
    case 'dropDatabase':
      return isString(v.catalogId) && isString(v.database);
    case 'createTable':
      return (
        isString(v.catalogId) &&
        isString(v.database) &&
        isString(v.id) &&
        isString(v.name) &&
        tableSchemaSchema.safeParse(v.schema).success
      );
    case 'alterTable':
      return (
        isString(v.catalogId) &&
        isString(v.database) &&
        isString(v.table) &&
        Array.isArray(v.changes) &&
        v.changes.every((change) => isRecord(change) && isString(change.action))
      );
    case 'dropTable':
      return isString(v.catalogId) && isString(v.database) && isString(v.table);
    default:
      if (typeof v.op === 'string' && isAccessOpKind({ op: v.op })) return isAccessOp(v);
      return typeof v.op === 'string' && SHARE_OPS.has(v.op) && isShareOp(v);
  }
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
