import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Header,
  type OnChangeFn,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingFn,
  type SortingState,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import {
  measureElement as measureRowElement,
  observeElementRect,
  useVirtualizer,
  type Rect,
} from '@tanstack/react-virtual';
import {
  CaretDownOutlined,
  CaretUpOutlined,
  LoadingOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { useI18n } from '../../i18n/useI18n';
import type { Locale, Translate } from '../../i18n/I18nProvider';
import styles from './DataTable.module.css';
import { collator } from '../../lib/intl';

declare module '@tanstack/react-table' {
  // The parameters must match TanStack's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Text alignment of the header and body cells. */
    align?: 'left' | 'right' | 'center';
    /** Preferred width of the column (the table still sizes to content: `table-layout: auto`). */
    width?: number | string;
    /** Minimum width in px. */
    minWidth?: number;
    /**
     * Keep the column in view while the table scrolls horizontally. Several sticky columns on the
     * same side stack by the numeric `width` (or `minWidth`) of the ones before them.
     */
    sticky?: 'left' | 'right';
    /**
     * Accessible name of the header. When set, the rendered header (often empty or an icon) is
     * hidden from assistive technology and this text is read instead, visually hidden.
     */
    headerLabel?: string;
    /** Render the body cells of this column as row headers (`<th scope="row">`). */
    rowHeader?: boolean;
  }
}

/** The column meta DataTable understands (TanStack's `ColumnMeta`, augmented above). */
type DataTableColumnMeta = NonNullable<ColumnDef<unknown>['meta']>;

/**
 * A TanStack column definition. The value type is `any` on purpose: `ColumnDef<T, string>` (what
 * `createColumnHelper().accessor()` returns) is not assignable to `ColumnDef<T, unknown>`, and a
 * table mixes columns of different value types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<T> = ColumnDef<T, any>;

export interface DataTableProps<T> {
  data: readonly T[];
  /** Keep the array's identity stable (useMemo): a new array rebuilds every column and cell. */
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string;
  /** Accessible name of the `<table>`. */
  label: string;
  size?: 'middle' | 'small';

  /** Controlled sorting (e.g. kept in the URL). Rows are always sorted client side by it. */
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  /** Starting sort order when `sorting` is not controlled. */
  initialSorting?: SortingState;

  /** Row selection: a checkbox column appears when either of these is given. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;

  /** Expandable rows: a toggle per row and a full-width detail row underneath when open. */
  renderExpanded?: (row: T) => ReactNode;
  /** A short name of the row ("endpoint X") for the checkbox and toggle labels. */
  getRowLabel?: (row: T) => string;

  /** First load: no rows yet. */
  loading?: boolean;
  /** Refetching with the previous rows still shown: rows are dimmed and the table is aria-busy. */
  busy?: boolean;
  /** Body of the empty table; defaults to t('table.empty'). */
  empty?: ReactNode;

  /** Render only the visible rows once there are more rows than this (default 100). */
  virtualizeAbove?: number;
  /**
   * Height limit of the scroll container (default 600px when virtualized). Given explicitly it
   * also applies to a table that is not virtualized, so the sticky header has something to stick to.
   */
  maxHeight?: number | string;
  /** Row height guess before rows are measured (default 47px, 39px when small). */
  estimateRowHeight?: number;

  rowClassName?: (row: T) => string | undefined;
  className?: string;
}

const DEFAULT_VIRTUALIZE_ABOVE = 100;
const DEFAULT_MAX_HEIGHT = 600;
/** Width of the checkbox and the expand-toggle columns. */
const UTILITY_WIDTH = 48;
const OVERSCAN = 8;

type Item<T> = { kind: 'row'; row: Row<T> } | { kind: 'detail'; row: Row<T> };

interface StickyCell {
  className: string | undefined;
  style: CSSProperties;
}

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

function alignClass(align: DataTableColumnMeta['align']): string | undefined {
  if (align === 'right') return styles.alignRight;
  if (align === 'center') return styles.alignCenter;
  return undefined;
}

function numericWidth(meta: DataTableColumnMeta | undefined): number {
  if (typeof meta?.width === 'number') return meta.width;
  return meta?.minWidth ?? 0;
}

