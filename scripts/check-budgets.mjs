// `npm test` step: fails when a route's initial JavaScript is over its budget (docs/design.md §6),
// so a regression cannot land unnoticed. Reads the build's manifest only: no browser, ~1 s.
import { existsSync } from 'node:fs';
import { routeBudgetRows } from './routeBudgets.mjs';

const distDir = process.argv[2] ?? 'dist';
if (!existsSync(`${distDir}/.vite/manifest.json`)) {
  console.error(`check-budgets: ${distDir}/.vite/manifest.json is missing; build first.`);
  process.exit(1);
}

const rows = routeBudgetRows(distDir);
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`Initial JavaScript of ${distDir}/ (gzip):`);
for (const row of rows) {
  const ratio = (row.value / row.budget).toFixed(2);
  const mark = row.pass ? 'ok  ' : 'OVER';
  console.log(
    `  ${mark} ${row.name.padEnd(width)}  ${String(row.value).padStart(4)} of ${row.budget} KB (${ratio}×)`,
  );
}
const over = rows.filter((row) => !row.pass);
if (over.length > 0) {
  console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
