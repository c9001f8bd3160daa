import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';
import { screenTiles } from './support/tiles';

/** The layout of record as the service holds it, read back through the page (its mock backend). */
async function storedSetting(page: Page, id: string) {
  return page.evaluate(async (screenId) => {
    const response = await fetch(
      `/api/screen?Action=DescribeScreenSetting&Version=2021-01-14&Id=${screenId}`,
    );
    return (await response.json()) as { Title: string; ScreenDataMap: string; LogoUrl: string };
  }, id);
}

const geometry = (map: string) =>
  (JSON.parse(map) as { componentId: number; x: number; y: number; w: number; h: number }[]).map(
    ({ componentId, x, y, w, h }) => ({ componentId, x, y, w, h }),
  );

/** The id in `/screen/<id>/edit`. */
function editedId(page: Page): string {
  const match = /\/screen\/(\d+)\/edit$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not an editor URL: ${page.url()}`);
  return match[1];
}

const grid = (page: Page) => page.getByRole('region', { name: 'Screen layout' });
/** A tile's handle: a button named by the tile's title, place and size. */
const handleOf = (page: Page, title: string) =>
  grid(page).getByRole('button', { name: new RegExp(`^${title}, column \\d+, row \\d+,`) });
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title' });
const status = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Each tile's handle name ("Alarms, column 1, row 1, width 4, height 10"), in DOM order. */
const tileLabels = async (page: Page) =>
  (
    await grid(page)
      .locator('[data-drag-handle]')
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''))
  ).sort();

async function openEditor(page: Page, path: string, heading: string | RegExp) {
  await gotoApp(page, path, { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Every tile of the grid has drawn its widget. */
async function expectTilesDrawn(page: Page, count: number) {
  await expect(grid(page).locator('section[data-code]')).toHaveCount(count);
  await expect(grid(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

async function dragBy(page: Page, from: Locator, dx: number, dy: number) {
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + Math.min(24, box.width / 2);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 20 });
  await page.mouse.up();
}

/** Presses Tab until `target` has focus: the keyboard is the only way there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 150; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('never reached by Tab');
}

/**
 * The visible words of every tile's handle bar (title, place or size): how many there are, how
 * many pairs overlap, and how many reach outside their own tile.
 */
const handleLabelLayout = (page: Page) =>
  page.evaluate(() => {
    const shown = (element: Element) =>
      getComputedStyle(element).display !== 'none' && element.getClientRects().length > 0;
    const labels: { box: DOMRect; tile: DOMRect }[] = [];
    for (const cell of Array.from(document.querySelectorAll('[data-tile-key]'))) {
      const tile = cell.getBoundingClientRect();
      const where = cell.querySelector('[data-drag-handle] + span');
      const words = [
        ...Array.from(cell.querySelectorAll('[data-drag-handle] > span')),
        ...(where ? (where.children.length > 0 ? Array.from(where.children) : [where]) : []),
      ].filter(shown);
      for (const element of words) labels.push({ box: element.getBoundingClientRect(), tile });
    }
    let overlapping = 0;
    for (const [index, a] of labels.entries()) {
      for (const b of labels.slice(index + 1)) {
        const apart =
          a.box.right <= b.box.left + 0.5 ||
          b.box.right <= a.box.left + 0.5 ||
          a.box.bottom <= b.box.top + 0.5 ||
          b.box.bottom <= a.box.top + 0.5;
        if (!apart) overlapping += 1;
      }
    }
    const outside = labels.filter(
      ({ box, tile }) => box.left < tile.left - 1 || box.right > tile.right + 1,
    ).length;
    return { labels: labels.length, overlapping, outside };
  });

const draftSaved = (page: Page, id: string) =>
  page.waitForFunction(
    (key) => localStorage.getItem(key) !== null,
    `parapet.screen.draft.v1.${id}`,
  );

// A 1×1 PNG: what the logo upload accepts.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('screen editor', () => {
  test('builds a screen with the mouse, saves it, and reloads it identically', async ({
    page,
  }, testInfo) => {
    await openEditor(page, '/screen/-/new', 'New screen');
    // 59 Latin letters fit the wall's header: the counter, and no advice.
    await titleField(page).fill('Security Operations Centre - Hangzhou Region Production Wal');
    await expect(page.getByText('59 / 64')).toBeVisible();
    await expect(page.getByText(/^May be cut off on the wall display/)).toHaveCount(0);
    // 34 Chinese characters do not: the advice, in words that fit the script.
    await titleField(page).fill('安全运营中心'.repeat(5) + '华东大区');
    await expect(
      page.getByText(
        'May be cut off on the wall display: its header fits about 66 Latin letters or 33 Chinese characters.',
      ),
    ).toBeVisible();
    // More than the service accepts is refused in place, before any Save.
    await titleField(page).fill('x'.repeat(65));
    await expect(page.getByText('At most 64 characters: remove 1 character.')).toBeVisible();
    await expect(titleField(page)).toHaveAttribute('aria-invalid', 'true');
    await titleField(page).fill('Mouse');
    await expect(page.getByText(/^At most 64 characters/)).toHaveCount(0);

    for (const name of ['Alarms', 'Assets', 'Vulnerabilities']) {
      await page.getByRole('button', { name: new RegExp(`^Add ${name}`) }).click();
    }
    await expectTilesDrawn(page, 3);
    await expect(handleOf(page, 'Vulnerabilities')).toHaveAccessibleName(
      /^Vulnerabilities, column 9, row 1,/,
    );
    await expectNoSeriousA11yViolations(page);

    // Drag Vulnerabilities by its handle to under Assets.
    const assets = await handleOf(page, 'Assets').boundingBox();
    const vulns = await handleOf(page, 'Vulnerabilities').boundingBox();
    if (!assets || !vulns) throw new Error('tiles not laid out');
    await dragBy(page, handleOf(page, 'Vulnerabilities'), assets.x - vulns.x, 8 * 48);
    await expect(handleOf(page, 'Vulnerabilities')).not.toHaveAccessibleName(/column 9, row 1,/);
    // Resize Alarms from its corner: one column wider, two rows taller.
    const alarms = grid(page).locator('.react-grid-item', {
      has: page.getByRole('button', { name: /^Alarms, column \d+, row \d+,/ }),
    });
    const cell = await alarms.boundingBox();
    if (!cell) throw new Error('no Alarms tile');
    // On screen the canvas is scaled: a column is a quarter of this 4-wide tile, a row about a
    // tenth of this 10-high one.
    await dragBy(
      page,
      alarms.locator('.react-resizable-handle-se'),
      cell.width / 4 + 8,
      (2 * cell.height) / 10,
    );
    await expect(handleOf(page, 'Alarms')).toHaveAccessibleName(/width 5, height 1[12]$/);
    await expect(status(page, 'Unsaved changes')).toBeVisible();
    // Stacked under Assets, Vulnerabilities now reaches below the wall's 24 rows: the canvas
    // draws the wall's edge, and the save asks before keeping it there.
    await expect(page.getByText(/^The wall display ends here, after row 24/)).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const edge = page.getByRole('dialog', { name: 'A tile reaches below the wall’s last row' });
    await expect(edge.getByRole('listitem')).toHaveText(/^Vulnerabilities, down to row \d+$/);
    await expectNoSeriousA11yViolations(page);
    await edge.getByRole('button', { name: /^Save with \d+ rows$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit “Mouse”' })).toBeVisible();
    const id = editedId(page);
    await expect(status(page, 'All changes saved')).toBeVisible();
    await expectTilesDrawn(page, 3);
    const labels = await tileLabels(page);
    const saved = await storedSetting(page, id);
    expect(saved.Title).toBe('Mouse');
    const before = await grid(page).screenshot({ animations: 'disabled' });
    await testInfo.attach('before-reload', { body: before, contentType: 'image/png' });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit “Mouse”' })).toBeVisible();
    await expectTilesDrawn(page, 3);
    // Not dirty after the grid laid the stored layout out again, and tile for tile the same.
    await expect(status(page, 'All changes saved')).toBeVisible();
    expect(await tileLabels(page)).toEqual(labels);
    expect(geometry((await storedSetting(page, id)).ScreenDataMap)).toEqual(
      geometry(saved.ScreenDataMap),
    );
    const after = await grid(page).screenshot({ animations: 'disabled' });
    await testInfo.attach('after-reload', { body: after, contentType: 'image/png' });
    // Same picture size: the same rows and columns (chart pixels may differ by a redraw).
    expect(after.readUInt32BE(16)).toBe(before.readUInt32BE(16));
    expect(after.readUInt32BE(20)).toBe(before.readUInt32BE(20));

    // On the wall, the tile below row 24 is there in full: rows are shorter, nothing is cut.
    await page.goto(`/screen/${id}/present`);
    const wall = page.getByRole('region', { name: 'Screen tiles' });
    await expect(screenTiles(page)).toHaveCount(3);
    const viewport = page.viewportSize()!;
    for (const name of ['Alarms', 'Assets', 'Vulnerabilities']) {
      const box = (await wall.getByRole('region', { name, exact: true }).boundingBox())!;
      expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
    }
    await testInfo.attach('wall', { body: await page.screenshot(), contentType: 'image/png' });
  });

  test('drags a component from the palette onto the canvas, previewed where it lands', async ({
    page,
  }, testInfo) => {
    await openEditor(page, '/screen/-/new', 'New screen');
    // A new screen asks for its title only once the person has been in the field.
    await expect(page.getByText('A title is required.')).toHaveCount(0);
    const assets = page.getByRole('button', { name: /^Add Assets/ });
    await expect(assets).toHaveAttribute('draggable', 'true');
    const canvas = page.locator('[data-canvas]');
    const stage = await canvas.boundingBox();
    const from = await assets.boundingBox();
    if (!stage || !from) throw new Error('no palette item or canvas');
    // Onto the canvas's middle, a third of the way down.
    const to = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 3 };
    await page.mouse.move(from.x + 24, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 20 });
    const preview = grid(page).locator('[data-drop-preview]');
    await expect(preview).toBeVisible();
    await page.mouse.move(to.x + 2, to.y, { steps: 2 });
    const shown = await preview.boundingBox();
    await page.screenshot({ path: testInfo.outputPath('editor-drop-preview-en.png') });
    await page.mouse.up();
    await expect(preview).toHaveCount(0);
    // Added where the preview was, at the component's default size, and selected.
    const handle = handleOf(page, 'Assets');
    await expect(handle).toHaveAccessibleName(/, column \d+, row 1, width 4, height 8$/);
    const tile = grid(page).locator('[data-tile-key]');
    const landed = await tile.boundingBox();
    if (!shown || !landed) throw new Error('no preview or tile');
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(landed[side] - shown[side])).toBeLessThan(2);
    }
    // The drop lands under the pointer's column: the tile's middle is within a column of it.
    expect(Math.abs(landed.x + landed.width / 2 - to.x)).toBeLessThan(stage.width / 12);
    await expect(page.getByText('Assets (Assets)')).toBeVisible();
    // One undoable step.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(tile).toHaveCount(0);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(tile).toHaveCount(1);
    // A component already placed is added again, as a click adds it.
    await page.mouse.move(from.x + 24, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, stage.y + stage.height * 0.8, { steps: 20 });
    await expect(preview).toBeVisible();
    await page.mouse.up();
    await expect(tile).toHaveCount(2);
    await expect(assets).toContainText('placed ×2');
    // The click and the keyboard still add at the first free spot.
    await page.getByRole('button', { name: /^Add Alarms/ }).click();
    await expect(tile).toHaveCount(3);
    await page.getByRole('button', { name: /^Add Baseline/ }).focus();
    await page.keyboard.press('Enter');
    await expect(tile).toHaveCount(4);
  });

  test('edits with the keyboard only, from a new screen to a saved one', async ({ page }) => {
    await openEditor(page, '/screen/-/new', 'New screen');
    await tabTo(page, titleField(page));
    await page.keyboard.type('Keys');
    await tabTo(page, page.getByRole('searchbox', { name: 'Search components' }));
    await page.keyboard.type('Alarms');
    // The only match: Enter adds it.
    await page.keyboard.press('Enter');
    const live = page.locator('[aria-live="polite"]').filter({ hasText: /Added Alarms/ });
    await expect(live).toHaveText(/Added Alarms at column 1, row 1, 4 by 10 cells/);

    const handle = handleOf(page, 'Alarms');
    await tabTo(page, handle);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(handle).toHaveAccessibleName('Alarms, column 3, row 1, width 4, height 11');
    await page.keyboard.press('Control+z');
    await expect(handle).toHaveAccessibleName('Alarms, column 3, row 1, width 4, height 10');
    await page.keyboard.press('Control+Shift+z');
    await expect(handle).toHaveAccessibleName('Alarms, column 3, row 1, width 4, height 11');

    // Back up to the toolbar above the grid.
    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit “Keys”' })).toBeVisible();
    const saved = await storedSetting(page, editedId(page));
    expect(geometry(saved.ScreenDataMap)).toEqual([{ componentId: 5, x: 2, y: 0, w: 4, h: 11 }]);
  });

  test('asks before leaving with unsaved changes, and the draft survives a reload', async ({
    page,
  }) => {
    await openEditor(page, '/screen/1002/edit', 'Edit “攻击态势”');
    await titleField(page).fill('Draft');
    await draftSaved(page, '1002');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', {
        name: 'Security screen',
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/screen\/1002\/edit$/);
    await expect(titleField(page)).toHaveValue('Draft');

    // Closing the tab or reloading: the browser asks; here the reload goes ahead.
    page.on('dialog', (prompt) => void prompt.accept());
    await page.reload();
    await expect(titleField(page)).toHaveValue('攻击态势');
    await page.getByRole('button', { name: /^Restore unsaved changes from / }).click();
    await expect(titleField(page)).toHaveValue('Draft');
    await expect(status(page, 'Unsaved changes')).toBeVisible();
  });

  test('a save in another tab is never silently overwritten', async ({ page, context }) => {
    await openEditor(page, '/screen/1003/edit', 'Edit “Ops”');
    await titleField(page).fill('Mine');
    await draftSaved(page, '1003');

    const other = await context.newPage();
    await openEditor(other, '/screen/1003/edit', 'Edit “Ops”');
    await titleField(other).fill('Theirs');
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(other, 'All changes saved')).toBeVisible();
    await other.close();

    // Each tab's mock backend reads the shared state when it starts: reload this one (the
    // draft keeps "Mine" and the state it was based on).
    page.on('dialog', (prompt) => void prompt.accept());
    await page.reload();
    await page.getByRole('button', { name: /^Restore unsaved changes from / }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'This screen was changed elsewhere' });
    await expect(dialog.getByRole('listitem')).toHaveText(
      'The title was changed from “Ops” to “Theirs”.',
    );
    expect((await storedSetting(page, '1003')).Title).toBe('Theirs');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect(status(page, 'All changes saved')).toBeVisible();
    expect((await storedSetting(page, '1003')).Title).toBe('Mine');
  });

  test('uploads a logo, refuses a file that is not a picture, and saves the logo', async ({
    page,
  }) => {
    await openEditor(page, '/screen/1003/edit', 'Edit “Ops”');
    const input = page.getByLabel(/^(Choose a picture…|Replace picture…)$/);
    await input.setInputFiles({ name: 'shield.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByText('Logo uploaded. Save the screen to keep it.')).toBeVisible();
    const preview = page.getByRole('img', { name: 'Logo of Ops' });
    await expect(preview).toBeVisible();

    await input.setInputFiles({
      name: 'report.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a,b\n1,2'),
    });
    await expect(
      page.getByText('“report.csv” is not a PNG, JPEG, WebP or GIF picture. Nothing was uploaded.'),
    ).toBeVisible();
    await expect(preview).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page, 'All changes saved')).toBeVisible();
    expect((await storedSetting(page, '1003')).LogoUrl).toMatch(/^https?:\/\/.+\/api\/oss\//);
  });

  test('exports the rendered screen as a PNG of the grid’s size on the wall canvas', async ({
    page,
  }) => {
    await openEditor(page, '/screen/1003/edit', 'Edit “Ops”');
    await expectTilesDrawn(page, 4);
    await expect.poll(() => grid(page).locator('canvas').count()).toBeGreaterThanOrEqual(2);
    // The grid's own size on the wall's canvas, not as the zoom draws it on screen.
    const box = await grid(page).evaluate((element) => ({
      width: element.clientWidth,
      height: element.clientHeight,
    }));
    const ratio = await page.evaluate(() => Math.max(1, Math.round(devicePixelRatio)));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Ops.png');
    const png = await readFile(await download.path());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(Math.abs(width - box.width * ratio)).toBeLessThanOrEqual(ratio);
    expect(Math.abs(height - box.height * ratio)).toBeLessThanOrEqual(ratio);
    await expect(page.getByText(`Downloaded “Ops.png” (${width}×${height} pixels).`)).toBeVisible();
  });

  for (const width of [1280, 1440, 1920]) {
    test(`shows the wall's canvas at ${width} px: zoom, folding panels, labels that never overlap`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 1920 ? 1080 : 900 });
      await openEditor(page, '/screen/1001/edit', /^Edit “/);
      await expectTilesDrawn(page, 12);
      const canvas = page.locator('[data-canvas]');
      // The wall's own canvas: 1920 canvas pixels wide, drawn to fit the width there is.
      expect(await canvas.evaluate((element) => element.clientWidth)).toBe(1920);
      const zoom = page.getByRole('combobox', { name: 'Zoom' });
      await expect(zoom).toHaveValue('fit');
      const fitted = (await canvas.boundingBox())!.width;
      expect(fitted).toBeLessThan(width);
      expect(await handleLabelLayout(page)).toEqual({ labels: 36, overlapping: 0, outside: 0 });

      // A selected tile's properties come first and fit the window with their button: the
      // panels scroll inside themselves, never the page.
      await handleOf(page, 'Alarms').click();
      await expect(page.getByRole('combobox', { name: 'Time range' })).toBeInViewport({
        ratio: 1,
      });
      await expect(page.getByRole('button', { name: 'Remove tile' })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        page.viewportSize()!.height,
      );
      // Every resize handle has a 24 × 24 hit area; the corner's lies clear of its tile's bar,
      // and no handle covers the bar's button.
      const handles = await grid(page)
        .locator('.react-resizable-handle')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            const bar = element.parentElement!.querySelector('[data-drag-handle]')!;
            const barBox = bar.getBoundingClientRect();
            const at = (x: number, y: number) => document.elementFromPoint(x, y);
            return {
              corner: element.classList.contains('react-resizable-handle-se'),
              size: Math.min(box.width, box.height) >= 23.5,
              hit: at(box.x + box.width / 2, box.y + box.height / 2) === element,
              clear: box.top >= barBox.bottom,
              barFree: bar.contains(at(barBox.right - 2, barBox.bottom - 2)),
            };
          }),
        );
      expect(handles).toHaveLength(36);
      expect(
        handles.filter(
          (handle) =>
            !handle.size || !handle.hit || !handle.barFree || (handle.corner && !handle.clear),
        ),
      ).toEqual([]);
      await testInfo.attach(`editor-${width}`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });

      // Folding both side panels gives the canvas their room.
      await page.getByRole('button', { name: 'Hide components' }).click();
      await page.getByRole('button', { name: 'Hide properties' }).click();
      await expect(page.getByRole('searchbox', { name: 'Search components' })).toBeHidden();
      await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(fitted);
      expect(await handleLabelLayout(page)).toEqual({ labels: 36, overlapping: 0, outside: 0 });

      // At 100 % a canvas pixel is a screen pixel, and the keyboard still moves tiles by cells.
      await zoom.selectOption('1');
      await expect.poll(async () => Math.round((await canvas.boundingBox())!.width)).toBe(1920);
      expect(await handleLabelLayout(page)).toEqual({ labels: 36, overlapping: 0, outside: 0 });
      const assets = handleOf(page, 'Assets');
      await assets.focus();
      await page.keyboard.press('Shift+ArrowRight');
      await expect(assets).toHaveAccessibleName(/^Assets, column 1, row 1, width 4, height 6$/);
      // Moved far down with the keyboard, the focused tile stays in sight: the canvas scrolls.
      for (let step = 0; step < 18; step += 1) await page.keyboard.press('ArrowDown');
      const row = async () =>
        Number(/, row (\d+),/.exec((await assets.getAttribute('aria-label')) ?? '')?.[1]);
      await expect.poll(row).toBeGreaterThanOrEqual(19);
      await expect(assets).toBeInViewport({ ratio: 1 });
      await page.getByRole('button', { name: 'Show components' }).click();
      await expect(page.getByRole('searchbox', { name: 'Search components' })).toBeVisible();
    });
  }

  test('deletes a screen after a confirmation naming it', async ({ page }) => {
    await openEditor(page, '/screen/1003/edit', 'Edit “Ops”');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Ops”?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Escape closes it and nothing is deleted.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete screen' }).click();
    await expect(page).toHaveURL(/\/screen$/);
    const switcher = page.getByRole('combobox', { name: 'Screen' });
    await expect(switcher.locator('option', { hasText: 'Ops' })).toHaveCount(0);
  });
});
