import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './support/fixtures';
import { expectAllTilesDrawn } from './support/tiles';

/**
 * The hostile-data corpus (mocks/corpus/xss.ts, `?mock-corpus=xss`) in every free text the three
 * services answer: each page, drawer and dialog a person opens must show it as inert text. Every
 * payload that could run sets `window.__xss`; none may, no dialog may open, no link from data may
 * carry a scheme other than http(s), and no page may scroll sideways (long strings wrap or are
 * cut with a tooltip).
 */

/** Dialogs opened by the page (alert/confirm/prompt): a payload that ran would open one. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

async function expectInert(page: Page, where: string, dialogs: readonly string[]) {
  const found = await page.evaluate(() => {
    const schemes = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .map((a) => a.protocol)
      .filter((protocol) => protocol !== 'http:' && protocol !== 'https:');
    const root = document.documentElement;
    return {
      canary: (window as unknown as { __xss?: unknown }).__xss ?? null,
      schemes,
      frames: document.querySelectorAll('iframe, object, embed').length,
      // A 1 px allowance for sub-pixel rounding.
      overflow: root.scrollWidth - root.clientWidth,
      scripts: Array.from(document.scripts).filter((script) => !script.src).length,
    };
  });
  expect(found.canary, `${where}: a payload ran`).toBeNull();
  expect(dialogs, `${where}: a dialog opened`).toEqual([]);
  expect(found.schemes, `${where}: links with other schemes than http(s)`).toEqual([]);
  expect(found.frames, `${where}: frames from data`).toBe(0);
  expect(found.scripts, `${where}: inline scripts`).toBe(0);
  expect(found.overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(1);
}

/** Something of every corpus entry (mocks/corpus/xss.ts) that survives its rendering as text. */
const CORPUS_MARKS =
  /<script>|<img src=x|<svg onload|<iframe|javascript:|data:text\/html|vbscript:|&lt;b&gt;|AAAAAAAAAA|override|joiner|combining|emoji|constructor\.constructor|evil\.example|example\.com/i;

/** The corpus is on: some text of the page carries a payload, shown as text. */
async function expectCorpusShown(page: Page, where: string) {
  await expect(
    page.getByText(CORPUS_MARKS).first(),
    `${where}: the corpus is not on this page`,
  ).toBeAttached();
}

test.describe('hostile data', () => {
  test('the security screen, its drawers, the wall and the editor show it as text', async ({
    page,
  }) => {
    const dialogs = watchDialogs(page);
    await gotoApp(page, '/screen', { lang: 'en', corpus: 'xss' });
    // Every tile drawn, as a person sees the screen settle: "no busy tile" alone also held before
    // the grid had any tile, and its first layout is not yet its final width.
    await expectAllTilesDrawn(page, 12);
    await expectCorpusShown(page, '/screen');
    await expectInert(page, '/screen', dialogs);

    await page.getByRole('button', { name: 'All alarms' }).click();
    const alarms = page.getByRole('dialog', { name: 'Alarm events' });
    await expect(alarms.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectCorpusShown(page, 'alarm drawer');
    await expectInert(page, 'alarm drawer', dialogs);
    await page.keyboard.press('Escape');
    await expect(alarms).toBeHidden();

    await page.getByRole('button', { name: 'View attacks' }).first().click();
    const attacks = page.getByRole('dialog', { name: /Attack events/ });
    await expect(attacks.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectInert(page, 'attack drawer', dialogs);
    await page.keyboard.press('Escape');
    await expect(attacks).toBeHidden();

    await page.getByRole('button', { name: 'View risky hosts' }).click();
    const hosts = page.getByRole('dialog', { name: /Hosts/ });
    await expect(hosts.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectCorpusShown(page, 'hosts drawer');
    await expectInert(page, 'hosts drawer', dialogs);
    await page.keyboard.press('Escape');
    await expect(hosts).toBeHidden();

    await gotoApp(page, '/screen/default/present');
    await expectAllTilesDrawn(page, 12);
    await expectInert(page, 'wall display', dialogs);

    await gotoApp(page, '/screen/1001/edit');
    await expect(page.getByRole('textbox', { name: /title/i }).first()).toBeVisible();
    await expectInert(page, 'layout editor', dialogs);
  });

  // [page, whether it shows free text of the data]
  const LAKE_PAGES = {
    'catalogs and databases': [
      ['/catalogs', false],
      ['/catalogs/sales_lake', true],
      ['/catalogs/sales_lake/databases/sales', false],
      ['/catalogs/sales_lake/databases/sales?tab=overview', true],
      ['/catalogs/sales_lake/databases/sales?tab=views', true],
    ],
    tables: [
      ['/catalogs/sales_lake/databases/sales/tables/orders', true],
      ['/catalogs/sales_lake/databases/sales/tables/nested_profile', true],
      ['/catalogs/sales_lake/databases/sales/tables/wide_events', true],
    ],
  } as const;
  for (const [group, pages] of Object.entries(LAKE_PAGES)) {
    test(`the lake catalog console's ${group} show it as text`, async ({ page }) => {
      const dialogs = watchDialogs(page);
      let options: { lang: 'en'; corpus: 'xss' } | undefined = { lang: 'en', corpus: 'xss' };
      for (const [path, showsText] of pages) {
        await gotoApp(page, path, options);
        options = undefined;
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        if (showsText) await expectCorpusShown(page, path);
        await expectInert(page, path, dialogs);
      }
    });
  }

  test("the lake's shares and access administration show it as text", async ({ page }) => {
    const dialogs = watchDialogs(page);
    const settled = async (where: string, showsText: boolean) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (showsText) await expectCorpusShown(page, where);
      await expectInert(page, where, dialogs);
    };
    await gotoApp(page, '/shares', { lang: 'en', corpus: 'xss' });
    await settled('/shares', true);
    await page.getByRole('link', { name: 'sales_to_partners', exact: true }).click();
    await settled('a share', true);

    await gotoApp(page, '/access/roles');
    await settled('/access/roles', true);
    await page.getByRole('table').getByRole('link').first().click();
    await settled('a role', true);
    for (const path of ['/access/users', '/access/vpcs']) {
      await gotoApp(page, path);
      await settled(path, true);
    }
    await gotoApp(page, '/catalogs/sales_lake/databases/sales/tables/customers?tab=access');
    await settled("a table's Access tab", false);
  });

  test('the webhook console and settings show it as text', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await gotoApp(page, '/webhooks', { lang: 'en', apiKey: 'demo-key', corpus: 'xss' });
    const table = page.getByRole('table');
    await expect(table.getByRole('link').first()).toBeVisible();
    await expectCorpusShown(page, '/webhooks');
    await expectInert(page, '/webhooks', dialogs);

    await table.getByRole('link').first().click();
    await expect(page.getByRole('region', { name: /Delivery history/ })).toBeVisible();
    await expectCorpusShown(page, 'webhook endpoint');
    await expectInert(page, 'webhook endpoint', dialogs);
    await page
      .getByRole('region', { name: /Delivery history/ })
      .getByRole('button', { name: /^Show details/ })
      .first()
      .click();
    await expect(page.getByText('Session thread ID').first()).toBeVisible();
    await expectInert(page, 'a delivery', dialogs);

    await gotoApp(page, '/settings');
    await expectInert(page, '/settings', dialogs);
  });
});
