import { Alert } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { Catalog } from '../../../../api/lake/schemas';
import { TokenPanel } from '../../components/TokenPanel';
import { useCatalogT } from '../../i18n';
import '../messages';

/** Temporary storage credentials of the whole catalog. */
export function AccessTokenTab({ catalog }: { catalog: Catalog }) {
  const t = useCatalogT();
  return (
    <>
      {catalog.status === 'STORAGE_RESTRICTED' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('catalogs.token.restricted')}
        />
      )}
      <TokenPanel title={t('catalogs.tab.token')} query={lakeQueries.catalogToken(catalog.name)} />
    </>
  );
}
