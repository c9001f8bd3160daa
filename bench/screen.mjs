// The security screen's rows of docs/design.md §6, measured on the demo build by bench/run.mjs.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DEMO_DIR } from './builds.mjs';
import { chartRenders, countCharts, resetChartRenders } from './pageProbes.mjs';

const WALL_JS_BUDGET_KB = 450;

const chunkPackages = () =>
  JSON.parse(readFileSync(`${DEMO_DIR}/.vite/chunk-packages.json`, 'utf8'));

export async function waitForTiles(page, count) {
  await page.waitForFunction(
    (n) => {
      const grid = [...document.querySelectorAll('section[aria-label]')].find((s) =>
        /Screen tiles|大屏卡片/.test(s.getAttribute('aria-label') ?? ''),
      );
      if (!grid) return false;
      const tiles = grid.querySelectorAll('section[aria-labelledby]');
      // Drawn: no tile loading, and every chart started (charts start a frame apart).
      return (
        tiles.length === n &&
        !grid.querySelector('[aria-busy="true"]') &&
        !grid.querySelector('[data-chart-pending]')
      );
    },
    count,
    { timeout: 60_000 },
  );
}

export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

async function domCounters(cdp) {
  const counters = await cdp.send('Memory.getDOMCounters');
  return { nodes: counters.nodes, listeners: counters.jsEventListeners };
}

/** Wall display: every JS file loaded until all tiles are drawn (gzip), and whether any is antd. */
export async function wallDisplayJs(newPage, base) {
  const { context, page } = await newPage({ width: 1920, height: 1080 });
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      files.add(url.pathname.slice(1));
    }
  });
  await page.goto(`${base}/screen/default/present`);
  await waitForTiles(page, 12);
  await page.waitForLoadState('networkidle');
  const packages = chunkPackages();
  let appBytes = 0;
  let mockBytes = 0;
  const antdFiles = [];
  for (const file of files) {
    const contents = packages[file] ?? [];
    const bytes = gzipSync(readFileSync(`${DEMO_DIR}/${file}`)).length;
    // The demo build's mock backend (msw + seeded data) is not part of the product.
    if (contents.includes('mocks') || contents.includes('msw')) mockBytes += bytes;
    else appBytes += bytes;
    if (contents.some((name) => name === 'antd' || name.startsWith('@ant-design/'))) {
      antdFiles.push(file);
    }
  }
  const charts = await countCharts(page);
  await context.close();
  return {
    files: files.size,
    kb: Math.round(appBytes / 1024),
    mockKbExcluded: Math.round(mockBytes / 1024),
    budgetKb: WALL_JS_BUDGET_KB,
    antdFiles,
    charts,
  };
}

/** The default screen: requests per distinct operation+parameters, and a steady refresh tick. */
export async function screenRequestsAndRefresh(newPage, base) {
  const { context, page } = await newPage();
  const requests = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/screen') requests.push(url.search);
  });
  await page.goto(`${base}/screen?refresh=0`);
  await waitForTiles(page, 12);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const load = { requests: requests.length, keys: new Set(requests).size };

  // A manual refresh: long tasks while it refetches and redraws.
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  requests.length = 0;
  const chartsBefore = await countCharts(page);
  await resetChartRenders(page);
  await page.getByRole('button', { name: /Refresh now|立即刷新/ }).click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const longTasks = await page.evaluate(() => window.__longTasks);
  const renders = await chartRenders(page);
  const refresh = {
    requests: requests.length,
    keys: new Set(requests).size,
    longTasks: longTasks.length,
    longestMs: Math.round(Math.max(0, ...longTasks)),
    chartsBefore,
    chartsAfter: await countCharts(page),
    // Same data within the minute: structural sharing keeps it identical, so nothing redraws.
    chartRenders: renders,
  };
  await context.close();
  return { load, refresh };
}

