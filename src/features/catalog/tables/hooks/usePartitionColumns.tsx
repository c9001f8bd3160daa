import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Typography } from 'antd';
import type { PartitionSummary } from '../../../../api/lake/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { RelativeTime } from '../../../../components/RelativeTime';
import { formatBytes, formatNumber } from '../../../../lib/format';
import { useTableI18n } from '../tableI18n';
import { formatSpec, parsePartitionName } from '../model/partitionSpec';
import { isoOrNull } from '../model/time';
import { StorageClass, useStorageClassLabel } from '../../../lake-common/components/StorageClass';

const column = createColumnHelper<PartitionSummary>();

/** The partition list's columns; stable per language. */
export function usePartitionColumns(): DataTableColumn<PartitionSummary>[] {
  const { t, locale } = useTableI18n();
  return useMemo(() => {
    const count = (value: number | undefined) =>
      value === undefined ? t('common.none') : formatNumber(value, locale);
    return [
      column.accessor('partitionName', {
        header: t('table.partitions.col.partition'),
        meta: { rowHeader: true, minWidth: 220 },
        cell: ({ getValue }) => {
          const name = getValue();
          return (
            <>
              <Typography.Text code>{name}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {formatSpec(parsePartitionName(name))}
                </Typography.Text>
              </div>
            </>
          );
        },
      }),
      column.accessor('totalFileSizeInBytes', {
        header: t('table.partitions.col.size'),
        meta: { align: 'right' },
        cell: ({ getValue }) => (
          <span title={t('table.bytesExact', { bytes: formatNumber(getValue(), locale) })}>
            {formatBytes(getValue(), locale)}
          </span>
        ),
      }),
      column.accessor('totalFileCount', {
        header: t('table.files'),
        meta: { align: 'right' },
        cell: ({ getValue }) => count(getValue()),
      }),
      column.accessor('totalFileAccessNum7d', {
        header: t('table.accesses7d'),
        meta: { align: 'right' },
        cell: ({ getValue }) => count(getValue()),
      }),
      column.accessor('totalFileAccessNum30d', {
        header: t('table.accesses30d'),
        meta: { align: 'right' },
        cell: ({ getValue }) => count(getValue()),
      }),
      column.accessor((row) => row.lastAccessTime ?? null, {
        id: 'lastAccess',
        header: t('table.lastAccess'),
        cell: ({ getValue }) => <RelativeTime value={isoOrNull(getValue())} compact />,
      }),
      column.accessor('storageClass', {
        header: t('table.partitions.col.storageClass'),
        cell: ({ getValue }) => <StorageClass value={getValue()} />,
      }),
      column.accessor((row) => row.storageActionTimestamp ?? null, {
        id: 'conversion',
        header: t('table.partitions.col.conversion'),
        enableSorting: false,
        cell: ({ row }) => <Conversion partition={row.original} />,
      }),
      column.accessor((row) => row.createdAt ?? null, {
        id: 'created',
        header: t('table.partitions.col.created'),
        cell: ({ getValue }) => <RelativeTime value={isoOrNull(getValue())} compact />,
      }),
    ];
  }, [t, locale]);
}

/** The tier conversion of a partition: its parameters (target class…) and when it was set. */
function Conversion({ partition }: { partition: PartitionSummary }) {
  const { t } = useTableI18n();
  const params = Object.entries(partition.storageActionParams);
  const at = partition.storageActionTimestamp ?? null;
  if (params.length === 0 && at === null) return <>{t('table.partitions.noConversion')}</>;
  const target = partition.storageActionParams.targetStorageClass;
  const others = params.filter(([key]) => key !== 'targetStorageClass');
  return (
    <>
      {target && <TargetClass value={target} />}
      {others.length > 0 && (
        <Typography.Text type="secondary">
          {target ? ' · ' : ''}
          {others.map(([key, value]) => `${key}=${value}`).join(', ')}
        </Typography.Text>
      )}
      {at !== null && (
        <div>
          <RelativeTime value={isoOrNull(at)} compact />
        </div>
      )}
    </>
  );
}

function TargetClass({ value }: { value: string }) {
  const { t } = useTableI18n();
  const label = useStorageClassLabel();
  return <>{t('table.storageAction.target', { class: label(value) })}</>;
}
