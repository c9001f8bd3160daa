import { Link } from 'react-router';
import { catalogPaths } from '../hooks/useCatalogRoute';
import { useCatalogT } from '../i18n';
import styles from './components.module.css';

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
  const items: { label: string; to: string }[] = [
    { label: t('catalog.catalogs'), to: catalogPaths.catalogs() },
  ];
  if (catalog) {
    items.push({ label: catalog, to: catalogPaths.catalog(catalog) });
    if (database) {
      items.push({ label: database, to: catalogPaths.database(catalog, database) });
      if (table) items.push({ label: table, to: catalogPaths.table(catalog, database, table) });
    }
  }
  return (
    <nav aria-label={t('catalog.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
