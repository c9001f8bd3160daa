import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { lakeCache } from '../../../api/lake/queries';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { ListParams } from '../../../api/lake/params';
import type { ListSharesResponse, Share } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import { useToast } from '../../../components/toast';
import { SearchablePagedList } from '../components/SearchablePagedList';
import { PrincipalName } from '../components/PrincipalName';
import { MsTime } from '../databases/components/MsTime';
import { useSharingT } from './i18n';
import { PROVIDED_LIST_PARAMS, sharePaths } from './paths';
import { WriteLabel } from './WriteLabel';

const ShareFormModal = lazy(async () => ({
  default: (await import('./ShareFormModal')).ShareFormModal,
}));

function useColumns(): DataTableColumn<Share>[] {
  const t = useSharingT();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('sharing.col.name'),
        meta: { rowHeader: true, minWidth: 180 },
        cell: ({ row }) => (
          <Link to={sharePaths.share(row.original.shareName)}>{row.original.shareName}</Link>
        ),
      },
      {
        id: 'comment',
        header: t('sharing.col.comment'),
        meta: { minWidth: 200 },
        cell: ({ row }) => row.original.comment || t('sharing.none'),
      },
      {
        id: 'write',
        header: t('sharing.col.write'),
        cell: ({ row }) => <WriteLabel value={row.original.enableWrite} />,
      },
      {
        id: 'owner',
        header: t('sharing.col.owner'),
        cell: ({ row }) => <PrincipalName value={row.original.owner} empty={t('sharing.none')} />,
      },
      {
        id: 'created',
        header: t('sharing.col.created'),
        cell: ({ row }) => <MsTime value={row.original.createdAt} compact />,
      },
      {
        id: 'updated',
        header: t('sharing.col.updated'),
        cell: ({ row }) => <MsTime value={row.original.updatedAt} compact />,
      },
    ],
    [t],
  );
}

/** The account's provided shares, searched (`%` patterns) and paged by the service. */
export function ProvidedSharesTab() {
  const t = useSharingT();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const columns = useColumns();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <SearchablePagedList
        params={PROVIDED_LIST_PARAMS}
        scope={[]}
        page={(list: ListParams) => lakeShareQueries.providedShares(list)}
        rows={shareRows}
        title={t('sharing.provided.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t('sharing.create.open')}
          </Button>
        }
        search={{
          label: t('sharing.provided.search'),
          placeholder: t('sharing.provided.placeholder'),
          help: t('sharing.patternHelp'),
        }}
        empty={t('sharing.provided.empty')}
        emptyFiltered={(pattern) => t('sharing.provided.emptyFiltered', { pattern })}
        table={{
          columns,
          getRowId: (share) => share.shareName,
          errorTitle: t('sharing.provided.loadFailed'),
        }}
      />
      {creating && (
        <Suspense fallback={null}>
          <ShareFormModal
            onClose={() => setCreating(false)}
            onSaved={(name) => {
              setCreating(false);
              toast.info(t('sharing.create.done', { name }));
              void lakeCache.sharesChanged(client);
              navigate(sharePaths.share(name));
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const shareRows = (data: ListSharesResponse) => data.shares;
