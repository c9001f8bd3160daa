// Proves that every way of making a production bundle ships no mock code (docs/design.md §2, §6):
// `npm run build` (→ dist/) and a bare `vite build` with no mode, which this script runs itself.
// It also proves it can fail at all: the demo build (dist-demo/), when present, must trip it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIVE = join(ROOT, 'dist');
const NO_MODE = join(ROOT, 'node_modules', '.tmp', 'build-without-mode');
const DEMO = join(ROOT, 'dist-demo');
const WORKER = 'mockServiceWorker.js';
// Case-sensitive on purpose: minified code keeps these identifiers and strings verbatim.
const MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  'msw',
  'parapet.mock.v1',
  'demo-key',
  'HttpResponse',
  // The demo build's handle on the query cache (main.tsx), for the secrets journey.
  'parapetQueryClient',
];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every trace of mock code in a build folder, one line each. */
function scan(dir) {
  const problems = [];
  for (const file of filesUnder(dir)) {
    const name = relative(ROOT, file);
    if (basename(file) === WORKER) problems.push(`${name}: is the MSW worker script`);
    if (!/\.(m?js|html)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const marker of MARKERS)
      if (text.includes(marker)) problems.push(`${name}: contains "${marker}"`);
  }
  return problems;
}

function fail(message) {
  console.error(`FAILED check-live-build: ${message}`);
  process.exit(1);
}

/** Fails unless `dir` holds a bundle with no trace of mock code; returns its file count. */
function checkClean(dir, how) {
  if (!existsSync(dir)) fail(`${relative(ROOT, dir)}/ does not exist; run ${how} first.`);
  const count = filesUnder(dir).length;
  if (count === 0) fail(`${relative(ROOT, dir)}/ is empty; run ${how} first.`);
  const problems = scan(dir);
  if (problems.length) fail(`${how} ships mock code:\n  ${problems.join('\n  ')}`);
  return count;
}

const liveFiles = checkClean(LIVE, '`npm run build`');

const vite = join(ROOT, 'node_modules', '.bin', 'vite');
const bare = spawnSync(
  vite,
  ['build', '--outDir', NO_MODE, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    // A VITE_API_MODE in the caller's shell would make this some other path than "no mode".
    env: { ...process.env, VITE_API_MODE: '' },
  },
);
if (bare.status !== 0) fail('a bare `vite build` (no mode) failed.');
const bareFiles = checkClean(NO_MODE, 'a bare `vite build` (no mode)');

let demoNote = 'dist-demo/ absent, so the check was not shown to fail';
if (existsSync(DEMO)) {
  if (!existsSync(join(DEMO, WORKER)))
    fail(`dist-demo/ has no ${WORKER}: either the demo build is broken or this check is blind.`);
  demoNote = `dist-demo/ trips it ${scan(DEMO).length} times, as it should`;
}
console.log(
  `check-live-build: OK, dist/ (${liveFiles} files) and a bare \`vite build\` (${bareFiles} files) ` +
    `hold no mock code; ${demoNote}.`,
);
