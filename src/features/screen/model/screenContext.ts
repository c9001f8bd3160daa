import { createContext, useContext } from 'react';
import type { DrillHandler } from '../drill/model/types';

export type ScreenTheme = 'light' | 'dark';

/**
 * Where tiles are read from: a console at arm's length, or a wall across a room (the wall
 * display and the editor's picture of it), where no text is under 16 px on the 1080p canvas and
 * failures are told calmly, without operation names or buttons nobody is there to press.
 */
export type ScreenSurface = 'console' | 'wall';

/** How tiles are drawn where they are shown: the console viewer or the wall display. */
export interface ScreenRender {
  theme: ScreenTheme;
  /** The console unless said otherwise. */
  surface?: ScreenSurface | undefined;
  /** Canvas pixel ratio for charts: devicePixelRatio × the wall display's scale, so 4K stays crisp. */
  pixelRatio?: number | undefined;
  /** Opens a drill-down; absent on the wall display, where nothing is clickable. */
  onDrill?: DrillHandler | undefined;
}

export const ScreenRenderContext = createContext<ScreenRender>({ theme: 'light' });

export function useScreenRender(): ScreenRender {
  return useContext(ScreenRenderContext);
}

/**
 * The page's refresh ticks, counted (useScreenRefresh). Only tile error boundaries read it: a
 * tile that failed to draw tries again on the next tick, so an unattended wall recovers by
 * itself. Its own context, so a tick re-renders no widget.
 */
export const RefreshTickContext = createContext(0);
