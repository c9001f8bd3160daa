import { useComponentsT } from '../componentsI18n';

type ClassKey =
  | 'catalogs.tiers.standard'
  | 'catalogs.tiers.ia'
  | 'catalogs.tiers.archive'
  | 'catalogs.tiers.coldArchive';

/**
 * Storage class spellings services use (the spec shows no value set), normalized. A class and the
 * storage tier of the same name are one concept, so they share one label: a table's class reads
 * the same in the tables list, on the table page and in the storage tiers.
 */
const CLASSES: Record<string, ClassKey> = {
  standard: 'catalogs.tiers.standard',
  ia: 'catalogs.tiers.ia',
  infrequentaccess: 'catalogs.tiers.ia',
  archive: 'catalogs.tiers.archive',
  coldarchive: 'catalogs.tiers.coldArchive',
};

export function storageClassKey(value: string): ClassKey | undefined {
  return CLASSES[value.toLowerCase().replace(/[^a-z]/g, '')];
}

/** A storage class in words, as its label or as sent when unknown. */
export function useStorageClassLabel() {
  const t = useComponentsT();
  return (value: string) => {
    const key = storageClassKey(value);
    return key ? t(key) : value;
  };
}

/** A storage class in words ("Infrequent access"); an unknown class is shown as sent. */
export function StorageClass({ value }: { value: string | null | undefined }) {
  const t = useComponentsT();
  const label = useStorageClassLabel();
  return <>{value ? label(value) : t('common.none')}</>;
}