const QUICK = process.env.BENCH_QUICK === '1';
export const SOAK_CYCLES = Number(process.env.BENCH_SOAK_CYCLES ?? (QUICK ? 300 : 3_000));
/**
 * The two round-trip runs (docs/design.md §6): with V8's optimizing compilers off, trip 60 against
 * trip 10 holds what the app keeps; with them on, as users run Chromium, trip 120 against trip 60
 * holds what is left once the hot code has been compiled (it grows for hundreds of trips before).
 */
export const ROUND_TRIPS = QUICK
  ? { interpreted: { trips: 12, baseTrip: 4 }, compiled: { trips: 20, baseTrip: 10 } }
  : { interpreted: { trips: 60, baseTrip: 10 }, compiled: { trips: 120, baseTrip: 60 } };
const MB = 1_048_576;

/** Least-squares slope of heap (MB) over cycles, per 1,000 cycles. */
function slopePer1000(samples) {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((sum, s) => sum + s.cycle, 0) / n;
  const my = samples.reduce((sum, s) => sum + s.heap / MB, 0) / n;
  let num = 0;
  let den = 0;
  for (const s of samples) {
    num += (s.cycle - mx) * (s.heap / MB - my);
    den += (s.cycle - mx) ** 2;
  }
  return (num / den) * 1000;
}

/** Tiles of the grid showing a note instead of fresh data (stale, delayed, waiting). */
const tilesNotFresh = (page) =>
  page.evaluate(() => {
    const grid = [...document.querySelectorAll('section[aria-label]')].find((s) =>
      /Screen tiles|大屏卡片/.test(s.getAttribute('aria-label') ?? ''),
    );
    return [...(grid?.querySelectorAll('section[aria-labelledby]') ?? [])].filter((tile) =>
      tile.querySelector('[role="status"]'),
    ).length;
  });

/** Init script: counts the page's fetches still waiting for an answer, for the soak's cycles. */
function countFetchesInFlight() {
  const fetchOriginal = window.fetch;
  globalThis.__benchFetchesInFlight = 0;
  window.fetch = function fetchCounted(...args) {
    globalThis.__benchFetchesInFlight += 1;
    return fetchOriginal.apply(this, args).finally(() => {
      globalThis.__benchFetchesInFlight -= 1;
    });
  };
}

/**
 * Wall display soak (docs/design.md §6): refresh cycles on a fake clock (Playwright's), faults on
 * every screen operation switching on and off every 50 cycles; heap after GC sampled every 50,
 * live echarts instances, DOM nodes and listeners, uncaught errors, and whether every tile is
 * fresh again once the faults stop. `onSample(cycle, cdp, { baseCycle, cycles })` may look
 * closer at each sample (heap snapshots). `path` is the wall's address (a playlist's, say), and
 * `beforeSample(page)` brings it to the same state before each sample and the end (then a cycle).
 */
