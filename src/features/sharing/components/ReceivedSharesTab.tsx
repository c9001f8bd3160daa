import { useMemo } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { ListParams } from '../../../api/lake/params';
import type { ListReceivedSharesResponse, ReceivedShare } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import { useSharingT } from '../i18n';
import { RECEIVED_LIST_PARAMS, sharePaths } from '../model/paths';
import { commentColumn, createdColumn, nameColumn, ShareListTab } from './ShareListTab';
import { TenantId } from './TenantId';

function useColumns(): DataTableColumn<ReceivedShare>[] {
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
        cell: ({ row }) =>
          row.original.catalogName ? (
            <Link to={sharePaths.catalog(row.original.catalogName)}>
              {row.original.catalogName}
            </Link>
          ) : (
            <Typography.Text type="secondary">{t('sharing.received.noCatalog')}</Typography.Text>
          ),
      },
      commentColumn<ReceivedShare>(t),
      createdColumn<ReceivedShare>(t),
    ],
    [t],
  );
}

/** Shares other accounts provide to this one, with the catalog each appears as. */
export function ReceivedSharesTab() {
  const columns = useColumns();
  return (
    <ShareListTab
      kind="received"
      params={RECEIVED_LIST_PARAMS}
      page={(list: ListParams) => lakeShareQueries.receivedShares(list)}
      rows={receivedRows}
      columns={columns}
      getRowId={(share) => `${share.providerTenantId}/${share.shareId}`}
    />
  );
}

const receivedRows = (data: ListReceivedSharesResponse) => data.shares;
