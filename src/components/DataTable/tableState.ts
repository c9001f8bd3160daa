/** The table's sorting and selection state: the default sort and caller-controlled slices. */
import { useCallback, useState } from 'react';
import type {
  OnChangeFn,
  RowSelectionState,
  SortingFn,
  SortingState,
  Updater,
} from '@tanstack/react-table';
import type { Locale } from '../../i18n/I18nProvider';
import { collator } from '../../lib/intl';

/**
 * The default sort: strings by the UI language's collation, ignoring case and ordering embedded
 * numbers numerically ("item 9" before "item 10"); anything else (numbers, dates) by value; empty
 * values last when ascending. A column's own `sortingFn` still wins.
 */
export function compareValuesSortingFn(locale: Locale): SortingFn<unknown> {
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

export const NO_SORTING: SortingState = [];
export const NO_SELECTION: RowSelectionState = {};

/**
 * A table state slice that the caller may control (value + onChange, e.g. sorting kept in the
 * URL) or leave to the table; TanStack's updater is resolved against whichever is current.
 */
export function useControllableState<S>(
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
