import { operationQuery } from '../operationQuery';
import { lakeAccessOperations } from './accessOperations';
import type { ListParams } from './params';
import { lakeIds, page } from './keys';

const { GetRole, GetUser, GetVpcConfig, ListPermissions, ListRoles, ListUsers } =
  lakeAccessOperations;

/** What a ListPermissions call is narrowed to (accessOperations.ts). */
export interface PermissionFilter {
  principal?: string | undefined;
  database?: string | undefined;
  table?: string | undefined;
  inherited?: boolean | undefined;
}

/** Permissions, roles, users and the network (queries.ts has the key layout and the cache upkeep). */
export const lakeAccessQueries = {
  // Permissions, roles, users, network. A permission list hangs off the narrowest resource it
  // is filtered to (catalog, database or table), so dropping that resource drops the list.
  permissions: (catalogId: string, filter: PermissionFilter, list: ListParams) =>
    operationQuery(
      ListPermissions,
      {
        catalogId,
        ...filter,
        maxResults: list.maxResults,
        pageToken: list.pageToken,
      },
      {
        detailId:
          filter.database && filter.table
            ? lakeIds.table(catalogId, filter.database, filter.table)
            : filter.database
              ? lakeIds.database(catalogId, filter.database)
              : lakeIds.catalog(catalogId),
        keyParams: {
          principal: filter.principal ?? '',
          database: filter.database ?? '',
          table: filter.table ?? '',
          inherited: filter.inherited ?? false,
          ...page(list),
        },
      },
    ),
  roles: (list: ListParams & { userPrincipal?: string | undefined }) =>
    operationQuery(ListRoles, list, {
      keyParams: { ...page(list), userPrincipal: list.userPrincipal ?? '' },
    }),
  role: (rolePrincipal: string) =>
    operationQuery(
      GetRole,
      { rolePrincipal },
      { detailId: lakeIds.role(rolePrincipal), keyParams: {} },
    ),
  users: (list: ListParams) => operationQuery(ListUsers, list, { keyParams: page(list) }),
  user: (userPrincipal: string) =>
    operationQuery(
      GetUser,
      { userPrincipal },
      { detailId: lakeIds.user(userPrincipal), keyParams: {} },
    ),
  vpcConfig: () => operationQuery(GetVpcConfig, undefined),
};
