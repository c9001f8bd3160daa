/**
 * The catalogs of the lake mock with their databases and tables: the seed (../seeds/estate.ts)
 * plus journaled changes. Catalog states that pass with time (NEW → INITIALIZING → RUNNING,
 * DELETING → gone) are not stored: a catalog keeps when it was created or dropped and its status
 * is derived when it is read. One part of the lake store (part.ts): its ops, and what a drop of a
 * catalog, database or table removes of them.
 */
import type { TableSchema, FullSchemaChange } from '../../../src/api/lake/schemas';
import { tableSchemaSchema } from '../../../src/api/lake/schemas';
import {
  CATALOG_DELETING_MS,
  CATALOG_FAIL_MARKER,
  CATALOG_NEW_MS,
  CATALOG_READY_MS,
  CONSOLE_PRINCIPAL,
  DEFAULT_BUCKET,
} from '../assumed';
import {
  isRecord,
  isString,
  isStringList,
  isStringMap,
  type DropTarget,
  type LakeOpBase,
  type LakeStorePart,
} from './part';
import { alterSchema } from './schemaChanges';
import { SortedNames } from './sortedNames';
import { emptyTableStats } from './tables';
import type { LakeCatalog, LakeDatabase, LakeDb, LakeTable } from './types';

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
export type CatalogOp =
  | CreateCatalogOp
  | DropCatalogOp
  | AlterCatalogOp
  | CreateDatabaseOp
  | AlterDatabaseOp
  | DropDatabaseOp
  | CreateTableOp
  | AlterTableOp
  | DropTableOp;

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

function createTable(db: LakeDb, op: CreateTableOp): void {
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
}

/** Catalogs, databases and tables: their ops, and what a drop removes of them. */
export const catalogPart: LakeStorePart<CatalogOp> = {
  ops: {
    createCatalog: {
      apply: createCatalog,
      isValid: (v) =>
        isString(v.id) &&
        isString(v.name) &&
        isString(v.type) &&
        isStringMap(v.options) &&
        typeof v.isShared === 'boolean' &&
        (v.shareId === null || isString(v.shareId)),
    },
    dropCatalog: {
      drop: (op) => ({ level: 'catalog', target: { catalogId: op.catalogId, at: op.at } }),
      isValid: (v) => isString(v.catalogId),
    },
    alterCatalog: {
      apply(db, op) {
        const catalog = db.catalogsById.get(op.catalogId);
        if (!catalog) return;
        catalog.options = alterOptions(catalog.options, op.removals, op.updates).options;
        touch(catalog, op.at);
      },
      isValid: (v) => isString(v.catalogId) && isStringList(v.removals) && isStringMap(v.updates),
    },
    createDatabase: {
      apply(db, op) {
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
      },
      isValid: (v) =>
        isString(v.catalogId) && isString(v.id) && isString(v.name) && isStringMap(v.options),
    },
    alterDatabase: {
      apply(db, op) {
        const database = databaseOf(db, op.catalogId, op.database);
        if (!database) return;
        database.options = alterOptions(database.options, op.removals, op.updates).options;
        touch(database, op.at);
      },
      isValid: (v) =>
        isString(v.catalogId) &&
        isString(v.database) &&
        isStringList(v.removals) &&
        isStringMap(v.updates),
    },
    dropDatabase: {
      drop: (op) => ({
        level: 'database',
        target: { catalogId: op.catalogId, database: op.database, at: op.at },
      }),
      isValid: (v) => isString(v.catalogId) && isString(v.database),
    },
    createTable: {
      apply: createTable,
      isValid: (v) =>
        isString(v.catalogId) &&
        isString(v.database) &&
        isString(v.id) &&
        isString(v.name) &&
        tableSchemaSchema.safeParse(v.schema).success,
    },
    alterTable: {
      apply(db, op) {
        const table = databaseOf(db, op.catalogId, op.database)?.tables.get(op.table);
        if (!table) return;
        const result = alterSchema(schemaOf(table), op.changes);
        // The handler applied the same changes before recording them; a journal entry that no
        // longer applies (an old or edited journal) changes nothing.
        if (!result.ok) return;
        table.schema = result.schema;
        table.schemaId += 1;
        touch(table, op.at);
      },
      isValid: (v) =>
        isString(v.catalogId) &&
        isString(v.database) &&
        isString(v.table) &&
        Array.isArray(v.changes) &&
        v.changes.every((change) => isRecord(change) && isString(change.action)),
    },
    dropTable: {
      drop: (op) => ({
        level: 'table',
        target: { catalogId: op.catalogId, database: op.database, table: op.table, at: op.at },
      }),
      isValid: (v) => isString(v.catalogId) && isString(v.database) && isString(v.table),
    },
  },
  drops: {
    // A dropped catalog is DELETING for a while, then gone (catalogStatus).
    catalog(db, { catalogId, at }: DropTarget) {
      const catalog = db.catalogsById.get(catalogId);
      if (catalog && catalog.dropRequestedAt === null) catalog.dropRequestedAt = at;
    },
    database(db, { catalogId, database }: DropTarget) {
      if (database !== undefined) db.catalogsById.get(catalogId)?.databases.delete(database);
    },
    table(db, { catalogId, database, table }: DropTarget) {
      if (database !== undefined && table !== undefined) {
        databaseOf(db, catalogId, database)?.tables.delete(table);
      }
    },
  },
};
