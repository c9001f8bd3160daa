// The catalog console's rows of docs/design.md §6 (rows in the DOM, DOM node ratios at large
// scale), measured on the demo build.

const MAX_ROWS_IN_DOM = 200;
const DOM_NODES = () => document.getElementsByTagName('*').length;

/** Long tasks (≥ 50 ms) from now on, read back with `longTasks(page)`. */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}
const longTasks = (page) =>
  page.evaluate(() => {
    const tasks = globalThis.__longTasks ?? [];
    return { count: tasks.length, longestMs: Math.round(Math.max(0, ...tasks)) };
  });

/**
 * The `telemetry` database's tables at 1,000 per page (1,200 tables at normal scale, 10,000 at
 * large): rows in the DOM, DOM nodes, and how long the next page of 1,000 takes to show.
 */
export async function tablesList(newPage, base, scale) {
  const { context, page } = await newPage();
  await page.goto(
    `${base}/catalogs/sales_lake/databases/telemetry?tab=tables&tsize=1000&mock-scale=${scale}`,
  );
  const table = page.getByRole('table', { name: /^(Tables of telemetry|telemetry 的表)$/ });
  await table.getByRole('link').first().waitFor({ timeout: 60_000 });
  const first = await table.getByRole('link').first().textContent();
  const rows = await table.getByRole('row').count();
  const nodes = await page.evaluate(DOM_NODES);
  await watchLongTasks(page);
  const started = Date.now();
  await page.getByRole('button', { name: /^(Next page|下一页)$/ }).click();
  await page.waitForFunction(
    (before) => {
      const link = document.querySelector('table a');
      return link && link.textContent !== before;
    },
    first,
    { timeout: 60_000 },
  );
  const nextPageMs = Date.now() - started;
  const tasks = await longTasks(page);
  const rowsAfter = await table.getByRole('row').count();
  await context.close();
  return { scale, rows, rowsAfter, nodes, nextPageMs, longTasks: tasks };
}

/**
 * `wide_events` (2,000 columns; 10,000 at large): tree rows in the DOM, and the time from typing
 * a search to the filtered tree (search filters as you type).
 */
export async function schemaTree(newPage, base, scale) {
  const { context, page } = await newPage();
  await page.goto(
    `${base}/catalogs/sales_lake/databases/sales/tables/wide_events?tab=schema&mock-scale=${scale}`,
  );
  const tree = page.getByRole('tree');
  await tree.getByRole('treeitem').first().waitFor({ timeout: 60_000 });
  const items = await tree.getByRole('treeitem').count();
  const nodes = await page.evaluate(DOM_NODES);
  await watchLongTasks(page);
  const search = page
    .getByRole('searchbox', { name: /^(Search columns|搜索列)$/ })
    .or(page.getByRole('textbox', { name: /^(Search columns|搜索列)$/ }));
  const started = Date.now();
  await search.pressSequentially('9', { delay: 0 });
  await page.getByText(/ of [\d,]+ columns match|列中有/).waitFor({ timeout: 60_000 });
  const searchMs = Date.now() - started;
  const tasks = await longTasks(page);
  const itemsFiltered = await tree.getByRole('treeitem').count();
  await context.close();
  return { scale, items, itemsFiltered, nodes, searchMs, longTasks: tasks };
}

export async function catalogDom(newPage, base) {
  const tables = {
    normal: await tablesList(newPage, base, 'normal'),
    large: await tablesList(newPage, base, 'large'),
  };
  const schema = {
    normal: await schemaTree(newPage, base, 'normal'),
    large: await schemaTree(newPage, base, 'large'),
  };
  return {
    tables,
    tablesNodeRatio: +(tables.large.nodes / tables.normal.nodes).toFixed(2),
    schema,
    schemaNodeRatio: +(schema.large.nodes / schema.normal.nodes).toFixed(2),
    maxRows: MAX_ROWS_IN_DOM,
    withinRows:
      tables.large.rows <= MAX_ROWS_IN_DOM &&
      tables.large.rowsAfter <= MAX_ROWS_IN_DOM &&
      schema.large.items <= MAX_ROWS_IN_DOM,
  };
}
