import { useMemo } from 'react';
import { Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { ListParams } from '../../../../api/lake/params';
import type { DataTableColumn } from '../../../../components/DataTable';
import { useDatabasesT } from '../i18n';
import { SearchablePagedList } from '../../../lake-common/components/SearchablePagedList';
import { FUNCTION_LIST_PARAMS } from '../../../lake-common/hooks/useListParams';

export interface FunctionsTabProps {
  catalogId: string;
  databaseName: string;
}

/** ListFunctions types its items as strings: a row is a function's name and nothing more. */
interface FunctionRow {
  name: string;
}

/**
 * The database's functions by name. The service's list gives names only (the spec's Function
 * record with parameters and definitions is not returned by any listed read), and says so.
 */
export function FunctionsTab({ catalogId, databaseName }: FunctionsTabProps) {
  const t = useDatabasesT();
  const columns = useMemo<DataTableColumn<FunctionRow>[]>(
    () => [
      {
        id: 'name',
        header: t('databases.functions.col.name'),
        meta: { rowHeader: true },
        cell: ({ row }) => <Typography.Text code>{row.original.name}</Typography.Text>,
      },
    ],
    [t],
  );
  return (
    <SearchablePagedList
      params={FUNCTION_LIST_PARAMS}
      scope={[catalogId, databaseName]}
      page={(list: ListParams) => lakeQueries.functions(catalogId, databaseName, list)}
      rows={functionRows}
      title={t('databases.functions.title')}
      intro={
        <Typography.Paragraph type="secondary">
          {t('databases.functions.namesOnly')}
        </Typography.Paragraph>
      }
      search={{
        label: t('databases.functions.search'),
        placeholder: t('databases.functions.searchPlaceholder'),
        help: t('databases.patternHelp'),
      }}
      empty={t('databases.functions.empty')}
      emptyFiltered={(pattern) => t('databases.functions.emptyFiltered', { pattern })}
      table={{
        columns,
        getRowId: (row) => row.name,
        errorTitle: t('databases.functions.loadFailed'),
      }}
    />
  );
}

const functionRows = (data: { functions: string[] }): FunctionRow[] =>
  data.functions.map((name) => ({ name }));
