/** DataTable's public types: its props, columns and the column meta it understands. */
import type { ReactNode } from 'react';
import type { ColumnDef, RowData, RowSelectionState, SortingState } from '@tanstack/react-table';

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
export type DataTableColumnMeta = NonNullable<ColumnDef<unknown>['meta']>;

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
  /**
   * Why a row cannot be selected (its checkbox disabled, saying this; select-all passes it by),
   * or undefined when it can. Every row can when absent.
   */
  selectBlocked?: ((row: T) => string | undefined) | undefined;

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
