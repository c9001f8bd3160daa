import { RelativeTime } from '../../../components/RelativeTime';
import { useT } from '../../../i18n/useI18n';

/** A lake timestamp (int64 Unix ms) as relative time with the exact time on hover; "—" if absent. */
export function MsTime({
  value,
  compact,
}: {
  value: number | null | undefined;
  compact?: boolean;
}) {
  const t = useT();
  if (value === undefined || value === null || !Number.isFinite(value)) {
    return <span>{t('common.none')}</span>;
  }
  return <RelativeTime value={new Date(value).toISOString()} compact={compact} />;
}
