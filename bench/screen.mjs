// The security screen's rows of DESIGN.md §6, measured on the demo build by bench/run.mjs.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chartRenders, countCharts, resetChartRenders } from './pageProbes.mjs';

const WALL_JS_BUDGET_KB = 450;
const SOAK_CYCLES = Number(process.env.BENCH_SOAK_CYCLES ?? 600);
const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 30);

const chunkPackages = () => JSON.parse(readFileSync('dist-demo/.vite/chunk-packages.json', 'utf8'));

export async function waitForTiles(page, count) {
  await page.waitForFunction(
    (n) => {
      const grid = [...document.querySelectorAll('section[aria-label]')].find((s) =>
        /Screen tiles|大屏卡片/.test(s.getAttribute('aria-label') ?? ''),
      );
      if (!grid) return false;
      const tiles = grid.querySelectorAll('section[aria-labelledby]');
      return tiles.length === n && !grid.querySelector('[aria-busy="true"]');
    },
    count,
    { timeout: 30_000 },
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
    const bytes = gzipSync(readFileSync(`dist-demo/${file}`)).length;
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

/**
 * Wall display soak: refresh cycles on a fake clock (Playwright's), faults switching on and off
 * every 50 cycles; heap after GC, live echarts instances, DOM nodes and listeners.
 */
export async function wallSoak(newPage, base) {
  const { context, page } = await newPage({ width: 1920, height: 1080 });
  await page.clock.install();
  await page.goto(`${base}/screen/default/present?refresh=10`);
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
  const samples = [];
  const setFaults = (spec) => page.evaluate((s) => window.parapetMock.setFaultSpec(s), spec);
  for (let cycle = 1; cycle <= SOAK_CYCLES; cycle += 1) {
    if (cycle % 50 === 0) await setFaults(cycle % 100 === 0 ? '' : 'screen:*:500');
    // One tick, then time for latency, retries with backoff (0.5 + 1 + 2 s) and redraws.
    await page.clock.runFor(10_000);
    await advance(4_000, 8);
    if (cycle === 50 || cycle === SOAK_CYCLES || cycle % 100 === 0) {
      samples.push({
        cycle,
        heap: await heapAfterGc(cdp),
        charts: await countCharts(page),
        ...(await domCounters(cdp)),
      });
    }
  }
  await setFaults('');
  await context.close();
  const first = samples.find((s) => s.cycle === 50) ?? samples[0];
  const last = samples[samples.length - 1];
  return {
    cycles: SOAK_CYCLES,
    samples: samples.map((s) => ({ ...s, heapMb: +(s.heap / 1048576).toFixed(2) })),
    heapRatio: +(last.heap / first.heap).toFixed(3),
    growthMbPer1000: +(
      ((last.heap - first.heap) / 1048576 / Math.max(1, last.cycle - first.cycle)) *
      1000
    ).toFixed(2),
    chartsFlat: samples.every((s) => s.charts === first.charts),
    nodesRatio: +(last.nodes / first.nodes).toFixed(3),
    listenersRatio: +(last.listeners / first.listeners).toFixed(3),
  };
}

/** Round trips between the screen and another console page: charts disposed, heap flat. */
/**
 * DESIGN §6: round trips between the screen and the catalog's storage page (six trend charts):
 * live echarts instances equal the visible charts on each page, none outlive the page, and the
 * heap after GC stays flat.
 */
export async function roundTrips(newPage, base) {
  const { context, page } = await newPage();
  await page.goto(`${base}/screen?refresh=0`);
  await waitForTiles(page, 12);
  const cdp = await context.newCDPSession(page);
  const visit = async (name) => {
    await page.getByRole('link', { name }).first().click();
  };
  let firstHeap = 0;
  let lastHeap = 0;
  let chartsOnScreen = 0;
  let chartsOnCatalog = 0;
  let canvasesOnCatalog = 0;
  let chartsLeftOnCatalog = 0;
  for (let trip = 1; trip <= ROUND_TRIPS; trip += 1) {
    await visit(/^(Lake catalogs|数据湖目录)$/);
    await page.getByRole('link', { name: 'sales_lake' }).click();
    await page.getByRole('tab', { name: /^(Storage|存储)$/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('canvas').length >= 6, null, {
      timeout: 30_000,
    });
    // The screen's tiles are gone, so every live chart is one of the catalog's.
    chartsLeftOnCatalog = Math.max(chartsLeftOnCatalog, (await countCharts(page)) - 6);
    await page.waitForTimeout(150);
    chartsOnCatalog = await countCharts(page);
    canvasesOnCatalog = await page.locator('canvas').count();
    await visit(/^(Security screen|安全大屏)$/);
    await waitForTiles(page, 12);
    await page.waitForTimeout(300);
    chartsOnScreen = await countCharts(page);
    if (trip === 1) firstHeap = await heapAfterGc(cdp);
    if (trip === ROUND_TRIPS) lastHeap = await heapAfterGc(cdp);
  }
  const visibleCharts = await page.locator('canvas').count();
  await context.close();
  return {
    trips: ROUND_TRIPS,
    chartsOnScreen,
    canvasesOnScreen: visibleCharts,
    chartsOnCatalog,
    canvasesOnCatalog,
    chartsLeftOnCatalog,
    heapRatio: +(lastHeap / firstHeap).toFixed(3),
  };
}
