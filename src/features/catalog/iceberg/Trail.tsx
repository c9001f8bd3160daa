import { Link } from 'react-router';
import { useCatalogT } from '../i18n';
import styles from '../components/components.module.css';
import { icebergPaths } from './paths';
import './messages';

/** Where an Iceberg view sits under the catalog's Namespaces tab: Namespaces › ns › table. */
export function Trail({
  catalog,
  namespace,
  table,
}: {
  catalog: string;
  namespace: string;
  table?: string | undefined;
}) {
  const t = useCatalogT();
  const items = [
    { label: t('iceberg.tab'), to: icebergPaths.namespaces(catalog) },
    { label: namespace, to: icebergPaths.namespace(catalog, namespace) },
    ...(table ? [{ label: table, to: icebergPaths.table(catalog, namespace, table) }] : []),
  ];
  return (
    <nav aria-label={t('iceberg.trail')} className={styles.breadcrumb} style={{ marginBottom: 16 }}>
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
