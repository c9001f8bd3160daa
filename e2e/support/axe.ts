import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ContextSpec, RunOptions, run as axeRun } from 'axe-core';
import { expect, type Page } from '@playwright/test';

// @axe-core/playwright needs Node 22, so we inject axe-core's own browser bundle ourselves:
// evaluated through the DevTools protocol, not as a <script> element, which the app's
// Content-Security-Policy (script-src 'self') rightly blocks.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface A11yOptions {
  /** CSS selectors to leave out of the scan (nothing is excluded by default). */
  exclude?: string[];
}

/**
 * Runs axe-core over the whole document and fails on any serious or critical violation,
 * listing each rule with its help text and the first three offending selectors.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}) {
  // A region that is loading (a table showing the previous page dimmed while the next one
  // arrives) is a moment, not what a person reads: scan once nothing says it is busy. A page
  // change shows its new page number at once, so a scan right after it met the dimmed rows.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Colours mid-transition (a button that just appeared, a drawer sliding in) are not what a
  // person reads: let finite animations and transitions finish first.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  // Inject once per document: a second copy would only replace the first.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);

  const violations = await page.evaluate(async (exclude: string[]) => {
    const axe = (
      window as unknown as {
        axe: { run: typeof axeRun; _audit?: { rules?: { id: string; impact?: string }[] } };
      }
    ).axe;
    const context: ContextSpec = exclude.length ? { exclude } : document;
    // Only serious and critical violations fail a journey, and a rule's violations carry the
    // impact axe declares for the rule: a rule declared minor or moderate (region, the landmark
    // and heading rules: 32 of axe-core 4.14's) can never fail one, so it is not run. No outcome
    // changes, every rule that can report a serious or critical violation still runs, and a scan
    // takes 15–40 % less. (Should axe stop exposing `_audit`, every rule runs again.)
    const rules: RunOptions['rules'] = {};
    for (const rule of axe._audit?.rules ?? []) {
      if (rule.impact === 'minor' || rule.impact === 'moderate')
        rules[rule.id] = { enabled: false };
    }
    const options: RunOptions = { resultTypes: ['violations'], rules };
    const result: AxeResults = await axe.run(context, options);
    // Only plain data crosses back from the page.
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, options.exclude ?? []);

  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const more = v.targets.length > 3 ? ` (+${v.targets.length - 3} more)` : '';
      return `  [${v.impact}] ${v.id}: ${v.help}\n      ${v.targets.slice(0, 3).join('\n      ')}${more}`;
    })
    .join('\n');
  expect(
    serious,
    `axe found ${serious.length} serious/critical violation(s) on ${page.url()}:\n${report}`,
  ).toEqual([]);
}
