import type { Page } from '@playwright/test';

/**
 * Every piece of text on the page set smaller than `minPx` CSS pixels (layout pixels, before the
 * wall's scale), as "size px: text". Text for screen readers only (clipped to a pixel) and text
 * hidden with its console chrome does not count: nobody reads it from across the room.
 */
export function textUnder(page: Page, minPx: number): Promise<string[]> {
  return page.evaluate((min) => {
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      let hidden = false;
      for (let el: Element | null = element; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.opacity === '0' || style.visibility === 'hidden' || style.display === 'none') {
          hidden = true;
          break;
        }
      }
      if (hidden) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < min) seen.push(`${size} px: ${text.slice(0, 40)}`);
    }
    return seen;
  }, minPx);
}
