import { lazy, Suspense, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { lakeCache } from '../../../api/lake/cache';
import { lakeShareMutations } from '../../../api/lake/shareMutations';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { ListParams } from '../../../api/lake/params';
import type { ListReceiversResponse, Receiver } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import { useToast } from '../../../components/toast';
import { useAllowed } from '../../../lib/useSession';
import { ConfirmDropButton } from '../../lake-common/components/ConfirmDropButton';
import { SearchablePagedList } from '../../lake-common/components/SearchablePagedList';
import { useSharingT } from '../i18n';
import { messages } from '../messages';
import { RECEIVER_LIST_PARAMS } from '../model/paths';
import { receiverColumns } from './receiverColumns';

const ReceiverFormModal = lazy(async () => ({
  default: (await import('./ReceiverFormModal')).ReceiverFormModal,
}));

/**
 * A row's Edit and Drop; for a role that may not call AlterReceiver or DropReceiver, disabled and
 * saying why.
 */
function ReceiverActions({
  receiver,
  onEdit,
}: {
  receiver: Receiver;
  onEdit: (receiver: Receiver) => void;
}) {
  const t = useSharingT();
  const toast = useToast();
  const client = useQueryClient();
  const drop = useMutation(lakeShareMutations.dropReceiver());
  const mayAlter = useAllowed('lake', 'AlterReceiver');
  const mayDrop = useAllowed('lake', 'DropReceiver');
  const name = receiver.receiverName;
  return (
    <Flex gap={8}>
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('sharing.receivers.editLabel', { name })}
        onClick={() => onEdit(receiver)}
        {...mayAlter.control}
      >
        {t('sharing.receivers.edit')}
      </Button>
      <ConfirmDropButton
        kind="receiver"
        messages={messages}
        name={name}
        size="small"
        control={mayDrop.control}
        drop={() => drop.mutateAsync({ receiver: name })}
        onDropped={() => {
          toast.info(t('sharing.receivers.dropped', { name }));
          void lakeCache.receiversChanged(client, name);
        }}
      />
    </Flex>
  );
}

function useColumns(onEdit: (receiver: Receiver) => void): DataTableColumn<Receiver>[] {
  const t = useSharingT();
  return useMemo(
    () => [
      ...receiverColumns(t),
      {
        id: 'actions',
        header: t('sharing.col.actions'),
        cell: ({ row }) => <ReceiverActions receiver={row.original} onEdit={onEdit} />,
      },
    ],
    [t, onEdit],
  );
}

/** The account's receivers: other accounts it can share with, by name and account id. */
export function ReceiversTab() {
  const t = useSharingT();
  const toast = useToast();
  const client = useQueryClient();
  // null: closed; 'new': creating; a receiver: editing it.
  const [editing, setEditing] = useState<Receiver | 'new' | null>(null);
  const columns = useColumns(setEditing);
  const mayCreate = useAllowed('lake', 'CreateReceiver');
  return (
    <>
      <SearchablePagedList
        params={RECEIVER_LIST_PARAMS}
        scope={[]}
        page={(list: ListParams) => lakeShareQueries.receivers(list)}
        rows={receiverRows}
        title={t('sharing.receivers.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing('new')}
            {...mayCreate.control}
          >
            {t('sharing.receivers.create')}
          </Button>
        }
        search={{
          label: t('sharing.receivers.search'),
          placeholder: t('sharing.receivers.placeholder'),
          help: t('sharing.patternHelp'),
        }}
        empty={t('sharing.receivers.empty')}
        emptyFiltered={(pattern) => t('sharing.receivers.emptyFiltered', { pattern })}
        table={{
          columns,
          getRowId: (receiver) => receiver.receiverName,
          errorTitle: t('sharing.receivers.loadFailed'),
        }}
      />
      {editing !== null && (
        <Suspense fallback={null}>
          <ReceiverFormModal
            receiver={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
            onSaved={(name) => {
              const before = editing === 'new' ? undefined : editing.receiverName;
              setEditing(null);
              toast.info(
                before === undefined
                  ? t('sharing.receivers.created', { name })
                  : t('sharing.receivers.saved', { name }),
              );
              void lakeCache.receiversChanged(client, before);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const receiverRows = (data: ListReceiversResponse) => data.receivers;
