import type { Catalog } from '../../../../api/lake/schemas';
import type { CatalogSharing } from '../model/catalogSharing';
import { useCatalogsT } from '../i18n';

const muted = { color: 'rgba(0,0,0,0.6)' } as const;

/**
 * How a catalog is shared, as it is: mounted from a received share ("From share X", by the
 * share's name where this account's received shares name it), provided through shares ("Shared
 * with N receivers", the shares named on hover), or neither (a dash).
 */
export function CatalogShared({
  catalog,
  sharing,
}: {
  catalog: Pick<Catalog, 'id' | 'isShared' | 'shareId'>;
  sharing: CatalogSharing;
}) {
  const t = useCatalogsT();
  if (catalog.isShared) {
    const share = catalog.shareId
      ? (sharing.receivedNames.get(catalog.shareId) ?? catalog.shareId)
      : null;
    return share === null ? (
      <>{t('catalogs.shared.fromUnknown')}</>
    ) : (
      <span title={catalog.shareId ? t('catalogs.shared.shareId', { id: catalog.shareId }) : ''}>
        {t('catalogs.shared.from', { share })}
      </span>
    );
  }
  const provided = sharing.providedBy.get(catalog.id);
  if (provided) {
    const count = provided.receivers.length;
    return (
      <span title={t('catalogs.shared.through', { shares: provided.shares.join(', ') })}>
        {count > 0
          ? t('catalogs.shared.provided', { count })
          : t('catalogs.shared.noReceiver', { shares: provided.shares.length })}
      </span>
    );
  }
  return <span style={muted}>{t('catalogs.shared.none')}</span>;
}

/** The sortable text of the same (the catalog list sorts by it). */
export function catalogSharedText(
  catalog: Pick<Catalog, 'id' | 'isShared' | 'shareId'>,
  sharing: CatalogSharing,
): string | null {
  if (catalog.isShared) {
    return `from:${(catalog.shareId && sharing.receivedNames.get(catalog.shareId)) ?? catalog.shareId ?? ''}`;
  }
  const provided = sharing.providedBy.get(catalog.id);
  return provided ? `to:${String(provided.receivers.length).padStart(6, '0')}` : null;
}
