import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { Catalog } from '../../../../api/lake/schemas';
import { useIcebergParams } from '../hooks/useIcebergParams';

// Each view is its own chunk: the list, a namespace, a table (whose snapshot chart is lazier still).
const NamespaceList = lazy(async () => ({
  default: (await import('./NamespaceList')).NamespaceList,
}));
const NamespaceView = lazy(async () => ({
  default: (await import('./NamespaceView')).NamespaceView,
}));
const IcebergTableView = lazy(async () => ({
  default: (await import('./IcebergTableView')).IcebergTableView,
}));

/** The Namespaces tab of an ICEBERG catalog: the list, one namespace or one of its tables. */
export function NamespacesPanel({ catalog }: { catalog: Catalog }) {
  const [{ ns, nt }] = useIcebergParams();
  const target = { catalog: catalog.name, catalogId: catalog.id };
  return (
    <Suspense fallback={<Skeleton active />}>
      {ns === '' ? (
        <NamespaceList {...target} />
      ) : nt === '' ? (
        <NamespaceView {...target} namespace={ns} />
      ) : (
        <IcebergTableView {...target} namespace={ns} table={nt} />
      )}
    </Suspense>
  );
}
