import { observeElementRect, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { Button, Input } from 'antd';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { TableSchema } from '../../../../api/lake/schemas';
import { formatNumber } from '../../../../lib/format';
import { useSchemaI18n, useSchemaT } from '../i18n';
import { columnCounts } from '../model/columnCounts';
import {
  countMatchingColumns,
  flattenSchema,
  schemaIndex,
  searchSchema,
  type SchemaRow,
  type TypeFormat,
} from '../model/schemaIndex';
import styles from './schema.module.css';
import { columnCountText } from '../model/schemaText';

export interface SchemaTreeProps {
  schema: TableSchema;
  /** The table's current schema id: a new id starts the tree afresh (collapsed, no search). */
  schemaId?: number | string | undefined;
  /** Height of the scrolling list in pixels (the list is shorter when its rows need less). */
  height?: number | undefined;
  /**
   * How a row's type reads, for another table format's schema (Iceberg's `list<string>`); a
   * module-level function, since the schema's index is kept per format.
   */
  formatType?: TypeFormat | undefined;
}

const ROW_HEIGHT = 32;
const OVERSCAN = 10;
const INDENT = 18;

/**
 * A table's columns as a tree: nested ROW fields and the element, key and value of collections
 * under their column. Searchable (matches at any depth, with their ancestors opened), windowed
 * (only the rows in view are in the DOM), and a keyboard tree (ARIA tree pattern, roving tabindex).
 */
export function SchemaTree(props: SchemaTreeProps) {
  return <SchemaTreeView key={props.schemaId ?? 'schema'} {...props} />;
}

function SchemaTreeView({ schema, schemaId, height = 480, formatType }: SchemaTreeProps) {
  const { t, locale } = useSchemaI18n();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // While searching, the user's own opening (true) or closing (false) of a row.
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const searching = query.trim() !== '';
  const rows = useMemo(
    () =>
      searching
        ? searchSchema(schema, query, overrides, formatType)
        : flattenSchema(schema, expanded, formatType),
    [schema, searching, query, overrides, expanded, formatType],
  );
  const counts = columnCounts(schema);
  const matches = useMemo(
    () => (searching ? countMatchingColumns(schema, query, formatType) : 0),
    [schema, searching, query, formatType],
  );
  const activeIndex = useMemo(() => {
    const at = activeKey === null ? -1 : rows.findIndex((r) => r.key === activeKey);
    return at >= 0 ? at : 0;
  }, [rows, activeKey]);

  const setOpen = useCallback(
    (row: SchemaRow, open: boolean) => {
      if (!row.hasChildren || row.expanded === open) return;
      if (searching) {
        setOverrides((current) => new Map(current).set(row.key, open));
      } else {
        setExpanded((current) => {
          const next = new Set(current);
          if (open) next.add(row.key);
          else next.delete(row.key);
          return next;
        });
      }
    },
    [searching],
  );

  const expandAll = () => {
    if (searching) setOverrides(new Map());
    else setExpanded(new Set(schemaIndex(schema, formatType).expandable));
  };
  const collapseAll = () => {
    if (searching) {
      setOverrides(new Map(schemaIndex(schema, formatType).expandable.map((key) => [key, false])));
    } else setExpanded(new Set());
  };

  const label =
    schemaId === undefined
      ? t('schema.tree.label')
      : t('schema.tree.labelWithId', { id: schemaId });

  return (
    <div>
      <div className={styles.toolbar}>
        <Input
          className={styles.search}
          type="search"
          allowClear
          value={query}
          aria-label={t('schema.search.label')}
          placeholder={t('schema.search.placeholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setOverrides(new Map());
          }}
        />
        <Button onClick={expandAll}>{t('schema.expandAll')}</Button>
        <Button onClick={collapseAll}>{t('schema.collapseAll')}</Button>
        <span className={styles.count} role="status">
          {searching
            ? t('schema.search.matches', {
                matches: formatNumber(matches, locale),
                total: counts.columns,
              })
            : columnCountText(t, counts)}
        </span>
      </div>
      <div className={styles.frame}>
        <div className={styles.head} aria-hidden="true">
          <span>{t('schema.col.name')}</span>
          <span>{t('schema.col.type')}</span>
          <span>{t('schema.col.comment')}</span>
        </div>
        {rows.length === 0 ? (
          <p className={styles.empty}>
            {searching ? t('schema.search.none', { query: query.trim() }) : t('schema.empty')}
          </p>
        ) : (
          <TreeList
            rows={rows}
            label={label}
            height={height}
            activeIndex={activeIndex}
            searching={searching}
            onActivate={setActiveKey}
            onOpen={setOpen}
          />
        )}
      </div>
    </div>
  );
}

interface TreeListProps {
  rows: SchemaRow[];
  label: string;
  height: number;
  activeIndex: number;
  searching: boolean;
  onActivate: (key: string) => void;
  onOpen: (row: SchemaRow, open: boolean) => void;
}

/** The windowed tree: only the rows in (and near) view are rendered. */
function TreeList({
  rows,
  label,
  height,
  activeIndex,
  searching,
  onActivate,
  onOpen,
}: TreeListProps) {
  const t = useSchemaT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  // Set by keyboard moves: focus the active row once it is rendered (it may need a scroll first).
  const focusPending = useRef(false);
  const viewport = Math.min(height, rows.length * ROW_HEIGHT);
  const fallbackRect = useMemo<Rect>(() => ({ width: 0, height: viewport }), [viewport]);

  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    initialRect: fallbackRect,
    // Without layout (jsdom, a hidden tab) the list measures 0: assume its nominal height.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : fallbackRect)),
  });
  const items = virtualizer.getVirtualItems();
  const activeRendered = items.some((item) => item.index === activeIndex);

  useEffect(() => {
    if (!focusPending.current) return;
    const element = treeRef.current?.querySelector<HTMLElement>(
      `[data-index="${String(activeIndex)}"]`,
    );
    if (element) {
      focusPending.current = false;
      element.focus();
    }
  });

  const moveTo = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    const target = rows.indexOf(row);
    onActivate(row.key);
    focusPending.current = true;
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[activeIndex];
    if (!row) return;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.hasChildren && !row.expanded) onOpen(row, true);
        else if (row.expanded) moveTo(activeIndex + 1);
        break;
      case 'ArrowLeft':
        if (row.expanded) onOpen(row, false);
        else if (row.parentKey !== null) {
          moveTo(rows.findIndex((r) => r.key === row.parentKey));
        }
        break;
      case 'Enter':
        onOpen(row, !row.expanded);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  return (
    <div ref={scrollRef} className={styles.scroller} style={{ height: viewport }}>
      <div
        ref={treeRef}
        role="tree"
        aria-label={label}
        className={styles.tree}
        style={{ height: virtualizer.getTotalSize() }}
        // The active row holds the tab stop; when it is scrolled out of the DOM, the tree does.
        tabIndex={activeRendered ? -1 : 0}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (event.target === event.currentTarget) moveTo(activeIndex);
        }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const active = item.index === activeIndex;
          return (
            <div
              key={item.key}
              role="treeitem"
              data-index={item.index}
              aria-level={row.depth + 1}
              aria-expanded={row.hasChildren ? row.expanded : undefined}
              aria-setsize={row.setSize}
              aria-posinset={row.posInSet}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.row} ${styles.active}` : styles.row}
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              onFocus={() => {
                if (!active) onActivate(row.key);
              }}
              onClick={() => {
                onActivate(row.key);
                onOpen(row, !row.expanded);
              }}
            >
              <span className={styles.name} style={{ paddingInlineStart: row.depth * INDENT }}>
                <span className={styles.toggle} aria-hidden="true">
                  {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
                </span>
                <RowName row={row} searching={searching} />
                {row.isPrimaryKey && (
                  <span className={styles.primary}>{t('schema.badge.primaryKey')}</span>
                )}
                {row.isPartitionKey && (
                  <span className={styles.partition}>{t('schema.badge.partitionKey')}</span>
                )}
              </span>
              <span className={styles.type} title={row.typeLabel}>
                {row.typeLabel}
              </span>
              <span className={styles.comment} title={row.description || undefined}>
                {row.description}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function RowName({ row, searching }: { row: SchemaRow; searching: boolean }): ReactNode {
  const className = row.isTypePart ? `${styles.label} ${styles.typePart}` : styles.label;
  if (searching && row.matched) {
    return (
      <mark className={`${className} ${styles.match}`} title={row.path.join('.')}>
        {row.name}
      </mark>
    );
  }
  return (
    <span
      className={searching ? `${className} ${styles.context}` : className}
      title={row.path.join('.')}
    >
      {row.name}
    </span>
  );
}
