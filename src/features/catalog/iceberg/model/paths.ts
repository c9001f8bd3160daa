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
    return `${catalogPaths.icebergTable(catalog, namespace, table)}${search ? `?${search}` : ''}`;
  },
};

/** A table's page by its catalog's type (catalogPaths.tableOfType). */
export const tablePath = catalogPaths.tableOfType;
