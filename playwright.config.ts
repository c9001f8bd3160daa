import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// Overridable so that two sessions on one machine can each run journeys against their own build:
// PARAPET_E2E_PORT and PARAPET_E2E_DIST (a demo build's folder, dist-demo by default).
const PORT = Number(process.env.PARAPET_E2E_PORT ?? 4173);
const DIST = process.env.PARAPET_E2E_DIST ?? 'dist-demo';
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = !!process.env.CI;

/**
 * Journeys run against the demo build (`npm run build:demo` → dist-demo, which must exist:
 * `npm test` builds it) served by `vite preview`; the MSW worker in that build is the backend.
 * Every test gets a fresh browser context, so storage (and with it the mock state) starts empty.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One worker per core (two on this project's machines), at most four: each worker drives a
  // Chromium that itself needs a core, so more workers than cores only adds contention.
  workers: Math.min(4, Math.max(1, availableParallelism())),
  // A flake is fixed at its cause, never retried away (docs/testing.md).
  retries: 0,
  forbidOnly: CI,
  // Generous: the long journeys take ~15 s alone and twice that on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read back by `npm test` (scripts/slowestTests.mjs) for its slowest-tests summary.
    ['json', { outputFile: 'reports/playwright.json' }],
  ],
  // A folder of its own: `npm test` runs the smokes behind nginx beside the journeys, and they
  // write to test-results/deploy/ and test-results/gateway/, which emptying this must not reach.
  outputDir: 'test-results/journeys',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // Off unless asked for (PARAPET_TRACE=1): a trace records DOM snapshots and a screencast of
    // every action of every test, thrown away when it passes, and made each journey ~60 % slower
    // on these 2 cores. A failure still leaves its screenshot and error context (the page's
    // accessibility tree); rerun it with PARAPET_TRACE=1 for the trace.
    trace: process.env.PARAPET_TRACE ? 'retain-on-failure' : 'off',
    // The mock backend is a service worker; Playwright allows them by default, stated for clarity.
    serviceWorkers: 'allow',
    // Journeys run as a person who asked for reduced motion: antd's transitions and echarts'
    // animations are off (the app honours the setting), so no step waits for a fade to end.
    // The smoke journey checks the app with motion too.
    reducedMotion: 'reduce',
    // No locale here: the app's own default (zh) applies; journeys switch language themselves.
    launchOptions: {
      // Playwright cannot download its browser here; undefined falls back to its own lookup.
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // Bind 127.0.0.1 explicitly: where `localhost` resolves to ::1 first, the URL below would miss.
    command: `npx vite preview --mode demo --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
