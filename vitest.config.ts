import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  mode: 'mock',
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
