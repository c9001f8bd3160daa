import { useMemo, type ReactNode } from 'react';
import { Flex } from 'antd';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../api/lake/params';
import { SectionCard } from '../../../components/SectionCard';
import { useCursorPagedQuery } from '../../../lib/usePager';
import { useListParams, type ListParamNames } from '../hooks/useListParams';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { PatternSearch } from './PatternSearch';

type TableProps<Row> = Omit<
  PagedTableProps<Row>,
  'query' | 'pager' | 'pageSize' | 'onPageSize' | 'rows' | 'empty' | 'label'
>;

/** A page of a lake list: every one carries the next page's token (null on the last). */
interface ListPage {
  nextPageToken?: string | null | undefined;
}

export interface SearchablePagedListProps<TData extends ListPage, TKey extends QueryKey, Row> {
  /** The URL parameters that keep this list's search text and page size. */
  params: ListParamNames;
  /** What else makes this another list (the catalog, the database): paging restarts on change. */
  scope: readonly unknown[];
  /** The query of one page for a page size, cursor and `%` pattern. Annotate its parameter
   *  (`list: ListParams`): TypeScript infers the page type from it only then. */
  page: (list: ListParams) => UseQueryOptions<TData, Error, TData, TKey>;
  /** A page's rows. Pass a function defined outside the component: rows are memoized on it. */
  rows: (data: NoInfer<TData>) => readonly Row[];
  title: string;
  /** The card's actions (e.g. Create). */
  extra?: ReactNode;
  /** Shown above the search (a notice, an explanation). */
  intro?: ReactNode;
  search: { label: string; placeholder: string; help: string };
  empty: string;
  emptyFiltered: (pattern: string) => string;
  table: TableProps<Row>;
}

/**
 * A card with one server-searched (`%` patterns), cursor-paged list: the search, the page and its
 * pager, the error in place, and an empty text that says whether a search found nothing.
 */
export function SearchablePagedList<TData extends ListPage, TKey extends QueryKey, Row>({
  params,
  scope,
  page,
  rows,
  title,
  extra,
  intro,
  search,
  empty,
  emptyFiltered,
  table,
}: SearchablePagedListProps<TData, TKey, Row>) {
  const list = useListParams(params);
  const { query, pager } = useCursorPagedQuery({
    view: [...scope, list.pattern ?? '', list.size],
    page: (cursor) => page({ maxResults: list.size, pageToken: cursor, pattern: list.pattern }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  const shown = useMemo(
    () => (query.data === undefined ? [] : rows(query.data)),
    [query.data, rows],
  );
  return (
    <SectionCard title={title} extra={extra}>
      {intro}
      <Flex gap={12} wrap align="flex-start" style={{ marginBottom: 16 }}>
        <PatternSearch
          label={search.label}
          placeholder={search.placeholder}
          help={search.help}
          value={list.text}
          onChange={list.setText}
        />
      </Flex>
      <PagedTable<Row>
        {...table}
        query={query}
        pager={pager}
        pageSize={list.size}
        onPageSize={list.setSize}
        label={title}
        rows={shown}
        empty={list.pattern ? emptyFiltered(list.pattern) : empty}
      />
    </SectionCard>
  );
}
