import { useTableT } from '../tableI18n';

type ClassKey =
  | 'table.storageClass.standard'
  | 'table.storageClass.ia'
  | 'table.storageClass.archive'
  | 'table.storageClass.coldArchive';

/** Storage class spellings services use (the spec shows no value set), normalized. */
const CLASSES: Record<string, ClassKey> = {
  standard: 'table.storageClass.standard',
  ia: 'table.storageClass.ia',
  infrequentaccess: 'table.storageClass.ia',
  archive: 'table.storageClass.archive',
  coldarchive: 'table.storageClass.coldArchive',
};

export function storageClassKey(value: string): ClassKey | undefined {
  return CLASSES[value.toLowerCase().replace(/[^a-z]/g, '')];
}

/** A storage class in words ("Infrequent access"); an unknown class is shown as sent. */
export function StorageClass({ value }: { value: string | null | undefined }) {
  const t = useTableT();
  if (!value) return <>{t('common.none')}</>;
  const key = storageClassKey(value);
  return <>{key ? t(key) : value}</>;
}

/**
 * A storage tier conversion status in words: `CONVERTING_TO_IA` → "Converting to infrequent
 * access". The spec shows no value set; unknown statuses are shown as sent.
 */
export function StorageAction({ value }: { value: string | null | undefined }) {
  const t = useTableT();
  if (!value || value === 'NONE') return <>{t('table.storageAction.none')}</>;
  if (value === 'CONVERTED') return <>{t('table.storageAction.converted')}</>;
  const converting = /^CONVERTING_TO_(.+)$/.exec(value);
  if (converting?.[1]) {
    const key = storageClassKey(converting[1]);
    return <>{t('table.storageAction.converting', { class: key ? t(key) : converting[1] })}</>;
  }
  return <>{value}</>;
}
