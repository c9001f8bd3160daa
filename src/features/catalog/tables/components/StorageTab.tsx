import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { lakeQueries } from '../../../../api/lake/queries';
import type { TableSummary } from '../../../../api/lake/schemas';
import { RelativeTime } from '../../../../components/RelativeTime';
import { SectionCard } from '../../../../components/SectionCard';
import { formatNumber } from '../../../../lib/format';
import { StorageTiers } from '../../../lake-common/components/StorageTiers';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useTableI18n, useTableT } from '../tableI18n';
import { storageAdvice } from '../model/storageAdvice';
import { isoOrNull } from '../model/time';
import { TabQuery } from './TabQuery';
import type { TableRef } from '../hooks/tableTabs';
import { Bytes, Count } from './Bytes';
import { StorageClass } from '../../../lake-common/components/StorageClass';
import { StorageAction } from './StorageClass';

/** GetTableSummary: sizes, accesses, requesters, storage tiers and what could be cheaper. */
export function StorageTab({ table }: { table: TableRef }) {
  const t = useTableT();
  const query = useQuery(
    lakeQueries.tableSummary(table.catalogId, table.databaseName, table.tableName),
  );
  // The page already read the table: its conversion status comes from the same cache entry.
  const record = useQuery(
    lakeQueries.table(table.catalogId, table.databaseName, table.tableName),
  ).data;
  return (
    <TabQuery table={table} query={query} errorTitle={t('table.storage.loadFailed')}>
      {(summary) => (
        <StorageView table={table} summary={summary} action={record?.storageAction ?? null} />
      )}
    </TabQuery>
  );
}

interface StorageViewProps {
  table: TableRef;
  summary: TableSummary;
  /** The table's storage tier conversion status (GetTable), when known. */
  action: string | null;
}

function StorageView({ table, summary, action }: StorageViewProps) {
  const t = useTableT();
  const none = t('common.none');
  return (
    <>
      <StorageAdviceList table={table} summary={summary} />
      <SectionCard
        title={t('table.storage.title')}
        extra={
          summary.generatedDate ? (
            <Typography.Text type="secondary">
              {t('table.storage.generated', { date: summary.generatedDate })}
            </Typography.Text>
          ) : undefined
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('table.fileSize')}>
            <Bytes value={summary.totalFileSizeInBytes} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.files')}>
            <Count value={summary.totalFileCount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.partitionCount')}>
            <Count value={summary.partitionCount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.storage.metaSize')}>
            <Bytes value={summary.totalMetaSizeInBytes} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.storage.metaFiles')}>
            <Count value={summary.totalMetaFileCount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.storage.storageClass')}>
            <StorageClass value={summary.storageClass} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.storage.accessesTotal')}>
            <Count value={summary.totalFileAccessNum} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.accesses7d')}>
            <Count value={summary.totalFileAccessNum7d} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.accesses30d')}>
            <Count value={summary.totalFileAccessNum30d} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.lastAccess')}>
            <RelativeTime value={isoOrNull(summary.lastAccessTime)} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.storage.lastRequester')}>
            {summary.lastRequester ? (
              <Typography.Text code>{summary.lastRequester}</Typography.Text>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('table.storage.topRequester')}>
            {summary.topRequester ? (
              <Typography.Text code>{summary.topRequester}</Typography.Text>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('table.storage.action')} span="filled">
            <StorageActionText
              action={action}
              params={summary.storageActionParams}
              at={summary.storageActionTimestamp ?? null}
            />
          </Descriptions.Item>
        </Descriptions>
      </SectionCard>
      <SectionCard title={t('table.storage.tiers')}>
        <StorageTiers sizes={summary} />
      </SectionCard>
    </>
  );
}

/** The tier conversion in progress or done, from the summary's action parameters and time. */
interface StorageActionTextProps {
  action: string | null;
  params: Record<string, string>;
  at: number | null;
}

function StorageActionText({ action, params, at }: StorageActionTextProps) {
  const t = useTableT();
  const entries = Object.entries(params);
  if ((!action || action === 'NONE') && entries.length === 0 && at === null) {
    return <>{t('table.storage.noAction')}</>;
  }
  return (
    <Flex gap={8} wrap align="baseline">
      {action && <StorageAction value={action} />}
      {entries.map(([key, value]) => (
        <Typography.Text key={key} code>
          {key}={value}
        </Typography.Text>
      ))}
      {at !== null && <RelativeTime value={isoOrNull(at)} />}
    </Flex>
  );
}

function StorageAdviceList({ table, summary }: { table: TableRef; summary: TableSummary }) {
  const { t, locale } = useTableI18n();
  const advice = storageAdvice(summary);
  if (advice.length === 0) return null;
  const partitionsLink = (
    <Link
      to={catalogPaths.table(table.catalogName, table.databaseName, table.tableName, 'partitions')}
    >
      {t('table.storage.adviceLink')}
    </Link>
  );
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {advice.map((item) => (
        <Alert
          key={item.kind}
          type="info"
          showIcon
          title={
            item.kind === 'toInfrequent'
              ? t('table.storage.adviceInfrequent', {
                  count: formatNumber(item.partitions, locale),
                })
              : t('table.storage.adviceArchive', { count: formatNumber(item.partitions, locale) })
          }
          description={partitionsLink}
        />
      ))}
    </Flex>
  );
}
