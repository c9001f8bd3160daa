/** Database operations of the lake mock (the catalog is addressed by id). */
import { OBJECT_NAME_PATTERN } from '../../../src/api/lake/assumed';
import type { LakeOperationName } from '../routes';
import { alterOptions } from '../store/catalogs';
import { mockDb } from '../../database';
import { alreadyExists, databaseNotEmpty, invalidParameter } from './errors';
import { catalogWithId, databaseIn, requireRunning } from './lookup';
import { jsonBody, listPage, optionsChange, stringMap } from './params';
import { databaseView } from './views';
import type { MockBody } from '../../core/mockService';

export const OBJECT_NAME_RULE =
  'must be 1–128 letters, digits or underscores, not starting with a digit.';

/** One page of a catalog's databases; both list operations page the same names. */
function databasesPage(path: Record<string, string>, query: URLSearchParams, list: string) {
  const catalog = catalogWithId(path.catalogId, Date.now());
  return listPage(catalog.databases, {
    query,
    patternParam: 'databaseNamePattern',
    list,
    parent: catalog.id,
    nameOf: (database) => database.name,
  });
}

export const databaseBodies: Partial<Record<LakeOperationName, MockBody>> = {
  CreateDatabase: async ({ path, request }) => {
    const now = Date.now();
    const catalog = catalogWithId(path.catalogId, now);
    const body = await jsonBody(request);
    const { name } = body;
    if (typeof name !== 'string' || !OBJECT_NAME_PATTERN.test(name)) {
      throw invalidParameter('name', OBJECT_NAME_RULE);
    }
    const options = stringMap(body.options, 'options');
    requireRunning(catalog, now);
    if (catalog.databases.has(name)) {
      throw alreadyExists('database', name, ` in catalog ${JSON.stringify(catalog.name)}`);
    }
    mockDb().record({
      service: 'lake',
      op: 'createDatabase',
      at: now,
      catalogId: catalog.id,
      id: crypto.randomUUID(),
      name,
      options,
    });
    return {};
  },

  GetDatabase: ({ path }) =>
    databaseView(databaseIn(catalogWithId(path.catalogId, Date.now()), path.database)),

  AlterDatabase: async ({ path, request }) => {
    const now = Date.now();
    const catalog = catalogWithId(path.catalogId, now);
    const database = databaseIn(catalog, path.database);
    const { removals, updates } = optionsChange(await jsonBody(request));
    requireRunning(catalog, now);
    const result = alterOptions(database.options, removals, updates);
    if (result.removed.length > 0 || result.updated.length > 0) {
      mockDb().record({
        service: 'lake',
        op: 'alterDatabase',
        at: now,
        catalogId: catalog.id,
        database: database.name,
        removals,
        updates,
      });
    }
    return { removed: result.removed, updated: result.updated, missing: result.missing };
  },

  DropDatabase: ({ path }) => {
    const now = Date.now();
    const catalog = catalogWithId(path.catalogId, now);
    const database = databaseIn(catalog, path.database);
    requireRunning(catalog, now);
    if (database.tables.size > 0) throw databaseNotEmpty(database.name, database.tables.size);
    mockDb().record({
      service: 'lake',
      op: 'dropDatabase',
      at: now,
      catalogId: catalog.id,
      database: database.name,
    });
    return {};
  },

  ListDatabases: ({ path, query }) => {
    const page = databasesPage(path, query, 'ListDatabases');
    return { databases: page.items.map((d) => d.name), nextPageToken: page.nextPageToken };
  },

  ListDatabaseDetails: ({ path, query }) => {
    const page = databasesPage(path, query, 'ListDatabaseDetails');
    return { databaseDetails: page.items.map(databaseView), nextPageToken: page.nextPageToken };
  },
};
