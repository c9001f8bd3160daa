import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { PagerControls } from '../../../../components/PagerControls';
import { formatNumber } from '../../../../lib/format';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/pageSize';
import { useDrillI18n } from '../i18n';
import { PageSummary, serverPager } from './serverPager';

interface PageState {
  /** 1-based, as the screen service counts pages. */
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** A new size starts again from the first page. */
  setPageSize: (size: number) => void;
}

/** The page and page size of a server-paged list; filters call `setPage(1)` when they change. */
export function usePageState(): PageState {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(DEFAULT_PAGE_SIZE);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setSize(size);
      setPage(1);
    },
  };
}

export type ServerPagedTableProps<Row> = Omit<DataTableProps<Row>, 'size' | 'loading' | 'busy'> & {
  /** The page's query, kept on the previous page while the next one loads. */
  query: UseQueryResult<unknown>;
  paging: PageState;
  /** The server's count of matches; undefined until a page has come. */
  total: number | undefined;
  /** "N alarms" from the formatted total. */
  count: (total: string) => string;
};

/**
 * A list the server filters and pages (the alarm and attack drawers): the error in place with
 * Retry, or the page summary, the table and the pager.
 */
export function ServerPagedTable<Row>({
  query,
  paging,
  total,
  count,
  ...table
}: ServerPagedTableProps<Row>) {
  const { locale } = useDrillI18n();
  const { page, pageSize, setPage, setPageSize } = paging;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const pager = serverPager({
    page,
    pageSize,
    total,
    busy: query.isFetching && query.isPlaceholderData,
    setPage,
  });
  return (
    <>
      {total !== undefined && (
        <PageSummary
          count={count(formatNumber(total, locale))}
          page={page}
          total={total}
          pageSize={pageSize}
        />
      )}
      <DataTable<Row> {...table} size="small" loading={query.isPending} busy={pager.busy} />
      <PagerControls
        pager={pager}
        pageSize={pageSize}
        onPageSize={setPageSize}
        rows={table.data.length}
      />
    </>
  );
}