/** Offsets of the sticky columns, stacked by the numeric widths of the sticky columns before them. */
function computeSticky<T>(
  leafColumns: Column<T, unknown>[],
  utilityColumns: number,
): { columns: Map<string, StickyCell>; utility: StickyCell | null } {
  const columns = new Map<string, StickyCell>();
  const anyLeft = leafColumns.some((column) => column.columnDef.meta?.sticky === 'left');
  let left = anyLeft ? utilityColumns * UTILITY_WIDTH : 0;
  for (const column of leafColumns) {
    const meta = column.columnDef.meta;
    if (meta?.sticky !== 'left') continue;
    columns.set(column.id, { className: styles.stickyLeft, style: { left } });
    left += numericWidth(meta);
  }
  let right = 0;
  for (const column of [...leafColumns].reverse()) {
    const meta = column.columnDef.meta;
    if (meta?.sticky !== 'right') continue;
    columns.set(column.id, { className: styles.stickyRight, style: { right } });
    right += numericWidth(meta);
  }
  return {
    columns,
    utility: anyLeft ? { className: styles.stickyLeft, style: { left: 0 } } : null,
  };
}

function utilityCell(sticky: StickyCell | null, index: number): StickyCell | null {
  if (!sticky) return null;
  return { className: sticky.className, style: { left: index * UTILITY_WIDTH } };
}

/** A text name of the column for "Sort by {column}". */
function columnName<T>(column: Column<T, unknown>): string {
  const { header, meta } = column.columnDef;
  if (meta?.headerLabel) return meta.headerLabel;
  return typeof header === 'string' ? header : column.id;
}

/** A token safe inside an id list (aria-controls is space separated). */
function idToken(value: string): string {
  return Array.from(value, (char) =>
    /[A-Za-z0-9_-]/.test(char) ? char : `.${(char.codePointAt(0) ?? 0).toString(36)}`,
  ).join('');
}

/**
 * The default sort: strings by the UI language's collation, ignoring case and ordering embedded
 * numbers numerically ("item 9" before "item 10"); anything else (numbers, dates) by value; empty
 * values last when ascending. A column's own `sortingFn` still wins.
 */
function compareValuesSortingFn(locale: Locale): SortingFn<unknown> {
  const compare = collator(locale, { numeric: true, sensitivity: 'base' });
  return (rowA, rowB, columnId) => {
    const a: unknown = rowA.getValue(columnId);
    const b: unknown = rowB.getValue(columnId);
    if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
    if (typeof a === 'string' && typeof b === 'string') return compare.compare(a, b);
    const x = a as number;
    const y = b as number;
    return x < y ? -1 : x > y ? 1 : 0;
  };
}

function resolve<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

const NO_SORTING: SortingState = [];
const NO_SELECTION: RowSelectionState = {};

/**
 * A table state slice that the caller may control (value + onChange, e.g. sorting kept in the
 * URL) or leave to the table; TanStack's updater is resolved against whichever is current.
 */
function useControllableState<S>(
  value: S | undefined,
  onChange: ((next: S) => void) | undefined,
  initial: S,
): [S, OnChangeFn<S>] {
  const [inner, setInner] = useState<S>(initial);
  const current = value ?? inner;
  const controlled = value !== undefined;
  const change = useCallback<OnChangeFn<S>>(
    (updater) => {
      const next = resolve(updater, current);
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [current, controlled, onChange],
  );
  return [current, change];
}

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
    enableRowSelection: selectable,
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

/** Whether the element currently scrolls in either direction (measured by ResizeObserver). */
function useIsScrollable(element: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setScrollable(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    });
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return scrollable;
}

