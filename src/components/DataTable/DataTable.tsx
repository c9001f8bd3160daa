import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Row,
  type SortingFn,
} from '@tanstack/react-table';
import { LoadingOutlined } from '@ant-design/icons';
import { useI18n } from '../../i18n/useI18n';
import { BodyRow, DetailRow } from './BodyRows';
import { computeSticky, cx, idToken, utilityCell } from './columnLayout';
import { HeaderCell, SelectAllHeader } from './HeaderCells';
import {
  compareValuesSortingFn,
  NO_SELECTION,
  NO_SORTING,
  useControllableState,
} from './tableState';
import type { DataTableProps } from './types';
import { useIsScrollable } from './useIsScrollable';
import { VirtualBody, type Item } from './VirtualBody';
import styles from './DataTable.module.css';

export type { DataTableColumn, DataTableProps } from './types';

const DEFAULT_VIRTUALIZE_ABOVE = 100;
const DEFAULT_MAX_HEIGHT = 600;

/**
 * A table with native <table> semantics, styled like antd's Table, with client-side sorting,
 * optional row selection and expandable rows, and windowed rendering for long lists. It keeps
 * antd's Table (and its rc-table/virtual-list engines) out of the route bundles.
 */
export function DataTable<T>({
  data,
  columns,
  getRowId,
  label,
  size = 'middle',
  sorting,
  onSortingChange,
  initialSorting,
  rowSelection,
  onRowSelectionChange,
  selectBlocked,
  renderExpanded,
  getRowLabel,
  loading = false,
  busy = false,
  empty,
  virtualizeAbove = DEFAULT_VIRTUALIZE_ABOVE,
  maxHeight,
  estimateRowHeight,
  rowClassName,
  className,
}: DataTableProps<T>) {
  const { t, locale } = useI18n();
  const baseId = useId();
  const defaultColumn = useMemo(
    () => ({ sortingFn: compareValuesSortingFn(locale) as SortingFn<T> }),
    [locale],
  );

  const [sortingState, handleSortingChange] = useControllableState(
    sorting,
    onSortingChange,
    initialSorting ?? NO_SORTING,
  );

  const selectable = rowSelection !== undefined || onRowSelectionChange !== undefined;
  const [selectionState, handleSelectionChange] = useControllableState(
    rowSelection,
    onRowSelectionChange,
    NO_SELECTION,
  );

  const expandable = renderExpanded !== undefined;
  const [expanded, setExpanded] = useState<Readonly<Record<string, true>>>({});
  const toggleExpanded = useCallback((rowId: string) => {
    setExpanded((previous) => {
      if (!previous[rowId]) return { ...previous, [rowId]: true };
      const { [rowId]: _closed, ...rest } = previous;
      return rest;
    });
  }, []);

  // TanStack keeps one table instance and re-reads these options on every render; its row
  // models are memoized on `data`, `columns` and the state slices.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    defaultColumn,
    getRowId,
    state: { sorting: sortingState, rowSelection: selectionState },
    onSortingChange: handleSortingChange,
    onRowSelectionChange: handleSelectionChange,
    enableRowSelection:
      selectable && selectBlocked ? (row) => selectBlocked(row.original) === undefined : selectable,
    enableMultiSort: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const rows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const headerGroups = table.getHeaderGroups();
  const utilityColumns = (selectable ? 1 : 0) + (expandable ? 1 : 0);
  const columnCount = leafColumns.length + utilityColumns;
  const sticky = useMemo(
    () => computeSticky(leafColumns, utilityColumns),
    [leafColumns, utilityColumns],
  );

  const items = useMemo<Item<T>[]>(() => {
    const list: Item<T>[] = [];
    for (const row of rows) {
      list.push({ kind: 'row', row });
      if (expandable && expanded[row.id]) list.push({ kind: 'detail', row });
    }
    return list;
  }, [rows, expandable, expanded]);

  const virtualized = rows.length > virtualizeAbove;
  const showLoading = loading && data.length === 0;
  const isBusy = busy || (loading && data.length > 0);
  const limitHeight = virtualized || maxHeight !== undefined;
  const heightLimit = maxHeight ?? DEFAULT_MAX_HEIGHT;

  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollable = useIsScrollable(scrollElement);

  const detailId = useCallback((row: Row<T>) => `${baseId}-detail-${idToken(row.id)}`, [baseId]);

  const renderItem = (
    item: Item<T>,
    index: number,
    measureRef?: (node: Element | null) => void,
  ) => {
    const ariaRowIndex = virtualized ? headerGroups.length + index + 1 : undefined;
    if (item.kind === 'detail') {
      if (!renderExpanded) return null;
      return (
        <DetailRow
          key={`detail:${item.row.id}`}
          row={item.row}
          id={detailId(item.row)}
          columnCount={columnCount}
          renderExpanded={renderExpanded}
          ariaRowIndex={ariaRowIndex}
          dataIndex={index}
          measureRef={measureRef}
        />
      );
    }
    return (
      <BodyRow
        key={item.row.id}
        row={item.row}
        leafColumns={leafColumns}
        sticky={sticky}
        selectable={selectable}
        selected={selectable && item.row.getIsSelected()}
        selectBlocked={selectable ? selectBlocked?.(item.row.original) : undefined}
        expandable={expandable}
        expanded={expandable && expanded[item.row.id] === true}
        onToggleExpanded={toggleExpanded}
        detailId={detailId(item.row)}
        getRowLabel={getRowLabel}
        rowClassName={rowClassName}
        ariaRowIndex={ariaRowIndex}
        dataIndex={index}
        measureRef={measureRef}
        t={t}
      />
    );
  };

  let body: ReactNode;
  if (showLoading) {
    body = (
      <tbody>
        <tr className={styles.placeholderRow}>
          <td colSpan={columnCount} className={styles.placeholderCell}>
            <div role="status" className={styles.status}>
              <LoadingOutlined spin aria-hidden="true" />
              <span>{t('table.loading')}</span>
            </div>
          </td>
        </tr>
      </tbody>
    );
  } else if (rows.length === 0) {
    body = (
      <tbody>
        <tr className={styles.placeholderRow}>
          <td colSpan={columnCount} className={styles.placeholderCell}>
            {empty ?? t('table.empty')}
          </td>
        </tr>
      </tbody>
    );
  } else if (virtualized) {
    body = (
      <VirtualBody
        items={items}
        scrollElement={scrollElement}
        estimateSize={estimateRowHeight ?? (size === 'small' ? 39 : 47)}
        fallbackHeight={typeof heightLimit === 'number' ? heightLimit : DEFAULT_MAX_HEIGHT}
        columnCount={columnCount}
        renderItem={renderItem}
      />
    );
  } else {
    body = <tbody>{items.map((item, index) => renderItem(item, index))}</tbody>;
  }

  return (
    <div
      ref={setScrollElement}
      className={cx(styles.container, className)}
      style={limitHeight ? { maxHeight: heightLimit } : undefined}
      // A scrolling region must be reachable by keyboard even when it holds no control.
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'group' : undefined}
      aria-label={scrollable ? label : undefined}
    >
      <table
        aria-label={label}
        aria-busy={isBusy || undefined}
        aria-rowcount={virtualized ? headerGroups.length + items.length : undefined}
        className={cx(styles.table, size === 'small' && styles.small, isBusy && styles.busy)}
      >
        <thead className={styles.head}>
          {headerGroups.map((group, groupIndex) => (
            <tr key={group.id} aria-rowindex={virtualized ? groupIndex + 1 : undefined}>
              {groupIndex === 0 && selectable ? (
                <SelectAllHeader
                  table={table}
                  rowSpan={headerGroups.length}
                  sticky={utilityCell(sticky.utility, 0)}
                  t={t}
                />
              ) : null}
              {groupIndex === 0 && expandable ? (
                <th
                  scope="col"
                  rowSpan={headerGroups.length}
                  className={cx(styles.utilityCell, sticky.utility?.className)}
                  style={utilityCell(sticky.utility, selectable ? 1 : 0)?.style}
                >
                  <span className={styles.srOnly}>{t('table.expandColumn')}</span>
                </th>
              ) : null}
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  sticky={sticky.columns.get(header.column.id)}
                  t={t}
                />
              ))}
            </tr>
          ))}
        </thead>
        {body}
      </table>
    </div>
  );
}
