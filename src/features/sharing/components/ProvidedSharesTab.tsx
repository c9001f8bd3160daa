import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { lakeCache } from '../../../api/lake/cache';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { ListParams } from '../../../api/lake/params';
import type { ListSharesResponse, Share } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import { useToast } from '../../../components/toast';
import { useAllowed } from '../../../lib/useSession';
import { PrincipalName } from '../../lake-common/components/PrincipalName';
import { MsTime } from '../../lake-common/components/MsTime';
import { useSharingT } from '../i18n';
import { PROVIDED_LIST_PARAMS, sharePaths } from '../model/paths';
import { commentColumn, createdColumn, nameColumn, ShareListTab } from './ShareListTab';
import { WriteLabel } from './WriteLabel';

const ShareFormModal = lazy(async () => ({
  default: (await import('./ShareFormModal')).ShareFormModal,
}));

function useColumns(): DataTableColumn<Share>[] {
  const t = useSharingT();
  return useMemo(
    () => [
      nameColumn<Share>(t, ({ row }) => (
        <Link to={sharePaths.share(row.original.shareName)}>{row.original.shareName}</Link>
      )),
      commentColumn<Share>(t),
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
      createdColumn<Share>(t),
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
  const mayCreate = useAllowed('lake', 'CreateShare');
  return (
    <>
      <ShareListTab
        kind="provided"
        params={PROVIDED_LIST_PARAMS}
        page={(list: ListParams) => lakeShareQueries.providedShares(list)}
        rows={shareRows}
        columns={columns}
        getRowId={(share) => share.shareName}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating(true)}
            {...mayCreate.control}
          >
            {t('sharing.create.open')}
          </Button>
        }
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
