// `npm run bench`: builds what it measures (bench/builds.mjs), measures the demo and live builds
// against the budgets of docs/design.md §6 (and the figures it reports without a budget), prints
// one row per figure and writes bench/results.json
// ({ rows: [{ name, value, budget, unit, pass }] }). The full details of each measure also go to
// bench/results/. BENCH_QUICK=1: a short soak (300 cycles) and 10 round trips.
// docs/bench.md explains every row.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import {
  CONSOLE_ROUTES,
  chunkFiles,
  gzipKb,
  readManifest,
  routeBudgetRows,
} from '../scripts/routeBudgets.mjs';
import { DEMO_DIR, LIVE_DIR, ensureBuilds } from './builds.mjs';
import { playlistSoakRows, playlistSoaks } from './playlistSoak.mjs';
import { startLiveBuild, waitForHttp } from './liveBuild.mjs';
import { catalogDom } from './catalog.mjs';
import { gatewayBench } from './gateway.mjs';
import { editorDrag } from './editor.mjs';
import { diffSnapshots, printDiff, takeSnapshot, v8HeapParts } from './heapDiff.mjs';
import { CLS_BUDGET, layoutShifts } from './layoutShift.mjs';
import { screenLoadMainThread } from './mainThread.mjs';
import { firstStepRows, firstSteps } from './firstSteps.mjs';
import { printRows, reported, row, writeResults } from './results.mjs';
import { roundTripRows, soakRows, v8PartsMb } from './heapRows.mjs';
import { LIGHTHOUSE_BUDGET, lighthouseRoutes } from './lighthouse.mjs';
import {
  ROUND_TRIPS,
  roundTrips,
  screenRequestsAndRefresh,
  wallDisplayJs,
  wallSoak,
} from './screen.mjs';

// Not 4173: the Playwright journeys' port (a run of `npm test` may be using it).
const PORT = Number(process.env.BENCH_PORT ?? 4191);
const BASE = `http://127.0.0.1:${PORT}`;
const MAX_ROWS_IN_DOM = 200;
// "≈ 1.0": what a windowed list may gain at 10–50× the data (a wider number column, say).
const DOM_RATIO_BUDGET = 1.05;
const QUICK = process.env.BENCH_QUICK === '1';
// BENCH_ONLY=cls,soak runs only those parts (development); a full run leaves it unset.
const ONLY = process.env.BENCH_ONLY?.split(',');
// The gateway part alone needs no build, no page server and no browser.
const PAGES = !ONLY || ONLY.some((part) => part !== 'gateway');
const runs = (part) => {
  const yes = !ONLY || ONLY.includes(part);
  // A full run takes a while: say what it is measuring.
  if (yes) console.log(`bench: ${part} (${Math.round((Date.now() - started) / 1000)} s)`);
  return yes;
};

if (PAGES) ensureBuilds();

async function ensurePortFree() {
  try {
    await fetch(BASE);
  } catch {
    return;
  }
  throw new Error(`bench: something already answers on ${BASE}; set BENCH_PORT`);
}
if (PAGES) await ensurePortFree();

const server = PAGES
  ? spawn(
      'node_modules/.bin/vite',
      [
        'preview',
        '--mode',
        'demo',
        '--outDir',
        DEMO_DIR,
        '--host',
        '127.0.0.1',
        '--port',
        String(PORT),
        '--strictPort',
      ],
      { stdio: 'ignore' },
    )
  : null;
const stop = () => server?.kill();
process.on('exit', stop);

// BENCH_JS_FLAGS: V8 flags for an investigation, e.g. `--max-opt=0` (no compiled code beyond the
// interpreter's) tells what the app keeps from what V8's compilers add (docs/bench.md). A run with
// it set measures a Chromium nobody uses: its rows are for reading, not for the budgets.
const JS_FLAGS = process.env.BENCH_JS_FLAGS;
if (JS_FLAGS)
  console.log(`bench: Chromium runs with --js-flags=${JS_FLAGS}: for reading, not budgets`);