export async function wallSoak(
  newPage,
  base,
  {
    cycles = SOAK_CYCLES,
    onSample,
    setFaults: setBackendFaults,
    path = '/screen/default/present?refresh=10',
    beforeSample,
  } = {},
) {
  const { context, page } = await newPage({ width: 1920, height: 1080 });
  await context.addInitScript(countFetchesInFlight);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install();
  await page.goto(`${base}${path}`);
  // Fake timers: let the mock's latency and the loads run.
  const advance = async (ms, steps) => {
    for (let i = 0; i < steps; i += 1) {
      await page.clock.runFor(ms / steps);
      await page.waitForTimeout(8);
    }
  };
  for (let i = 0; i < 40; i += 1) {
    await advance(500, 2);
    const done = await page
      .locator('section[aria-busy="true"]')
      .count()
      .then((n) => n === 0 && i > 5);
    if (done) break;
  }
  await waitForTiles(page, 12);
  const cdp = await context.newCDPSession(page);
  // Every 50 cycles, the end of each fault phase and of each quiet one; the heap figures use
  // only the samples taken as the faults go off (every hundred), all in the same state: the
  // heap is up to ~0.8 MB higher with every chart drawn than with the tiles' compact forms.
  const every = 50;
  // About ⅙ of the way (500 of 3,000; 100 of 300), on a hundred: faults are off from each
  // hundred to the next fifty, so the first and last samples are taken in the same phase.
  const baseCycle = Math.max(100, Math.round(cycles / 600) * 100);
  const faultsOff = (n) => n % 100 < 50;
  const samples = [];
  // The live build's backend is the HTTP mock server (its own control); the demo's is in the page.
  const setFaults =
    setBackendFaults ?? ((spec) => page.evaluate((s) => window.parapetMock.setFaultSpec(s), spec));
  // One tick, then time for retries with backoff (0.5 + 1 + 2 s) and redraws: the fake clock
  // advances in steps, and between steps real time passes until no request is in flight
  // (HTTP answers and the service worker's messages are not on the fake clock), so every cycle
  // sees its answers whatever the machine's load. Run inside the page through the clock
  // Playwright installed (`__pwClock`): a cycle is one call instead of seventeen (each
  // `page.clock.runFor` also registers an init script with the browser context).
  // The demo's in-page mock answers on the page's (fake) timers, so there only a few real
  // milliseconds pass between steps.
  const waitForAnswers = Boolean(setBackendFaults);
  const cycle = () =>
    page.evaluate(async (waitForAnswers) => {
      const { controller, builtins } = globalThis.__pwClock;
      const settle = async () => {
        for (let wait = 0; wait < 250; wait += 1) {
          await new Promise((resolve) => builtins.setTimeout(resolve, 8));
          if (!waitForAnswers || !globalThis.__benchFetchesInFlight) return;
        }
      };
      await controller.runFor(10_000);
      // A failed request's retries come 0.5, 1 and 2 s apart: each step lets the next one go.
      for (const step of [500, 1_000, 2_000, 500]) {
        await settle();
        await controller.runFor(step);
      }
      await settle();
      // Charts start a frame apart, on the page's (fake) frames: let every waiting one start,
      // so that each sample sees whole charts.
      for (
        let frame = 0;
        frame < 60 && document.querySelector('[data-chart-pending]');
        frame += 1
      ) {
        await controller.runFor(16);
        await settle();
      }
    }, waitForAnswers);
  const started = Date.now();
  for (let n = 1; n <= cycles; n += 1) {
    // BENCH_SOAK_FAULTS=0: no faults at all, to tell the app's steady state from its recoveries.
    if (n % 50 === 0 && process.env.BENCH_SOAK_FAULTS !== '0') {
      await setFaults(faultsOff(n) ? '' : 'screen:*:500');
    }
    await cycle();
    if (n % every === 0 || n === baseCycle || n === cycles) {
      if (beforeSample) {
        await beforeSample(page);
        await cycle();
      }
      samples.push({
        cycle: n,
        heap: await heapAfterGc(cdp),
        charts: await countCharts(page),
        ...(await domCounters(cdp)),
      });
      const at = samples[samples.length - 1];
      // A long soak says how far it is (and what it has seen so far, should it be stopped).
      console.log(
        `bench: soak cycle ${n}/${cycles}: heap ${(at.heap / MB).toFixed(2)} MB, ${at.charts} charts, ${at.nodes} nodes, ${at.listeners} listeners, ${Math.round((Date.now() - started) / 1000)} s`,
      );
      await onSample?.(n, cdp, { baseCycle, cycles });
    }
  }
  // Faults off: one tick later every tile shows fresh data again.
  await setFaults('');
  await cycle();
  await cycle();
  // Settled on the screen the samples were taken on.
  if (beforeSample) await beforeSample(page).then(cycle);
  const notFresh = await tilesNotFresh(page);
  // DOM nodes and listeners once settled with no faults, against the first sample; after a GC
  // like every sample, or the listeners of the last tick's finished requests still count.
  await heapAfterGc(cdp);
  const settled = await domCounters(cdp);
  await context.close();
  const first = samples.find((s) => s.cycle === baseCycle);
  const last = samples[samples.length - 1];
  const secondHalf = samples.filter((s) => s.cycle >= cycles / 2 && s.cycle % 100 === 0);
  return {
    cycles,
    seconds: Math.round((Date.now() - started) / 1000),
    baseCycle,
    samples: samples.map((s) => ({ ...s, heapMb: +(s.heap / MB).toFixed(2) })),
    heapRatio: +(last.heap / first.heap).toFixed(3),
    slopeMbPer1000: +slopePer1000(secondHalf).toFixed(3),
    // With faults on, a tile showing its delay note has less room and may draw its compact form
    // (fewer charts); with them off, every sample must show the same charts as the first.
    chartsFlat: samples
      .filter((s) => s.cycle >= baseCycle && faultsOff(s.cycle))
      .every((s) => s.charts === first.charts),
    charts: last.charts,
    nodesRatio: +(settled.nodes / first.nodes).toFixed(3),
    listenersRatio: +(settled.listeners / first.listeners).toFixed(3),
    errors: errors.length,
    firstErrors: [...new Set(errors)].slice(0, 3),
    notFresh,
  };
}

