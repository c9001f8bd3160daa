// `npm run bench`: measures the demo build against the budgets of DESIGN.md §6 and prints
// counts and ratios. Needs `npm run build:demo` first. Results also go to bench/results/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import {
  CONSOLE_ROUTES,
  chunkFiles,
  gzipKb,
  INITIAL_JS_BUDGET_KB,
  readManifest,
  routeBudgetRows,
} from '../scripts/routeBudgets.mjs';
import { catalogDom } from './catalog.mjs';
import { editorDrag } from './editor.mjs';
import { roundTrips, screenRequestsAndRefresh, wallDisplayJs, wallSoak } from './screen.mjs';

const PORT = 4174;
const BASE = `http://127.0.0.1:${PORT}`;
const MAX_ROWS_IN_DOM = 200;

if (!existsSync('dist-demo/index.html')) {
  console.error('bench: dist-demo/ is missing; run `npm run build:demo` first.');
  process.exit(1);
}

const server = spawn(
  'node_modules/.bin/vite',
  [
    'preview',
    '--mode',
    'demo',
    '--outDir',
    'dist-demo',
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  { stdio: 'ignore' },
);
const stop = () => server.kill();
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('vite preview did not start');
}

const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_ARGS,
});

async function newPage(viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
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

/** API requests a page makes, and how many distinct operation+parameter keys they cover. */
async function requestsPerKey(ready) {
  const { context } = await newPage();
  const path = await seedAndFindEndpoint(context);
  const page = await context.newPage();
  const urls = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      urls.push(request.method() + ' ' + request.url());
  });
  await page.goto(BASE + path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  return { requests: urls.length, keys: new Set(urls).size };
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

try {
  await waitForServer();
  const detailReady = (page) => page.locator('canvas').first().waitFor();

  // The same figures `npm test` gates on (scripts/routeBudgets.mjs): one definition.
  const js = Object.fromEntries(
    routeBudgetRows('dist-demo').map((row) => [row.name.replace('initial JS ', ''), row.value]),
  );
  const wall = await wallDisplayJs(newPage, BASE);
  const screen = await screenRequestsAndRefresh(newPage, BASE);
  const trips = await roundTrips(newPage, BASE);
  const soak = await wallSoak(newPage, BASE);
  const drag = await editorDrag(newPage, BASE);
  // The editor's body is a lazy chunk fetched with the screen's data: not initial, but reported.
  drag.withEditorChunkKb = gzipKb(
    'dist-demo',
    chunkFiles(readManifest('dist-demo'), [
      ...CONSOLE_ROUTES['/screen/:id/edit'],
      'src/features/screen/editor/page/ScreenEditor.tsx',
    ]),
  );
  const detailRequests = await requestsPerKey(detailReady);
  const catalog = await catalogDom(newPage, BASE);
  const normal = await rowsInDom('normal');
  const large = await rowsInDom('large');

  const results = {
    initialJsKbGzip: js,
    initialJsBudgetKb: INITIAL_JS_BUDGET_KB,
    detailRequests: {
      ...detailRequests,
      ratio: +(detailRequests.requests / detailRequests.keys).toFixed(2),
    },
    wallDisplayJs: wall,
    screen,
    roundTrips: trips,
    wallSoak: soak,
    editorDrag: drag,
    catalog,
    deliveriesDom: {
      normal,
      large,
      nodeRatio: +(large.nodes / normal.nodes).toFixed(2),
      maxRows: MAX_ROWS_IN_DOM,
    },
  };

  console.log('\nInitial JavaScript per route (entry + route, static imports, gzip):');
  for (const [route, kb] of Object.entries(js)) {
    console.log(
      `  ${route.padEnd(48)} ${String(kb).padStart(5)} KB  ${kb <= INITIAL_JS_BUDGET_KB ? 'within' : 'OVER'} ${INITIAL_JS_BUDGET_KB} KB budget (${(kb / INITIAL_JS_BUDGET_KB).toFixed(2)}×)`,
    );
  }
  console.log(
    `\nEndpoint page: ${detailRequests.requests} API requests for ${detailRequests.keys} distinct keys (ratio ${results.detailRequests.ratio}).`,
  );
  console.log(
    `Deliveries at 100 rows/page: normal ${normal.rows} rows / ${normal.nodes} nodes; large (50,000) ${large.rows} rows / ${large.nodes} nodes; node ratio ${results.deliveriesDom.nodeRatio}; rows ≤ ${MAX_ROWS_IN_DOM}: ${large.rows <= MAX_ROWS_IN_DOM}.`,
  );

  console.log(
    `\nWall display: ${wall.kb} KB gzip of JavaScript until all 12 tiles drawn (${(wall.kb / wall.budgetKb).toFixed(2)}× the ${wall.budgetKb} KB budget; ${wall.files} files, demo mock backend ${wall.mockKbExcluded} KB not counted); files with antd: ${wall.antdFiles.length}; echarts instances ${wall.charts}.`,
  );
  console.log(
    `Default screen: ${screen.load.requests} screen requests for ${screen.load.keys} distinct operation+parameter keys (ratio ${(screen.load.requests / screen.load.keys).toFixed(2)}).`,
  );
  console.log(
    `Refresh tick: ${screen.refresh.requests} requests / ${screen.refresh.keys} keys; long tasks ≥ 50 ms: ${screen.refresh.longTasks} (longest ${screen.refresh.longestMs} ms); echarts instances ${screen.refresh.chartsBefore} → ${screen.refresh.chartsAfter}; chart components re-rendered: ${screen.refresh.chartRenders}.`,
  );
  console.log(
    `${trips.trips} round trips screen ↔ catalog storage: echarts instances on the screen ${trips.chartsOnScreen} (canvases ${trips.canvasesOnScreen}), on the catalog page ${trips.chartsOnCatalog} (canvases ${trips.canvasesOnCatalog}), screen charts left alive there ${trips.chartsLeftOnCatalog}; heap after GC last ÷ first ${trips.heapRatio}.`,
  );
  console.log(
    `Editor drag, ${drag.steps} steps: chart renders during the drag ${drag.chartRendersDuringDrag} (budget 0), after the drop ${drag.chartRendersAfterDrop}; echarts instances ${drag.chartsBefore} → ${drag.chartsAfter}; layout changed: ${drag.layoutChanged}; JavaScript with the editor chunk ${drag.withEditorChunkKb} KB gzip.`,
  );
  console.log(
    `Wall soak, ${soak.cycles} refresh cycles with faults on/off every 50: heap after GC ÷ cycle 50 = ${soak.heapRatio} (growth ${soak.growthMbPer1000} MB per 1,000), echarts instances flat: ${soak.chartsFlat}, DOM nodes ratio ${soak.nodesRatio}, listeners ratio ${soak.listenersRatio}.`,
  );

  const { tables, schema } = catalog;
  console.log(
    `\nCatalog tables at 1,000 per page: normal (1,200) ${tables.normal.rows} rows / ${tables.normal.nodes} nodes; large (10,000) ${tables.large.rows} rows / ${tables.large.nodes} nodes (node ratio ${catalog.tablesNodeRatio}); next page of 1,000 shown in ${tables.normal.nextPageMs} / ${tables.large.nextPageMs} ms, long tasks ${tables.large.longTasks.count} (longest ${tables.large.longTasks.longestMs} ms).`,
  );
  console.log(
    `Schema tree: normal (2,000 columns) ${schema.normal.items} tree rows / ${schema.normal.nodes} nodes; large (10,000) ${schema.large.items} rows / ${schema.large.nodes} nodes (node ratio ${catalog.schemaNodeRatio}); search filtered in ${schema.normal.searchMs} / ${schema.large.searchMs} ms (${schema.large.itemsFiltered} rows), long tasks ${schema.large.longTasks.count} (longest ${schema.large.longTasks.longestMs} ms); rows ≤ ${catalog.maxRows}: ${catalog.withinRows}.`,
  );

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    JSON.stringify(results, null, 2),
  );
} finally {
  await browser.close();
  stop();
}
