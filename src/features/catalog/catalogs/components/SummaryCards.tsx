import type { CatalogSummary, MoMValues } from '../../../../api/lake/schemas';
import { formatBytes, formatNumber } from '../../../../lib/format';
import { useCatalogsI18n, type CatalogsT } from '../i18n';
import { momChanges, type ValueChange } from '../model/storageChange';
import styles from './storage.module.css';
import { numberFormat } from '../../../../lib/intl';

/** The summary's comparable values, in the order the cards show them. */
const SUMMARY_METRICS = [
  { key: 'databaseCount', bytes: false },
  { key: 'tableCount', bytes: false },
  { key: 'partitionCount', bytes: false },
  { key: 'totalFileSizeInBytes', bytes: true },
  { key: 'totalFileCount', bytes: false },
  { key: 'totalMetaSizeInBytes', bytes: true },
  { key: 'totalMetaFileCount', bytes: false },
] as const satisfies readonly { key: keyof CatalogSummary; bytes: boolean }[];

type Format = (value: number) => string;

/** "▲ 1.5 GiB (+3.2%) since yesterday", "No change since last month"; the arrow is also said. */
function describeChange(
  change: ValueChange,
  period: 'day' | 'month',
  format: Format,
  locale: string,
  t: CatalogsT,
): string {
  const since = t(`catalogs.storage.since.${period}`);
  if (change.direction === 'none') return t('catalogs.storage.noChange', { since });
  const percent =
    change.ratio === null
      ? ''
      : ` (${numberFormat(locale, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(change.ratio)})`;
  return t(change.direction === 'up' ? 'catalogs.storage.up' : 'catalogs.storage.down', {
    amount: format(Math.abs(change.delta)),
    percent,
    since,
  });
}

function ChangeLine({
  change,
  period,
  format,
}: {
  change: ValueChange;
  period: 'day' | 'month';
  format: Format;
}) {
  const { t, locale } = useCatalogsI18n();
  const arrow = change.direction === 'up' ? '▲' : change.direction === 'down' ? '▼' : '–';
  return (
    <p className={`${styles.change} ${styles[change.direction]}`}>
      <span aria-hidden>{arrow} </span>
      {describeChange(change, period, format, locale, t)}
    </p>
  );
}

function MetricCard({
  title,
  values,
  format,
}: {
  title: string;
  values: MoMValues;
  format: Format;
}) {
  const changes = momChanges(values);
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.cardValue}>{format(values.currentValue)}</p>
      <ChangeLine change={changes.day} period="day" format={format} />
      <ChangeLine change={changes.month} period="month" format={format} />
    </div>
  );
}

/** One card per summary value, each with its change since the last day and the last month. */
export function SummaryCards({ summary }: { summary: CatalogSummary }) {
  const { t, locale } = useCatalogsI18n();
  const bytes: Format = (value) => formatBytes(value, locale);
  const count: Format = (value) => formatNumber(value, locale);
  return (
    <div className={styles.cards}>
      {SUMMARY_METRICS.map((metric) => (
        <MetricCard
          key={metric.key}
          title={t(`catalogs.storage.metric.${metric.key}`)}
          values={summary[metric.key]}
          format={metric.bytes ? bytes : count}
        />
      ))}
    </div>
  );
}
