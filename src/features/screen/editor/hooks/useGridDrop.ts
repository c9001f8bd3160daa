import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EventCallback, Layout, LayoutItem } from 'react-grid-layout';
import { calcGridItemPosition } from 'react-grid-layout/core';
import { CANVAS_ROWS, DESIGN_CANVAS, GRID_ROW_HEIGHT, gridConfig } from '../../layout/model/grid';
import { EDITOR_COMPACTOR, type GridItem } from '../model/editorState';
import { gridItems } from '../model/gridLogic';

/** Where a tile dropped from the palette lands, and the other tiles as the grid showed them. */
export interface DropPlace {
  x: number;
  y: number;
  layout: GridItem[];
}

/** react-grid-layout's key for the tile being dropped (never a tile key: those are p…, i…, n…). */
export const DROPPING_KEY = '__dropping-elem__';

const GRID_CONFIG = gridConfig(GRID_ROW_HEIGHT);
const POSITION_PARAMS = {
  ...GRID_CONFIG,
  containerWidth: DESIGN_CANVAS.width,
  maxRows: Number.POSITIVE_INFINITY,
};
/** The wall's rows on the design canvas, with the padding above and below them. */
const WALL_ROWS_BOX = calcGridItemPosition(POSITION_PARAMS, 0, 0, 1, CANVAS_ROWS);
const WALL_GRID_HEIGHT = WALL_ROWS_BOX.height + 2 * WALL_ROWS_BOX.top;

/**
 * react-grid-layout's placeholder is not used for the preview: on a scaled canvas it is placed
 * from the pointer in screen pixels, away from where the tile lands. The preview is drawn from
 * the layout the grid compacts on each move instead, which is also what the drop adds.
 *
 * react-grid-layout's dropping item for a component dragged from the palette, at its default
 * size. The grid measures the pointer on the scaled canvas but takes half the tile's unscaled
 * size off it to centre the preview under the pointer; the offset puts that half back at scale.
 */
export function useGridDrop(
  size: { w: number; h: number } | null,
  scale: number,
  onDropTile: ((place: DropPlace) => void) | undefined,
) {
  const onDropRef = useRef(onDropTile);
  useLayoutEffect(() => {
    onDropRef.current = onDropTile;
  });
  const w = size?.w ?? 1;
  const h = size?.h ?? 1;
  const enabled = size !== null;
  const config = useMemo(() => {
    const box = calcGridItemPosition(POSITION_PARAMS, 0, 0, w, h);
    return {
      enabled,
      defaultItem: { w, h },
      onDragOver: () =>
        enabled && {
          w,
          h,
          dragOffsetX: (box.width / 2) * (1 - scale),
          dragOffsetY: (box.height / 2) * (1 - scale),
        },
    };
  }, [enabled, w, h, scale]);
  const item = useMemo<LayoutItem>(() => ({ i: DROPPING_KEY, x: 0, y: 0, w, h }), [w, h]);
  // While a component is dragged, the grid takes the wall's whole height, so a drop anywhere on
  // the wall lands (an empty or short grid is otherwise only as tall as its tiles).
  const style = useMemo(() => (enabled ? { minHeight: WALL_GRID_HEIGHT } : undefined), [enabled]);
  // Where the tile would land: drawn by the grid as the drop preview, at the tile's size.
  const [landing, setLanding] = useState<{ x: number; y: number } | null>(null);
  // Where the preview last showed the tile, and the other tiles around it then: the drop lands
  // exactly there. The dropped item `onDrop` reports was placed from the pointer in screen
  // pixels, which is off on a scaled canvas.
  const preview = useRef<DropPlace | null>(null);
  const onDrag = useCallback<EventCallback>((grid, _old, moved) => {
    if (moved?.i !== DROPPING_KEY) return;
    // The grid compacts the moved layout next and draws the placeholder there.
    const settled = EDITOR_COMPACTOR.compact(grid, GRID_CONFIG.cols);
    const shown = settled.find((other) => other.i === DROPPING_KEY);
    if (!shown) return;
    const layout = gridItems(settled.filter((other) => other.i !== DROPPING_KEY));
    preview.current = { x: shown.x, y: shown.y, layout };
    setLanding((last) => (last?.x === shown.x && last.y === shown.y ? last : shown));
  }, []);
  // A new drag starts from nothing; an ended one leaves no preview.
  const [dragging, setDragging] = useState(enabled);
  if (dragging !== enabled) {
    setDragging(enabled);
    setLanding(null);
  }
  useLayoutEffect(() => {
    preview.current = null;
  }, [enabled, w, h]);
  const landingBox = useMemo(
    () =>
      enabled && landing ? calcGridItemPosition(POSITION_PARAMS, landing.x, landing.y, w, h) : null,
    [enabled, landing, w, h],
  );
  const onDrop = useCallback((grid: Layout, dropped: LayoutItem | undefined) => {
    const shown = preview.current;
    preview.current = null;
    setLanding(null);
    if (shown) onDropRef.current?.(shown);
    else if (dropped) {
      const layout = gridItems(grid.filter((other) => other.i !== DROPPING_KEY));
      onDropRef.current?.({ x: dropped.x, y: dropped.y, layout });
    }
  }, []);
  const landingTransform = landingBox
    ? `translate(${landingBox.left}px, ${landingBox.top}px)`
    : undefined;
  return { config, item, onDrag, onDrop, style, landingBox, landingTransform };
}
