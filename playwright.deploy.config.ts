import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

/**
 * The deployment smoke (`npm run test:deploy`, scripts/deploy-smoke.mjs): the live build behind
 * a real nginx, against the HTTP mock backend. The script starts both and passes the address.
 */
const BASE_URL = process.env.PARAPET_DEPLOY_URL;
if (!BASE_URL) throw new Error('PARAPET_DEPLOY_URL is not set: run `npm run test:deploy`.');

export default defineConfig({
  testDir: 'e2e-deploy',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // Read back by scripts/flake-hunt.mjs for the names of failed journeys.
    ['json', { outputFile: process.env.PARAPET_DEPLOY_REPORT ?? 'reports/deploy.json' }],
  ],
  // PARAPET_DEPLOY_OUTPUT: another folder, for a second session's run beside the real one.
  outputDir: process.env.PARAPET_DEPLOY_OUTPUT ?? 'test-results/deploy',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
});
