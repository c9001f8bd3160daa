import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolveApiMode } from './src/api/mode.ts';

const MODE = 'mock';
const apiMode = resolveApiMode({
  command: 'serve',
  explicit: loadEnv(MODE, process.cwd(), '').VITE_API_MODE,
});

/** Test files under `dirs` whose names end with `suffix`, as paths relative to the root. */
function testFiles(dirs: string[], suffix: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(suffix)) found.push(path);
    }
  };
  dirs.forEach(walk);
  return found.sort();
}

/**
 * A component test file needs a module graph of its own when it mocks a module (`vi.mock`
 * cannot reach a module another file already loaded in the same worker), when it installs fake
 * timers (a module first loaded while they are installed, a lazy chunk say, can keep the fake
 * clock after the test restores the real one, and later files' timers then stall: an alarm
 * drawer test waited 5 s for a request in two loaded runs), or when it says so with an
 * `@isolated` comment and its reason.
 */
const needsIsolation = (file: string) =>
  /\bvi\.(mock|useFakeTimers)\(|@isolated\b/.test(readFileSync(file, 'utf8'));

/**
 * Three projects, by file name and need (docs/testing.md has the measurements):
 * - `unit`: `*.test.ts`, pure modules in node (no jsdom to build). A `.test.ts` that needs a
 *   browser API says so with a `// @vitest-environment jsdom` first line.
 * - `dom`: `*.test.tsx` in jsdom, files sharing a worker's module graph (not isolated): antd,
 *   React and the mock backend load once per worker instead of once per file, which halves the
 *   project's time. test/setup.ts resets everything a test can change (mock data and faults,
 *   storage, msw handlers, the rendered DOM), so no state crosses files.
 * - `dom-isolated`: the component files that need a fresh module graph (needsIsolation).
 * The node project shares module graphs too.
 */
/**
 * Component tests draw components/Chart as test/chartStub (echarts cannot draw in jsdom): every
 * import of the real module resolves to the stub, but in Chart's own test. By resolution rather
 * than `vi.mock` in each file, so a file needs no module graph of its own for it.
 */
function chartStub(): Plugin {
  const real = join(process.cwd(), 'src/components/Chart.tsx');
  const stub = join(process.cwd(), 'test/chartStub.tsx');
  return {
    name: 'parapet-chart-stub',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/(^|\/)Chart$/.test(source) || importer.endsWith('Chart.test.tsx')) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === real ? stub : null;
    },
  };
}

const UNIT = ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'test/**/*.test.ts'];
const DOM_ISOLATED = testFiles(['src', 'test'], '.test.tsx').filter(needsIsolation);

export default defineConfig({
  plugins: [react()],
  mode: MODE,
  // The same resolved value the app sees (vite.config.ts), so tests never read an unset mode.
  define: { 'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode) },
  test: {
    globals: true,
    exclude: [
      'e2e/**',
      'node_modules/**',
      'dist/**',
      'dist-demo/**',
      'dist-demo-*/**',
      'dist-bench-live/**',
    ],
    // A project-wide ceiling: every test stays under 3 s on the 2-core machine (docs/testing.md),
    // so this leaves over 6× headroom for a loaded machine. No test raises its own.
    testTimeout: 20_000,
    // One start for the whole run, read by test/clock.ts in every worker: the suite's clock.
    env: { PARAPET_TEST_CLOCK_START: process.env.PARAPET_TEST_CLOCK_START ?? String(Date.now()) },
    pool: 'threads',
    maxWorkers: 2,
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: UNIT,
          setupFiles: ['./test/clock.ts', './test/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [chartStub()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          exclude: DOM_ISOLATED,
          setupFiles: ['./test/clock.ts', './test/setup.ts', './test/setup.dom.ts'],
        },
      },
      {
        // The gateway (gateway/): a Node server, its tests against in-process servers on real
        // sockets, so without the msw/node interception of test/setup.ts, each file on its own.
        extends: true,
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['gateway/**/*.test.ts'],
          // One migrated database image, copied by each file (gateway/testDatabaseSetup.ts).
          globalSetup: ['./gateway/testDatabaseSetup.ts'],
        },
      },
      {
        extends: true,
        plugins: [chartStub()],
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: DOM_ISOLATED,
          setupFiles: ['./test/clock.ts', './test/setup.ts', './test/setup.dom.ts'],
        },
      },
    ],
  },
});
