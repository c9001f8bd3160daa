import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import { ErrorState } from '../../../../components/ErrorState';
import { RelativeTime } from '../../../../components/RelativeTime';
import { useTableT } from '../tableI18n';
import { formatSpec } from '../model/partitionSpec';
import { isoOrNull } from '../model/time';
import type { TableRef } from '../hooks/tableTabs';
import { Count } from './Bytes';
import { StorageAction } from './StorageClass';

/**
 * One partition's own record (ListPartitions filtered to its exact name), read when its row is
 * opened: the record count and done flag are not in the storage summaries, and asking for them
 * per opened row is cheaper than a second paged list whose cursors would have to stay in step.
 */
export function PartitionDetails({ table, name }: { table: TableRef; name: string }) {
  const t = useTableT();
  const query = useQuery({
    ...lakeQueries.partitions(table.catalogId, table.databaseName, table.tableName, {
      maxResults: 1,
      pattern: name,
    }),
    select: (data) => data.partitions[0] ?? null,
  });
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title={t('table.partitions.detailsFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 1 }} />;
  const partition = query.data;
  if (partition === null) return <>{t('table.partitions.detailsMissing')}</>;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }}>
      <Descriptions.Item label={t('table.partitions.spec')}>
        {formatSpec(Object.entries(partition.spec))}
      </Descriptions.Item>
      <Descriptions.Item label={t('table.snapshot.records')}>
        <Count value={partition.recordCount} />
      </Descriptions.Item>
      <Descriptions.Item label={t('table.partitions.done')}>
        {partition.done === undefined
          ? t('common.none')
          : partition.done
            ? t('common.yes')
            : t('common.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('table.snapshot.buckets')}>
        <Count value={partition.totalBuckets} />
      </Descriptions.Item>
      <Descriptions.Item label={t('table.snapshot.lastFileCreation')}>
        <RelativeTime value={isoOrNull(partition.lastFileCreationTime)} />
      </Descriptions.Item>
      <Descriptions.Item label={t('table.partitions.col.conversion')}>
        <StorageAction value={partition.storageAction} />
      </Descriptions.Item>
    </Descriptions>
  );
}
