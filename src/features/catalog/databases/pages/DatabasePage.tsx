import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Skeleton, Tabs } from 'antd';
import { isApiError } from '../../../../api/errors';
import { lakeQueries } from '../../../../api/lake/queries';
import type { Database } from '../../../../api/lake/schemas';
import { ButtonLink } from '../../../../components/ButtonLink';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { ResultState } from '../../../../components/ResultState';
import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';
import { CatalogBreadcrumb } from '../../../lake-common/components/CatalogBreadcrumb';
import { catalogPaths, useCatalogRoute } from '../../../lake-common/hooks/useCatalogRoute';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as catalogMessages } from '../../../lake-common/messages';
import { messages } from '../messages';
import { DropDatabaseButton } from '../components/DropDatabaseButton';

/** The page's words: the databases area's and the console's (breadcrumb, not-found notices). */
const useDatabasePageI18n = featureI18n(messages, catalogMessages);

// Each tab's panel is its own chunk, loaded when the tab is first shown.
const TablesTab = lazy(async () => ({
  default: (await import('../../tables/components/TablesTab')).TablesTab,
}));
const OverviewTab = lazy(async () => ({
  default: (await import('../components/OverviewTab')).OverviewTab,
}));
const StorageTab = lazy(async () => ({
  default: (await import('../components/StorageTab')).StorageTab,
}));
const FunctionsTab = lazy(async () => ({
  default: (await import('../components/FunctionsTab')).FunctionsTab,
}));
const ViewsTab = lazy(async () => ({ default: (await import('../components/ViewsTab')).ViewsTab }));
// Who can do what in this database (permissions, grant builder, row filters).
const AccessTab = lazy(async () => ({
  default: (await import('../../grants/components/AccessTab')).AccessTab,
}));

export const DATABASE_TABS = [
  'tables',
  'overview',
  'storage',
  'functions',
  'views',
  'access',
] as const;
export type DatabaseTab = (typeof DATABASE_TABS)[number];

const CODECS = { tab: paramCodecs.oneOf(DATABASE_TABS, 'tables') };

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** `/catalogs/:catalog/databases/:database`: one database, its tables and its other facets. */
export function DatabasePage() {
  const t = useDatabasePageI18n().t;
  const { catalogName, databaseName, catalogQuery, catalogId } = useCatalogRoute();
  const databaseQuery = useQuery({
    ...lakeQueries.database(catalogId ?? '', databaseName),
    enabled: catalogId !== undefined,
  });

  if (catalogQuery.isError && isNotFound(catalogQuery.error)) {
    return (
      <ResultState
        code="404"
        title={t('databases.catalogMissingTitle')}
        body={t('catalog.catalogNotFound', { name: catalogName })}
        actions={
          <ButtonLink to={catalogPaths.catalogs()}>{t('catalog.backToCatalogs')}</ButtonLink>
        }
      />
    );
  }
  if (databaseQuery.isError && isNotFound(databaseQuery.error)) {
    return (
      <ResultState
        code="404"
        title={t('databases.notFoundTitle')}
        body={t('catalog.databaseNotFound', { name: databaseName })}
        actions={
          <ButtonLink to={catalogPaths.catalog(catalogName, 'databases')}>
            {t('databases.backToCatalog', { catalog: catalogName })}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <>
      <PageHeader
        back={<CatalogBreadcrumb catalog={catalogName} database={databaseName} />}
        title={databaseName}
        actions={
          catalogId !== undefined && (
            <DropDatabaseButton
              catalogName={catalogName}
              catalogId={catalogId}
              databaseName={databaseName}
              tableCount={databaseQuery.data?.tableCount}
            />
          )
        }
      />
      {catalogQuery.data === undefined ? (
        catalogQuery.isError ? (
          <ErrorState
            error={catalogQuery.error}
            title={t('databases.catalogLoadFailed')}
            onRetry={() => void catalogQuery.refetch()}
            retrying={catalogQuery.isFetching}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )
      ) : (
        <DatabaseTabs
          catalogName={catalogName}
          catalogId={catalogQuery.data.id}
          catalogType={catalogQuery.data.type}
          databaseName={databaseName}
          databaseQuery={databaseQuery}
        />
      )}
    </>
  );
}

interface DatabaseTabsProps {
  catalogName: string;
  catalogId: string;
  catalogType: string;
  databaseName: string;
  databaseQuery: UseQueryResult<Database>;
}

/** The page's sections, one shown at a time (the tab is in the URL as `?tab=`). */
function DatabaseTabs({
  catalogName,
  catalogId,
  catalogType,
  databaseName,
  databaseQuery,
}: DatabaseTabsProps) {
  const t = useDatabasePageI18n().t;
  const [{ tab }, update] = useSearchParamsState(CODECS);
  const target = { catalogId, databaseName };
  const content: Record<DatabaseTab, () => ReactNode> = {
    tables: () => (
      <TablesTab
        catalogType={catalogType}
        catalogName={catalogName}
        catalogId={catalogId}
        databaseName={databaseName}
      />
    ),
    overview: () => <OverviewTab {...target} query={databaseQuery} />,
    storage: () => <StorageTab {...target} />,
    functions: () => <FunctionsTab {...target} />,
    views: () => <ViewsTab {...target} />,
    access: () => (
      <AccessTab catalogId={catalogId} catalogName={catalogName} database={databaseName} />
    ),
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => update({ tab: key as DatabaseTab })}
      destroyOnHidden
      items={DATABASE_TABS.map((key) => ({
        key,
        label: t(`databases.tab.${key}`),
        // Only the shown tab is rendered, so only its requests are made.
        children:
          key === tab ? <Suspense fallback={<Skeleton active />}>{content[key]()}</Suspense> : null,
      }))}
    />
  );
}
