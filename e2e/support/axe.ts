import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe-core in the page and fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
) {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (exclude: string[]) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const context = exclude.length
      ? { include: [['html']], exclude: exclude.map((s) => [s]) }
      : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, options.exclude ?? []);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => `${JSON.stringify(n.target)} — ${n.failureSummary ?? ''}`)
          .join('\n    ')}`,
    )
    .join('\n');
  expect(serious.length, `axe found serious/critical violations on ${page.url()}:\n${report}`).toBe(
    0,
  );
}
