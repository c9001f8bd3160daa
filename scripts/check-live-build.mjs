// Proves the live build (`npm run build` → dist/) ships no mock code, and that the check can fail:
// the demo build (dist-demo/), when present, must trip it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  'msw',
  'parapet.mock.v1',
  'demo-key',
  'HttpResponse',
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Returns the problems found in a build folder. */
function scan(dir) {
  const problems = [];
  for (const file of files(dir)) {
    if (file.endsWith('mockServiceWorker.js')) problems.push(`${file}: the MSW worker script`);
    if (!/\.(js|mjs|html)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const marker of MARKERS)
      if (text.includes(marker)) problems.push(`${file}: contains "${marker}"`);
  }
  return problems;
}

if (!existsSync('dist')) {
  console.error('check-live-build: dist/ does not exist; run `npm run build` first.');
  process.exit(1);
}
const live = scan('dist');
if (live.length) {
  console.error(`check-live-build: the live build contains mock code:\n  ${live.join('\n  ')}`);
  process.exit(1);
}
if (existsSync('dist-demo')) {
  const demo = scan('dist-demo');
  if (!demo.some((p) => p.includes('the MSW worker script'))) {
    console.error(
      'check-live-build: the demo build has no mockServiceWorker.js, so this check proves nothing.',
    );
    process.exit(1);
  }
}
console.log(
  `check-live-build: dist/ holds ${files('dist').length} files and no mock code (markers: ${MARKERS.join(', ')}).`,
);
