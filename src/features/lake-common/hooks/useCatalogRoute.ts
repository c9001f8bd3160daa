import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { lakeQueries } from '../../../api/lake/queries';
import { createPath } from '../../../lib/createPath';

/** Links between the console's catalog pages, from names (URLs carry names, never ids). */
export const catalogPaths = {
  catalogs: () => '/catalogs',
  catalog: (catalog: string, tab?: string) =>
    `/catalogs/${encodeURIComponent(catalog)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  database: (catalog: string, database: string, tab?: string) =>
    `${catalogPaths.catalog(catalog)}/databases/${encodeURIComponent(database)}${
      tab ? `?tab=${encodeURIComponent(tab)}` : ''
    }`,
  newTable: (catalog: string, database: string) =>
    createPath(`${catalogPaths.database(catalog, database)}/tables`),
  table: (catalog: string, database: string, table: string, tab?: string) =>
    `${catalogPaths.database(catalog, database)}/tables/${encodeURIComponent(table)}${
      tab ? `?tab=${encodeURIComponent(tab)}` : ''
    }`,
};

/**
 * The route's names, and the catalog read by name: database and table operations address a
 * catalog by its id, so every page below a catalog needs `GetCatalog` first (cached and shared).
 */
export function useCatalogRoute() {
  const { catalog = '', database = '', table = '' } = useParams();
  const catalogQuery = useQuery({ ...lakeQueries.catalog(catalog), enabled: catalog !== '' });
  return {
    catalogName: catalog,
    databaseName: database,
    tableName: table,
    catalogQuery,
    /** Known once `GetCatalog` answered. */
    catalogId: catalogQuery.data?.id,
  };
}
