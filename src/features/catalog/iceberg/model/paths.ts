import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';

/**
 * Where the Iceberg views live: inside the ICEBERG catalog's page, on its Namespaces tab, one
 * view per search parameter (`ns` a namespace, `nt` one of its tables, `nview` the table's tab,
 * `snap` an open snapshot). They are links, so the back button and shared links work.
 */
export const TABLE_VIEWS = ['schema', 'partitions', 'properties', 'snapshots'] as const;
export type TableView = (typeof TABLE_VIEWS)[number];

const param = (name: string, value: string) => `&${name}=${encodeURIComponent(value)}`;

export const icebergPaths = {
  namespaces: (catalog: string) => catalogPaths.catalog(catalog, 'namespaces'),
  namespace: (catalog: string, namespace: string) =>
    icebergPaths.namespaces(catalog) + param('ns', namespace),
  table: (catalog: string, namespace: string, table: string, view?: TableView, snapshot?: string) =>
    icebergPaths.namespace(catalog, namespace) +
    param('nt', table) +
    (view && view !== 'schema' ? param('nview', view) : '') +
    (snapshot ? param('snap', snapshot) : ''),
};
