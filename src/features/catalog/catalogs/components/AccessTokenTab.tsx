import { Alert } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { Catalog } from '../../../../api/lake/schemas';
import { TokenPanel } from '../../../lake-common/components/TokenPanel';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as componentMessages } from '../../../lake-common/componentsMessages';
import { messages } from '../messages';

/** The tab's words: the catalogs area's and the shared components' (the token panel's notice). */
const useAccessTokenTabI18n = featureI18n(messages, componentMessages);

/** Temporary storage credentials of the whole catalog. */
export function AccessTokenTab({ catalog }: { catalog: Catalog }) {
  const t = useAccessTokenTabI18n().t;
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
      <TokenPanel
        title={t('catalogs.tab.token')}
        query={lakeQueries.catalogToken(catalog.name)}
        operation="GetCatalogToken"
      />
    </>
  );
}
