import { lazy, Suspense, useMemo } from 'react';
import { Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useHistory } from '../hooks/useHistory';
import { SectionCard } from '../../../components/SectionCard';
import { ErrorState } from '../../../components/ErrorState';
import { formatDuration, formatNumber } from '../../../lib/format';
import { useNow } from '../../../lib/useNow';
import { useWebhooksI18n } from '../i18n';
import { computeDeliveryStats } from '../model/deliveryStats';
import { numberFormat } from '../../../lib/intl';

// echarts is only downloaded by pages that chart, in its own chunk.
const DeliveryChart = lazy(() => import('./DeliveryChart'));

export function DeliveryOverview({ id }: { id: string }) {
  const { t, locale } = useWebhooksI18n();
  const { query: history, loaded } = useHistory(id);
  const now = useNow();
  const stats = useMemo(
    () => (history.data ? computeDeliveryStats(history.data, now) : null),
    [history.data, now],
  );
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const integer = numberFormat(locale, { maximumFractionDigits: 0 });

  return (
    <SectionCard title={t('chart.title')}>
      {history.isError ? (
        <ErrorState
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : !stats ? (
        <div role="status">
          <Typography.Paragraph type="secondary">
            {t('chart.loading')}
            {loaded !== null && ` ${t('progress.loaded', { count: formatNumber(loaded, locale) })}`}
          </Typography.Paragraph>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
            <Col xs={12} md={6}>
              <Statistic title={t('chart.total')} value={integer.format(stats.total)} />
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
                value={
                  stats.p50Ms === null ? t('common.none') : formatDuration(stats.p50Ms, locale)
                }
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('chart.p95')}
                value={
                  stats.p95Ms === null ? t('common.none') : formatDuration(stats.p95Ms, locale)
                }
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
