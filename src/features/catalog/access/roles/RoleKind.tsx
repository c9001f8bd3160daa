import { ROLE_PREDEFINED } from '../../../../api/lake/assumed';
import { StatusBadge } from '../../../../components/StatusBadge';
import { useCatalogT } from '../../i18n';
import './messages';

/** Predefined (the service's own, cannot be dropped) or custom. */
export function RoleKind({ isPredefined }: { isPredefined: string | undefined }) {
  const t = useCatalogT();
  return isPredefined === ROLE_PREDEFINED ? (
    <StatusBadge tone="warning">{t('access.predefined')}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{t('access.custom')}</StatusBadge>
  );
}
