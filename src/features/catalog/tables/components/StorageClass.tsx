import { useStorageClassLabel } from '../../../lake-common/components/StorageClass';
import { useTableT } from '../tableI18n';

/**
 * A storage tier conversion status in words: `CONVERTING_TO_IA` → "Converting to infrequent
 * access". The spec shows no value set; unknown statuses are shown as sent.
 */
export function StorageAction({ value }: { value: string | null | undefined }) {
  const t = useTableT();
  const label = useStorageClassLabel();
  if (!value || value === 'NONE') return <>{t('table.storageAction.none')}</>;
  if (value === 'CONVERTED') return <>{t('table.storageAction.converted')}</>;
  const converting = /^CONVERTING_TO_(.+)$/.exec(value);
  if (converting?.[1]) {
    return <>{t('table.storageAction.converting', { class: label(converting[1]) })}</>;
  }
  return <>{value}</>;
}
