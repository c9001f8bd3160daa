import { useRolesT } from '../../roles/i18n';

/** IAM_USER / IAM_ROLE in words; another value as sent. */
export function UserType({ type }: { type: string }) {
  const t = useRolesT();
  if (type === 'IAM_USER' || type === 'IAM_ROLE') return <>{t(`access.type.${type}`)}</>;
  return <>{type || t('access.none')}</>;
}
