import { formatBytes, formatNumber } from '../../../../lib/format';
import { useCatalogI18n } from '../../i18n';
import '../messages';

/** A size in binary units; the exact byte count is its title (hover, accessible description). */
export function Bytes({ value }: { value: number }) {
  const { t, locale } = useCatalogI18n();
  return (
    <span title={t('table.bytesExact', { bytes: formatNumber(value, locale) })}>
      {formatBytes(value, locale)}
    </span>
  );
}

/** A count in the user's language. */
export function Count({ value }: { value: number | null | undefined }) {
  const { t, locale } = useCatalogI18n();
  if (value === null || value === undefined) return <>{t('common.none')}</>;
  return <>{formatNumber(value, locale)}</>;
}
