import { useScreenRender, type ScreenSurface } from '../../model/screenContext';

/**
 * Text sizes in canvas pixels, per surface. The wall's are read from about three metres on a
 * 1080p display: nothing under 16 px on the 1920×1080 design canvas (it scales with the canvas
 * at 4K); the console keeps a console's density. CSS takes the same sizes from the variables
 * the tile sets (tile.module.css `.wallType`); charts take them from here.
 */
export interface TypeScale {
  /** Axis labels, legends, captions, tags, list details. */
  small: number;
  /** Running text in a tile. */
  body: number;
  /** A chart's own headline number (the assets ring's total). */
  figure: number;
}

export const TYPE_SCALES: Readonly<Record<ScreenSurface, TypeScale>> = {
  console: { small: 11, body: 12, figure: 18 },
  wall: { small: 16, body: 17, figure: 30 },
};

/** The smallest text the wall may show, in design-canvas pixels. */
export const WALL_MIN_TEXT_PX = TYPE_SCALES.wall.small;

export function surfaceOf(surface: ScreenSurface | undefined): ScreenSurface {
  return surface ?? 'console';
}

/** The type scale of the surface the tile is drawn on (a module constant: memo-safe). */
export function useTypeScale(): TypeScale {
  return TYPE_SCALES[surfaceOf(useScreenRender().surface)];
}
