/**
 * The rendered screen as a PNG for reports, charts included: html-to-image redraws the grid's DOM
 * in an SVG foreignObject and copies each chart canvas as a picture, so what is exported is what
 * is shown, at the grid's size × the pixel ratio.
 */

/** Grid furniture that is not part of the screen: resize handles, the drop placeholder. */
const EDITING_ONLY = ['react-resizable-handle', 'react-grid-placeholder'];

export function keepInExport(node: Node): boolean {
  if (!(node instanceof Element)) return true;
  if (node.getAttribute('data-export') === 'skip') return false;
  return !EDITING_ONLY.some((name) => node.classList.contains(name));
}

/** The first opaque background up the tree, so the PNG is not transparent where the page is not. */
export function backgroundOf(node: Element): string {
  for (let element: Element | null = node; element; element = element.parentElement) {
    const color = getComputedStyle(element).backgroundColor;
    if (color && color !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return '#ffffff';
}

export interface PngExport {
  dataUrl: string;
  width: number;
  height: number;
}

/** Whole device pixels per CSS pixel: the image keeps the screen's proportions exactly. */
export function exportPixelRatio(devicePixelRatio = globalThis.devicePixelRatio): number {
  return Math.max(1, Math.round(Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1));
}

export async function renderPng(node: HTMLElement): Promise<PngExport> {
  // Loaded on the first export: most editing sessions never need it.
  const { toPng } = await import('html-to-image');
  const pixelRatio = exportPixelRatio();
  const width = node.clientWidth;
  const height = node.clientHeight;
  if (width === 0 || height === 0) throw new Error('the grid has no size');
  const dataUrl = await toPng(node, {
    width,
    height,
    pixelRatio,
    backgroundColor: backgroundOf(node),
    filter: keepInExport,
    // The console draws with system fonts; fetching and inlining web fonts would only add time.
    skipFonts: true,
  });
  return { dataUrl, width: width * pixelRatio, height: height * pixelRatio };
}

/** `Ops.screen-layout.json` → `Ops.png`. */
export function pngFileName(layoutFileName: string): string {
  return layoutFileName.replace(/\.screen-layout\.json$/, '.png');
}
