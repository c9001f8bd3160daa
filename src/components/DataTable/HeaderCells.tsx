import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { Translate } from '../../i18n/I18nProvider';
import { alignClass, columnName, cx, type StickyCell } from './columnLayout';
import styles from './DataTable.module.css';

/** A column header: its label (or an accessible name over an icon), and the sort button. */
export function HeaderCell<T>({
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

/** The select-all checkbox header of a selectable table. */
export function SelectAllHeader<T>({
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
