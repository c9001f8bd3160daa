import { defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { resolveApiMode } from './src/api/mode.ts';

const MODE = 'mock';
const apiMode = resolveApiMode({
  command: 'serve',
  explicit: loadEnv(MODE, process.cwd(), '').VITE_API_MODE,
});

/**
 * Two projects by file name: `*.test.ts` are pure modules and run in node (no jsdom to build for
 * each file), `*.test.tsx` render and run in jsdom. A `.test.ts` that needs the DOM (Web Storage,
 * window) says so with a `// @vitest-environment jsdom` first line. docs/testing.md has the
 * measurements behind the pool and isolation chosen here.
 */
const UNIT = ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'test/**/*.test.ts'];
const DOM = ['src/**/*.test.tsx', 'test/**/*.test.tsx'];

export default defineConfig({
  plugins: [react()],
  mode: MODE,
  // The same resolved value the app sees (vite.config.ts), so tests never read an unset mode.
  define: { 'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode) },
  test: {
    globals: true,
    exclude: ['e2e/**', 'node_modules/**', 'dist/**', 'dist-demo/**'],
    // A project-wide ceiling: every test stays under 3 s on the 2-core machine (docs/testing.md),
    // so this leaves over 6× headroom for a loaded machine. No test raises its own.
    testTimeout: 20_000,
    pool: 'threads',
    maxWorkers: 2,
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT,
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM,
          setupFiles: ['./test/setup.ts', './test/setup.dom.ts'],
        },
      },
    ],
  },
});
