import { defineConfig } from 'vitest/config';
import { loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { resolveApiMode } from './src/api/mode.ts';

const MODE = 'mock';
const apiMode = resolveApiMode({
  command: 'serve',
  explicit: loadEnv(MODE, process.cwd(), '').VITE_API_MODE,
});

export default defineConfig({
  plugins: [react()],
  mode: MODE,
  // The same resolved value the app sees (vite.config.ts), so tests never read an unset mode.
  define: { 'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode) },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**', 'dist-demo/**'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
    pool: 'threads',
    maxWorkers: 2,
    css: false,
  },
});
