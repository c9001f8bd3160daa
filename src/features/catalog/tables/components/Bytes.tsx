import { formatBytes, formatNumber } from '../../../../lib/format';
import { useTableI18n } from '../tableI18n';

/** A size in binary units; the exact byte count is its title (hover, accessible description). */
export function Bytes({ value }: { value: number }) {
  const { t, locale } = useTableI18n();
  return (
    <span title={t('table.bytesExact', { bytes: formatNumber(value, locale) })}>
      {formatBytes(value, locale)}
    </span>
  );
}

/** A count in the user's language. */
export function Count({ value }: { value: number | null | undefined }) {
  const { t, locale } = useTableI18n();
  if (value === null || value === undefined) return <>{t('common.none')}</>;
  return <>{formatNumber(value, locale)}</>;
}
