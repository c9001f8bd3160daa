import type { QueryClient } from '@tanstack/react-query';
import { lakeIds, lakeKeys } from './keys';
import type { LakeOperationName } from './operations';

/**
 * Cache upkeep after writes (the lake client's cache policy). Operations are named, not imported,
 * so the policy loads no section's registry or schemas.
 */
const opName = (name: LakeOperationName) => name;

/** Every cached ListPermissions page of a catalog (all filters), or of every catalog. */
const invalidatePermissions = (client: QueryClient, catalogId?: string) =>
  client.invalidateQueries({
    queryKey: lakeKeys.details(),
    predicate: (query) => {
      if (query.queryKey[3] !== opName('ListPermissions')) return false;
      const key = String(query.queryKey[2]);
      return catalogId === undefined || key === catalogId || key.startsWith(`${catalogId}/`);
    },
  });

/** Everything cached under one resource id (see lakeIds). */
const detailKey = (id: string) => lakeKeys.detail(id);

/** Every provided share's cached reads (a dropped table or receiver leaves the shares naming it). */
const invalidateShares = (client: QueryClient) =>
  client.invalidateQueries({
    queryKey: lakeKeys.details(),
    predicate: (query) => String(query.queryKey[2]).startsWith(lakeIds.share('')),
  });

/** Cache upkeep after writes, in one place so every page refreshes the same things. */
export const lakeCache = {
  /** The catalog list (every page and pattern). */
  catalogsChanged: (client: QueryClient) =>
    client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListCatalogs')) }),
  catalogChanged: (client: QueryClient, name: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.catalogByName(name)) }),
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListCatalogs')) }),
    ]),
  catalogDropped: (client: QueryClient, name: string, catalogId: string) => {
    client.removeQueries({ queryKey: detailKey(lakeIds.catalogByName(name)) });
    client.removeQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) });
    client.removeQueries({
      queryKey: lakeKeys.details(),
      predicate: (query) => String(query.queryKey[2]).startsWith(`${catalogId}/`),
    });
    return Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListCatalogs')) }),
      // A received share mounted by this catalog no longer names it.
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListReceivedShares')) }),
      invalidateShares(client),
    ]);
  },
  /** A catalog was mounted from a received share: the catalog list and the received shares. */
  sharedCatalogCreated: (client: QueryClient) =>
    Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListCatalogs')) }),
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListReceivedShares')) }),
    ]),
  /** Database lists (an ICEBERG catalog's namespace list too) and catalog storage of a catalog. */
  databasesChanged: (client: QueryClient, catalogId: string) =>
    client.invalidateQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) }),
  databaseChanged: (client: QueryClient, catalogId: string, database: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.database(catalogId, database)) }),
      client.invalidateQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) }),
    ]),
  databaseDropped: (client: QueryClient, catalogId: string, database: string) => {
    const id = lakeIds.database(catalogId, database);
    client.removeQueries({
      queryKey: lakeKeys.details(),
      predicate: (query) => {
        const key = String(query.queryKey[2]);
        return key === id || key.startsWith(`${id}/`);
      },
    });
    return Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) }),
      invalidateShares(client),
    ]);
  },
  /** Table lists (and counts, summaries) of a database. */
  tablesChanged: (client: QueryClient, catalogId: string, database: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.database(catalogId, database)) }),
      client.invalidateQueries({ queryKey: detailKey(lakeIds.catalog(catalogId)) }),
    ]),
  tableChanged: (client: QueryClient, catalogId: string, database: string, table: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.table(catalogId, database, table)) }),
      client.invalidateQueries({ queryKey: detailKey(lakeIds.database(catalogId, database)) }),
    ]),
  tableDropped: (client: QueryClient, catalogId: string, database: string, table: string) => {
    client.removeQueries({ queryKey: detailKey(lakeIds.table(catalogId, database, table)) });
    return Promise.all([
      lakeCache.tablesChanged(client, catalogId, database),
      invalidateShares(client),
    ]);
  },

  /** The provided share list (a share was created). */
  sharesChanged: (client: QueryClient) =>
    client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListProvidedShares')) }),
  /** One share's details, receivers or resources, and the list that shows it. */
  shareChanged: (client: QueryClient, share: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: detailKey(lakeIds.share(share)) }),
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListProvidedShares')) }),
    ]),
  shareDropped: (client: QueryClient, share: string) => {
    client.removeQueries({ queryKey: detailKey(lakeIds.share(share)) });
    return client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListProvidedShares')) });
  },
  /** Receivers (created, renamed, dropped): their list, and every share that lists them. */
  receiversChanged: (client: QueryClient, receiver?: string) => {
    if (receiver !== undefined) {
      client.removeQueries({ queryKey: detailKey(lakeIds.receiver(receiver)) });
    }
    return Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListReceivers')) }),
      invalidateShares(client),
    ]);
  },
  /** Permissions of a catalog were granted or revoked: every list of them, at every level. */
  permissionsChanged: (client: QueryClient, catalogId: string) =>
    invalidatePermissions(client, catalogId),
  /** Roles were created or granted to users: the role lists, and the one role when named. */
  rolesChanged: (client: QueryClient, rolePrincipal?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListRoles')) }),
      rolePrincipal === undefined
        ? undefined
        : client.invalidateQueries({ queryKey: detailKey(lakeIds.role(rolePrincipal)) }),
    ]),
  /** A role was deleted: it, the role lists and every permission list (its grants went too). */
  roleDropped: (client: QueryClient, rolePrincipal: string) => {
    client.removeQueries({ queryKey: detailKey(lakeIds.role(rolePrincipal)) });
    return Promise.all([
      client.invalidateQueries({ queryKey: lakeKeys.list(opName('ListRoles')) }),
      invalidatePermissions(client),
    ]);
  },
  /** Secrets leave the cache when the view that showed them closes (nothing keeps them after). */
  forgetToken: (client: QueryClient, queryKey: readonly unknown[]) =>
    client.removeQueries({ queryKey, exact: true }),
};
