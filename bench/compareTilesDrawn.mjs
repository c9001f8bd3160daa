// Time until every tile of the default screen is drawn, for two demo builds in one run, as a
// ratio, to tell whether a change draws the screen sooner. Runs alternate between the builds so
// machine load hits both alike.
//
//   node bench/compareTilesDrawn.mjs <before-dist> <after-dist> [runs] [api-ms] [file-rtt-ms]
//
// "Drawn": the 12 tiles are on the page, nothing is busy or a skeleton, every chart has its
// canvas. Each run is a fresh browser context (cold HTTP cache, fresh mock state). Also counts
// screen requests per distinct query (docs/design.md §6: 1.00).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const [beforeDir, afterDir, runsArg, latencyArg, rttArg] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error(
    'usage: node bench/compareTilesDrawn.mjs <before-dist> <after-dist> [runs] [api-latency-ms] [file-rtt-ms]',
  );
  process.exit(1);
}
const RUNS = Number(runsArg ?? 8);
// A real service answers in tens to hundreds of milliseconds; the mock answers at once unless
// told otherwise (a latency fault on every screen operation).
const LATENCY_MS = Number(latencyArg ?? 0);
// The round trip to the web server for the app's own files (Chromium's network emulation).
const RTT_MS = Number(rttArg ?? 0);
const WARM_UP =
  LATENCY_MS > 0 ? `/settings?mock-fault=screen:*:latency-${LATENCY_MS}` : '/settings';
const PAGES = [
  { name: 'console /screen (1440×900)', path: '/screen?refresh=0', viewport: [1440, 900] },
  {
    name: 'wall /screen/default/present (1920×1080)',
    path: '/screen/default/present',
    viewport: [1920, 1080],
  },
];

/** Refuses a port another server already answers on: the run would measure that server's build. */
async function ensureFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}`);
  } catch {
    return;
  }
  console.error(`port ${port} is taken by another server; set BENCH_PORT to a free one`);
  process.exit(1);
}

function serve(dir, port) {
  const server = spawn(
    'node_modules/.bin/vite',
    [
      'preview',
      '--mode',
      'demo',
      '--outDir',
      dir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: 'ignore' },
  );
  process.on('exit', () => server.kill());
  return `http://127.0.0.1:${port}`;
}

async function waitUp(base) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not start`);
}

const PORT = Number(process.env.BENCH_PORT ?? 47311);
await ensureFree(PORT);
await ensureFree(PORT + 1);
const builds = [
  { name: 'before', base: serve(beforeDir, PORT) },
  { name: 'after', base: serve(afterDir, PORT + 1) },
];
await Promise.all(builds.map((build) => waitUp(build.base)));

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: CHROMIUM_ARGS,
});

/** Milliseconds from navigation start until all tiles are drawn (checked every frame). */
async function measure(base, target) {
  const [width, height] = target.viewport;
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(() => localStorage.setItem('parapet.locale', 'en'));
  const page = await context.newPage();
  if (RTT_MS > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const requests = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/screen') requests.push(url.search);
  });
  // The mock backend's service worker starts on the first visit; later visits find it running,
  // as a returning user's browser does. Both builds get the same warm-up.
  await page.goto(`${base}${WARM_UP}`);
  await page.waitForLoadState('networkidle');
  requests.length = 0;
  await page.goto(`${base}${target.path}`);
  const handle = await page.waitForFunction(
    () => {
      const grid = [...document.querySelectorAll('section[aria-label]')].find((s) =>
        /Screen tiles|大屏卡片/.test(s.getAttribute('aria-label') ?? ''),
      );
      if (!grid) return false;
      if (grid.querySelectorAll('section[aria-labelledby]').length !== 12) return false;
      if (grid.querySelector('[aria-busy="true"], [class*="skeleton"]')) return false;
      const charts = grid.querySelectorAll('[role="group"] [_echarts_instance_]');
      if (charts.length === 0) return false;
      for (const chart of charts) if (!chart.querySelector('canvas')) return false;
      return performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const ms = await handle.jsonValue();
  await page.waitForLoadState('networkidle');
  const perKey = requests.length / new Set(requests).size;
  await context.close();
  return { ms, perKey };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

for (const target of PAGES) {
  const times = { before: [], after: [] };
  const perKey = { before: [], after: [] };
  for (let run = 0; run < RUNS; run += 1) {
    // Alternate which build goes first, so neither always runs on a warmer machine.
    const order = run % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      const result = await measure(build.base, target);
      times[build.name].push(result.ms);
      perKey[build.name].push(result.perKey);
    }
  }
  const before = median(times.before);
  const after = median(times.after);
  console.log(
    `\n${target.name}, API latency ${LATENCY_MS} ms, file round trip ${RTT_MS} ms, ${RUNS} runs each`,
  );
  for (const name of ['before', 'after']) {
    const list = times[name].map((ms) => Math.round(ms)).join(', ');
    console.log(
      `  ${name}: median ${Math.round(median(times[name]))} ms [${list}]; requests per key ${Math.max(...perKey[name]).toFixed(2)}`,
    );
  }
  console.log(`  after ÷ before = ${(after / before).toFixed(2)}`);
}

await browser.close();
process.exit(0);
