import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import ReactGridLayout, {
  type EventCallback,
  type Layout,
  type LayoutItem,
  type ResizeHandleAxis,
} from 'react-grid-layout';
import {
  calcGridItemPosition,
  transformStrategy,
  type PositionStrategy,
} from 'react-grid-layout/core';
import 'react-grid-layout/css/styles.css';
import type { LayoutTile } from '../../layout/model/codec';
import { DESIGN_CANVAS, GRID_ROW_HEIGHT, gridConfig, gridItemOf } from '../../layout/model/grid';
import { useReducedMotion } from '../../../../lib/useReducedMotion';
import { cx } from '../../widgets/model/cx';
import { useEditorT } from '../i18n';
import { EDITOR_COMPACTOR, MAX_TILE_ROWS, type EditorAction } from '../model/editorState';
import {
  describeTile,
  isTileKey,
  keyboardAction,
  type TileAnnouncement,
  type TileGeometry,
} from '../model/keyboard';
import { PALETTE_SEARCH_ID } from '../model/paletteIds';
import styles from './EditableGrid.module.css';
import { focusTileHandle, holdBodySize, releaseBodySize, revealTile } from '../model/focus';
import {
  gridItems,
  handleBarHeight,
  neighbourAfterRemoval,
  outcomeOf,
  readingOrder,
  settledByKey,
} from '../model/gridLogic';
import { HANDLE_SELECTOR, TileBody, TileHandle } from './TileParts';
import { useGridDrop, type DropPlace } from '../hooks/useGridDrop';

export interface EditableGridProps {
  /** doc.tiles, in doc order. */
  tiles: readonly LayoutTile[];
  /** The localized title of any tile. */
  titleOf: (tile: LayoutTile) => string;
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  /** Applies an edit (to the page's history). */
  dispatch: (action: EditorAction) => void;
  onUndo: () => void;
  onRedo: () => void;
  /** Says `text` in the page's aria-live region. */
  announce: (text: string) => void;
  /**
   * How the design canvas the grid is laid out on is scaled on screen: a drag or resize turns
   * the pointer's screen pixels into canvas pixels with it.
   */
  scale: number;
  /** The element saying how to move and resize tiles (each handle's description). */
  instructionsId: string;
  /**
   * The default size of the component being dragged from the palette, null when none is: the
   * grid then previews it where it would land and `onDropTile` adds it there.
   */
  dropSize?: { w: number; h: number } | null;
  onDropTile?: (place: DropPlace) => void;
}

// The wall display's grid, on its 1920-pixel design canvas: the editor shows what the wall shows.
const GRID_CONFIG = gridConfig(GRID_ROW_HEIGHT);
/** The same grid as react-grid-layout computes a tile's box on it. */
const POSITION_PARAMS = {
  ...GRID_CONFIG,
  containerWidth: DESIGN_CANVAS.width,
  maxRows: Number.POSITIVE_INFINITY,
};
const DRAG_CONFIG = { enabled: true, handle: HANDLE_SELECTOR };
const RESIZE_HANDLES: readonly ResizeHandleAxis[] = ['se', 'e', 's'];
const RESIZE_CONFIG = { enabled: true, handles: RESIZE_HANDLES };

/**
 * Transforms, with the canvas's scale for drags and resizes. Not react-grid-layout's
 * `createScaledStrategy`: its drag start takes the pointer's position in the window for the
 * tile's place in the grid, so a grid anywhere but the window's top left corner jumped on the
 * first move; without it, the grid measures the start against its own box, divided by the scale.
 */
function scaledStrategy(scale: number): PositionStrategy {
  return { ...transformStrategy, scale };
}

/** Where focus goes once the grid has drawn the next document, if the focused tile is gone. */
interface PendingFocus {
  keys: readonly string[];
}

/**
 * The screen's tiles on react-grid-layout, movable by a handle bar and resizable, with the
 * keyboard editing react-grid-layout lacks. The layout is dispatched only when a drag or resize
 * stops (never from `onLayoutChange`, which also fires when the grid merely settles a layout it
 * was given). The widgets are memoized elements whose props do not change while a tile moves:
 * a drag re-renders grid items, never a chart.
 */
