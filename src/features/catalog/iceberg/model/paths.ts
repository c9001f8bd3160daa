import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';

/**
 * Where the Iceberg views live. The namespace list and one namespace are the ICEBERG catalog's
 * Namespaces tab (`ns` names the open namespace); a table is a page of its own,
 * `/catalogs/<catalog>/namespaces/<namespace>/tables/<table>`, whose tab (`tab`) and open
 * snapshot (`snap`) are search parameters. They are links, so the back button and shared links
 * work.
 */
export const TABLE_VIEWS = ['snapshots', 'schema', 'partitions', 'properties'] as const;
export type TableView = (typeof TABLE_VIEWS)[number];
/** What a table page opens on: its snapshots, the view people come to an Iceberg table for. */
export const DEFAULT_TABLE_VIEW: TableView = 'snapshots';

const param = (name: string, value: string) => `&${name}=${encodeURIComponent(value)}`;

export const icebergPaths = {
  namespaces: (catalog: string) => catalogPaths.catalog(catalog, 'namespaces'),
  namespace: (catalog: string, namespace: string) =>
    icebergPaths.namespaces(catalog) + param('ns', namespace),
  table: (
    catalog: string,
    namespace: string,
    table: string,
    view?: TableView,
    snapshot?: string,
  ) => {
    const query = new URLSearchParams();
    if (view && view !== DEFAULT_TABLE_VIEW) query.set('tab', view);
    if (snapshot) query.set('snap', snapshot);
    const search = query.toString();
    return `${catalogPaths.catalog(catalog)}/namespaces/${encodeURIComponent(namespace)}/tables/${encodeURIComponent(table)}${search ? `?${search}` : ''}`;
  },
};

/**
 * A table's page, by its catalog's type (`Catalog.type`): an ICEBERG catalog's tables open the
 * Iceberg table page (snapshots, transforms, nested fields), which the PAIMON table page does not
 * read; its database is the namespace. A list of tables that may be of either type (a database
 * page's tables) links through here rather than choosing itself.
 */
export const tablePath = (catalogType: string, catalog: string, database: string, table: string) =>
  catalogType === 'ICEBERG'
    ? icebergPaths.table(catalog, database, table)
    : catalogPaths.table(catalog, database, table);
