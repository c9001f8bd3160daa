// `npm run bench` builds what it measures: the demo build (app + in-browser mock backend) and the
// live build (what users deploy), each when it is missing or older than anything it is built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Everything a build reads. A change anywhere here makes the output stale.
const SOURCES = [
  'src',
  'mocks',
  'build',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
];

export const LIVE_DIR = process.env.BENCH_LIVE_DIR ?? 'dist-bench-live';
/** BENCH_DEMO_DIR, BENCH_LIVE_DIR: other folders, so a run beside others' builds leaves theirs. */
export const DEMO_DIR = process.env.BENCH_DEMO_DIR ?? 'dist-demo';

export const BUILDS = [
  { outDir: DEMO_DIR, args: ['build', '--mode', 'demo', '--outDir', DEMO_DIR] },
  // The live build as `npm run build` makes it, plus source maps that no file points to
  // ("hidden"): the main-thread profile maps its samples back to packages through them. Its own
  // folder, so that no map lands in the dist/ a deployment copies.
  {
    outDir: LIVE_DIR,
    args: ['build', '--mode', 'live', '--outDir', LIVE_DIR, '--sourcemap', 'hidden'],
  },
];

/** The newest modification time under a path (a file, or a directory walked fully). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows only as its directory's change
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Why a build must be (re)made, or null when it is up to date. */
export function staleReason(outDir, sourcesMtime = Math.max(...SOURCES.map(newestMtime))) {
  // The manifest is written last by a successful build; an interrupted one leaves none.
  const marker = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(marker)) return `${outDir}/ is missing`;
  if (statSync(marker).mtimeMs < sourcesMtime) return `${outDir}/ is older than the sources`;
  return null;
}

/** Builds each output that is missing or stale; throws when a build fails. */
export function ensureBuilds() {
  const sourcesMtime = Math.max(...SOURCES.map(newestMtime));
  for (const { outDir, args } of BUILDS) {
    const reason = staleReason(outDir, sourcesMtime);
    if (!reason) {
      console.log(`bench: ${outDir}/ is up to date`);
      continue;
    }
    console.log(`bench: ${reason}; building it (vite ${args.join(' ')})`);
    const started = Date.now();
    // Warnings and errors only: the per-file size table would bury the bench's own table.
    const result = spawnSync('node_modules/.bin/vite', [...args, '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`bench: vite ${args.join(' ')} failed`);
    console.log(`bench: built ${outDir}/ in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}
