import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { TYPE_CODES, type TypeCode } from '../../../../api/screen/dataCodes';
import type { DataMap } from '../../../../api/screen/schemas';
import type { CatalogEntry, LayoutTile } from '../../layout/model/codec';
import { useWidgetTitle } from '../../widgets/model/titles';
import { widgetFor } from '../../widgets/model/registry';
import { preloadChart } from '../../../../components/LazyChart';
import { useEditorT, type EditorT } from '../i18n';
import styles from './Palette.module.css';
import { PALETTE_SEARCH_ID } from '../model/paletteIds';
import {
  filterGroups,
  itemCount,
  paletteGroups,
  placedCounts,
  type PaletteGroup,
} from '../model/paletteModel';

export interface PaletteProps {
  dataMap: DataMap;
  catalog: ReadonlyMap<number, CatalogEntry>;
  /** The screen's tiles, for the "placed" marks. */
  tiles: readonly LayoutTile[];
  onAdd: (entry: CatalogEntry) => void;
  /** A component's drag from the palette started (null: it ended, dropped or not). */
  onDragEntry?: (entry: CatalogEntry | null) => void;
}

/**
 * Starts fetching a component's view and the charts' code as soon as a person points at or
 * focuses its palette item, and at the latest as it is added: the new tile's code then arrives
 * beside its data, instead of the view asked for once the tile mounts and echarts once the view
 * has drawn (two chunk round trips after the data, on a first add). Each chunk loads once.
 */
function prepareTile(entry: CatalogEntry): void {
  const widget = widgetFor(entry.code);
  if (!widget) return;
  void widget.preload().catch(() => undefined);
  preloadChart();
}

const isTypeCode = (code: string): code is TypeCode =>
  (TYPE_CODES as readonly string[]).includes(code);

function groupLabel(group: PaletteGroup, t: EditorT): string {
  if (isTypeCode(group.typeCode)) return t(`screen.editor.palette.group.${group.typeCode}`);
  return (
    group.serviceLabel.trim() || group.typeCode.trim() || t('screen.editor.palette.group.other')
  );
}

/**
 * The components a screen can show, as a searchable list of buttons grouped by type: Enter or a
 * click adds one at the first free spot; dragged onto the canvas, one lands where it is dropped.
 * Each says how many tiles of it are already placed.
 */
export function Palette({ dataMap, catalog, tiles, onAdd, onDragEntry }: PaletteProps) {
  const t = useEditorT();
  const titleOf = useWidgetTitle();
  const baseId = useId();
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const groups = useMemo(
    () => paletteGroups(dataMap, catalog, titleOf),
    [dataMap, catalog, titleOf],
  );
  const visible = useMemo(() => filterGroups(groups, query), [groups, query]);
  const placed = useMemo(() => placedCounts(tiles), [tiles]);
  const total = itemCount(groups);
  const shown = itemCount(visible);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const only = visible[0]?.items[0];
      if (shown === 1 && only) {
        prepareTile(only.entry);
        onAdd(only.entry);
      }
    } else if (event.key === 'ArrowDown') {
      const first = listRef.current?.querySelector<HTMLButtonElement>('button');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const status =
    total === 0
      ? t('screen.editor.palette.empty')
      : query.trim() === ''
        ? t('screen.editor.palette.count', { count: total })
        : shown === 0
          ? t('screen.editor.palette.none', { query: query.trim() })
          : t('screen.editor.palette.matches', { count: shown, total });

  return (
    <section className={styles.palette} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className={styles.title}>
        {t('screen.editor.palette.title')}
      </h2>
      <label className={styles.label} htmlFor={PALETTE_SEARCH_ID}>
        {t('screen.editor.palette.search')}
      </label>
      <Input
        id={PALETTE_SEARCH_ID}
        type="search"
        value={query}
        autoComplete="off"
        aria-describedby={`${baseId}-hint`}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKeyDown}
      />
      <p id={`${baseId}-hint`} className={styles.hint}>
        {t('screen.editor.palette.searchHint')}
      </p>
      <p className={styles.status} role="status">
        {status}
      </p>
      <div ref={listRef}>
        {visible.map((group) => {
          const headingId = `${baseId}-group-${group.typeCode}`;
          return (
            <div key={group.typeCode} className={styles.group}>
              <h3 id={headingId} className={styles.groupTitle}>
                {groupLabel(group, t)}
              </h3>
              <ul className={styles.list} aria-labelledby={headingId}>
                {group.items.map(({ entry, title }) => {
                  const count = placed.get(entry.componentId) ?? 0;
                  return (
                    <li key={entry.componentId}>
                      <button
                        type="button"
                        className={styles.item}
                        data-code={entry.code}
                        draggable
                        title={t('screen.editor.palette.dragHint')}
                        onPointerEnter={() => prepareTile(entry)}
                        onFocus={() => prepareTile(entry)}
                        onClick={() => {
                          prepareTile(entry);
                          onAdd(entry);
                        }}
                        onDragStart={(event) => {
                          prepareTile(entry);
                          // Firefox starts a drag only with data; the grid reads the size.
                          event.dataTransfer.setData('text/plain', title);
                          event.dataTransfer.effectAllowed = 'copy';
                          onDragEntry?.(entry);
                        }}
                        onDragEnd={() => onDragEntry?.(null)}
                      >
                        <HolderOutlined className={styles.grip} aria-hidden />
                        <span className={styles.srOnly}>{t('screen.editor.palette.add')} </span>
                        <span className={styles.itemTitle}>{title}</span>
                        {count > 0 && (
                          <span className={styles.placed}>
                            {count === 1
                              ? t('screen.editor.palette.placed')
                              : t('screen.editor.palette.placedMany', { count })}
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
