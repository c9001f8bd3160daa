// `npm run hunt`: the README's test command (`npm ci && npm test`), run N times, each on a clean
// clone of the committed HEAD in a new private folder (as `mktemp -d` makes them: only its owner
// may enter), and a list of every failure by test name. One run has a CPU hog beside it, as on a
// shared machine; one starts at 23:55 local time on a faked clock (libfaketime, for every process
// of the run: Node, Chromium, nginx), so it crosses midnight. A flake found so is fixed at its
// cause, never retried away (docs/testing.md).
//
//   npm run hunt -- [--runs 5] [--loaded 2] [--midnight 3] [--midnight-at 23:55] [--keep]
//
// --loaded N / --midnight N: which run (1-based, 0 for none) is loaded / crosses midnight.
// --keep: leave each run's clone (its reports/, test-results/) instead of removing it.
// Logs and a summary go to .flake-hunt/ in this checkout.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { playwrightFailures, readJson, vitestFailures } from './slowestTests.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, '.flake-hunt');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    loaded: { type: 'string', default: '2' },
    midnight: { type: 'string', default: '3' },
    'midnight-at': { type: 'string', default: '23:55' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(
    'npm run hunt -- [--runs 5] [--loaded 2] [--midnight 3] [--midnight-at 23:55] [--keep]',
  );
  process.exit(0);
}
const runs = Number(options.runs);
const loadedRun = Number(options.loaded);
const midnightRun = Number(options.midnight);
if (!/^\d\d:\d\d$/.test(options['midnight-at'])) {
  console.error('--midnight-at takes HH:MM (local time)');
  process.exit(2);
}

/** libfaketime's wrapper, installed from Debian's packages (as root) when missing. */
function ensureFaketime() {
  const found = () => spawnSync('faketime', ['--version'], { stdio: 'ignore' }).status === 0;
  if (found()) return;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0) {
    console.log("No faketime found: installing Debian's faketime package.");
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'faketime']]) {
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    }
    if (found()) return;
  }
  console.error('The midnight run needs faketime (Debian/Ubuntu: apt-get install faketime).');
  process.exit(1);
}

/** Today's date at HH:MM local time, as libfaketime reads an absolute start ("@…", then runs on). */
function fakeStart(hhmm) {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `@${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${hhmm}:00`;
}

function run(index) {
  const kind =
    index === loadedRun
      ? 'loaded'
      : index === midnightRun
        ? `from ${options['midnight-at']}`
        : 'quiet';
  const folder = mkdtempSync(join(tmpdir(), 'parapet-hunt-'));
  const clone = join(folder, 'parapet');
  const log = join(OUT, `run-${index}.log`);
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-local', ROOT, clone], {
    encoding: 'utf8',
  });
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' });

  // The README's command, as CI runs it.
  let command = ['bash', '-c', 'npm ci && npm test'];
  const fake = kind.startsWith('from');
  if (fake) {
    command = ['faketime', '-f', fakeStart(options['midnight-at']), ...command];
  }
  const hog =
    kind === 'loaded' ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null;
  const started = Date.now();
  console.log(`run ${index} (${kind}) of ${head.stdout.trim()} in ${clone}: log ${log}`);
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(command[0], command.slice(1), {
      cwd: clone,
      // Its own process group, so a stop reaches every process the run started.
      detached: true,
      // FAKETIME_DONT_RESET: every process the run starts goes on from the run's fake clock,
      // rather than starting at 23:55 again (libfaketime's default for a new process).
      env: { ...process.env, CI: 'true', ...(fake ? { FAKETIME_DONT_RESET: '1' } : {}) },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    // Stopped from outside (Ctrl-C): the run's processes and the hog stop with it.
    const stop = () => {
      hog?.kill('SIGKILL');
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      process.exit(130);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.on('close', (status) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      hog?.kill('SIGKILL');
      out.end();
      const seconds = (Date.now() - started) / 1000;
      const failures = [
        ...vitestFailures(readJson(join(clone, 'reports', 'vitest.json')), clone),
        ...playwrightFailures(readJson(join(clone, 'reports', 'playwright.json'))),
        ...playwrightFailures(readJson(join(clone, 'reports', 'deploy.json'))).map(
          (name) => `deploy › ${name}`,
        ),
        ...playwrightFailures(readJson(join(clone, 'reports', 'gateway.json'))).map(
          (name) => `gateway › ${name}`,
        ),
      ];
      if (!options.keep) rmSync(folder, { recursive: true, force: true });
      resolve({ index, kind, commit: head.stdout.trim(), status, seconds, failures });
    });
  });
}

if (midnightRun > 0 && midnightRun <= runs) ensureFaketime();
mkdirSync(OUT, { recursive: true });
const results = [];
for (let index = 1; index <= runs; index += 1) {
  const result = await run(index);
  results.push(result);
  const verdict = result.status === 0 ? 'passed' : `FAILED (exit ${result.status})`;
  console.log(`run ${index} (${result.kind}): ${verdict} in ${result.seconds.toFixed(0)} s`);
  for (const name of result.failures) console.log(`  ✗ ${name}`);
  if (result.status !== 0 && result.failures.length === 0) {
    console.log(`  ✗ no failed test named: a step failed, see .flake-hunt/run-${index}.log`);
  }
}

const lines = [
  `# Flake hunt, ${new Date().toISOString()}`,
  '',
  '| run | commit | kind | result | seconds | failures |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.index} | ${r.commit} | ${r.kind} | ${r.status === 0 ? 'passed' : 'failed'} | ${r.seconds.toFixed(0)} | ${r.failures.join('; ') || (r.status === 0 ? '' : 'a step, see the log')} |`,
  ),
  '',
];
writeFileSync(join(OUT, 'summary.md'), lines.join('\n'));
const failed = results.filter((r) => r.status !== 0).length;
console.log(`\n${lines.join('\n')}`);
console.log(`hunt: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
