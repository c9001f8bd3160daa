import { PrincipalKindBadge } from '../../../lake-common/components/PrincipalLabel';
import { useRolesT } from '../../roles/i18n';

/** IAM_USER / IAM_ROLE as the kind badge every principal carries; another value as sent. */
export function UserType({ type }: { type: string }) {
  const t = useRolesT();
  if (type === 'IAM_USER') return <PrincipalKindBadge kind="user" />;
  if (type === 'IAM_ROLE') return <PrincipalKindBadge kind="ramRole" />;
  return <>{type || t('access.none')}</>;
}
