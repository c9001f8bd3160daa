import { useMemo } from 'react';
import type {
  IcebergPartitionField,
  IcebergNestedField,
} from '../../../../api/lake/icebergSchemas';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { useIcebergT } from '../i18n';
import { fieldPaths } from '../model/icebergSchema';

/** The partition spec: each field's transform and the column it reads (by field id). */
export function PartitionFields({
  partitionFields,
  fields,
}: {
  partitionFields: readonly IcebergPartitionField[];
  fields: readonly IcebergNestedField[];
}) {
  const t = useIcebergT();
  const paths = useMemo(() => fieldPaths(fields), [fields]);
  const columns = useMemo<DataTableColumn<IcebergPartitionField>[]>(
    () => [
      {
        id: 'name',
        header: t('iceberg.partitions.col.name'),
        meta: { rowHeader: true },
        cell: ({ row }) => <code>{row.original.name}</code>,
      },
      {
        id: 'transform',
        header: t('iceberg.partitions.col.transform'),
        cell: ({ row }) => <code>{row.original.transform}</code>,
      },
      {
        id: 'source',
        header: t('iceberg.partitions.col.source'),
        cell: ({ row }) => {
          const path = paths.get(row.original.sourceId);
          return path ? (
            <code>{path}</code>
          ) : (
            t('iceberg.partitions.unknownSource', { id: row.original.sourceId })
          );
        },
      },
      {
        id: 'fieldId',
        header: t('iceberg.partitions.col.fieldId'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.fieldId ?? t('common.none'),
      },
    ],
    [t, paths],
  );
  return (
    <DataTable<IcebergPartitionField>
      label={t('iceberg.partitions.title')}
      columns={columns}
      data={partitionFields}
      getRowId={(field) => `${field.fieldId ?? ''}:${field.name}`}
      size="small"
      empty={t('iceberg.partitions.none')}
    />
  );
}
