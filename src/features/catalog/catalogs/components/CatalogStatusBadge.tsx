import { LoadingOutlined } from '@ant-design/icons';
import { StatusBadge } from '../../../../components/StatusBadge';
import { useCatalogsT } from '../i18n';
import { catalogStatusTone, isKnownCatalogStatus, isTransientStatus } from '../model/catalogStatus';

/** A catalog's status in words and colour; one still changing by itself shows a spinner too. */
export function CatalogStatusBadge({ status }: { status: string }) {
  const t = useCatalogsT();
  const label = isKnownCatalogStatus(status) ? t(`catalogs.status.${status}`) : status;
  return (
    <StatusBadge tone={catalogStatusTone(status)}>
      {isTransientStatus(status) && (
        <LoadingOutlined aria-hidden style={{ marginRight: 4, fontSize: 11 }} />
      )}
      {label}
    </StatusBadge>
  );
}
