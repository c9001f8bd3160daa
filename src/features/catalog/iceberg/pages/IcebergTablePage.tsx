import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { isApiError } from '../../../../api/errors';
import { lakeIcebergQueries } from '../../../../api/lake/icebergQueries';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { ResultState } from '../../../../components/ResultState';
import { StatusBadge } from '../../../../components/StatusBadge';
import { featureI18n } from '../../../../i18n/featureI18n';
import { BreadcrumbTrail } from '../../../lake-common/components/BreadcrumbTrail';
import { catalogPaths, useCatalogRoute } from '../../../lake-common/hooks/useCatalogRoute';
import { messages as catalogMessages } from '../../../lake-common/messages';
import { messages } from '../messages';
import { icebergPaths } from '../model/paths';

/** The page's words: the Iceberg views' and the console's (breadcrumb, not-found notices). */
const usePageI18n = featureI18n(messages, catalogMessages);

// The table's views (tabs, schema tree, snapshot list) are a chunk of their own, asked for as the
// page starts so it arrives beside the table's read: the route's own chunk stays in its budget.
const loadView = () => import('../components/IcebergTableView');
const IcebergTableView = lazy(async () => ({ default: (await loadView()).IcebergTableView }));

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * `/catalogs/:catalog/namespaces/:namespace/tables/:table`: one Iceberg table on a page of its
 * own, as a PAIMON table has, below the catalog rather than inside its Namespaces tab.
 */
export function IcebergTablePage() {
  const t = usePageI18n().t;
  void loadView();
  const { namespace = '', table = '' } = useParams();
  const { catalogName, catalogQuery, catalogId } = useCatalogRoute();
  const tableQuery = useQuery({
    ...lakeIcebergQueries.icebergTable(catalogId ?? '', namespace, table),
    enabled: catalogId !== undefined,
  });
  const breadcrumb = (
    <BreadcrumbTrail
      label={t('catalog.breadcrumb')}
      items={[
        { label: t('catalog.catalogs'), to: catalogPaths.catalogs() },
        { label: catalogName, to: icebergPaths.namespaces(catalogName) },
        { label: namespace, to: icebergPaths.namespace(catalogName, namespace) },
        { label: table, to: icebergPaths.table(catalogName, namespace, table) },
      ]}
    />
  );
  const page = (body: ReactNode) => (
    <>
      <PageHeader
        back={breadcrumb}
        title={table}
        subtitle={<StatusBadge tone="neutral">ICEBERG</StatusBadge>}
      />
      {body}
    </>
  );

  if (catalogQuery.isError && catalogQuery.data === undefined) {
    if (isNotFound(catalogQuery.error)) {
      return (
        <ResultState
          code="404"
          title={t('catalog.catalogNotFound', { name: catalogName })}
          actions={<Link to={catalogPaths.catalogs()}>{t('catalog.backToCatalogs')}</Link>}
        />
      );
    }
    return page(
      <ErrorState
        error={catalogQuery.error}
        onRetry={() => void catalogQuery.refetch()}
        retrying={catalogQuery.isFetching}
      />,
    );
  }
  if (tableQuery.isError && tableQuery.data === undefined) {
    if (isNotFound(tableQuery.error)) {
      return (
        <ResultState
          code="404"
          title={t('iceberg.table.notFoundTitle')}
          body={t('iceberg.table.notFound', { name: table })}
          actions={
            <Link to={icebergPaths.namespace(catalogName, namespace)}>
              {t('iceberg.table.backToNamespace', { name: namespace })}
            </Link>
          }
        />
      );
    }
    return page(
      <ErrorState
        error={tableQuery.error}
        title={t('iceberg.table.loadFailed')}
        onRetry={() => void tableQuery.refetch()}
        retrying={tableQuery.isFetching}
      />,
    );
  }
  if (catalogId === undefined || tableQuery.data === undefined) {
    return page(<Skeleton active paragraph={{ rows: 8 }} />);
  }
  return page(
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <IcebergTableView
        // Another table is another view: nothing it holds carries over.
        key={`${catalogName}/${namespace}/${table}`}
        catalog={catalogName}
        catalogId={catalogId}
        namespace={namespace}
        table={table}
        data={tableQuery.data}
      />
    </Suspense>,
  );
}
