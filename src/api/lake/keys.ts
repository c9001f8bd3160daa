import { serviceKeys } from '../serviceKeys';
import type { ListParams } from './params';

/**
 * The lake service's query keys: the roots (`[lake, 'list' | 'detail', …]`), the resource ids
 * reads hang off, and a list page's key parameters. Apart from the queries, so the cache policy
 * (cache.ts) and callers can name keys without loading any section's schemas.
 */
export const lakeKeys = serviceKeys('lake');

/**
 * Where each resource's cached reads live (`[lake, 'detail', id, operation, params]`), so a drop
 * or a change removes or refreshes everything that hangs off the resource at once:
 *   catalog by name  `catalog:<name>`       GetCatalog, AlterCatalog, GetCatalogToken
 *   catalog by id    `<catalogId>`          databases, storage summary and trend
 *   database         `<catalogId>/<db>`     GetDatabase, tables, functions, views, summary
 *   table            `<catalogId>/<db>/<t>` GetTable and its tabs
 */
export const lakeIds = {
  catalogByName: (name: string) => `catalog:${name}`,
  catalog: (catalogId: string) => catalogId,
  database: (catalogId: string, database: string) => `${catalogId}/${database}`,
  table: (catalogId: string, database: string, table: string) =>
    `${catalogId}/${database}/${table}`,
  /** A provided share: GetShare, its receivers and resources. */
  share: (name: string) => `share:${name}`,
  receiver: (name: string) => `receiver:${name}`,
  /** A lake role (GetRole) and a user (GetUser), by principal. */
  role: (principal: string) => `role:${principal}`,
  user: (principal: string) => `user:${principal}`,
};

/** A list page's parameters as they appear in its key (the cursor included). */
export const page = (list: ListParams) => ({
  maxResults: list.maxResults,
  pageToken: list.pageToken ?? null,
  pattern: list.pattern ?? '',
});
