import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { isApiError } from '../../../../api/errors';
import { ErrorState } from '../../../../components/ErrorState';
import { QueryState } from '../../../../components/QueryState';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useTableT } from '../tableI18n';
import type { TableRef } from '../hooks/tableTabs';

export interface TabQueryProps<T> {
  table: TableRef;
  query: UseQueryResult<T>;
  /** What could not be loaded, above the error's own message. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A tab's loading and error states, in the tab: a 404 means the table went away since the page
 * opened (dropped elsewhere), which is said as such with the way back to its database; other
 * failures (401/403 permission text, Retry for transient ones) are QueryState's.
 */
export function TabQuery<T>({ table, query, errorTitle, children }: TabQueryProps<T>) {
  if (query.data === undefined && isNotFound(query.error)) return <TableGone table={table} />;
  return (
    <QueryState query={query} errorTitle={errorTitle}>
      {children}
    </QueryState>
  );
}

export interface TabQueryErrorProps {
  table: TableRef;
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  retrying: boolean;
}

/** The same error display for a tab that lays out its own loading state (a paged list). */
export function TabQueryError({ table, error, errorTitle, onRetry, retrying }: TabQueryErrorProps) {
  if (isNotFound(error)) return <TableGone table={table} />;
  return <ErrorState error={error} title={errorTitle} onRetry={onRetry} retrying={retrying} />;
}

function TableGone({ table }: { table: TableRef }) {
  const t = useTableT();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('table.gone', { name: table.tableName })}
      description={
        <Link to={catalogPaths.database(table.catalogName, table.databaseName, 'tables')}>
          {t('table.backToDatabase', { database: table.databaseName })}
        </Link>
      }
    />
  );
}
