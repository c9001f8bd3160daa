// Proves the live build (`npm run build` → dist/) ships no mock code (DESIGN.md §2, §6), and that
// this check can fail at all: the demo build (dist-demo/), when present, must trip it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIVE = join(ROOT, 'dist');
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

if (!existsSync(LIVE)) fail('dist/ does not exist; run `npm run build` first.');
const liveFiles = filesUnder(LIVE).length;
if (liveFiles === 0) fail('dist/ is empty; run `npm run build` first.');
const live = scan(LIVE);
if (live.length) fail(`the live build contains mock code:\n  ${live.join('\n  ')}`);

let demoNote = 'dist-demo/ absent, so the check was not shown to fail';
if (existsSync(DEMO)) {
  if (!existsSync(join(DEMO, WORKER)))
    fail(`dist-demo/ has no ${WORKER}: either the demo build is broken or this check is blind.`);
  demoNote = `dist-demo/ trips it ${scan(DEMO).length} times, as it should`;
}
console.log(`check-live-build: OK, dist/ (${liveFiles} files) holds no mock code; ${demoNote}.`);
