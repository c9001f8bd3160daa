import { useQuery } from '@tanstack/react-query';
import { Descriptions, Skeleton } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { CatalogSummary } from '../../../../api/lake/schemas';
import { ErrorState } from '../../../../components/ErrorState';
import { SectionCard } from '../../../../components/SectionCard';
import { formatBytes, formatNumber } from '../../../../lib/format';
import { StorageTiers } from '../../../lake-common/components/StorageTiers';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as componentMessages } from '../../../lake-common/componentsMessages';
import { messages } from '../messages';
import { SummaryCards } from './SummaryCards';
import { TrendSection } from './TrendSection';

/** The tab's words: the catalogs area's and the shared components' (storage tiers). */
const useStorageTabI18n = featureI18n(messages, componentMessages);

function MonthlyActivity({ summary }: { summary: CatalogSummary }) {
  const { t, locale } = useStorageTabI18n();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, lg: 4 }}
      items={[
        {
          key: 'api',
          label: t('catalogs.storage.apiVisits'),
          children: formatNumber(summary.apiVisitCountMonthly, locale),
        },
        {
          key: 'files',
          label: t('catalogs.storage.fileAccesses'),
          children: formatNumber(summary.fileAccessCountMonthly, locale),
        },
        {
          key: 'throughput',
          label: t('catalogs.storage.throughput'),
          children: formatBytes(summary.throughputMonthly, locale),
        },
        {
          key: 'generated',
          label: t('catalogs.storage.generated'),
          children: summary.generatedDate || '—',
        },
      ]}
    />
  );
}

/** The catalog's storage summary (values and their changes, tiers) and its trend. */
export function StorageTab({ catalogId }: { catalogId: string }) {
  const { t } = useStorageTabI18n();
  const summary = useQuery(lakeQueries.catalogSummary(catalogId));
  if (summary.isError && summary.data === undefined) {
    return (
      <ErrorState
        error={summary.error}
        title={t('catalogs.storage.loadFailed')}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  if (!summary.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = summary.data;
  return (
    <>
      <SectionCard
        title={t('catalogs.storage.title')}
        extra={
          data.generatedDate ? (
            <span style={{ color: 'rgba(0,0,0,0.65)' }}>
              {t('catalogs.storage.asOf', { date: data.generatedDate })}
            </span>
          ) : undefined
        }
      >
        <SummaryCards summary={data} />
      </SectionCard>
      <SectionCard title={t('catalogs.storage.monthly')}>
        <MonthlyActivity summary={data} />
      </SectionCard>
      <SectionCard title={t('catalogs.tiers.title')}>
        <StorageTiers sizes={data} />
      </SectionCard>
      <TrendSection catalogId={catalogId} generatedDate={data.generatedDate} />
    </>
  );
}
