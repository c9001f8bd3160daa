import { useMemo } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { ListParams } from '../../../api/lake/params';
import type { ListReceivedSharesResponse, ReceivedShare } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import { SearchablePagedList } from '../components/SearchablePagedList';
import { MsTime } from '../databases/components/MsTime';
import { useSharingT } from './i18n';
import { RECEIVED_LIST_PARAMS, sharePaths } from './paths';
import { TenantId } from './TenantId';

function useColumns(): DataTableColumn<ReceivedShare>[] {
  const t = useSharingT();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('sharing.col.name'),
        meta: { rowHeader: true, minWidth: 180 },
        cell: ({ row }) => row.original.shareName,
      },
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
      {
        id: 'comment',
        header: t('sharing.col.comment'),
        meta: { minWidth: 200 },
        cell: ({ row }) => row.original.comment || t('sharing.none'),
      },
      {
        id: 'created',
        header: t('sharing.col.created'),
        cell: ({ row }) => <MsTime value={row.original.createdAt} compact />,
      },
    ],
    [t],
  );
}

/** Shares other accounts provide to this one, with the catalog each appears as. */
export function ReceivedSharesTab() {
  const t = useSharingT();
  const columns = useColumns();
  return (
    <SearchablePagedList
      params={RECEIVED_LIST_PARAMS}
      scope={[]}
      page={(list: ListParams) => lakeShareQueries.receivedShares(list)}
      rows={receivedRows}
      title={t('sharing.received.title')}
      search={{
        label: t('sharing.received.search'),
        placeholder: t('sharing.received.placeholder'),
        help: t('sharing.patternHelp'),
      }}
      empty={t('sharing.received.empty')}
      emptyFiltered={(pattern) => t('sharing.received.emptyFiltered', { pattern })}
      table={{
        columns,
        getRowId: (share) => `${share.providerTenantId}/${share.shareId}`,
        errorTitle: t('sharing.received.loadFailed'),
      }}
    />
  );
}

const receivedRows = (data: ListReceivedSharesResponse) => data.shares;
