import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../../api/lake/limits';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { PagerControls } from '../../../components/PagerControls';
import type { Pager } from '../../../lib/usePager';

export interface PagedTableProps<T> {
  /** The current page's query (for its loading and error states). */
  query: UseQueryResult<unknown>;
  pager: Pager;
  pageSize: number;
  onPageSize: (size: number) => void;
  label: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  empty: ReactNode;
  errorTitle: string;
  renderExpanded?: (row: T) => ReactNode;
  getRowLabel?: (row: T) => string;
  size?: 'small' | 'middle';
  /** Replaces the generic error state (e.g. a tab that explains a 404 in its own words). */
  errorState?: ReactNode;
  /** The title when a refresh fails while rows are shown (defaults to `errorTitle`). */
  refreshErrorTitle?: string;
  /** Row selection (a checkbox column), passed to DataTable. */
  rowSelection?: DataTableProps<T>['rowSelection'];
  onRowSelectionChange?: DataTableProps<T>['onRowSelectionChange'];
  selectBlocked?: DataTableProps<T>['selectBlocked'];
  rowClassName?: DataTableProps<T>['rowClassName'];
}

/**
 * One page of a server-paged list with its pager, or, when the page could not be read, the error
 * in its place with Retry (a failed refetch keeps the rows already shown).
 */
export function PagedTable<T>({
  query,
  pager,
  pageSize,
  onPageSize,
  label,
  columns,
  rows,
  getRowId,
  empty,
  errorTitle,
  renderExpanded,
  getRowLabel,
  size,
  errorState,
  refreshErrorTitle,
  rowSelection,
  onRowSelectionChange,
  selectBlocked,
  rowClassName,
}: PagedTableProps<T>) {
  const retry = (title: string) =>
    errorState ?? (
      <ErrorState
        error={query.error}
        title={title}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.isError && query.data === undefined) return retry(errorTitle);
  return (
    <>
      {query.isError && retry(refreshErrorTitle ?? errorTitle)}
      <DataTable<T>
        label={label}
        columns={columns}
        data={rows}
        getRowId={getRowId}
        renderExpanded={renderExpanded}
        getRowLabel={getRowLabel}
        size={size}
        loading={query.isPending}
        busy={pager.busy}
        empty={empty}
        rowSelection={rowSelection}
        onRowSelectionChange={onRowSelectionChange}
        selectBlocked={selectBlocked}
        rowClassName={rowClassName}
      />
      {/* After the first page: under a loading table it stood where the rows were about to be,
          and jumped down when they came (a layout shift of 0.16 on a database's tables). */}
      {!query.isPending && (
        <PagerControls
          pager={pager}
          pageSize={pageSize}
          onPageSize={onPageSize}
          rows={rows.length}
          pageSizes={PAGE_SIZES}
        />
      )}
    </>
  );
}
