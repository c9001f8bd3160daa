/** How columns sit: alignment, sticky offsets, names for labels, ids for aria lists. */
import type { CSSProperties } from 'react';
import type { Column } from '@tanstack/react-table';
import type { DataTableColumnMeta } from './types';
import styles from './DataTable.module.css';

/** Width of the checkbox and the expand-toggle columns. */
export const UTILITY_WIDTH = 48;

export interface StickyCell {
  className: string | undefined;
  style: CSSProperties;
}

export const cx = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');

export function alignClass(align: DataTableColumnMeta['align']): string | undefined {
  if (align === 'right') return styles.alignRight;
  if (align === 'center') return styles.alignCenter;
  return undefined;
}

function numericWidth(meta: DataTableColumnMeta | undefined): number {
  if (typeof meta?.width === 'number') return meta.width;
  return meta?.minWidth ?? 0;
}

/** Offsets of the sticky columns, stacked by the numeric widths of the sticky columns before them. */
export function computeSticky<T>(
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

export function utilityCell(sticky: StickyCell | null, index: number): StickyCell | null {
  if (!sticky) return null;
  return { className: sticky.className, style: { left: index * UTILITY_WIDTH } };
}

/** A text name of the column for "Sort by {column}". */
export function columnName<T>(column: Column<T, unknown>): string {
  const { header, meta } = column.columnDef;
  if (meta?.headerLabel) return meta.headerLabel;
  return typeof header === 'string' ? header : column.id;
}

/** A token safe inside an id list (aria-controls is space separated). */
export function idToken(value: string): string {
  return Array.from(value, (char) =>
    /[A-Za-z0-9_-]/.test(char) ? char : `.${(char.codePointAt(0) ?? 0).toString(36)}`,
  ).join('');
}
