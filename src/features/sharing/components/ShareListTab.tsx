import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../api/lake/params';
import type { DataTableColumn } from '../../../components/DataTable';
import { SearchablePagedList } from '../../lake-common/components/SearchablePagedList';
import type { ListParamNames } from '../../lake-common/hooks/useListParams';
import { MsTime } from '../../lake-common/components/MsTime';
import { useSharingT, type SharingT } from '../i18n';

interface ListPage {
  nextPageToken?: string | null | undefined;
}

export interface ShareListTabProps<TData extends ListPage, TKey extends QueryKey, Row> {
  /** Which list: its words are `sharing.<kind>.*` (title, search, empty, load failure). */
  kind: 'provided' | 'received';
  params: ListParamNames;
  page: (list: ListParams) => UseQueryOptions<TData, Error, TData, TKey>;
  rows: (data: NoInfer<TData>) => readonly Row[];
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Beside the title (the provided list's create button). */
  extra?: ReactNode;
}

/**
 * One tab of the shares page: a list of shares searched (`%` patterns) and paged by the service,
 * worded by its kind. The provided and the received shares differ only in their columns.
 */
export function ShareListTab<TData extends ListPage, TKey extends QueryKey, Row>({
  kind,
  params,
  page,
  rows,
  columns,
  getRowId,
  extra,
}: ShareListTabProps<TData, TKey, Row>) {
  const t = useSharingT();
  return (
    <SearchablePagedList
      params={params}
      scope={[]}
      page={page}
      rows={rows}
      title={t(`sharing.${kind}.title`)}
      extra={extra}
      search={{
        label: t(`sharing.${kind}.search`),
        placeholder: t(`sharing.${kind}.placeholder`),
        help: t('sharing.patternHelp'),
      }}
      empty={t(`sharing.${kind}.empty`)}
      emptyFiltered={(pattern) => t(`sharing.${kind}.emptyFiltered`, { pattern })}
      table={{ columns, getRowId, errorTitle: t(`sharing.${kind}.loadFailed`) }}
    />
  );
}

/** A share's comment, or the "none" word. */
export const commentColumn = <Row extends { comment?: string | null | undefined }>(
  t: SharingT,
): DataTableColumn<Row> => ({
  id: 'comment',
  header: t('sharing.col.comment'),
  meta: { minWidth: 200 },
  cell: ({ row }) => row.original.comment || t('sharing.none'),
});

/** When a share was created, relative with the exact time on hover. */
export const createdColumn = <Row extends { createdAt?: number | null | undefined }>(
  t: SharingT,
): DataTableColumn<Row> => ({
  id: 'created',
  header: t('sharing.col.created'),
  cell: ({ row }) => <MsTime value={row.original.createdAt} compact />,
});

/** A share's name, the row's header; `cell` draws it (a link where the share has a page). */
export const nameColumn = <Row,>(
  t: SharingT,
  cell: DataTableColumn<Row>['cell'],
): DataTableColumn<Row> => ({
  id: 'name',
  header: t('sharing.col.name'),
  meta: { rowHeader: true, minWidth: 180 },
  cell,
});
