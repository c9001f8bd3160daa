// Reads the JSON reports that `npm test` asks Vitest and Playwright to write and names the
// slowest tests, so a test creeping towards its timeout is seen in every run, green or red.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** [{ ms, name }] of every Vitest test in the report (Jest-style JSON). */
export function vitestDurations(report, root = process.cwd()) {
  const rows = [];
  for (const file of report?.testResults ?? []) {
    const where = relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (typeof test.duration === 'number') {
        rows.push({ ms: test.duration, name: `${where} › ${test.fullName ?? test.title}` });
      }
    }
  }
  return rows;
}

/** [{ ms, name }] of every Playwright test in the report (the longest of its attempts). */
export function playwrightDurations(report) {
  const rows = [];
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0));
        rows.push({ ms, name: [...here, spec.title].join(' › ') });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return rows;
}

export function slowest(rows, count) {
  return [...rows].sort((a, b) => b.ms - a.ms).slice(0, count);
}

function print(title, rows) {
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  for (const { ms, name } of rows) {
    console.log(`  ${(ms / 1000).toFixed(2).padStart(6)} s  ${name}`);
  }
}

/** Prints what the reports at these paths hold; silent for a step that did not run. */
export function printSlowest({ vitest, playwright }) {
  print('Slowest Vitest tests:', slowest(vitestDurations(readJson(vitest)), 10));
  print('Slowest Playwright tests:', slowest(playwrightDurations(readJson(playwright)), 5));
}
