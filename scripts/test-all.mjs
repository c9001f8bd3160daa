// `npm test`: every check in order, output streamed, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSlowest } from './slowestTests.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Local binaries only: never let npx fetch a tool that the lock file does not pin.
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const node = process.execPath;
// Machine-readable results of this run, read back for the slowest-tests summary.
const REPORTS = {
  vitest: join(ROOT, 'reports', 'vitest.json'),
  playwright: join(ROOT, 'reports', 'playwright.json'),
};
rmSync(join(ROOT, 'reports'), { recursive: true, force: true });

const steps = [
  ['typecheck', bin('tsc'), ['-b']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.']],
  [
    'unit and integration tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS.vitest}`],
  ],
  // Typecheck ran above, so the builds call vite directly rather than `npm run build[:demo]`.
  ['live build', bin('vite'), ['build', '--mode', 'live']],
  ['live build within its JavaScript budgets', node, ['scripts/check-budgets.mjs', 'dist']],
  // The demo build comes before the check so the check always sees a fresh dist-demo/ and can
  // prove it would fail (dist-demo/ must contain the MSW worker), even on a clean clone.
  ['demo build', bin('vite'), ['build', '--mode', 'demo', '--outDir', 'dist-demo']],
  ['live build holds no mock code', node, ['scripts/check-live-build.mjs']],
  ['chromium', node, ['scripts/ensure-chromium.mjs']],
  ['browser journeys', bin('playwright'), ['test']],
];

const timings = [];
const started = Date.now();

function summary() {
  printSlowest(REPORTS);
  console.log('\nSteps:');
  for (const [name, seconds] of timings)
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
}

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command.replace(ROOT, '')} ${args.join(' ')}`);
  const begin = Date.now();
  // env passes through untouched, CI included (Playwright's retries and server reuse read it).
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  timings.push([name, (Date.now() - begin) / 1000]);
  if (result.status !== 0) {
    const why = result.error?.message ?? `exit ${result.status ?? result.signal}`;
    console.error(`\nFAILED: ${name} (${why})`);
    summary();
    console.error(`checks: ${timings.length - 1} passed, 1 failed`);
    process.exit(result.status || 1);
  }
}
console.log('\nAll checks passed:');
summary();
console.log(`checks: ${timings.length} passed, 0 failed`);
