import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { ErrorState } from './ErrorState';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown while there is no data yet; a skeleton by default. */
  loading?: ReactNode;
  /** With `empty`: data that counts as nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What could not be loaded, above the error's own message. */
  errorTitle?: string;
}

/**
 * The loading / error / empty / data states of one query, the same everywhere: an error is shown
 * in place with Retry when retrying can help, and data already on screen is never blanked by a
 * failed background refetch.
 */
export function QueryState<T>({
  query,
  children,
  loading,
  isEmpty,
  empty,
  errorTitle,
}: QueryStateProps<T>) {
  if (query.isError && query.data === undefined) {
    return (
      <ErrorState
        error={query.error}
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) return <>{loading ?? <Skeleton active />}</>;
  const stale = query.isError && (
    <ErrorState
      error={query.error}
      title={errorTitle}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
  if (empty !== undefined && isEmpty?.(query.data)) {
    return (
      <>
        {stale}
        {empty}
      </>
    );
  }
  return (
    <>
      {stale}
      {children(query.data)}
    </>
  );
}
