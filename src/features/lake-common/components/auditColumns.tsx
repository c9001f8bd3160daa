import type { DataTableColumn } from '../../../components/DataTable';
import { MsTime } from './MsTime';
import { PrincipalName } from './PrincipalName';

/** A lake resource's audit fields as its lists show them (times as int64 Unix ms). */
export interface Audited {
  owner?: string | null | undefined;
  createdAt?: number | null | undefined;
  updatedAt?: number | null | undefined;
}

/**
 * The owner, created and updated columns of a lake list (databases, views, Iceberg namespaces and
 * tables), in that order: one for each header given. The owner as a principal's short name, the
 * times relative with the exact one on hover; `empty` where a value is absent.
 */
export function auditColumns<Row extends Audited>(
  headers: { owner: string; created?: string; updated?: string },
  empty: string,
): DataTableColumn<Row>[] {
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'owner',
      header: headers.owner,
      cell: ({ row }) => <PrincipalName value={row.original.owner ?? undefined} empty={empty} />,
    },
  ];
  if (headers.created !== undefined) {
    columns.push({
      id: 'created',
      header: headers.created,
      cell: ({ row }) => <MsTime value={row.original.createdAt} compact />,
    });
  }
  if (headers.updated !== undefined) {
    columns.push({
      id: 'updated',
      header: headers.updated,
      cell: ({ row }) => <MsTime value={row.original.updatedAt} compact />,
    });
  }
  return columns;
}