function HeaderCell<T>({
  header,
  sticky,
  t,
}: {
  header: Header<T, unknown>;
  sticky: StickyCell | undefined;
  t: Translate;
}) {
  const column = header.column;
  const meta = column.columnDef.meta;
  const isLeaf = column.getLeafColumns().length <= 1;
  const canSort = !header.isPlaceholder && column.getCanSort();
  const sorted = column.getIsSorted();

  const rendered = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  const content = meta?.headerLabel ? (
    <>
      <span aria-hidden="true">{rendered}</span>
      <span className={styles.srOnly}>{meta.headerLabel}</span>
    </>
  ) : (
    rendered
  );

  return (
    <th
      scope="col"
      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
      aria-sort={
        canSort
          ? sorted === 'asc'
            ? 'ascending'
            : sorted === 'desc'
              ? 'descending'
              : 'none'
          : undefined
      }
      className={cx(
        isLeaf && alignClass(meta?.align),
        !isLeaf && styles.alignCenter,
        canSort && styles.sortable,
        sticky?.className,
      )}
      style={{
        ...(isLeaf ? { width: meta?.width, minWidth: meta?.minWidth } : undefined),
        ...sticky?.style,
      }}
    >
      {canSort ? (
        <button
          type="button"
          className={styles.sortButton}
          onClick={column.getToggleSortingHandler()}
          title={t('table.sortBy', { column: columnName(column) })}
        >
          <span className={styles.headerText}>{content}</span>
          <span className={styles.sorter} aria-hidden="true">
            <CaretUpOutlined className={cx(sorted === 'asc' && styles.sorterActive)} />
            <CaretDownOutlined className={cx(sorted === 'desc' && styles.sorterActive)} />
          </span>
        </button>
      ) : (
        content
      )}
    </th>
  );
}

