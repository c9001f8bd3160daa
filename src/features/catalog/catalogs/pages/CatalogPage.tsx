import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Skeleton, Tabs } from 'antd';
import { isApiError } from '../../../../api/errors';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeMutations } from '../../../../api/lake/mutations';
import { lakeQueries } from '../../../../api/lake/queries';
import type { Catalog } from '../../../../api/lake/schemas';
import { ButtonLink } from '../../../../components/ButtonLink';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { ResultState } from '../../../../components/ResultState';
import { useToast } from '../../../../components/toast';
import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';
import { CatalogBreadcrumb } from '../../../lake-common/components/CatalogBreadcrumb';
import { ConfirmDropButton } from '../../../lake-common/components/ConfirmDropButton';
import { catalogPaths, useCatalogRoute } from '../../../lake-common/hooks/useCatalogRoute';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as catalogMessages } from '../../../lake-common/messages';
import { messages } from '../messages';
import { CatalogStatusBadge } from '../components/CatalogStatusBadge';
import { isKnownCatalogStatus, pollWhileTransient } from '../model/catalogStatus';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

/** The page's words: the catalogs area's and the console's (breadcrumb, not-found notices). */
const useCatalogPageI18n = featureI18n(messages, catalogMessages);

export const CATALOG_TABS = [
  'overview',
  'databases',
  'namespaces',
  'storage',
  'token',
  'access',
] as const;
export type CatalogTab = (typeof CATALOG_TABS)[number];

// Each tab's panel is its own chunk, loaded when the tab is first shown: the page's header and
// tab list draw without any of them.
const OverviewTab = lazy(async () => ({
  default: (await import('../components/OverviewTab')).OverviewTab,
}));
const DatabasesTab = lazy(async () => ({
  default: (await import('../../databases/components/DatabasesTab')).DatabasesTab,
}));
const StorageTab = lazy(async () => ({
  default: (await import('../components/StorageTab')).StorageTab,
}));
const AccessTokenTab = lazy(async () => ({
  default: (await import('../components/AccessTokenTab')).AccessTokenTab,
}));
// Who can do what in this catalog (permissions, grant builder, row filters).
const AccessTab = lazy(async () => ({
  default: (await import('../../grants/components/AccessTab')).AccessTab,
}));
// An ICEBERG catalog's Iceberg views (namespaces, tables, snapshots).
const NamespacesPanel = lazy(async () => ({
  default: (await import('../../iceberg/components/NamespacesPanel')).NamespacesPanel,
}));

const CODECS = { tab: paramCodecs.oneOf(CATALOG_TABS, 'overview') };

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** `/catalogs/:catalog`: one catalog, its facts, databases, storage and access token. */
export function CatalogPage() {
  const t = useCatalogPageI18n().t;
  const { catalogName, catalogQuery } = useCatalogRoute();
  // The same cached read, followed every 1.5 s while the catalog is being created or dropped.
  useQuery({
    ...lakeQueries.catalog(catalogName),
    enabled: catalogName !== '',
    refetchInterval: (query) => pollWhileTransient([query.state.data?.status]),
  });

  if (catalogQuery.isError && isNotFound(catalogQuery.error)) {
    return (
      <ResultState
        code="404"
        title={t('catalogs.page.notFoundTitle')}
        body={
          <>
            <p>{t('catalog.catalogNotFound', { name: catalogName })}</p>
            <p>{t('catalogs.page.notFoundHint')}</p>
          </>
        }
        actions={
          <ButtonLink to={catalogPaths.catalogs()} variant="primary">
            {t('catalog.backToCatalogs')}
          </ButtonLink>
        }
      />
    );
  }

  const catalog = catalogQuery.data;
  return (
    <>
      <PageHeader
        back={<CatalogBreadcrumb catalog={catalogName} />}
        title={
          <Flex component="span" gap={12} align="center" wrap>
            <span>{catalogName}</span>
            {catalog && (
              <span style={{ fontSize: 14, fontWeight: 400 }}>
                <span className="visually-hidden">{t('catalogs.col.type')}: </span>
                {catalog.type}
              </span>
            )}
            {catalog && (
              <span style={{ fontSize: 14, fontWeight: 400, lineHeight: 1 }}>
                <CatalogStatusBadge status={catalog.status} />
              </span>
            )}
          </Flex>
        }
        actions={catalog && <DropCatalog catalog={catalog} />}
      />
      {catalog === undefined ? (
        catalogQuery.isError ? (
          <ErrorState
            error={catalogQuery.error}
            title={t('catalogs.page.loadFailed')}
            onRetry={() => void catalogQuery.refetch()}
            retrying={catalogQuery.isFetching}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )
      ) : (
        <CatalogTabs catalog={catalog} />
      )}
    </>
  );
}

function DropCatalog({ catalog }: { catalog: Catalog }) {
  const t = useCatalogPageI18n().t;
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const drop = useMutation(lakeMutations.dropCatalog());
  const mayDrop = useLakeAllowed('DropCatalog');
  return (
    <ConfirmDropButton
      control={mayDrop.control}
      kind="catalog"
      messages={messages}
      name={catalog.name}
      drop={() => drop.mutateAsync({ catalog: catalog.name })}
      onDropped={() => {
        // Leave first: clearing the cache under a mounted page would read the catalog again.
        navigate(catalogPaths.catalogs());
        toast.info(t('catalogs.page.dropping', { name: catalog.name }));
        void lakeCache.catalogDropped(queryClient, catalog.name, catalog.id);
      }}
    />
  );
}

function CatalogTabs({ catalog }: { catalog: Catalog }) {
  const t = useCatalogPageI18n().t;
  const [{ tab: asked }, update] = useSearchParamsState(CODECS);
  // An ICEBERG catalog's databases are its namespaces: one list, the Namespaces tab, which reads
  // them as Iceberg does and opens their Iceberg tables (docs/adr/0030). A link to its Databases
  // tab shows that list; a link to Namespaces elsewhere shows the overview.
  const iceberg = catalog.type === 'ICEBERG';
  const tabs = CATALOG_TABS.filter((key) => key !== (iceberg ? 'databases' : 'namespaces'));
  const wanted = iceberg && asked === 'databases' ? 'namespaces' : asked;
  const tab = tabs.includes(wanted) ? wanted : 'overview';
  const statusText = isKnownCatalogStatus(catalog.status)
    ? t(`catalogs.status.${catalog.status}`)
    : catalog.status;
  const content: Record<CatalogTab, () => ReactNode> = {
    overview: () => <OverviewTab catalog={catalog} />,
    databases: () => (
      <>
        {catalog.status !== 'RUNNING' && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('catalogs.page.notRunning', { status: statusText })}
          />
        )}
        <DatabasesTab catalogName={catalog.name} catalogId={catalog.id} />
      </>
    ),
    namespaces: () => <NamespacesPanel catalog={catalog} />,
    storage: () => <StorageTab catalogId={catalog.id} />,
    token: () => <AccessTokenTab catalog={catalog} />,
    access: () => <AccessTab catalogId={catalog.id} catalogName={catalog.name} />,
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => update({ tab: key as CatalogTab })}
      destroyOnHidden
      items={tabs.map((key) => ({
        key,
        label: t(`catalogs.tab.${key}`),
        // Only the shown tab is rendered: its requests only, and a token leaves with its tab.
        children:
          key === tab ? <Suspense fallback={<Skeleton active />}>{content[key]()}</Suspense> : null,
      }))}
    />
  );
}
