// Reads the JSON reports that `npm test` asks Vitest and Playwright to write: names the slowest
// tests, so a test creeping towards its timeout is seen in every run, green or red, and the failed
// ones (scripts/flake-hunt.mjs lists them per run).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export function readJson(path) {
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

/** Every test of a Playwright JSON report, with the titles of the suites it is in. */
function eachPlaywrightTest(report, visit) {
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) visit(test, spec, here);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
}

/** [{ ms, name }] of every Playwright test in the report (the longest of its attempts). */
export function playwrightDurations(report) {
  const rows = [];
  eachPlaywrightTest(report, (test, spec, suites) => {
    const ms = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0));
    rows.push({ ms, name: [...suites, spec.title].join(' › ') });
  });
  return rows;
}

/** Names of the Vitest tests that failed, and of files that failed before any test ran. */
export function vitestFailures(report, root = process.cwd()) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const where = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) names.push(`${where} › ${test.fullName ?? test.title}`);
    if (failed.length === 0 && file.status === 'failed') {
      names.push(`${where} › (file) ${String(file.message ?? '').split('\n')[0]}`);
    }
  }
  return names;
}

/** Names of the Playwright tests whose outcome was not the expected one, with their file. */
export function playwrightFailures(report) {
  const names = [];
  eachPlaywrightTest(report, (test, spec, suites) => {
    if (test.status === 'unexpected' || test.status === 'flaky') {
      names.push([...suites, `${spec.title} (line ${spec.line})`].join(' › '));
    }
  });
  for (const error of report?.errors ?? []) {
    names.push(`(run) ${String(error.message ?? '').split('\n')[0]}`);
  }
  return names;
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
