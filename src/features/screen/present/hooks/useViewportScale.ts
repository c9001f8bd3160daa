import { useEffect, useState } from 'react';

export interface CanvasFit {
  scale: number;
  /** Letterbox offsets that centre the scaled canvas in the viewport. */
  left: number;
  top: number;
}

/** The largest scale at which the whole design canvas fits the viewport, centred. */
export function fitCanvas(
  viewport: { width: number; height: number },
  canvas: { width: number; height: number },
): CanvasFit {
  const scale = Math.min(viewport.width / canvas.width, viewport.height / canvas.height);
  const safe = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return {
    scale: safe,
    left: Math.max(0, (viewport.width - canvas.width * safe) / 2),
    top: Math.max(0, (viewport.height - canvas.height * safe) / 2),
  };
}

const readViewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/** The canvas fit for the current window, following resizes and rotation. */
export function useViewportFit(canvas: { width: number; height: number }): CanvasFit {
  const [viewport, setViewport] = useState(readViewport);
  useEffect(() => {
    const onResize = () => setViewport(readViewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return fitCanvas(viewport, canvas);
}
