import axe from 'axe-core';

/**
 * The ids of the axe rules `node` breaks. Colour contrast is left to the Playwright journeys:
 * jsdom computes no colours (and antd's styles are not injected, test/render.tsx).
 */
export async function axeViolations(node: Element): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

/** Only the serious and critical ones: the bar a page must pass (docs/design.md §7). */
export async function seriousAxeViolations(node: Element): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}
