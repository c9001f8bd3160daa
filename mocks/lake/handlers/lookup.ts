/** Finding what a lake request addresses, or answering 404/403/409 the same way everywhere. */
import { catalogById, catalogByName, catalogStatus } from '../store/catalogs';
import type { LakeCatalog, LakeDatabase, LakeDb, LakeTable } from '../store/types';
import { mockDb } from '../../database';
import { catalogNotRunning, notFound, storageRestricted } from './errors';

export const lakeDb = (): LakeDb => mockDb().store('lake');

export function catalogNamed(name: string | undefined, now: number): LakeCatalog {
  const catalog = catalogByName(lakeDb(), name ?? '', now);
  if (!catalog) throw notFound('catalog', name ?? '');
  return catalog;
}

export function catalogWithId(id: string | undefined, now: number): LakeCatalog {
  const catalog = catalogById(lakeDb(), id ?? '', now);
  if (!catalog) throw notFound('catalog', id ?? '', ' (no catalog has this id)');
  return catalog;
}

export function databaseIn(catalog: LakeCatalog, name: string | undefined): LakeDatabase {
  const database = catalog.databases.get(name ?? '');
  if (!database)
    throw notFound('database', name ?? '', ` in catalog ${JSON.stringify(catalog.name)}`);
  return database;
}

function tableIn(database: LakeDatabase, name: string | undefined): LakeTable {
  const table = database.tables.get(name ?? '');
  if (!table) throw notFound('table', name ?? '', ` in database ${JSON.stringify(database.name)}`);
  return table;
}

/** Writes (and credentials) need a RUNNING catalog; reads work in every state. */
export function requireRunning(catalog: LakeCatalog, now: number): void {
  const status = catalogStatus(catalog, now) ?? 'DELETED';
  if (status === 'RUNNING') return;
  if (status === 'STORAGE_RESTRICTED') throw storageRestricted(catalog.name);
  throw catalogNotRunning(catalog.name, status);
}

/** The database and table a table-level path names, with their catalog. */
export function tableAt(
  path: Record<string, string>,
  now: number,
): { catalog: LakeCatalog; database: LakeDatabase; table: LakeTable } {
  const catalog = catalogWithId(path.catalogId, now);
  const database = databaseIn(catalog, path.database);
  return { catalog, database, table: tableIn(database, path.table) };
}