/**
 * docs/design.md §6: round trips across the screen, its editor, the catalog's storage page (six
 * trend charts) and the webhooks, all in-app navigation: live echarts instances equal the visible
 * charts on each page, none outlive the page, and the heap after GC stays flat from trip ⅙ on.
 * `onSample(trip, cdp, { baseTrip, trips })` may look closer at those two trips (heap snapshots).
 */
export async function roundTrips(newPage, base, { trips, baseTrip, onSample }) {
  const { context, page } = await newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${base}/screen?refresh=0`);
  await waitForTiles(page, 12);
  const cdp = await context.newCDPSession(page);
  const nav = (name) => page.getByRole('navigation').getByRole('link', { name }).click();
  const started = Date.now();
  let baseHeap = 0;
  let lastHeap = 0;
  let screenMismatch = 0;
  let catalogMismatch = 0;
  let chartsLeftOnCatalog = 0;
  let chartsLeftOnWebhooks = 0;
  let chartsOnScreen = 0;
  for (let trip = 1; trip <= trips; trip += 1) {
    await page
      .getByRole('link', { name: /^(Edit|编辑)/ })
      .first()
      .click();
    await page.locator('[data-drag-handle]').first().waitFor();
    await nav(/^(Lake catalogs|数据湖目录)$/);
    await page.getByRole('link', { name: 'sales_lake' }).click();
    await page.getByRole('tab', { name: /^(Storage|存储)$/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('canvas').length >= 6);
    await page.waitForTimeout(150);
    const onCatalog = await countCharts(page);
    chartsLeftOnCatalog = Math.max(chartsLeftOnCatalog, onCatalog - 6);
    if (onCatalog !== (await page.locator('canvas').count())) catalogMismatch += 1;
    await nav(/^(Webhooks?)$/);
    await page.getByRole('table').getByRole('link').first().waitFor();
    chartsLeftOnWebhooks = Math.max(chartsLeftOnWebhooks, await countCharts(page));
    await nav(/^(Security screen|安全大屏)$/);
    await waitForTiles(page, 12);
    await page.waitForTimeout(300);
    chartsOnScreen = await countCharts(page);
    if (chartsOnScreen !== (await page.locator('canvas').count())) screenMismatch += 1;
    if (trip === baseTrip) baseHeap = await heapAfterGc(cdp);
    if (trip === trips) lastHeap = await heapAfterGc(cdp);
    if (trip === baseTrip || trip === trips) await onSample?.(trip, cdp, { baseTrip, trips });
  }
  await context.close();
  return {
    trips,
    seconds: Math.round((Date.now() - started) / 1000),
    baseTrip,
    chartsOnScreen,
    screenMismatch,
    catalogMismatch,
    chartsLeftOnCatalog,
    chartsLeftOnWebhooks,
    heapBaseMb: +(baseHeap / MB).toFixed(2),
    heapLastMb: +(lastHeap / MB).toFixed(2),
    heapRatio: +(lastHeap / baseHeap).toFixed(3),
  };
}
