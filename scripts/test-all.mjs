// `npm test`: every check in order, output streamed, stopping at the first failure.
import { spawn } from 'node:child_process';
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

// Independent of each other, so run side by side, as many at once as there are cores (below),
// longest first so that the short ones fill the last gap: the static checks (single-threaded) and
// the two builds (vite reads no file the checks write; the typecheck emits nothing), which call
// vite directly rather than `npm run build[:demo]`, whose typecheck is the one here.
const firstSteps = [
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['typecheck', bin('tsc'), ['-b']],
  ['format', bin('prettier'), ['--check', '.']],
  ['live build', bin('vite'), ['build', '--mode', 'live']],
  // Before the check below, so it always sees a fresh dist-demo/ and can prove it would fail
  // (dist-demo/ must contain the MSW worker), even on a clean clone.
  ['demo build', bin('vite'), ['build', '--mode', 'demo', '--outDir', 'dist-demo']],
];

const unitTests = [
  'unit and integration tests',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS.vitest}`],
];

const journeys = ['browser journeys', bin('playwright'), ['test']];

/**
 * The two smokes behind nginx, one after the other, beside the journeys. The journeys leave
 * about a quarter of the two cores idle (a page waiting on its service worker, Playwright's
 * polling): ~340 s of CPU in ~220 s on 2 cores, where Vitest keeps both busy. The smokes wait on
 * servers and round trips more than they compute (the deployment smoke used ~37 s of CPU in ~60 s).
 * Their servers take free ports, and their reports and results are their own
 * (reports/deploy.json, reports/gateway.json, test-results/deploy/ and test-results/gateway/;
 * the journeys write theirs to test-results/journeys/).
 */
const besideJourneys = [
  // The live build as docs/deploy.md deploys it: nginx (installed when missing) and the HTTP mock.
  ['deployment behind nginx', bin('tsx'), ['scripts/deploy-smoke.mjs']],
  // Two gateways behind nginx, signing for the signed mock, people signed in at the dev IdP.
  ['gateway behind nginx', bin('tsx'), ['scripts/gateway-smoke.mjs']],
];

const timings = [];
const started = Date.now();
/** Steps running in the background, stopped (their whole process group) if a step fails. */
const background = new Set();

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
  for (const child of background) stopGroup(child);
  const why = result.error?.message ?? `exit ${result.status ?? result.signal}`;
  console.error(`\nFAILED: ${name} (${why})`);
  summary();
  console.error(`checks: ${timings.length - 1} passed, 1 failed`);
  process.exit(typeof result.status === 'number' && result.status !== 0 ? result.status : 1);
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
// Captured steps run in process groups of their own, out of reach of a terminal's Ctrl-C.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    for (const child of background) stopGroup(child);
    process.exit(130);
  });
}

/**
 * Runs a step with its output captured, resolving to its status, output and time. In a process
 * group of its own, so that a failure elsewhere stops it with whatever it started.
 */
function runCaptured([name, command, args]) {
  const begin = Date.now();
  return new Promise((resolve) => {
    // env passes through untouched, CI included (Playwright's retries and server reuse read it).
    const child = spawn(command, args, { cwd: ROOT, env: process.env, detached: true });
    background.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (status, error) => {
      background.delete(child);
      resolve({ name, command, args, status, error, output, seconds: (Date.now() - begin) / 1000 });
    };
    child.on('error', (error) => done(null, error));
    child.on('close', (status, signal) => done(status, signal ? new Error(signal) : undefined));
  });
}

/** Runs steps one after the other, captured, stopping at the first that fails. */
async function runInTurn(steps) {
  const results = [];
  for (const step of steps) {
    const result = await runCaptured(step);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

/**
 * Steps as many at once as there are cores. Each one's output is printed whole, under its
 * heading and in the listed order, so a failure reads as if they had run in turn.
 */
async function runSideBySide(steps) {
  const queue = [...steps];
  const results = new Map();
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      results.set(step[0], await runCaptured(step));
    }
  };
  const width = Math.min(steps.length, Math.max(1, availableParallelism()));
  await Promise.all(Array.from({ length: width }, worker));
  report(
    steps.map(([name]) => results.get(name)),
    'side by side',
  );
}

/** Prints captured steps' output and times, failing at the first that failed. */
function report(results, how) {
  for (const result of results) {
    console.log(heading(result.name, result.command, result.args));
    process.stdout.write(Buffer.concat(result.output));
    timings.push([`${result.name} (${how})`, result.seconds]);
    if (result.status !== 0) fail(result.name, result);
  }
}

/** A step in the foreground, its output streamed. */
async function runStreamed([name, command, args]) {
  console.log(heading(name, command, args));
  const begin = Date.now();
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  const result = await new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: null, error }));
    child.on('close', (status, signal) =>
      resolve({ status, signal, error: signal ? new Error(signal) : undefined }),
    );
  });
  timings.push([name, (Date.now() - begin) / 1000]);
  if (result.status !== 0) fail(name, result);
}

await runSideBySide(firstSteps);
await runStreamed([
  'live build within its JavaScript budgets',
  node,
  ['scripts/check-budgets.mjs', 'dist'],
]);
await runStreamed(['live build holds no mock code', node, ['scripts/check-live-build.mjs']]);
await runStreamed(['chromium', node, ['scripts/ensure-chromium.mjs']]);
await runStreamed(unitTests);
const smokes = runInTurn(besideJourneys);
console.log(
  `\n(${besideJourneys.map(([name]) => name).join(', then ')}: beside the journeys, printed after them)`,
);
await runStreamed(journeys);
report(await smokes, 'beside the journeys');
console.log('\nAll checks passed:');
summary();
console.log(`checks: ${timings.length} passed, 0 failed`);
