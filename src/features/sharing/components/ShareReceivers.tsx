import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { Receiver } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { DEFAULT_PAGE_SIZE } from '../../../lib/pageSize';
import { useCursorPagedQuery } from '../../../lib/usePager';
import { useAllowed } from '../../../lib/useSession';
import { PagedTable } from '../../lake-common/components/PagedTable';
import { useSharingT } from '../i18n';
import { receiverColumns } from './receiverColumns';

const ShareReceiversDialog = lazy(async () => ({
  default: (await import('./ShareReceiversDialog')).ShareReceiversDialog,
}));

function useColumns(): DataTableColumn<Receiver>[] {
  const t = useSharingT();
  return useMemo(() => receiverColumns(t), [t]);
}

/** The receivers of one share, paged, and the dialog that adds and removes them in one call. */
export function ShareReceivers({ share }: { share: string }) {
  const t = useSharingT();
  const columns = useColumns();
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [editing, setEditing] = useState(false);
  const mayAlter = useAllowed('lake', 'AlterShareReceivers');
  const { query, pager } = useCursorPagedQuery({
    view: [share, size],
    page: (cursor) =>
      lakeShareQueries.shareReceivers(share, { maxResults: size, pageToken: cursor }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  // None yet: the button and the dialog say they add (there is nothing to change).
  const none = query.data?.receivers.length === 0;
  return (
    <SectionCard
      title={t('sharing.shareReceivers.title')}
      extra={
        <Button
          icon={<TeamOutlined aria-hidden />}
          onClick={() => setEditing(true)}
          {...mayAlter.control}
        >
          {t(none ? 'sharing.shareReceivers.add' : 'sharing.shareReceivers.edit')}
        </Button>
      }
    >
      <PagedTable<Receiver>
        query={query}
        pager={pager}
        pageSize={size}
        onPageSize={setSize}
        label={t('sharing.shareReceivers.title')}
        columns={columns}
        rows={query.data?.receivers ?? []}
        getRowId={(receiver) => receiver.receiverName}
        errorTitle={t('sharing.shareReceivers.loadFailed')}
        empty={t('sharing.shareReceivers.empty')}
        size="small"
      />
      {editing && (
        <Suspense fallback={null}>
          <ShareReceiversDialog share={share} adding={none} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
