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
  /**
   * Where a table is created in a database of a catalog of this type (`Catalog.type`), or null
   * where the console has no create flow: the one it has builds a PAIMON schema (primary keys,
   * buckets, Paimon options) and there is no Iceberg one, so an ICEBERG namespace is offered none
   * rather than a form for the wrong format.
   */
  newTable: (catalogType: string, catalog: string, database: string): string | null =>
    catalogType === 'ICEBERG'
      ? null
      : createPath(`${catalogPaths.database(catalog, database)}/tables`),
  table: (catalog: string, database: string, table: string, tab?: string) =>
    `${catalogPaths.database(catalog, database)}/tables/${encodeURIComponent(table)}${
      tab ? `?tab=${encodeURIComponent(tab)}` : ''
    }`,
  /** An ICEBERG catalog's table: its own page, under its namespace (the database's name). */
  icebergTable: (catalog: string, namespace: string, table: string) =>
    `${catalogPaths.catalog(catalog)}/namespaces/${encodeURIComponent(namespace)}/tables/${encodeURIComponent(table)}`,
  /**
   * A table's page by its catalog's type (`Catalog.type`): an ICEBERG catalog's tables open the
   * Iceberg table page, which the PAIMON table page does not read. A link to a table that may be
   * of either type (a database page's tables, a share's resources) goes through here.
   */
  tableOfType: (catalogType: string, catalog: string, database: string, table: string) =>
    catalogType === 'ICEBERG'
      ? catalogPaths.icebergTable(catalog, database, table)
      : catalogPaths.table(catalog, database, table),
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
