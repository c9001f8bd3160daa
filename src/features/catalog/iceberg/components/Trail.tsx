import { useIcebergT } from '../i18n';
import { BreadcrumbTrail } from '../../../lake-common/components/BreadcrumbTrail';
import { icebergPaths } from '../model/paths';

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
  const t = useIcebergT();
  const items = [
    { label: t('iceberg.tab'), to: icebergPaths.namespaces(catalog) },
    { label: namespace, to: icebergPaths.namespace(catalog, namespace) },
    ...(table ? [{ label: table, to: icebergPaths.table(catalog, namespace, table) }] : []),
  ];
  return <BreadcrumbTrail label={t('iceberg.trail')} items={items} style={{ marginBottom: 16 }} />;
}
