import { lazy, Suspense, useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Skeleton, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TREND_MAX_DAYS } from '../../../../api/lake/assumed';
import { lakeQueries } from '../../../../api/lake/queries';
import { TREND_SERIES, type CatalogSummaryTrend } from '../../../../api/lake/schemas';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { SectionCard } from '../../../../components/SectionCard';
import { formatBytes, formatNumber } from '../../../../lib/format';
import { useNow } from '../../../../lib/useNow';
import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';
import { useCatalogsI18n } from '../i18n';
import {
  DATE_FORMAT,
  TREND_PRESET_DAYS,
  defaultTrendEnd,
  isDisabledTrendDay,
  lastDays,
  resolveTrendRange,
} from '../model/trendRange';
import { BYTE_SERIES, trendRows, type TrendRow } from '../model/trendSeries';

// echarts stays out of the catalog routes' own chunks: it loads with the charts, when shown.
const TrendCharts = lazy(() => import('./TrendCharts'));

const CODECS = {
  from: paramCodecs.optional(),
  to: paramCodecs.optional(),
  view: paramCodecs.oneOf(['charts', 'table'], 'charts'),
};

function useTrendColumns(): DataTableColumn<TrendRow>[] {
  const { t, locale } = useCatalogsI18n();
  return useMemo(
    () => [
      {
        id: 'date',
        header: t('catalogs.trend.date'),
        accessorFn: (row) => row.date,
        meta: { rowHeader: true },
        cell: ({ row }) => row.original.date,
      },
      ...TREND_SERIES.map((series): DataTableColumn<TrendRow> => ({
        id: series,
        header: t(`catalogs.trend.series.${series}`),
        accessorFn: (row) => row.values[series] ?? null,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const value = row.original.values[series];
          if (value === undefined) return '—';
          return BYTE_SERIES.has(series) ? formatBytes(value, locale) : formatNumber(value, locale);
        },
      })),
    ],
    [t, locale],
  );
}

function TrendTable({ trend }: { trend: CatalogSummaryTrend }) {
  const { t } = useCatalogsI18n();
  const columns = useTrendColumns();
  const rows = useMemo(() => trendRows(trend), [trend]);
  return (
    <DataTable<TrendRow>
      label={t('catalogs.trend.title')}
      size="small"
      columns={columns}
      data={rows}
      getRowId={(row) => row.date}
      initialSorting={[{ id: 'date', desc: true }]}
      empty={t('catalogs.trend.noData')}
      maxHeight={480}
    />
  );
}

/**
 * The catalog's daily series over a chosen range (URL `from`/`to`; by default the 30 days ending
 * at the summary's date), as six small charts or as a table of numbers.
 */
export function TrendSection({
  catalogId,
  generatedDate,
}: {
  catalogId: string;
  generatedDate: string | undefined;
}) {
  const { t } = useCatalogsI18n();
  const pickerId = useId();
  const now = useNow();
  const today = useMemo(() => dayjs(now).startOf('day'), [now]);
  const end = useMemo(() => defaultTrendEnd(generatedDate, today), [generatedDate, today]);
  const [{ from: fromText, to: toText, view }, update] = useSearchParamsState(CODECS);
  const range = resolveTrendRange(fromText, toText, end, today);
  const trend = useQuery(lakeQueries.catalogSummaryTrend(catalogId, range.from, range.to));

  const presets = TREND_PRESET_DAYS.map((days) => {
    const preset = lastDays(end, days);
    return {
      label: t('catalogs.trend.preset', { days }),
      value: [dayjs(preset.from), dayjs(preset.to)] as [Dayjs, Dayjs],
    };
  });

  const controls = (
    <Flex gap={12} align="center" wrap>
      <label htmlFor={`${pickerId}-start`} className="visually-hidden">
        {t('catalogs.trend.start')}
      </label>
      <label htmlFor={`${pickerId}-end`} className="visually-hidden">
        {t('catalogs.trend.end')}
      </label>
      <DatePicker.RangePicker
        id={{ start: `${pickerId}-start`, end: `${pickerId}-end` }}
        value={[dayjs(range.from), dayjs(range.to)]}
        format={DATE_FORMAT}
        allowClear={false}
        presets={presets}
        disabledDate={(current, info) => isDisabledTrendDay(current, today, info.from)}
        onChange={(values) => {
          const [start, finish] = values ?? [];
          if (start && finish) {
            update({ from: start.format(DATE_FORMAT), to: finish.format(DATE_FORMAT) });
          }
        }}
      />
      <Flex gap={6} align="center">
        <Switch
          id={`${pickerId}-table`}
          size="small"
          checked={view === 'table'}
          onChange={(checked) => update({ view: checked ? 'table' : 'charts' })}
        />
        <label htmlFor={`${pickerId}-table`}>{t('catalogs.trend.asTable')}</label>
      </Flex>
    </Flex>
  );

  return (
    <SectionCard title={t('catalogs.trend.title')} extra={controls}>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.65)' }}>
        {t('catalogs.trend.range', { from: range.from, to: range.to, max: TREND_MAX_DAYS })}
      </p>
      {trend.isError && trend.data === undefined ? (
        <ErrorState
          error={trend.error}
          title={t('catalogs.trend.loadFailed')}
          onRetry={() => void trend.refetch()}
          retrying={trend.isFetching}
        />
      ) : trend.data === undefined ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : view === 'table' ? (
        <TrendTable trend={trend.data} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <TrendCharts trend={trend.data} />
        </Suspense>
      )}
    </SectionCard>
  );
}
