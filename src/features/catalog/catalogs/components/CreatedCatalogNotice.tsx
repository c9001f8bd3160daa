import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { refreshCatalogList } from '../model/refreshCatalogList';
import { lakeQueries } from '../../../../api/lake/queries';
import { describeError } from '../../../../components/describeError';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useCatalogsT } from '../i18n';
import { CatalogStatusBadge } from './CatalogStatusBadge';
import { CATALOG_POLL_MS, isTransientStatus } from '../model/catalogStatus';

/**
 * Follows a catalog just created until it settles (NEW → INITIALIZING → RUNNING, or
 * INITIALIZE_FAILED), whether or not it is on the list page being shown, and says how it ended.
 */
export function CreatedCatalogNotice({ name, onClose }: { name: string; onClose: () => void }) {
  const t = useCatalogsT();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...lakeQueries.catalog(name),
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data === undefined || isTransientStatus(q.state.data.status)
        ? CATALOG_POLL_MS
        : false,
  });
  const status = query.data?.status;
  const settled = status !== undefined && !isTransientStatus(status);

  // The list may not be polling (the catalog can be on another page): refresh it once settled.
  useEffect(() => {
    if (settled) void refreshCatalogList(queryClient);
  }, [settled, queryClient]);

  // Underlined: inside a sentence, colour alone does not tell a link apart (axe link-in-text-block).
  const link = (
    <Link to={catalogPaths.catalog(name)} style={{ textDecoration: 'underline' }}>
      {name}
    </Link>
  );
  let type: 'info' | 'success' | 'error' | 'warning' = 'info';
  let title = t('catalogs.created.pending', { name });
  let description: ReactNode = t('catalogs.created.pendingBody');
  if (status === 'RUNNING') {
    type = 'success';
    title = t('catalogs.created.running', { name });
    description = null;
  } else if (status === 'INITIALIZE_FAILED') {
    type = 'error';
    title = t('catalogs.created.failed', { name });
    description = t('catalogs.created.failedBody');
  } else if (settled) {
    type = 'warning';
    title = t('catalogs.created.other', { name });
    description = null;
  } else if (query.isError && query.data === undefined) {
    type = 'warning';
    description = describeError(query.error, t).message;
  }

  return (
    <Alert
      type={type}
      showIcon
      role={type === 'error' ? 'alert' : 'status'}
      style={{ marginBottom: 16 }}
      closable={{ 'aria-label': t('catalogs.created.dismiss') }}
      onClose={onClose}
      title={
        <span>
          {title} {status && <CatalogStatusBadge status={status} />}
        </span>
      }
      description={
        <>
          {description && <div>{description}</div>}
          <div>
            {t('catalogs.created.open')} {link}
          </div>
        </>
      }
    />
  );
}
