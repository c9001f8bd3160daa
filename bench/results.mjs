// The bench's one output format (docs/design.md §6): rows of { name, value, budget, unit, pass },
// printed as a table and written to bench/results.json. docs/bench.md explains every row.
import { writeFileSync } from 'node:fs';

export const RESULTS_FILE = 'bench/results.json';

/**
 * A row. `compare` says how the value meets its budget: 'max' (value ≤ budget, the default),
 * 'equal' (value = budget: counts that must match) or 'min' (value ≥ budget).
 */
export function row(name, value, budget, unit, compare = 'max') {
  const pass =
    typeof value !== 'number' || Number.isNaN(value)
      ? false
      : compare === 'report'
        ? true
        : compare === 'equal'
          ? value === budget
          : compare === 'min'
            ? value >= budget
            : value <= budget;
  // How it compares is for the printed table only: the file keeps the five documented fields.
  return Object.defineProperty({ name, value, budget, unit, pass }, 'compare', { value: compare });
}

const SIGN = { max: '≤', equal: '=', min: '≥' };

/**
 * A figure measured and reported without a budget (none in docs/design.md §6): budget null, pass
 * true.
 */
export const reported = (name, value, unit) => row(name, value, null, unit, 'report');

/** The table for the terminal: every row with its budget and a mark. */
export function printRows(rows) {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log('');
  for (const r of rows) {
    const mark = r.compare === 'report' ? 'info' : r.pass ? 'ok  ' : 'FAIL';
    const budget =
      r.compare === 'report' ? 'no budget:' : `${SIGN[r.compare ?? 'max'] ?? '≤'} ${r.budget}`;
    console.log(
      `  ${mark} ${r.name.padEnd(width)}  ${String(r.value).padStart(8)}  ${budget} ${r.unit}`,
    );
  }
  const budgeted = rows.filter((r) => r.compare !== 'report');
  const failed = budgeted.filter((r) => !r.pass);
  console.log(
    `\n${budgeted.length - failed.length} of ${budgeted.length} rows within budget` +
      (failed.length ? `; over: ${failed.map((r) => r.name).join(', ')}` : ''),
  );
}

export function writeResults(rows, meta) {
  writeFileSync(RESULTS_FILE, JSON.stringify({ ...meta, rows }, null, 2) + '\n');
  console.log(`Results: ${RESULTS_FILE}`);
}
