import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { DatabaseSummary } from '../../../../api/lake/schemas';
import { QueryState } from '../../../../components/QueryState';
import { SectionCard } from '../../../../components/SectionCard';
import { formatBytes, formatNumber } from '../../../../lib/format';
import { StorageTiers } from '../../../lake-common/components/StorageTiers';
import { useDatabasesI18n } from '../i18n';
import { MsTime } from '../../../lake-common/components/MsTime';
import { StatGrid, type Stat } from './StatGrid';

export interface StorageTabProps {
  catalogId: string;
  databaseName: string;
}

/** The database's latest storage summary (GetDatabaseSummary): totals and the tier split. */
export function StorageTab({ catalogId, databaseName }: StorageTabProps) {
  const { t } = useDatabasesI18n();
  const query = useQuery(lakeQueries.databaseSummary(catalogId, databaseName));
  return (
    <QueryState
      query={query}
      errorTitle={t('databases.storage.loadFailed')}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
    >
      {(summary) => <SummaryCards summary={summary} />}
    </QueryState>
  );
}

function SummaryCards({ summary }: { summary: DatabaseSummary }) {
  const { t, locale } = useDatabasesI18n();
  const count = (value: number) => formatNumber(value, locale);
  const bytes = (value: number) => ({
    value: formatBytes(value, locale),
    title: t('databases.storage.exactBytes', { bytes: count(value) }),
  });
  const stats: Stat[] = [
    { key: 'tables', label: t('databases.storage.tables'), value: count(summary.tableCount) },
    {
      key: 'partitions',
      label: t('databases.storage.partitions'),
      value: count(summary.partitionCount),
    },
    {
      key: 'fileSize',
      label: t('databases.storage.fileSize'),
      ...bytes(summary.totalFileSizeInBytes),
    },
    { key: 'files', label: t('databases.storage.files'), value: count(summary.totalFileCount) },
    {
      key: 'metaSize',
      label: t('databases.storage.metaSize'),
      ...bytes(summary.totalMetaSizeInBytes),
    },
    {
      key: 'metaFiles',
      label: t('databases.storage.metaFiles'),
      value: count(summary.totalMetaFileCount),
    },
    {
      key: 'created',
      label: t('databases.storage.created'),
      value: <MsTime value={summary.createdAt} />,
    },
    {
      key: 'generated',
      label: t('databases.storage.generated'),
      value: summary.generatedDate || t('common.none'),
    },
  ];
  return (
    <>
      <SectionCard title={t('databases.storage.title')}>
        {summary.location && (
          <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
            {t('databases.storage.location', { location: summary.location })}
          </Typography.Paragraph>
        )}
        <StatGrid stats={stats} />
      </SectionCard>
      <SectionCard title={t('databases.storage.tiers')}>
        <StorageTiers sizes={summary} />
      </SectionCard>
    </>
  );
}