const launch = (jsFlags) =>
  chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: jsFlags ? [...CHROMIUM_ARGS, `--js-flags=${jsFlags}`] : CHROMIUM_ARGS,
  });
const browser = PAGES ? await launch(JS_FLAGS) : null;
/** Chromium with V8's optimizing compilers off, for the round trips' first budget. */
let interpreterOnly = null;

const newPage = (viewport) => newPageIn(browser, viewport);

async function newPageIn(inBrowser, viewport = { width: 1440, height: 900 }) {
  const context = await inBrowser.newContext({ viewport });
  // A loaded 2-core machine (the test suite beside the bench) can take this long to draw a page.
  context.setDefaultTimeout(60_000);
  await context.addInitScript(() => {
    sessionStorage.setItem('parapet.agent.apiKey', 'demo-key');
    localStorage.setItem('parapet.locale', 'en');
  });
  return { context, page: await context.newPage() };
}

/**
 * Opens the endpoint list once in the context so the demo data (whose ids depend on when it was
 * seeded) exists, and returns the first endpoint's path.
 */
async function seedAndFindEndpoint(context) {
  const page = await context.newPage();
  await page.goto(`${BASE}/webhooks`);
  const link = page.getByRole('table').getByRole('link').first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  await page.close();
  return href;
}

/** API requests the endpoint page makes, and how many distinct operation+parameter keys. */
async function endpointRequestsPerKey() {
  const { context } = await newPage();
  const path = await seedAndFindEndpoint(context);
  const page = await context.newPage();
  const urls = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      urls.push(request.method() + ' ' + request.url());
  });
  await page.goto(BASE + path);
  await page.locator('canvas').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  return { path, requests: urls.length, keys: new Set(urls).size };
}

async function rowsInDom(scale) {
  const { context, page } = await newPage();
  await page.goto(`${BASE}/webhooks?mock-scale=${scale}`);
  await page.getByRole('table').getByRole('link').first().click();
  const history = page.getByRole('region', { name: 'Delivery history (last 7 days)' });
  await history.getByText(/^whe_/).first().waitFor();
  await page
    .getByRole('combobox', { name: 'Rows per page' })
    .selectOption({ label: '100 per page' });
  await page.waitForFunction(() => document.querySelectorAll('tr').length > 100);
  const rows = await page.locator('tr').count();
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  return { rows, nodes };
}

const ratio = (a, b) => +(a / b).toFixed(2);