function SelectAllHeader<T>({
  table,
  rowSpan,
  sticky,
  t,
}: {
  table: Table<T>;
  rowSpan: number;
  sticky: StickyCell | null;
  t: Translate;
}) {
  const all = table.getIsAllRowsSelected();
  const some = table.getIsSomeRowsSelected();
  const hasRows = table.getRowModel().rows.length > 0;
  return (
    <th
      scope="col"
      rowSpan={rowSpan > 1 ? rowSpan : undefined}
      className={cx(styles.utilityCell, sticky?.className)}
      style={sticky?.style}
    >
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={t('table.selectAll')}
        checked={all}
        disabled={!hasRows}
        ref={(input) => {
          if (input) input.indeterminate = some && !all;
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    </th>
  );
}

interface BodyRowProps<T> {
  row: Row<T>;
  /** Not read directly: a new column set must re-render the memoized row. */
  leafColumns: Column<T, unknown>[];
  sticky: ReturnType<typeof computeSticky>;
  selectable: boolean;
  selected: boolean;
  expandable: boolean;
  expanded: boolean;
  onToggleExpanded: (rowId: string) => void;
  detailId: string;
  getRowLabel: ((row: T) => string) | undefined;
  rowClassName: ((row: T) => string | undefined) | undefined;
  ariaRowIndex: number | undefined;
  dataIndex: number;
  measureRef: ((node: Element | null) => void) | undefined;
  t: Translate;
}

function BodyRowImpl<T>({
  row,
  sticky,
  selectable,
  selected,
  expandable,
  expanded,
  onToggleExpanded,
  detailId,
  getRowLabel,
  rowClassName,
  ariaRowIndex,
  dataIndex,
  measureRef,
  t,
}: BodyRowProps<T>) {
  const rowName = getRowLabel?.(row.original);
  const toggleLabel = rowName
    ? t(expanded ? 'table.collapseRowNamed' : 'table.expandRowNamed', { row: rowName })
    : t(expanded ? 'table.collapseRow' : 'table.expandRow');
  const selectLabel = rowName ? t('table.selectRowNamed', { row: rowName }) : t('table.selectRow');
  const selectSticky = utilityCell(sticky.utility, 0);
  const expandSticky = utilityCell(sticky.utility, selectable ? 1 : 0);

  return (
    <tr
      ref={measureRef}
      data-index={measureRef ? dataIndex : undefined}
      aria-rowindex={ariaRowIndex}
      className={cx(
        styles.row,
        selected && styles.selected,
        expanded && styles.expandedRow,
        rowClassName?.(row.original),
      )}
    >
      {selectable ? (
        <td className={cx(styles.utilityCell, selectSticky?.className)} style={selectSticky?.style}>
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={selectLabel}
            checked={selected}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
          />
        </td>
      ) : null}
      {expandable ? (
        <td className={cx(styles.utilityCell, expandSticky?.className)} style={expandSticky?.style}>
          <button
            type="button"
            className={styles.expandButton}
            aria-label={toggleLabel}
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={() => onToggleExpanded(row.id)}
          >
            <RightOutlined
              aria-hidden="true"
              className={cx(styles.expandIcon, expanded && styles.expandIconOpen)}
            />
          </button>
        </td>
      ) : null}
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const cellSticky = sticky.columns.get(cell.column.id);
        const props = {
          className: cx(alignClass(meta?.align), cellSticky?.className),
          style: cellSticky?.style,
        };
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        return meta?.rowHeader ? (
          <th key={cell.id} scope="row" {...props}>
            {content}
          </th>
        ) : (
          <td key={cell.id} {...props}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}

const BodyRow = memo(BodyRowImpl) as typeof BodyRowImpl;

interface DetailRowProps<T> {
  row: Row<T>;
  id: string;
  columnCount: number;
  renderExpanded: (row: T) => ReactNode;
  ariaRowIndex: number | undefined;
  dataIndex: number;
  measureRef: ((node: Element | null) => void) | undefined;
}

function DetailRowImpl<T>({
  row,
  id,
  columnCount,
  renderExpanded,
  ariaRowIndex,
  dataIndex,
  measureRef,
}: DetailRowProps<T>) {
  return (
    <tr
      ref={measureRef}
      id={id}
      data-index={measureRef ? dataIndex : undefined}
      aria-rowindex={ariaRowIndex}
      className={styles.detailRow}
    >
      <td colSpan={columnCount}>{renderExpanded(row.original)}</td>
    </tr>
  );
}

const DetailRow = memo(DetailRowImpl) as typeof DetailRowImpl;

interface VirtualBodyProps<T> {
  items: Item<T>[];
  scrollElement: HTMLDivElement | null;
  estimateSize: number;
  /** Viewport height to assume while the container has no layout (jsdom, hidden tab). */
  fallbackHeight: number;
  columnCount: number;
  renderItem: (
    item: Item<T>,
    index: number,
    measureRef: (node: Element | null) => void,
  ) => ReactNode;
}

/**
 * The windowed <tbody>: only the rows in (and near) view are in the DOM, between two spacer rows
 * that keep the scroll height of the whole list. Rows stay real <tr>s, so the table semantics hold.
 */
function VirtualBody<T>({
  items,
  scrollElement,
  estimateSize,
  fallbackHeight,
  columnCount,
  renderItem,
}: VirtualBodyProps<T>) {
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item ? `${item.kind}:${item.row.id}` : index;
    },
    [items],
  );
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  const fallbackRect = useMemo<Rect>(
    () => ({ width: 0, height: fallbackHeight }),
    [fallbackHeight],
  );

  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: items.length,
    getScrollElement: () => scrollElement,
    estimateSize: estimate,
    getItemKey,
    overscan: OVERSCAN,
    initialRect: fallbackRect,
    // Without layout (jsdom, a hidden tab) the container measures 0: assume the height limit.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : fallbackRect)),
    // An unlaid-out row measures 0, which would pull every row into the window.
    measureElement: (element, entry, instance) => {
      const measured = measureRowElement(element, entry, instance);
      return measured > 0 ? measured : estimateSize;
    },
  });

  const virtualItems = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const before = virtualItems[0]?.start ?? 0;
  const after = Math.max(0, totalSize - (virtualItems[virtualItems.length - 1]?.end ?? 0));
  const measureRef = virtualizer.measureElement as (node: Element | null) => void;

  return (
    <tbody>
      {before > 0 ? (
        <tr aria-hidden="true" className={styles.spacer} style={{ height: before }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
      {virtualItems.map((virtualItem) => {
        const item = items[virtualItem.index];
        return item ? renderItem(item, virtualItem.index, measureRef) : null;
      })}
      {after > 0 ? (
        <tr aria-hidden="true" className={styles.spacer} style={{ height: after }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
    </tbody>
  );
}
