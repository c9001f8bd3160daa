import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { ListParams } from '../../../api/lake/params';
import type { ListReceivedSharesResponse, ReceivedShare } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import type { Allowed } from '../../../lib/useSession';
import { useLakeAllowed } from '../../lake-common/hooks/useLakeAllowed';
import { useSharingT } from '../i18n';
import { RECEIVED_LIST_PARAMS, sharePaths } from '../model/paths';
import { commentColumn, createdColumn, nameColumn, ShareListTab } from './ShareListTab';
import { TenantId } from './TenantId';

const MountShareDialog = lazy(async () => ({
  default: (await import('./MountShareDialog')).MountShareDialog,
}));

function useColumns(
  mayCreate: Allowed,
  mount: (share: ReceivedShare) => void,
): DataTableColumn<ReceivedShare>[] {
  const t = useSharingT();
  return useMemo(
    () => [
      nameColumn<ReceivedShare>(t, ({ row }) => row.original.shareName),
      {
        id: 'provider',
        header: t('sharing.col.provider'),
        meta: { minWidth: 200 },
        cell: ({ row }) => <TenantId value={row.original.providerTenantId} />,
      },
      {
        id: 'catalog',
        header: t('sharing.col.catalog'),
        meta: { minWidth: 220 },
        cell: ({ row }) =>
          row.original.catalogName ? (
            <Link to={sharePaths.catalog(row.original.catalogName)}>
              {row.original.catalogName}
            </Link>
          ) : (
            <Button
              size="small"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => mount(row.original)}
              {...mayCreate.control}
            >
              {t('sharing.mount.open')}
            </Button>
          ),
      },
      commentColumn<ReceivedShare>(t),
      createdColumn<ReceivedShare>(t),
    ],
    [t, mayCreate, mount],
  );
}

/**
 * Shares other accounts provide to this one, with the catalog each appears as; a share without
 * one offers to create it.
 */
export function ReceivedSharesTab() {
  const mayCreate = useLakeAllowed('CreateCatalog');
  const [mounting, setMounting] = useState<ReceivedShare | null>(null);
  const columns = useColumns(mayCreate, setMounting);
  return (
    <>
      <ShareListTab
        kind="received"
        params={RECEIVED_LIST_PARAMS}
        page={(list: ListParams) => lakeShareQueries.receivedShares(list)}
        rows={receivedRows}
        columns={columns}
        getRowId={(share) => `${share.providerTenantId}/${share.shareId}`}
      />
      {mounting && (
        <Suspense fallback={null}>
          <MountShareDialog share={mounting} onClose={() => setMounting(null)} />
        </Suspense>
      )}
    </>
  );
}

const receivedRows = (data: ListReceivedSharesResponse) => data.shares;
