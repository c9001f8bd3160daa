import { HANDLE_SELECTOR, BODY_SELECTOR } from './TileParts';

/**
 * Focuses the drag handle of tile `key` under `root`; false when it is not there (yet). The page
 * calls it after adding a tile, once the grid has drawn it, so keyboard editing goes on there.
 */
export function focusTileHandle(key: string, root: ParentNode = document): boolean {
  for (const handle of root.querySelectorAll<HTMLElement>(HANDLE_SELECTOR)) {
    if (handle.getAttribute('data-drag-handle') === key) {
      handle.focus();
      return true;
    }
  }
  return false;
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