/** A heap snapshot into `list` and bench/results/<name>-<at>.heapsnapshot (docs/bench.md). */
const snapshotTo = (list, name) => async (at, cdp) => {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${name}-${at}.heapsnapshot`;
  list.push(await takeSnapshot(cdp, file));
  console.log(`bench: heap snapshot: ${file}`);
};

/** The diff of two snapshots, printed and returned for the details file. */
function printedDiff([before, after]) {
  const diff = diffSnapshots(before, after);
  printDiff(diff);
  return diff;
}
// The live build and its HTTP mock backend, started once for the parts that use it.
let liveServer = null;
const liveBuild = async () => (liveServer ??= await startLiveBuild(PORT + 1));

const details = {};
const rows = [];
const started = Date.now();

try {
  if (PAGES) await waitForHttp(BASE, `vite preview of ${DEMO_DIR}/`);

  // What users deploy: the live build's manifest, the same figures `npm test` gates on.
  if (PAGES) rows.push(...routeBudgetRows(LIVE_DIR));

  if (runs('screen')) {
    const wall = (details.wallDisplayJs = await wallDisplayJs(newPage, BASE));
    rows.push(
      row('wall display JS until all tiles drawn', wall.kb, wall.budgetKb, 'KB gzip'),
      row('wall display files with antd', wall.antdFiles.length, 0, 'files', 'equal'),
    );
    // On the live build: the demo's mock answers on the page's main thread, so a long task
    // there could be the mock's; against the HTTP mock server the page runs the app alone.
    const screen = (details.screen = await screenRequestsAndRefresh(
      newPage,
      (await liveBuild()).base,
    ));
    rows.push(
      row('/screen requests per key', ratio(screen.load.requests, screen.load.keys), 1, 'ratio'),
      row(
        'refresh requests per key',
        ratio(screen.refresh.requests, screen.refresh.keys),
        1,
        'ratio',
      ),
      row('refresh long tasks', screen.refresh.longTasks, 0, 'tasks ≥ 50 ms'),
      row(
        'refresh echarts instances = tiles drawn',
        screen.refresh.chartsAfter,
        screen.refresh.chartsBefore,
        'instances',
        'equal',
      ),
    );
    const drag = (details.editorDrag = await editorDrag(newPage, BASE));
    drag.withEditorChunkKb = gzipKb(
      LIVE_DIR,
      chunkFiles(readManifest(LIVE_DIR), [
        ...CONSOLE_ROUTES['/screen/:id/edit'],
        'src/features/screen/editor/pages/ScreenEditor.tsx',
      ]),
    );
    rows.push(row('drag chart renders', drag.chartRendersDuringDrag, 0, 'renders', 'equal'));
  }

  if (runs('steps')) {
    details.firstSteps = await firstSteps(newPage, BASE, { runs: QUICK ? 3 : 7 });
    rows.push(...firstStepRows(details.firstSteps));
  }

  if (runs('dom')) {
    const detail = (details.endpointRequests = await endpointRequestsPerKey());
    rows.push(
      row('/webhooks/:id requests per key', ratio(detail.requests, detail.keys), 1, 'ratio'),
    );
    const normal = await rowsInDom('normal');
    const large = await rowsInDom('large');
    details.deliveriesDom = { normal, large };
    rows.push(
      row('deliveries rows in DOM (50,000)', large.rows, MAX_ROWS_IN_DOM, 'rows'),
      row(
        'deliveries DOM nodes large ÷ normal',
        ratio(large.nodes, normal.nodes),
        DOM_RATIO_BUDGET,
        'ratio',
      ),
    );
    const catalog = (details.catalog = await catalogDom(newPage, BASE));
    rows.push(
      row(
        'catalog tables rows in DOM (10,000)',
        catalog.tables.large.rows,
        MAX_ROWS_IN_DOM,
        'rows',
      ),
      row(
        'catalog tables DOM nodes large ÷ normal',
        catalog.tablesNodeRatio,
        DOM_RATIO_BUDGET,
        'ratio',
      ),
      row(
        'schema tree rows in DOM (10,000 columns)',
        catalog.schema.large.items,
        MAX_ROWS_IN_DOM,
        'rows',
      ),
      row(
        'schema tree DOM nodes large ÷ normal',
        catalog.schemaNodeRatio,
        DOM_RATIO_BUDGET,
        'ratio',
      ),
    );
  }

  if (runs('cls')) {
    const shifts = (details.layoutShift = await layoutShifts(newPage, BASE, seedAndFindEndpoint));
    for (const s of shifts) {
      rows.push(
        row(`CLS ${s.route}${s.rate > 1 ? ` (${s.rate}× CPU)` : ''}`, s.cls, CLS_BUDGET, 'score'),
      );
    }
  }

  if (runs('trips')) {
    const snapshots = process.env.BENCH_HEAP_SNAPSHOTS === '1' ? [] : null;
    // The live build too: what the in-page mock keeps per request is not the app's heap.
    const live = await liveBuild();
    // What the app keeps: with only V8's interpreter (and baseline code), the heap holds the
    // app's objects and little compiled code, so growth over the trips is the app's.
    interpreterOnly ??= await launch('--max-opt=0');
    const kept = (details.roundTripsInterpreted = await roundTrips(
      (viewport) => newPageIn(interpreterOnly, viewport),
      live.base,
      ROUND_TRIPS.interpreted,
    ));
    // As users run Chromium. V8 still compiles hot code at trip 180 (its `(code)` grows ~1 MB
    // from trip 90 to 180 while everything else stays within 0.1%), so the budget holds the heap
    // less V8's code, read from a heap snapshot at both trips; the whole heap is reported beside.
    const parts = [];
    const trips = (details.roundTrips = await roundTrips(newPage, live.base, {
      ...ROUND_TRIPS.compiled,
      onSample: async (at, cdp) => {
        const snapshot = snapshots
          ? (await snapshotTo(snapshots, 'trips')(at, cdp), snapshots[snapshots.length - 1])
          : await takeSnapshot(cdp);
        parts.push(v8HeapParts(snapshot));
      },
    }));
    if (snapshots?.length === 2) details.tripsHeapDiff = printedDiff(snapshots);
    details.roundTripsV8Parts = v8PartsMb(parts);
    rows.push(...roundTripRows(kept, trips, parts));
  }

  if (runs('lighthouse')) {
    const scores = (details.lighthouse = await lighthouseRoutes());
    for (const { route, score } of scores) {
      rows.push(row(`lighthouse ${route}`, score, LIGHTHOUSE_BUDGET, 'score (median of 3)', 'min'));
    }
  }

  if (runs('load')) {
    const live = await liveBuild();
    const load = (details.screenLoad = await screenLoadMainThread(newPage, live.base, LIVE_DIR));
    console.log(
      `bench: /screen load at ${load.rate}× CPU: ${load.busyMs} ms busy; most: ${load.top
        .slice(0, 5)
        .map((entry) => `${entry.name} ${entry.ms} ms`)
        .join(', ')}`,
    );
    rows.push(
      reported(`/screen load long tasks (${load.rate}× CPU)`, load.longTasks, 'tasks ≥ 50 ms'),
      reported(`/screen load longest task (${load.rate}× CPU)`, load.longestMs, 'ms'),
      reported(`/screen load total blocking time (${load.rate}× CPU)`, load.totalBlockingMs, 'ms'),
      reported(`/screen load main-thread busy (${load.rate}× CPU)`, load.busyMs, 'ms'),
    );
  }

  if (runs('gateway')) {
    // No browser: the gateway's process under autocannon, against the signed mock server.
    const gateway = await gatewayBench({ quick: QUICK, liveDir: LIVE_DIR });
    details.gateway = gateway.details;
    rows.push(...gateway.rows);
  }

  if (runs('soak')) {
    const snapshots = process.env.BENCH_HEAP_SNAPSHOTS === '1' ? [] : null;
    // On the live build against the HTTP mock server: the page's heap holds the app alone.
    const live = await liveBuild();
    const soak = (details.wallSoak = await wallSoak(newPage, live.base, {
      setFaults: live.setFaults,
      // At cycle B and halfway (500 and 1,500 of 3,000): a snapshot each, diffed below.
      onSample: snapshots
        ? async (cycle, cdp, { baseCycle, cycles }) => {
            if (cycle === baseCycle || cycle === cycles / 2)
              await snapshotTo(snapshots, 'soak')(cycle, cdp);
          }
        : undefined,
    }));
    if (snapshots?.length === 2) details.soakHeapDiff = printedDiff(snapshots);
    rows.push(...soakRows(soak));
  }
  if (runs('playlist')) {
    interpreterOnly ??= await launch('--max-opt=0');
    const soaks = await playlistSoaks(newPageIn, [browser, interpreterOnly], await liveBuild());
    rows.push(...playlistSoakRows((details.wallPlaylistSoak = soaks)));
  }
} finally {
  await browser?.close();
  await interpreterOnly?.close();
  stop();
  liveServer?.stop();
}

printRows(rows);
const meta = {
  date: new Date().toISOString(),
  quick: QUICK,
  ...(ONLY ? { only: ONLY } : {}),
  ...(JS_FLAGS ? { jsFlags: JS_FLAGS } : {}),
  seconds: Math.round((Date.now() - started) / 1000),
};
writeResults(rows, meta);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/bench-${meta.date.replace(/[:.]/g, '-')}.json`,
  JSON.stringify({ ...meta, rows, details }, null, 2),
);
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
