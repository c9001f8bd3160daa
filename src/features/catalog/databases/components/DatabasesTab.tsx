import { useMemo } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { ListParams } from '../../../../api/lake/params';
import type { Database } from '../../../../api/lake/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { formatNumber } from '../../../../lib/format';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useDatabasesI18n } from '../i18n';
import { SearchablePagedList } from '../../../lake-common/components/SearchablePagedList';
import { DATABASE_LIST_PARAMS } from '../../../lake-common/hooks/useListParams';
import { auditColumns } from '../../../lake-common/components/auditColumns';
import { useCreateDatabase } from './CreateDatabase';

export interface DatabasesTabProps {
  catalogName: string;
  catalogId: string;
}

function useColumns(catalogName: string): DataTableColumn<Database>[] {
  const { t, locale } = useDatabasesI18n();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('databases.col.name'),
        meta: { rowHeader: true, minWidth: 180 },
        cell: ({ row }) => (
          <Link to={catalogPaths.database(catalogName, row.original.name)}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'location',
        header: t('databases.col.location'),
        meta: { minWidth: 240 },
        cell: ({ row }) =>
          row.original.location ? (
            <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
              {row.original.location}
            </Typography.Text>
          ) : (
            t('common.none')
          ),
      },
      {
        id: 'tables',
        header: t('databases.col.tables'),
        meta: { align: 'right' },
        cell: ({ row }) =>
          row.original.tableCount === undefined
            ? t('common.none')
            : formatNumber(row.original.tableCount, locale),
      },
      ...auditColumns<Database>(
        {
          owner: t('databases.col.owner'),
          created: t('databases.col.created'),
          updated: t('databases.col.updated'),
        },
        t('common.none'),
      ),
    ],
    [t, locale, catalogName],
  );
}

/**
 * A catalog's databases, searched and paged by the service (the list can be long, so nothing is
 * filtered or sorted in the browser): rows arrive in the service's order, a page at a time.
 */
export function DatabasesTab({ catalogName, catalogId }: DatabasesTabProps) {
  const { t } = useDatabasesI18n();
  const columns = useColumns(catalogName);
  const create = useCreateDatabase({
    catalogId,
    kind: 'database',
    openPath: (name) => catalogPaths.database(catalogName, name),
  });

  return (
    <>
      <SearchablePagedList
        params={DATABASE_LIST_PARAMS}
        scope={[catalogId]}
        page={(list: ListParams) => lakeQueries.databases(catalogId, list)}
        rows={databaseRows}
        title={t('databases.title')}
        extra={create.button}
        intro={create.notice}
        search={{
          label: t('databases.search'),
          placeholder: t('databases.searchPlaceholder'),
          help: t('databases.patternHelp'),
        }}
        empty={t('databases.empty')}
        emptyFiltered={(pattern) => t('databases.emptyFiltered', { pattern })}
        table={{
          columns,
          getRowId: (database) => database.name,
          errorTitle: t('databases.loadFailed'),
        }}
      />
      {create.dialog}
    </>
  );
}

const databaseRows = (data: { databaseDetails: Database[] }) => data.databaseDetails;
