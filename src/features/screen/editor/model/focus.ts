import { HANDLE_SELECTOR, BODY_SELECTOR } from '../components/TileParts';

/**
 * Focuses the drag handle of tile `key` under `root`; false when it is not there (yet). The page
 * calls it after adding a tile, once the grid has drawn it, so keyboard editing goes on there.
 */
export function focusTileHandle(key: string, root: ParentNode = document): boolean {
  const handle = tileHandle(key, root);
  handle?.focus();
  return handle !== null;
}

function tileHandle(key: string, root: ParentNode): HTMLElement | null {
  for (const handle of root.querySelectorAll<HTMLElement>(HANDLE_SELECTOR)) {
    if (handle.getAttribute('data-drag-handle') === key) return handle;
  }
  return null;
}

/** How long a reveal waits for the grid to draw the tile at its new place. */
const REVEAL_WAIT_MS = 1000;

/** A tile's box on the grid, in canvas pixels (react-grid-layout's calcGridItemPosition). */
export interface TileBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RevealOptions {
  /** Scroll smoothly (false when the person asked for reduced motion). */
  smooth: boolean;
  /** Where the tile is about to be drawn (it moved or was resized): reveal it there. */
  landing?: TileBox | undefined;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

/** Whether the grid draws `item` at `box` now (its transform position strategy). */
function drawnAt(item: HTMLElement, box: TileBox): boolean {
  const place = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec(item.style.transform);
  return (
    place !== null &&
    near(Number(place[1]), box.left) &&
    near(Number(place[2]), box.top) &&
    near(parseFloat(item.style.width), box.width) &&
    near(parseFloat(item.style.height), box.height)
  );
}

/**
 * Scrolls tile `key` into view after a keyboard edit, to the nearest edge of every scrolling box
 * around it (the canvas's own, then the page), so the focused tile never moves out of sight.
 * A tile about to move is revealed where it lands: once the grid has drawn it there (it does so
 * a render after the edit, and keys pressed in quick succession may still be on their way) and
 * its glide has ended. A tile taller than the window shows its top, where the focused bar is.
 */
export function revealTile(key: string, root: ParentNode, options: RevealOptions): void {
  const handle = tileHandle(key, root);
  const item = handle?.closest<HTMLElement>('.react-grid-item');
  if (!handle || !item) return;
  const scroll = () => {
    if (!handle.isConnected) return;
    const tall = item.getBoundingClientRect().height > window.innerHeight;
    (tall ? handle : item).scrollIntoView({
      block: 'nearest',
      inline: 'nearest',
      behavior: options.smooth ? 'smooth' : 'auto',
    });
  };
  const afterGlide = () => {
    const glides = typeof item.getAnimations === 'function' ? item.getAnimations() : [];
    if (glides.length === 0) scroll();
    // A glide cut short by the next key press: that press reveals the tile.
    else void Promise.all(glides.map((glide) => glide.finished)).then(scroll, () => undefined);
  };
  const { landing } = options;
  if (!landing || drawnAt(item, landing)) {
    afterGlide();
    return;
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (!drawnAt(item, landing)) return;
    stop();
    afterGlide();
  });
  // Never drawn there (the grid settled it elsewhere): show it where it is.
  const timer = setTimeout(() => {
    stop();
    afterGlide();
  }, REVEAL_WAIT_MS);
  observer.observe(item, { attributes: true, attributeFilter: ['style'] });
}

function bodyOf(element: Element | null): HTMLElement | null {
  return element?.closest('.react-grid-item')?.querySelector<HTMLElement>(BODY_SELECTOR) ?? null;
}

/**
 * Holds the widget at its size while a resize is under way (the grid item grows and shrinks
 * under the pointer), so its chart's ResizeObserver fires once, when the resize stops, instead
 * of on every pointer move. No React state: nothing re-renders.
 */
export function holdBodySize(element: Element | null): void {
  const body = bodyOf(element);
  if (!body) return;
  // Layout pixels: the canvas is scaled on screen, and the box keeps its size in canvas pixels.
  const width = body.offsetWidth;
  const height = body.offsetHeight;
  body.style.flex = 'none';
  body.style.width = `${width}px`;
  body.style.height = `${height}px`;
}

export function releaseBodySize(element: Element | null): void {
  const body = bodyOf(element);
  if (!body) return;
  body.style.removeProperty('flex');
  body.style.removeProperty('width');
  body.style.removeProperty('height');
}
