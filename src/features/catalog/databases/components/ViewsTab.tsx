import { useMemo } from 'react';
import { Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { ListParams } from '../../../../api/lake/params';
import type { View } from '../../../../api/lake/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { formatNumber } from '../../../../lib/format';
import { useDatabasesI18n } from '../i18n';
import { SearchablePagedList } from '../../../lake-common/components/SearchablePagedList';
import { ViewDetails } from './ViewDetails';
import { VIEW_LIST_PARAMS } from '../../../lake-common/hooks/useListParams';
import { columnCounts } from '../../schema/model/columnCounts';
import { auditColumns } from '../../../lake-common/components/auditColumns';

export interface ViewsTabProps {
  catalogId: string;
  databaseName: string;
}

function useColumns(): DataTableColumn<View>[] {
  const { t, locale } = useDatabasesI18n();
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
      ...auditColumns<View>(
        { owner: t('databases.views.col.owner'), updated: t('databases.views.col.updated') },
        t('common.none'),
      ),
    ],
    [t, locale],
  );
}

/** The database's views (ListViewDetails), each row opening to its columns, query and dialects. */
export function ViewsTab({ catalogId, databaseName }: ViewsTabProps) {
  const { t } = useDatabasesI18n();
  const columns = useColumns();
  return (
    <SearchablePagedList
      params={VIEW_LIST_PARAMS}
      scope={[catalogId, databaseName]}
      page={(list: ListParams) => lakeQueries.views(catalogId, databaseName, list)}
      rows={viewRows}
      title={t('databases.views.title')}
      search={{
        label: t('databases.views.search'),
        placeholder: t('databases.views.searchPlaceholder'),
        help: t('databases.patternHelp'),
      }}
      empty={t('databases.views.empty')}
      emptyFiltered={(pattern) => t('databases.views.emptyFiltered', { pattern })}
      table={{
        columns,
        getRowId: (view) => view.name,
        getRowLabel: (view) => view.name,
        renderExpanded: (view) => <ViewDetails view={view} />,
        errorTitle: t('databases.views.loadFailed'),
      }}
    />
  );
}

const viewRows = (data: { viewDetails: View[] }) => data.viewDetails;
