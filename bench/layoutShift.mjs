// Layout shift per route (docs/design.md §6: CLS ≤ 0.05 on every route, at normal speed and under a
// 4× CPU throttle, through the load and one refresh), measured on the demo build by bench/run.mjs.
import { waitForTiles } from './screen.mjs';

export const CLS_BUDGET = 0.05;
export const THROTTLES = [1, 4];

// Sums every layout shift not caused by input, from the first paint on (`buffered`), in the page
// itself: stricter than the web-vitals CLS, which keeps only the worst burst ("session window").
function observeShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        // What moved, for the report: the first few sources' elements and how far.
        sources: (entry.sources ?? []).slice(0, 3).map((source) => {
          const node = source.node;
          const name = node
            ? `${node.nodeName.toLowerCase()}${node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : ''}`
            : '(gone)';
          return `${name} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const readShifts = (page) => page.evaluate(() => window.__shifts ?? []);
const settle = async (page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
};
const clickRefresh = (name) => async (page) => {
  await page.getByRole('button', { name }).first().click();
  await settle(page);
};
// Routes without a refresh control are refreshed the way a user does: the browser reloads.
const reload = async (page) => {
  await page.reload();
  return 'reload';
};

// Pages with tabs: the shown tab's panel (a lazy chunk) is there; the network going quiet
// (`settle`) then covers its data.
const tabPanel = (page) => page.getByRole('tabpanel').first().waitFor();

/**
 * Every route kind of the console and the wall: where to go, when its content is drawn, and how
 * it refreshes. `:endpoint` is replaced by the first webhook endpoint's path.
 */
export const CLS_ROUTES = [
  {
    name: '/screen',
    path: '/screen?refresh=0',
    ready: (page) => waitForTiles(page, 12),
    refresh: clickRefresh(/^(Refresh now|立即刷新)$/),
  },
  {
    name: '/screen/:id/present',
    path: '/screen/default/present?refresh=10',
    viewport: { width: 1920, height: 1080 },
    ready: (page) => waitForTiles(page, 12),
    // The wall's own timer: its shortest interval is 10 s.
    refresh: async (page) => {
      await page.waitForTimeout(11_000);
      await settle(page);
    },
  },
  {
    name: '/catalogs',
    path: '/catalogs',
    ready: (page) => page.getByRole('link', { name: 'sales_lake' }).waitFor(),
    refresh: clickRefresh(/^(Refresh|刷新)$/),
  },
  {
    name: '/catalogs/:catalog',
    path: '/catalogs/sales_lake',
    ready: tabPanel,
    refresh: reload,
  },
  {
    name: '/catalogs/:catalog/databases/:database',
    path: '/catalogs/sales_lake/databases/sales',
    ready: tabPanel,
    refresh: reload,
  },
  {
    name: '/catalogs/:catalog/databases/:database/tables/:table',
    path: '/catalogs/sales_lake/databases/sales/tables/orders',
    ready: tabPanel,
    refresh: reload,
  },
  {
    name: '/webhooks',
    path: '/webhooks',
    ready: (page) => page.getByRole('table').getByRole('link').first().waitFor(),
    refresh: clickRefresh(/^(Refresh|刷新)$/),
  },
  {
    name: '/webhooks/:id',
    path: ':endpoint',
    ready: (page) => page.locator('canvas').first().waitFor(),
    refresh: reload,
  },
];

/**
 * One route at one CPU speed: shifts through the load (until drawn and the network is quiet) and
 * one refresh. A reload starts a new document, so its shifts add to the load's.
 */
async function measureRoute(newPage, base, route, rate, findEndpoint) {
  const { context, page } = await newPage(route.viewport);
  await context.addInitScript(observeShifts);
  // Endpoint ids depend on when this browser profile seeded its demo data: find one in it.
  const endpointPath = route.path === ':endpoint' ? await findEndpoint(context) : null;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const path = endpointPath ?? route.path;
  const timeout = 60_000;
  page.setDefaultTimeout(timeout);
  await page.goto(base + path);
  await route.ready(page);
  await settle(page);
  const shifts = await readShifts(page);
  const reloaded = (await route.refresh(page)) === 'reload';
  if (reloaded) {
    await route.ready(page);
    await settle(page);
  }
  // The same document keeps the load's shifts at the front of its list; a reload starts afresh.
  shifts.push(...(await readShifts(page)).slice(reloaded ? 0 : shifts.length));
  await context.close();
  const cls = shifts.reduce((sum, s) => sum + s.value, 0);
  // The largest shifts, to say what moved.
  const worst = [...shifts].sort((a, b) => b.value - a.value).slice(0, 3);
  return { cls: +cls.toFixed(4), shifts: shifts.length, worst };
}

/** CLS of every route at each CPU speed. */
export async function layoutShifts(newPage, base, findEndpoint) {
  const results = [];
  for (const route of CLS_ROUTES) {
    for (const rate of THROTTLES) {
      try {
        results.push({
          route: route.name,
          rate,
          ...(await measureRoute(newPage, base, route, rate, findEndpoint)),
        });
      } catch (error) {
        // A route that never got drawn has no score: its row fails and says why.
        console.error(`bench: CLS ${route.name} at ${rate}× CPU: ${error.message.split('\n')[0]}`);
        results.push({ route: route.name, rate, cls: null, error: error.message.split('\n')[0] });
      }
    }
  }
  return results;
}
