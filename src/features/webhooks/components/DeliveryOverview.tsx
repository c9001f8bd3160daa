import { lazy, Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Skeleton, Statistic } from 'antd';
import { agentQueries } from '../../../api/agent/queries';
import { SectionCard } from '../../../components/SectionCard';
import { ErrorState } from '../../../components/ErrorState';
import { formatDuration } from '../../../components/relativeTime';
import { useNow } from '../../../components/useNow';
import { useI18n } from '../../../i18n/useI18n';
import { computeDeliveryStats } from '../logic/deliveryStats';

// echarts is only downloaded by pages that chart, in its own chunk.
const DeliveryChart = lazy(() => import('./DeliveryChart'));

export function DeliveryOverview({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const history = useQuery(agentQueries.eventHistory(id));
  const now = useNow();
  const stats = useMemo(
    () => (history.data ? computeDeliveryStats(history.data, now) : null),
    [history.data, now],
  );
  const percent = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en', {
    style: 'percent',
    maximumFractionDigits: 1,
  });

  return (
    <SectionCard title={t('chart.title')}>
      {history.isError ? (
        <ErrorState
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !stats ? (
        <Skeleton active paragraph={{ rows: 5 }} aria-label={t('chart.loading')} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
            <Col xs={12} md={6}>
              <Statistic title={t('chart.total')} value={stats.total} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('chart.successRate')}
                value={
                  stats.successRate === null ? t('common.none') : percent.format(stats.successRate)
                }
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('chart.p50')}
                value={stats.p50Ms === null ? t('common.none') : formatDuration(stats.p50Ms)}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('chart.p95')}
                value={stats.p95Ms === null ? t('common.none') : formatDuration(stats.p95Ms)}
              />
            </Col>
          </Row>
          <Suspense
            fallback={<Skeleton active paragraph={{ rows: 4 }} aria-label={t('chart.loading')} />}
          >
            <DeliveryChart stats={stats} />
          </Suspense>
        </>
      )}
    </SectionCard>
  );
}
