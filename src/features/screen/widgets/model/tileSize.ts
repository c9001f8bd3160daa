import { createContext, useContext, useEffect, useState } from 'react';

/** A box in CSS layout pixels; 0 × 0 until it has been measured (and always in jsdom). */
export interface BoxSize {
  width: number;
  height: number;
}

export const UNMEASURED: BoxSize = { width: 0, height: 0 };

/**
 * The size of an element, kept by a ResizeObserver. Layout pixels: the wall display scales its
 * canvas with a transform, which ResizeObserver ignores, so a tile reads its design size there.
 * Returns a ref callback and the size; the size object changes only when a whole pixel does.
 */
export function useElementSize(): [(element: HTMLElement | null) => void, BoxSize] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState<BoxSize>(UNMEASURED);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (!box) return;
      const width = Math.round(box.width);
      const height = Math.round(box.height);
      setSize((previous) =>
        previous.width === width && previous.height === height ? previous : { width, height },
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, size];
}

/** The size of the tile's body (below its header), measured once per tile by TileShell. */
export const TileSizeContext = createContext<BoxSize>(UNMEASURED);

export function useTileSize(): BoxSize {
  return useContext(TileSizeContext);
}

/**
 * A size rounded down to a step, for chart options built from it: a window being dragged wider
 * rebuilds the option every `step` pixels, not on every pixel.
 */
export function quantize(size: BoxSize, step = 16): BoxSize {
  return {
    width: Math.floor(size.width / step) * step,
    height: Math.floor(size.height / step) * step,
  };
}
