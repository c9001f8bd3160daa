// The screen editor's row of docs/design.md §6: chart components do not re-render while a tile is
// dragged (the widgets are memoized; only the grid items move). Run by bench/run.mjs.

import { chartRenders, countCharts, resetChartRenders } from './pageProbes.mjs';

const DRAG_STEPS = 60;

/** Every tile of the editor's grid has its widget drawn and nothing is loading. */
async function waitForEditorTiles(page, count) {
  await page.waitForFunction(
    (n) => {
      const handles = document.querySelectorAll('[data-drag-handle]');
      const bodies = document.querySelectorAll('[data-tile-body] section[data-code]');
      return (
        handles.length === n &&
        bodies.length === n &&
        !document.querySelector('[data-tile-body] [aria-busy="true"]')
      );
    },
    count,
    { timeout: 60_000 },
  );
}

/**
 * Opens the default screen (1001, twelve tiles) in the editor and drags its first tile by the
 * handle three columns right and one tile down in 60 mouse steps: chart renders during the drag
 * (budget 0) and after the drop, echarts instances before and after.
 */
export async function editorDrag(newPage, base) {
  const { context, page } = await newPage();
  await page.goto(`${base}/screen/1001/edit`);
  await waitForEditorTiles(page, 12);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const chartsBefore = await countCharts(page);

  const handle = page.locator('[data-drag-handle]').first();
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  const tile = await page.locator('.react-grid-item').first().boundingBox();
  if (!box || !tile) throw new Error('editor bench: no tile handle to drag');
  const start = { x: box.x + Math.min(40, box.width / 2), y: box.y + box.height / 2 };
  const end = { x: start.x + tile.width * 0.75, y: start.y + tile.height + 20 };

  await resetChartRenders(page);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: DRAG_STEPS });
  // Let the last frames of the drag settle before reading, still holding the button.
  await page.waitForTimeout(200);
  const duringDrag = await chartRenders(page);
  await page.mouse.up();
  await page.waitForTimeout(1_000);
  const afterDrop = await chartRenders(page);
  const moved = await page
    .getByText(/^(Unsaved changes|有未保存的更改)$/)
    .count()
    .then((n) => n > 0);
  const chartsAfter = await countCharts(page);
  await context.close();
  return {
    steps: DRAG_STEPS,
    chartRendersDuringDrag: duringDrag,
    chartRendersAfterDrop: afterDrop,
    chartsBefore,
    chartsAfter,
    layoutChanged: moved,
  };
}
