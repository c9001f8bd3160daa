// `npm test`: every check in order, output streamed, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
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

// Single-threaded and independent of each other: run side by side, one per core (below).
const staticChecks = [
  ['typecheck', bin('tsc'), ['-b']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['format', bin('prettier'), ['--check', '.']],
];

const steps = [
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
  // The live build as docs/deploy.md deploys it: nginx (installed when missing) and the HTTP mock.
  ['deployment behind nginx', bin('tsx'), ['scripts/deploy-smoke.mjs']],
  // Two gateways behind nginx, signing for the signed mock, people signed in at the dev IdP.
  ['gateway behind nginx', bin('tsx'), ['scripts/gateway-smoke.mjs']],
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

const heading = (name, command, args) =>
  `\n=== ${name}: ${command.replace(ROOT, '')} ${args.join(' ')}`;

function fail(name, result) {
  const why = result.error?.message ?? `exit ${result.status ?? result.signal}`;
  console.error(`\nFAILED: ${name} (${why})`);
  summary();
  console.error(`checks: ${timings.length - 1} passed, 1 failed`);
  process.exit(typeof result.status === 'number' && result.status !== 0 ? result.status : 1);
}

/** Runs a step with its output captured, resolving to its status, output and time. */
function runCaptured([name, command, args]) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (status, error) =>
      resolve({ name, command, args, status, error, output, seconds: (Date.now() - begin) / 1000 });
    child.on('error', (error) => done(null, error));
    child.on('close', (status, signal) => done(status, signal ? new Error(signal) : undefined));
  });
}

/**
 * The static checks, as many at once as there are cores. Each one's output is printed whole,
 * under its heading and in the listed order, so a failure reads as if they had run in turn.
 */
async function runStaticChecks() {
  const queue = [...staticChecks];
  const results = new Map();
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      results.set(step[0], await runCaptured(step));
    }
  };
  const width = Math.min(staticChecks.length, Math.max(1, availableParallelism()));
  await Promise.all(Array.from({ length: width }, worker));
  for (const [name] of staticChecks) {
    const result = results.get(name);
    console.log(heading(name, result.command, result.args));
    process.stdout.write(Buffer.concat(result.output));
    timings.push([`${name} (side by side)`, result.seconds]);
    if (result.status !== 0) fail(name, result);
  }
}

await runStaticChecks();
for (const [name, command, args] of steps) {
  console.log(heading(name, command, args));
  const begin = Date.now();
  // env passes through untouched, CI included (Playwright's retries and server reuse read it).
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  timings.push([name, (Date.now() - begin) / 1000]);
  if (result.status !== 0) fail(name, result);
}
console.log('\nAll checks passed:');
summary();
console.log(`checks: ${timings.length} passed, 0 failed`);
