import { useCallback, useMemo, type ReactNode } from 'react';
import type { Row } from '@tanstack/react-table';
import {
  measureElement as measureRowElement,
  observeElementRect,
  useVirtualizer,
  type Rect,
} from '@tanstack/react-virtual';
import styles from './DataTable.module.css';

const OVERSCAN = 8;

/** What the body shows, in order: each row, and its detail row when expanded. */
export type Item<T> = { kind: 'row'; row: Row<T> } | { kind: 'detail'; row: Row<T> };

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
export function VirtualBody<T>({
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
