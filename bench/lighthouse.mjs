// Lighthouse (desktop preset, performance) on every route of the live build as docs/deploy.md
// deploys it: nginx running deploy/nginx.conf.template (scripts/nginxSite.mjs) in front of the
// HTTP mock server. The median of three cold loads per route (one load varies by ±10 points).
//
// Lighthouse itself rather than the same metrics by CDP: its score is what people compare
// against, and it weighs FCP, Speed Index, LCP, TBT and CLS by its own curves, which a re-made
// score would drift from. Version 12 is the last one that runs on Node 20.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { startMockServerProcess } from '../scripts/mockServerProcess.mjs';
import { LIVE_DIR } from './builds.mjs';

export const LIGHTHOUSE_BUDGET = 95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_REPORTS=1: every run's whole report to bench/results/lighthouse/. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS === '1' ? 'bench/results/lighthouse' : null;
/** BENCH_LIGHTHOUSE_ROUTES=/screen,/catalogs: only those (development). */
const ONLY_ROUTES = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');

/** The console's routes, with a detail page of each kind found through its list (as a person). */
const ROUTES = [
  { route: '/screen', path: '/screen' },
  { route: '/screen/:id/present', path: '/screen/default/present' },
  { route: '/screen/:id/edit', path: '/screen/default/edit' },
  { route: '/catalogs', path: '/catalogs' },
  { route: '/catalogs/:catalog', path: '/catalogs/sales_lake' },
  { route: '/catalogs/:catalog/databases/:database', path: '/catalogs/sales_lake/databases/sales' },
  {
    route: '/catalogs/:catalog/databases/:database/tables/:table',
    path: '/catalogs/sales_lake/databases/sales/tables/orders',
  },
  {
    route: '/catalogs/:catalog/namespaces/:namespace/tables/:table',
    path: '/catalogs/marketing_iceberg/namespaces/campaigns/tables/impressions',
  },
  { route: '/shares', path: '/shares' },
  { route: '/shares/:share', from: '/shares' },
  { route: '/access/roles', path: '/access/roles' },
  { route: '/access/roles/:role', from: '/access/roles' },
  { route: '/access/users', path: '/access/users' },
  { route: '/access/users/:user', from: '/access/users' },
  { route: '/access/vpcs', path: '/access/vpcs' },
  { route: '/webhooks', path: '/webhooks' },
  { route: '/webhooks/:id', from: '/webhooks' },
  // Behind nginx alone no gateway keeps activity: the page says so (as a deployment without one).
  { route: '/activity', path: '/activity' },
  { route: '/settings', path: '/settings' },
  // Without a gateway: no saved playlists or device links (the pages say so), and a display
  // with no link says where one is made.
  { route: '/screen/playlists', path: '/screen/playlists' },
  { route: '/screen/devices', path: '/screen/devices' },
  { route: '/wall', path: '/wall' },
];

/** nginx over the live build, forwarding the API to the mock server; `stop()` ends both. */
async function startSite() {
  const mock = await startMockServerProcess();
  // Through tsx: the site's security headers come from a TypeScript module.
  const child = spawn(
    'node_modules/.bin/tsx',
    ['scripts/nginxSite.mjs', '--dist', LIVE_DIR, '--api', mock.url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /nginx-site (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`nginx site exited (${code}): ${output}`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
      mock.child.kill();
    },
  };
}

/** A tab of this origin with the visitor's settings (English, the demo agent key) and no cache. */
async function freshTab(browser, origin) {
  const page = await browser.newPage();
  // A static file: the app does not load, so nothing of it is cached before the measured load.
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(() => {
    localStorage.setItem('parapet.locale', 'en');
    sessionStorage.setItem('parapet.agent.apiKey', 'demo-key');
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  return page;
}

/** The first detail link of a list page, as a path. */
async function firstDetailPath(browser, origin, listPath) {
  const page = await freshTab(browser, origin);
  await page.goto(`${origin}${listPath}`);
  const link = await page.waitForSelector(`table a[href^="${listPath}/"]`, { timeout: 30_000 });
  const href = await link.evaluate((a) => a.getAttribute('href'));
  await page.close();
  return href;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs Lighthouse on every route; resolves to one entry per route with its runs and median. */
export async function lighthouseRoutes() {
  const site = await startSite();
  const browser = await puppeteer.launch({
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const results = [];
  try {
    for (const entry of ROUTES.filter((r) => !ONLY_ROUTES || ONLY_ROUTES.includes(r.route))) {
      const path = entry.path ?? (await firstDetailPath(browser, site.url, entry.from));
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await freshTab(browser, site.url);
        const result = await lighthouse(
          `${site.url}${path}`,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          // Storage kept (freshTab cleared the cache and set the visitor's settings).
          { ...desktopConfig, settings: { ...desktopConfig.settings, disableStorageReset: true } },
          page,
        );
        const { categories, audits } = result.lhr;
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          const name = `${entry.route.replaceAll(/[/:]+/g, '_')}-${run + 1}.json`;
          writeFileSync(join(REPORTS, name), result.report);
        }
        const metric = (id) => Math.round(audits[id]?.numericValue ?? NaN);
        runs.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          speedIndexMs: metric('speed-index'),
          cls: +(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
          bootupMs: metric('bootup-time'),
          unusedJsKb: Math.round(
            (audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024,
          ),
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
        });
        await page.close();
      }
      const score = median(runs.map((run) => run.score));
      console.log(
        `bench: lighthouse ${entry.route}: ${score} (${runs.map((run) => run.score).join(', ')})`,
      );
      results.push({ route: entry.route, path, score, runs });
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return results;
}
