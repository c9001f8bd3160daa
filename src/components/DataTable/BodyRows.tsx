import { memo, type ReactNode } from 'react';
import { flexRender, type Column, type Row } from '@tanstack/react-table';
import { RightOutlined } from '@ant-design/icons';
import type { Translate } from '../../i18n/I18nProvider';
import { alignClass, cx, utilityCell, type computeSticky } from './columnLayout';
import styles from './DataTable.module.css';

interface BodyRowProps<T> {
  row: Row<T>;
  /** Not read directly: a new column set must re-render the memoized row. */
  leafColumns: Column<T, unknown>[];
  sticky: ReturnType<typeof computeSticky>;
  selectable: boolean;
  selected: boolean;
  /** Why this row's checkbox is disabled (undefined: it is not). */
  selectBlocked: string | undefined;
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
  selectBlocked,
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
          <span title={selectBlocked}>
            <input
              type="checkbox"
              className={styles.checkbox}
              aria-label={selectLabel}
              aria-describedby={selectBlocked === undefined ? undefined : `${detailId}-blocked`}
              checked={selected}
              disabled={!row.getCanSelect()}
              onChange={row.getToggleSelectedHandler()}
            />
          </span>
          {selectBlocked !== undefined && (
            <span id={`${detailId}-blocked`} hidden>
              {selectBlocked}
            </span>
          )}
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

/** One data row: its selection checkbox, expand toggle and cells (memoized per row). */
export const BodyRow = memo(BodyRowImpl) as typeof BodyRowImpl;

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

/** The full-width detail row under an expanded row. */
export const DetailRow = memo(DetailRowImpl) as typeof DetailRowImpl;
