import { useEffect, useMemo } from 'react';
import { paramCodecs } from '../../../../lib/useSearchParamState';
import { DEFAULT_REFRESH_SECONDS } from '../../hooks/useScreenRefresh';
import { DESIGN_CANVAS } from '../../layout/model/grid';
import type { ScreenRender } from '../../model/screenContext';
import { useViewportFit } from './useViewportScale';

/** `?refresh=<seconds>`: 10 s to 1 h; the default is a minute. */
export const WALL_CODECS = {
  refresh: paramCodecs.integer(DEFAULT_REFRESH_SECONDS, (value) =>
    Math.min(3600, Math.max(10, value)),
  ),
};

/** The console chrome (edition, exit) hides after this long without pointer or key. */
export const CHROME_IDLE_MS = 4000;

/** A page that must never scroll while the wall display is up. */
export function useNoPageScroll() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}

/**
 * What every wall page draws its canvas with: the fit of the design canvas in the window, and the
 * render context that draws charts at device pixels × that scale (so 4K stays crisp).
 */
export function useWallStage() {
  useNoPageScroll();
  const fit = useViewportFit(DESIGN_CANVAS);
  const deviceRatio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  // Rounded so a sub-pixel window change does not re-create every chart.
  const pixelRatio = Math.max(1, Math.round(deviceRatio * fit.scale * 4) / 4);
  const render = useMemo<ScreenRender>(
    () => ({ theme: 'dark', surface: 'wall', pixelRatio }),
    [pixelRatio],
  );
  return { fit, render };
}
