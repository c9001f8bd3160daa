import { useMemo } from 'react';
import { Flex, Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { View } from '../../../../api/lake/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { SectionCard } from '../../../../components/SectionCard';
import { formatNumber } from '../../../../lib/format';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { useCatalogI18n } from '../../i18n';
import { MsTime } from '../components/MsTime';
import { PagedTable } from '../../components/PagedTable';
import { PatternSearch } from '../../components/PatternSearch';
import { ViewDetails } from '../components/ViewDetails';
import { VIEW_LIST_PARAMS, useListParams } from '../hooks/useListParams';
import { PrincipalName } from '../../components/PrincipalName';
import { columnCounts } from '../../schema/model/columnCounts';
import '../messages';

export interface ViewsTabProps {
  catalogId: string;
  databaseName: string;
}

function useColumns(): DataTableColumn<View>[] {
  const { t, locale } = useCatalogI18n();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('databases.views.col.name'),
        meta: { rowHeader: true },
        cell: ({ row }) => <Typography.Text code>{row.original.name}</Typography.Text>,
      },
      {
        id: 'columns',
        header: t('databases.views.col.columns'),
        meta: { align: 'right' },
        cell: ({ row }) => formatNumber(columnCounts(row.original.schema).columns, locale),
      },
      {
        id: 'comment',
        header: t('databases.views.col.comment'),
        cell: ({ row }) => row.original.schema.comment || t('common.none'),
      },
      {
        id: 'owner',
        header: t('databases.views.col.owner'),
        cell: ({ row }) => <PrincipalName value={row.original.owner} empty={t('common.none')} />,
      },
      {
        id: 'updated',
        header: t('databases.views.col.updated'),
        cell: ({ row }) => <MsTime value={row.original.updatedAt} compact />,
      },
    ],
    [t, locale],
  );
}

/** The database's views (ListViewDetails), each row opening to its columns, query and dialects. */
export function ViewsTab({ catalogId, databaseName }: ViewsTabProps) {
  const { t } = useCatalogI18n();
  const list = useListParams(VIEW_LIST_PARAMS);
  const columns = useColumns();
  const { query, pager } = useCursorPagedQuery({
    view: [catalogId, databaseName, list.pattern ?? '', list.size],
    page: (cursor) =>
      lakeQueries.views(catalogId, databaseName, {
        maxResults: list.size,
        pageToken: cursor,
        pattern: list.pattern,
      }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });

  return (
    <SectionCard title={t('databases.views.title')}>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <PatternSearch
          label={t('databases.views.search')}
          placeholder={t('databases.views.searchPlaceholder')}
          help={t('databases.patternHelp')}
          value={list.text}
          onChange={list.setText}
        />
      </Flex>
      <PagedTable<View>
        query={query}
        pager={pager}
        pageSize={list.size}
        onPageSize={list.setSize}
        label={t('databases.views.title')}
        columns={columns}
        rows={query.data?.viewDetails ?? []}
        getRowId={(view) => view.name}
        getRowLabel={(view) => view.name}
        renderExpanded={(view) => <ViewDetails view={view} />}
        errorTitle={t('databases.views.loadFailed')}
        empty={
          !list.pattern
            ? t('databases.views.empty')
            : t('databases.views.emptyFiltered', { pattern: list.pattern })
        }
      />
    </SectionCard>
  );
}
