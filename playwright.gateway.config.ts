import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

/**
 * The gateway smoke (`npm run test:gateway`, scripts/gateway-smoke.mjs): nginx round robin in
 * front of two gateways against the signed mock server and the local identity provider. The
 * script starts them all and passes the addresses.
 */
const BASE_URL = process.env.PARAPET_GATEWAY_URL;
if (!BASE_URL) throw new Error('PARAPET_GATEWAY_URL is not set: run `npm run test:gateway`.');

export default defineConfig({
  testDir: 'e2e-gateway',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PARAPET_GATEWAY_REPORT ?? 'reports/gateway.json' }],
  ],
  outputDir: process.env.PARAPET_GATEWAY_OUTPUT ?? 'test-results/gateway',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
});
