import { useSharingT } from '../i18n';

/** A share's write permission in words; a service that does not report it says so. */
export function WriteLabel({ value }: { value: boolean | undefined }) {
  const t = useSharingT();
  if (value === undefined) return <>{t('sharing.write.unknown')}</>;
  return <>{value ? t('sharing.write.on') : t('sharing.write.off')}</>;
}
