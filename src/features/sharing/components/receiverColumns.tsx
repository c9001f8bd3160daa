import type { Receiver } from '../../../api/lake/shareSchemas';
import type { DataTableColumn } from '../../../components/DataTable';
import { MsTime } from '../../lake-common/components/MsTime';
import type { SharingT } from '../i18n';
import { TenantId } from './TenantId';

/** A receiver's name, account id, comment and creation time: the columns every receiver list shows. */
export function receiverColumns(t: SharingT): DataTableColumn<Receiver>[] {
  return [
    {
      id: 'name',
      header: t('sharing.col.name'),
      meta: { rowHeader: true, minWidth: 160 },
      cell: ({ row }) => row.original.receiverName,
    },
    {
      id: 'tenant',
      header: t('sharing.col.tenant'),
      meta: { minWidth: 200 },
      cell: ({ row }) => <TenantId value={row.original.receiverTenantId} />,
    },
    {
      id: 'comment',
      header: t('sharing.col.comment'),
      meta: { minWidth: 180 },
      cell: ({ row }) => row.original.comment || t('sharing.none'),
    },
    {
      id: 'created',
      header: t('sharing.col.created'),
      cell: ({ row }) => <MsTime value={row.original.createdAt} compact />,
    },
  ];
}
