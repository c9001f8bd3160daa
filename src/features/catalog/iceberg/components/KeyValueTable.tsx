import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { useIcebergT } from '../i18n';

interface Entry {
  key: string;
  value: string;
}

/** A read-only string map (options, properties, a snapshot's summary) as a two-column table. */
export function KeyValueTable({
  label,
  entries,
  empty,
}: {
  label: string;
  entries: Readonly<Record<string, string>>;
  empty: string;
}) {
  const t = useIcebergT();
  const rows = useMemo(
    () =>
      Object.entries(entries)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, value]) => ({ key, value })),
    [entries],
  );
  const columns = useMemo<DataTableColumn<Entry>[]>(
    () => [
      {
        id: 'key',
        header: t('iceberg.kv.key'),
        meta: { rowHeader: true },
        cell: ({ row }) => <code>{row.original.key}</code>,
      },
      {
        id: 'value',
        header: t('iceberg.kv.value'),
        cell: ({ row }) => <span style={{ wordBreak: 'break-all' }}>{row.original.value}</span>,
      },
    ],
    [t],
  );
  return (
    <DataTable<Entry>
      label={label}
      columns={columns}
      data={rows}
      getRowId={(row) => row.key}
      size="small"
      empty={empty}
    />
  );
}
