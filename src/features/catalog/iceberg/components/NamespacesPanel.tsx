import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Skeleton } from 'antd';
import type { Catalog } from '../../../../api/lake/schemas';
import { useIcebergParams } from '../hooks/useIcebergParams';
import { icebergPaths } from '../model/paths';

// Each view is its own chunk: the list and a namespace.
const NamespaceList = lazy(async () => ({
  default: (await import('./NamespaceList')).NamespaceList,
}));
const NamespaceView = lazy(async () => ({
  default: (await import('./NamespaceView')).NamespaceView,
}));

/**
 * The Namespaces tab of an ICEBERG catalog: the list or one namespace. A link to a table inside
 * this tab (`nt`, from before tables had their own page) goes on to the table's page.
 */
export function NamespacesPanel({ catalog }: { catalog: Catalog }) {
  const [{ ns, nt, nview, snap }] = useIcebergParams();
  if (ns !== '' && nt !== '') {
    return <Navigate replace to={icebergPaths.table(catalog.name, ns, nt, nview, snap)} />;
  }
  const target = { catalog: catalog.name, catalogId: catalog.id };
  return (
    <Suspense fallback={<Skeleton active />}>
      {ns === '' ? <NamespaceList {...target} /> : <NamespaceView {...target} namespace={ns} />}
    </Suspense>
  );
}
