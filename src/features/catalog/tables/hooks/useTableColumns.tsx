import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Table } from '../../../../api/lake/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { StorageClass } from '../../../lake-common/components/StorageClass';
import { RelativeTime } from '../../../../components/RelativeTime';
import { formatNumber } from '../../../../lib/format';
import { tablePath } from '../../iceberg/model/paths';
import { useTablesI18n } from '../i18n';
import { PrincipalName } from '../../../lake-common/components/PrincipalName';
import { columnCounts } from '../../schema/model/columnCounts';

const keyList = (keys: readonly string[] | undefined) =>
  keys && keys.length > 0 ? keys.join(', ') : '—';

/**
 * Columns of the table list. Rows arrive a page at a time in the service's order, so no column
 * sorts: sorting one page would look like sorting the whole list.
 */
export function useTableColumns(
  catalogType: string,
  catalogName: string,
  databaseName: string,
): DataTableColumn<Table>[] {
  const { t, locale } = useTablesI18n();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('tables.col.name'),
        enableSorting: false,
        meta: { rowHeader: true, minWidth: 200 },
        cell: ({ row }) => (
          <Link to={tablePath(catalogType, catalogName, databaseName, row.original.name)}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'columns',
        header: t('tables.col.columns'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const { schema } = row.original;
          if (!schema) return '—';
          // Top-level columns, as the schema tab and the schema diff count them.
          const { columns, partitionColumns } = columnCounts(schema);
          return partitionColumns > 0
            ? t('tables.columnsWithPartition', {
                columns: formatNumber(columns, locale),
                partition: formatNumber(partitionColumns, locale),
              })
            : formatNumber(columns, locale);
        },
      },
      {
        id: 'partitionKeys',
        header: t('tables.col.partitionKeys'),
        enableSorting: false,
        cell: ({ row }) => keyList(row.original.schema?.partitionKeys),
      },
      {
        id: 'primaryKeys',
        header: t('tables.col.primaryKeys'),
        enableSorting: false,
        cell: ({ row }) => keyList(row.original.schema?.primaryKeys),
      },
      {
        id: 'storageClass',
        header: t('tables.col.storageClass'),
        enableSorting: false,
        cell: ({ row }) => <StorageClass value={row.original.storageClass} />,
      },
      {
        id: 'external',
        header: t('tables.col.external'),
        enableSorting: false,
        cell: ({ row }) => (row.original.isExternal ? t('common.yes') : t('common.no')),
      },
      {
        id: 'schemaId',
        header: t('tables.col.schemaId'),
        enableSorting: false,
        meta: { align: 'right' },
        cell: ({ row }) =>
          row.original.schemaId === undefined ? '—' : String(row.original.schemaId),
      },
      {
        id: 'updated',
        header: t('tables.col.updated'),
        enableSorting: false,
        cell: ({ row }) => {
          const at = row.original.updatedAt ?? row.original.createdAt;
          if (at === undefined) return '—';
          return <RelativeTime value={new Date(at).toISOString()} compact />;
        },
      },
      {
        id: 'owner',
        header: t('tables.col.owner'),
        enableSorting: false,
        cell: ({ row }) => <PrincipalName value={row.original.owner} empty="—" />,
      },
    ],
    [t, locale, catalogType, catalogName, databaseName],
  );
}
