import { DESIGN_CANVAS } from '../../layout/model/grid';

/** The canvas at a fixed scale, or as wide as the room it has ("fit"). */
export type Zoom = 'fit' | 0.5 | 0.75 | 1;
export const ZOOMS: readonly Zoom[] = ['fit', 0.5, 0.75, 1];

/** Below this a tile is a thumbnail; "fit" never goes smaller (the stage scrolls instead). */
const MIN_FIT_SCALE = 0.2;

/**
 * The scale that fits the design canvas's width into `width` screen pixels: never larger than
 * the wall's own size, never smaller than MIN_FIT_SCALE. An unmeasured stage (0) gets 0.5.
 */
export function fitScale(width: number): number {
  if (!(width > 0)) return 0.5;
  return Math.min(1, Math.max(MIN_FIT_SCALE, width / DESIGN_CANVAS.width));
}

export function scaleOf(zoom: Zoom, stageWidth: number): number {
  return zoom === 'fit' ? fitScale(stageWidth) : zoom;
}

/** Canvas pixels per device pixel for charts on the scaled canvas, in quarter steps (≥ 1). */
export function chartPixelRatio(scale: number, devicePixelRatio: number): number {
  return Math.max(1, Math.round(devicePixelRatio * scale * 4) / 4);
}
