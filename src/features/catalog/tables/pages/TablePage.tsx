import { lazy, Suspense, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Skeleton, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../../api/errors';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeMutations } from '../../../../api/lake/mutations';
import { lakeQueries } from '../../../../api/lake/queries';
import type { Table, TableSchema } from '../../../../api/lake/schemas';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { ResultState } from '../../../../components/ResultState';
import { StatusBadge } from '../../../../components/StatusBadge';
import { CatalogBreadcrumb } from '../../../lake-common/components/CatalogBreadcrumb';
import { ConfirmDropButton } from '../../../lake-common/components/ConfirmDropButton';
import { catalogPaths, useCatalogRoute } from '../../../lake-common/hooks/useCatalogRoute';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as catalogMessages } from '../../../lake-common/messages';
import { messages } from '../tableMessages';
import { useLeaveGuard } from '../../../../lib/useLeaveGuard';
import { changeQueueKey, useChangeQueue, type ChangeQueue } from '../hooks/useChangeQueue';
import { TABLE_TABS, useTableTab, type TableRef, type TableTab } from '../hooks/tableTabs';
import { StorageClass } from '../../../lake-common/components/StorageClass';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

/** The page's words: the table area's and the console's (breadcrumb, not-found notices). */
const useTablePageI18n = featureI18n(messages, catalogMessages);

// The change builder (tree pickers, type editor, diff) loads when its tab is first opened.
const LeaveDialog = lazy(async () => ({
  default: (await import('../components/LeaveDialog')).LeaveDialog,
}));
// Each tab's panel is its own chunk, loaded when the tab is first shown.
const SchemaTab = lazy(async () => ({
  default: (await import('../components/SchemaTab')).SchemaTab,
}));
const PartitionsTab = lazy(async () => ({
  default: (await import('../components/PartitionsTab')).PartitionsTab,
}));
const SnapshotTab = lazy(async () => ({
  default: (await import('../components/SnapshotTab')).SnapshotTab,
}));
const CompactionTab = lazy(async () => ({
  default: (await import('../components/CompactionTab')).CompactionTab,
}));
const StorageTab = lazy(async () => ({
  default: (await import('../components/StorageTab')).StorageTab,
}));
const TokenTab = lazy(async () => ({ default: (await import('../components/TokenTab')).TokenTab }));
// Who can do what on this table (permissions, grant builder, row filters).
const AccessTab = lazy(async () => ({
  default: (await import('../../grants/components/AccessTab')).AccessTab,
}));
const ChangeSchemaTab = lazy(async () => ({
  default: (await import('../components/ChangeSchemaTab')).ChangeSchemaTab,
}));

const EMPTY_SCHEMA: TableSchema = { fields: [], primaryKeys: [], partitionKeys: [], options: {} };

/** `/catalogs/:catalog/databases/:database/tables/:table`: one table and its tabs. */
export function TablePage() {
  const route = useCatalogRoute();
  // Another table is another page: nothing (queue, tab state) carries over.
  return (
    <TablePageFor
      key={`${route.catalogName}/${route.databaseName}/${route.tableName}`}
      route={route}
    />
  );
}

function TablePageFor({ route }: { route: ReturnType<typeof useCatalogRoute> }) {
  const t = useTablePageI18n().t;
  const { catalogName, databaseName, tableName, catalogQuery, catalogId } = route;
  const tableQuery = useQuery({
    ...lakeQueries.table(catalogId ?? '', databaseName, tableName),
    enabled: catalogId !== undefined,
  });
  const breadcrumb = (
    <CatalogBreadcrumb catalog={catalogName} database={databaseName} table={tableName} />
  );

  if (catalogQuery.isError && catalogQuery.data === undefined) {
    if (isApiError(catalogQuery.error) && catalogQuery.error.status === 404) {
      return (
        <ResultState
          code="404"
          title={t('catalog.catalogNotFound', { name: catalogName })}
          actions={<Link to={catalogPaths.catalogs()}>{t('catalog.backToCatalogs')}</Link>}
        />
      );
    }
    return (
      <>
        <PageHeader back={breadcrumb} title={tableName} />
        <ErrorState
          error={catalogQuery.error}
          onRetry={() => void catalogQuery.refetch()}
          retrying={catalogQuery.isFetching}
        />
      </>
    );
  }
  if (tableQuery.isError && tableQuery.data === undefined) {
    if (isApiError(tableQuery.error) && tableQuery.error.status === 404) {
      return (
        <ResultState
          code="404"
          title={t('table.notFoundTitle')}
          body={t('catalog.tableNotFound', { name: tableName })}
          actions={
            <Link to={catalogPaths.database(catalogName, databaseName, 'tables')}>
              {t('table.backToDatabase', { database: databaseName })}
            </Link>
          }
        />
      );
    }
    return (
      <>
        <PageHeader back={breadcrumb} title={tableName} />
        <ErrorState
          error={tableQuery.error}
          title={t('table.loadFailed')}
          onRetry={() => void tableQuery.refetch()}
          retrying={tableQuery.isFetching}
        />
      </>
    );
  }
  if (catalogId === undefined || tableQuery.data === undefined) {
    return (
      <>
        <PageHeader back={breadcrumb} title={tableName} />
        <Skeleton active />
      </>
    );
  }
  return (
    <TableView
      table={{ catalogName, catalogId, databaseName, tableName }}
      record={tableQuery.data}
      breadcrumb={breadcrumb}
    />
  );
}