function EditableGridImpl({
  tiles,
  titleOf,
  selectedKey,
  onSelect,
  dispatch,
  onUndo,
  onRedo,
  announce,
  scale,
  instructionsId,
  dropSize = null,
  onDropTile,
}: EditableGridProps) {
  const t = useEditorT();
  const reducedMotion = useReducedMotion();
  const containerRef = useRef<HTMLElement>(null);
  const positionStrategy = useMemo(() => scaledStrategy(scale), [scale]);
  const settled = useMemo(() => settledByKey(tiles), [tiles]);
  const layout = useMemo<Layout>(
    () =>
      tiles.map((tile) => ({
        ...gridItemOf(tile),
        // As the reducer allows: a stored taller tile keeps its height and may only shrink.
        maxH: Math.max(tile.h, MAX_TILE_ROWS),
      })),
    [tiles],
  );

  // The handlers below are given to memoized handles and to the grid once; they read the
  // current props from here, so a new document does not re-render every handle or grid item.
  const latest = useRef({
    tiles,
    settled,
    titleOf,
    selectedKey,
    onSelect,
    dispatch,
    announce,
    reducedMotion,
  });
  const commands = useRef({ onUndo, onRedo });
  useLayoutEffect(() => {
    latest.current = {
      tiles,
      settled,
      titleOf,
      selectedKey,
      onSelect,
      dispatch,
      announce,
      reducedMotion,
    };
    commands.current = { onUndo, onRedo };
  });
  const pendingFocus = useRef<PendingFocus | null>(null);
  const drop = useGridDrop(dropSize, scale, onDropTile);

  /** The words for a tile after an edit; `changed` when the document changed at all. */
  const say = useCallback(
    (geometry: TileGeometry, title: string, kind: TileAnnouncement, changed = false) => {
      const { key, params } = describeTile(geometry, title, kind);
      // The step went through, but only the tiles around this one moved (it passes a tile
      // once it reaches that one's far edge, as a drag does).
      if (changed && kind === 'blocked') return t('screen.editor.announce.shifted', params);
      return t(key, params);
    },
    [t],
  );

  const onHandleKeyDown = useCallback(
    (key: string, event: KeyboardEvent<HTMLButtonElement>) => {
      const current = latest.current;
      const tile = current.tiles.find((candidate) => candidate.key === key);
      const before = current.settled.get(key);
      if (!tile || !before) return;
      const input = {
        key: event.key,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
      };
      const result = keyboardAction(input, before);
      if (result === 'undo' || result === 'redo') {
        // Handled here, so a page-wide shortcut must not undo a second time.
        event.preventDefault();
        event.stopPropagation();
        pendingFocus.current = {
          keys: [key, ...readingOrder(current.settled.values()).map((other) => other.key)],
        };
        // The page says what was undone (it knows whether there was anything to undo).
        if (result === 'undo') commands.current.onUndo();
        else commands.current.onRedo();
        return;
      }
      if (event.key === 'Escape' && current.selectedKey === key) {
        current.onSelect(null);
        return;
      }
      if (!isTileKey(input)) return;
      // Arrows would scroll the page, Backspace might navigate.
      event.preventDefault();
      event.stopPropagation();
      const title = current.titleOf(tile);
      const root = containerRef.current;
      const smooth = !current.reducedMotion;
      if (result === null) {
        if (event.key.startsWith('Arrow')) {
          current.announce(say(before, title, 'blocked'));
          if (root) revealTile(key, root, { smooth });
        }
        return;
      }
      const outcome = outcomeOf(current.tiles, result, key, before);
      let words = say(outcome.after ?? before, title, outcome.kind, outcome.changed);
      if (result.type === 'remove') {
        const neighbour = neighbourAfterRemoval(current.settled, key);
        pendingFocus.current = { keys: neighbour ? [neighbour] : [] };
        if (!neighbour) words = `${words} ${t('screen.editor.announce.empty')}`;
        if (current.selectedKey === key) current.onSelect(null);
      }
      if (outcome.changed) current.dispatch(result);
      current.announce(words);
      if (result.type !== 'remove' && root) {
        // Keep the focused tile in view where it lands (the canvas and the page may scroll).
        const { x, y, w, h } = outcome.after ?? before;
        const landing = outcome.changed
          ? calcGridItemPosition(POSITION_PARAMS, x, y, w, h)
          : undefined;
        revealTile(key, root, { smooth, landing });
      }
    },
    [say, t],
  );

  const onHandlePress = useCallback(
    (key: string, event: MouseEvent<HTMLButtonElement>) => {
      const current = latest.current;
      current.onSelect(key);
      // A click from Enter or Space (detail 0) is announced; a mouse click shows the panel.
      const tile = current.tiles.find((candidate) => candidate.key === key);
      if (event.detail === 0 && tile) {
        current.announce(t('screen.editor.announce.selected', { title: current.titleOf(tile) }));
      }
    },
    [t],
  );

  /** The grid's layout after a drag or resize stopped, as one edit. */
  const commit = useCallback(
    (grid: Layout, item: LayoutItem | null, kind: TileAnnouncement) => {
      const current = latest.current;
      const action: EditorAction = { type: 'layout', items: gridItems(grid) };
      const tile = item ? current.tiles.find((candidate) => candidate.key === item.i) : undefined;
      const before = tile ? current.settled.get(tile.key) : undefined;
      if (!tile || !before) {
        current.dispatch(action);
        return;
      }
      const outcome = outcomeOf(current.tiles, action, tile.key, before);
      if (!outcome.changed) return;
      current.dispatch(action);
      const after = outcome.after ?? before;
      const same =
        after.x === before.x &&
        after.y === before.y &&
        after.w === before.w &&
        after.h === before.h;
      current.announce(say(after, current.titleOf(tile), same ? 'blocked' : kind, true));
    },
    [say],
  );

  const onDragStop = useCallback<EventCallback>(
    (grid, _old, item) => commit(grid, item, 'moved'),
    [commit],
  );
  const onResizeStart = useCallback<EventCallback>((_grid, _old, _item, _p, _e, element) => {
    holdBodySize(element);
  }, []);
  const onResizeStop = useCallback<EventCallback>(
    (grid, _old, item, _p, _e, element) => {
      releaseBodySize(element);
      commit(grid, item, 'resized');
    },
    [commit],
  );

  // After an edit the grid draws: if the focused tile went away (removed, or undone), focus
  // its neighbour, else the palette, so the keyboard user is never dropped on <body>.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    const root = containerRef.current;
    if (!pending || !root) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    if (pending.keys.some((key) => focusTileHandle(key, root))) return;
    const palette = document.getElementById(PALETTE_SEARCH_ID);
    if (palette) palette.focus();
    else root.focus();
  }, [tiles, containerRef]);

  const children = useMemo(
    () =>
      tiles.map((tile) => {
        const geometry = settled.get(tile.key) ?? tile;
        const title = titleOf(tile);
        const params = {
          title,
          column: geometry.x + 1,
          row: geometry.y + 1,
          width: geometry.w,
          height: geometry.h,
        };
        const selected = tile.key === selectedKey;
        return (
          <div
            key={tile.key}
            className={cx(styles.cell, selected && styles.selected)}
            data-tile-key={tile.key}
          >
            <TileHandle
              tileKey={tile.key}
              title={title}
              label={t('screen.editor.tile.label', params)}
              where={t('screen.editor.tile.where', params)}
              size={t('screen.editor.tile.size', params)}
              selected={selected}
              describedBy={instructionsId}
              onKeyDown={onHandleKeyDown}
              onPress={onHandlePress}
            />
            <TileBody
              code={tile.code}
              title={title}
              componentId={tile.componentId}
              date={tile.date}
            />
          </div>
        );
      }),
    [tiles, settled, titleOf, selectedKey, t, instructionsId, onHandleKeyDown, onHandlePress],
  );

  return (
    <section
      ref={containerRef}
      className={styles.grid}
      style={{ '--handle-height': `${handleBarHeight(scale)}px` } as CSSProperties}
      aria-label={t('screen.editor.grid.label')}
      tabIndex={-1}
      data-dropping={dropSize ? '' : undefined}
    >
      {drop.landingBox && (
        <div
          className={styles.dropPreview}
          data-drop-preview=""
          aria-hidden
          style={{ ...drop.landingBox, top: 0, left: 0, transform: drop.landingTransform }}
        />
      )}
      <ReactGridLayout
        width={DESIGN_CANVAS.width}
        layout={layout}
        gridConfig={GRID_CONFIG}
        dragConfig={DRAG_CONFIG}
        resizeConfig={RESIZE_CONFIG}
        positionStrategy={positionStrategy}
        compactor={EDITOR_COMPACTOR}
        onDragStop={onDragStop}
        onResizeStart={onResizeStart}
        onResizeStop={onResizeStop}
        style={drop.style}
        dropConfig={drop.config}
        droppingItem={drop.item}
        onDrag={drop.onDrag}
        onDrop={drop.onDrop}
      >
        {children}
      </ReactGridLayout>
    </section>
  );
}

export const EditableGrid = memo(EditableGridImpl);
