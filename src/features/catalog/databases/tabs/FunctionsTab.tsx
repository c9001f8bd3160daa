import { useMemo } from 'react';
import { Flex, Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { DataTableColumn } from '../../../../components/DataTable';
import { SectionCard } from '../../../../components/SectionCard';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { useCatalogT } from '../../i18n';
import { PagedTable } from '../../components/PagedTable';
import { PatternSearch } from '../../components/PatternSearch';
import { FUNCTION_LIST_PARAMS, useListParams } from '../hooks/useListParams';
import '../messages';

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
  const t = useCatalogT();
  const list = useListParams(FUNCTION_LIST_PARAMS);
  const { query, pager } = useCursorPagedQuery({
    view: [catalogId, databaseName, list.pattern ?? '', list.size],
    page: (cursor) =>
      lakeQueries.functions(catalogId, databaseName, {
        maxResults: list.size,
        pageToken: cursor,
        pattern: list.pattern,
      }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  const rows = useMemo<FunctionRow[]>(
    () => (query.data?.functions ?? []).map((name) => ({ name })),
    [query.data],
  );
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
    <SectionCard title={t('databases.functions.title')}>
      <Typography.Paragraph type="secondary">
        {t('databases.functions.namesOnly')}
      </Typography.Paragraph>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <PatternSearch
          label={t('databases.functions.search')}
          placeholder={t('databases.functions.searchPlaceholder')}
          help={t('databases.patternHelp')}
          value={list.text}
          onChange={list.setText}
        />
      </Flex>
      <PagedTable<FunctionRow>
        query={query}
        pager={pager}
        pageSize={list.size}
        onPageSize={list.setSize}
        label={t('databases.functions.title')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.name}
        errorTitle={t('databases.functions.loadFailed')}
        empty={
          !list.pattern
            ? t('databases.functions.empty')
            : t('databases.functions.emptyFiltered', { pattern: list.pattern })
        }
      />
    </SectionCard>
  );
}
