import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { AppstoreAddOutlined } from '@ant-design/icons';
import { lakeQueries } from '../../../api/lake/queries';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { ShareResource } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { DEFAULT_PAGE_SIZE } from '../../../lib/pageSize';
import { useCursorPagedQuery } from '../../../lib/usePager';
import { useAllowed } from '../../../lib/useSession';
import { PagedTable } from '../../lake-common/components/PagedTable';
import { catalogPaths } from '../../lake-common/hooks/useCatalogRoute';
import { useSharingT } from '../i18n';
import { resourceKey } from '../model/resourceChoice';

const ShareResourcesDialog = lazy(async () => ({
  default: (await import('./ShareResourcesDialog')).ShareResourcesDialog,
}));

const KNOWN_TYPES = ['CATALOG_ALL', 'DATABASE_ALL', 'TABLE'] as const;
const isKnownType = (type: string): type is (typeof KNOWN_TYPES)[number] =>
  (KNOWN_TYPES as readonly string[]).includes(type);

/** A resource linked to its page in the catalog console. */
function ResourceLink({
  resource,
  catalog,
  catalogType,
}: {
  resource: ShareResource;
  catalog: string | null;
  /** `Catalog.type`: an ICEBERG catalog's table has a page of its own. */
  catalogType: string | null;
}) {
  const { shareType, databaseName, tableName } = resource;
  const text =
    shareType === 'CATALOG_ALL'
      ? (catalog ?? '')
      : shareType === 'TABLE'
        ? `${databaseName ?? ''}.${tableName ?? ''}`
        : (databaseName ?? '');
  if (catalog === null) return <>{text}</>;
  const to =
    shareType === 'CATALOG_ALL'
      ? catalogPaths.catalog(catalog)
      : shareType === 'TABLE' && databaseName && tableName && catalogType
        ? catalogPaths.tableOfType(catalogType, catalog, databaseName, tableName)
        : databaseName
          ? catalogPaths.database(catalog, databaseName)
          : null;
  return to ? <Link to={to}>{text}</Link> : <>{text}</>;
}

function useColumns(
  catalog: string | null,
  catalogType: string | null,
): DataTableColumn<ShareResource>[] {
  const t = useSharingT();
  return useMemo(
    () => [
      {
        id: 'resource',
        header: t('sharing.resources.col.resource'),
        meta: { rowHeader: true, minWidth: 220 },
        cell: ({ row }) => (
          <ResourceLink resource={row.original} catalog={catalog} catalogType={catalogType} />
        ),
      },
      {
        id: 'type',
        header: t('sharing.resources.col.type'),
        cell: ({ row }) => {
          const type = row.original.shareType;
          return isKnownType(type) ? t(`sharing.resources.type.${type}`) : type;
        },
      },
    ],
    [t, catalog, catalogType],
  );
}

/** A share's resources in its catalog, and the dialog that changes them in one call. */
export function ShareResources({ share }: { share: string }) {
  const t = useSharingT();
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [editing, setEditing] = useState(false);
  const mayAlter = useAllowed('lake', 'AlterShareResources');
  const { query, pager } = useCursorPagedQuery({
    view: [share, size],
    page: (cursor) =>
      lakeShareQueries.shareResources(share, { maxResults: size, pageToken: cursor }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  const catalogId = query.data?.catalogId ?? null;
  const catalog = useQuery({
    ...lakeQueries.catalogById(catalogId ?? ''),
    enabled: catalogId !== null,
  });
  const catalogName = catalog.data?.name ?? null;
  const columns = useColumns(catalogName, catalog.data?.type ?? null);
  return (
    <SectionCard
      title={t('sharing.resources.title')}
      extra={
        <Button
          icon={<AppstoreAddOutlined aria-hidden />}
          onClick={() => setEditing(true)}
          {...mayAlter.control}
        >
          {t('sharing.resources.edit')}
        </Button>
      }
    >
      {catalogId !== null && (
        <Typography.Paragraph>
          {catalogName !== null ? (
            <>
              {t('sharing.resources.catalog', { catalog: '' })}
              <Link to={catalogPaths.catalog(catalogName)}>{catalogName}</Link>
            </>
          ) : catalog.isError ? (
            t('sharing.resources.catalogUnknown', { id: catalogId })
          ) : (
            t('sharing.resources.catalog', { catalog: catalogId })
          )}
        </Typography.Paragraph>
      )}
      <PagedTable<ShareResource>
        query={query}
        pager={pager}
        pageSize={size}
        onPageSize={setSize}
        label={t('sharing.resources.title')}
        columns={columns}
        rows={query.data?.shareResources ?? []}
        getRowId={resourceKey}
        errorTitle={t('sharing.resources.loadFailed')}
        empty={t('sharing.resources.empty')}
        size="small"
      />
      {editing && (
        <Suspense fallback={null}>
          <ShareResourcesDialog share={share} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
