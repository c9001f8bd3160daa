import { ROLE_PREDEFINED } from '../../../../api/lake/assumed';
import { StatusBadge } from '../../../../components/StatusBadge';
import { useRolesT } from '../i18n';

/** Predefined (the service's own, cannot be dropped) or custom. */
export function RoleKind({ isPredefined }: { isPredefined: string | undefined }) {
  const t = useRolesT();
  return isPredefined === ROLE_PREDEFINED ? (
    <StatusBadge tone="warning">{t('access.predefined')}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{t('access.custom')}</StatusBadge>
  );
}
