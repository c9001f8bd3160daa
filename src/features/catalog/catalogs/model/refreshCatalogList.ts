import type { QueryClient } from '@tanstack/react-query';

/**
 * Refresh the catalog list (every page and pattern) after a catalog was created. The lake cache
 * policy is loaded here, once a catalog was created, rather than with the list page, which keeps
 * /catalogs' first JavaScript within its route budget (docs/design.md §6).
 */
export async function refreshCatalogList(client: QueryClient): Promise<void> {
  const { lakeCache } = await import('../../../../api/lake/cache');
  await lakeCache.catalogsChanged(client);
}
