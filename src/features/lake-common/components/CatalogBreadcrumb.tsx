import { catalogPaths } from '../hooks/useCatalogRoute';
import { useCatalogT } from '../i18n';
import { BreadcrumbTrail, type TrailItem } from './BreadcrumbTrail';

export interface CatalogBreadcrumbProps {
  catalog?: string | undefined;
  database?: string | undefined;
  table?: string | undefined;
}

/**
 * Where the page sits: Lake catalogs › catalog › database › table, each a link; the last one is
 * marked as the current page.
 */
export function CatalogBreadcrumb({ catalog, database, table }: CatalogBreadcrumbProps) {
  const t = useCatalogT();
  const items: TrailItem[] = [{ label: t('catalog.catalogs'), to: catalogPaths.catalogs() }];
  if (catalog) {
    items.push({ label: catalog, to: catalogPaths.catalog(catalog) });
    if (database) {
      items.push({ label: database, to: catalogPaths.database(catalog, database) });
      if (table) items.push({ label: table, to: catalogPaths.table(catalog, database, table) });
    }
  }
  return <BreadcrumbTrail label={t('catalog.breadcrumb')} items={items} />;
}