function TableView({
  table,
  record,
  breadcrumb,
}: {
  table: TableRef;
  record: Table;
  breadcrumb: ReactNode;
}) {
  const t = useTablePageI18n().t;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [tab, setTab] = useTableTab();
  const queue = useChangeQueue(
    changeQueueKey(table.catalogName, table.databaseName, table.tableName),
  );
  const { blocker, allowLeaving } = useLeaveGuard(queue.items.length > 0);
  const drop = useMutation(lakeMutations.dropTable());
  const mayDrop = useLakeAllowed('DropTable');

  const onDropped = () => {
    // The queued changes were for a table that no longer exists.
    queue.clear();
    allowLeaving();
    navigate(catalogPaths.database(table.catalogName, table.databaseName, 'tables'));
    void lakeCache.tableDropped(client, table.catalogId, table.databaseName, table.tableName);
  };

  return (
    <>
      <PageHeader
        back={breadcrumb}
        title={table.tableName}
        subtitle={<TableBadges record={record} />}
        actions={
          <ConfirmDropButton
            kind="table"
            messages={messages}
            name={table.tableName}
            control={mayDrop.control}
            drop={() =>
              drop.mutateAsync({
                catalogId: table.catalogId,
                database: table.databaseName,
                table: table.tableName,
              })
            }
            onDropped={onDropped}
          />
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TableTab)}
        items={TABLE_TABS.map((key) => ({
          key,
          label: tabLabel(key, queue, t),
          // Only the open tab is rendered (each reads its own data when first opened); the
          // token tab is removed when left, so the credential leaves with it.
          destroyOnHidden: key === 'token',
          children: (
            <Suspense fallback={<Skeleton active />}>
              <TabBody tab={key} table={table} record={record} queue={queue} />
            </Suspense>
          ),
        }))}
      />
      {blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <LeaveDialog blocker={blocker} count={queue.items.length} />
        </Suspense>
      )}
    </>
  );
}

function tabLabel(
  tab: TableTab,
  queue: ChangeQueue,
  t: ReturnType<typeof useTablePageI18n>['t'],
): string {
  if (tab === 'change' && queue.items.length > 0) {
    return t('table.tab.changeCount', { count: queue.items.length });
  }
  return t(`table.tab.${tab}`);
}

function TabBody({
  tab,
  table,
  record,
  queue,
}: {
  tab: TableTab;
  table: TableRef;
  record: Table;
  queue: ChangeQueue;
}) {
  switch (tab) {
    case 'schema':
      return <SchemaTab record={record} />;
    case 'change':
      return (
        <Suspense fallback={<Skeleton active />}>
          <ChangeSchemaTab table={table} schema={record.schema ?? EMPTY_SCHEMA} queue={queue} />
        </Suspense>
      );
    case 'partitions':
      return <PartitionsTab table={table} partitionKeys={record.schema?.partitionKeys ?? []} />;
    case 'snapshot':
      return <SnapshotTab table={table} />;
    case 'compaction':
      return <CompactionTab table={table} />;
    case 'storage':
      return <StorageTab table={table} />;
    case 'token':
      return <TokenTab table={table} />;
    case 'access':
      return (
        <AccessTab
          catalogId={table.catalogId}
          catalogName={table.catalogName}
          database={table.databaseName}
          table={table.tableName}
        />
      );
  }
}

function TableBadges({ record }: { record: Table }) {
  const t = useTablePageI18n().t;
  return (
    <Flex gap={8} wrap component="span">
      <StatusBadge tone="neutral">
        {record.isExternal ? t('table.badge.external') : t('table.badge.managed')}
      </StatusBadge>
      {record.storageClass && (
        <StatusBadge tone="neutral">
          <StorageClass value={record.storageClass} />
        </StatusBadge>
      )}
      {record.schemaId !== undefined && (
        <StatusBadge tone="neutral">
          {t('table.badge.schemaId', { id: record.schemaId })}
        </StatusBadge>
      )}
    </Flex>
  );
}
