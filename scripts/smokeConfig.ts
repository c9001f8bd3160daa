import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

interface SmokeConfig {
  /** The specs' folder, e.g. `e2e-deploy`. */
  testDir: string;
  /** The environment variables' stem: `PARAPET_<NAME>_URL`, `…_REPORT`, `…_OUTPUT`. */
  name: 'DEPLOY' | 'GATEWAY';
  /** The npm script that starts the servers and passes the address. */
  script: string;
  /** The report's and test results' folder name, e.g. `deploy`. */
  slug: string;
}

/**
 * A smoke against servers its script started (nginx, the mock server, gateways): one worker, one
 * browser, Debian's Chromium, no retries. The script passes the address; a second session may
 * write its report (read back by scripts/flake-hunt.mjs) and results elsewhere.
 */
export function smokeConfig({ testDir, name, script, slug }: SmokeConfig) {
  const baseURL = process.env[`PARAPET_${name}_URL`];
  if (!baseURL) throw new Error(`PARAPET_${name}_URL is not set: run \`npm run ${script}\`.`);
  return defineConfig({
    testDir,
    workers: 1,
    retries: 0,
    forbidOnly: !!process.env.CI,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [
      ['list'],
      ['json', { outputFile: process.env[`PARAPET_${name}_REPORT`] ?? `reports/${slug}.json` }],
    ],
    outputDir: process.env[`PARAPET_${name}_OUTPUT`] ?? `test-results/${slug}`,
    use: {
      baseURL,
      viewport: { width: 1440, height: 900 },
      screenshot: 'only-on-failure',
      reducedMotion: 'reduce',
      launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    },
  });
}
