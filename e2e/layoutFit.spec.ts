import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './support/fixtures';

// Three pages whose rows broke apart at desktop widths, in English more than in Chinese: the
// Access tab once a grant has a long row filter, the grant drawer's nested row-filter groups and
// the webhook list's addresses. Each is measured at three widths in both languages: nothing may
// reach past its container sideways, and controls of one row must stay on one line.

const TABLE = '/catalogs/sales_lake/databases/sales/tables/customers?tab=access';
const FRANK = 'acs:ram::1234567890123456:user/frank';
const WIDTHS = [1280, 1440, 1920] as const;
const LANGS = ['en', 'zh'] as const;
type Lang = (typeof LANGS)[number];
const say = (lang: Lang, en: string, zh: string) => (lang === 'en' ? en : zh);

/** How far the document scrolls sideways (0 when it fits). */
const documentOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type Check = 'table' | 'headers' | 'principals' | 'conditions' | 'groups' | 'urls' | 'oneLine';

/**
 * Runs `check` at each width, narrowest first: the page is loaded at the narrowest (where a row
 * breaks first, and where whatever measures once at mount measures), then widened, as a window
 * is. Each width waits two frames for the layout and the table's resize observers to settle.
 */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
      }
      await check(width);
    });
  }
}

/**
 * What does not fit among these elements, in the page: for `table`, how far each scrolls
 * sideways; for `headers`, a table's header that takes two lines; for `oneLine`, an element whose
 * text takes more than one line; for the others, the controls of one row that are not on one line
 * with the rest (a row is on one line when a horizontal line crosses all of its controls, whatever
 * their heights), and for `urls` an address that takes more than one line.
 */
function problemsIn(elements: Element[], check: Check): string[] {
  // Lines of visible text: a text box below the whole of the line before starts another.
  const lines = (element: Element) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Visually hidden text (a column's name for screen readers) sits in a 1 px box.
      const parent = node.parentElement;
      if (!parent || parent.getBoundingClientRect().width <= 1 || !node.textContent?.trim()) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
    }
    let count = 0;
    let bottom = -Infinity;
    for (const rect of rects.sort((a, b) => a.top - b.top)) {
      if (rect.top >= bottom - 2) count += 1;
      bottom = rect.top >= bottom - 2 ? rect.bottom : Math.max(bottom, rect.bottom);
    }
    return count;
  };
  const offRow = (row: Element[]) => {
    const boxes = row.map((element) => element.getBoundingClientRect()).filter((b) => b.height > 0);
    if (boxes.length < 2) return null;
    const top = Math.max(...boxes.map((box) => box.top));
    const bottom = Math.min(...boxes.map((box) => box.bottom));
    const name = (element: Element) =>
      element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? element.tagName;
    return top >= bottom ? row.map(name).join(' | ') : null;
  };
  const found: (string | null)[] = [];
  for (const element of elements) {
    switch (check) {
      case 'table': {
        // The element that scrolls the table sideways: DataTable's wrapper.
        let scroller: Element | null = element.parentElement;
        while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) {
          scroller = scroller.parentElement;
        }
        if (scroller && scroller.scrollWidth > scroller.clientWidth) {
          found.push(`table scrolls sideways by ${scroller.scrollWidth - scroller.clientWidth} px`);
        }
        break;
      }
      case 'headers': {
        for (const header of Array.from(element.querySelectorAll('thead th'))) {
          if (lines(header) > 1)
            found.push(`header “${header.textContent}” on ${lines(header)} lines`);
        }
        break;
      }
      case 'principals': {
        const name = element.querySelector('[title^="acs:"]');
        if (name?.previousElementSibling) found.push(offRow([name.previousElementSibling, name]));
        break;
      }
      case 'conditions':
      case 'groups': {
        // A condition's row is its first child; a group's is the one after its legend.
        const row =
          check === 'conditions'
            ? element.firstElementChild
            : element.querySelector(':scope > legend + div');
        if (!row) break;
        found.push(offRow(Array.from(row.children)));
        const container = element.getBoundingClientRect();
        if (row.getBoundingClientRect().right > container.right + 0.5) {
          found.push(`row past its group: ${row.textContent}`);
        }
        break;
      }
      case 'oneLine': {
        if (lines(element) > 1) found.push(`“${element.textContent}” on ${lines(element)} lines`);
        break;
      }
      case 'urls': {
        // A copy button's text: the address before it (the first child of the nearest holder
        // of both).
        let holder = element.parentElement;
        while (holder?.firstElementChild?.contains(element)) holder = holder.parentElement;
        const text = holder?.firstElementChild;
        if (!text) break;
        if (lines(text) > 1) found.push(`address on ${lines(text)} lines: ${text.textContent}`);
        found.push(offRow([text, element]));
        break;
      }
    }
  }
  return found.filter((problem): problem is string => problem !== null);
}

test.describe('layouts fit at desktop widths', () => {
  for (const lang of LANGS) {
    test(`the Access tab with a long row filter at ${WIDTHS.join(', ')} px in ${lang}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      const listed = page.waitForResponse(
        (r) => /\/auth\/permissions\/[^/?]+\?/.test(r.url()) && r.request().method() === 'GET',
      );
      await gotoApp(page, TABLE, { lang });
      const response = await listed;
      const catalogId = /\/auth\/permissions\/([^/?]+)/.exec(response.url())![1]!;
      const { permissions } = (await response.json()) as {
        permissions: { rowFilter?: { predicate: string } | null }[];
      };
      const seeded = permissions.find((p) => p.rowFilter)!.rowFilter!.predicate;
      // Two of the seeded filter with longer lists: a grant whose filter reads in ~40 words.
      const longer = (list: string, level: number) =>
        seeded.replace('"CN","HK"', list).replace(/("literals":\[)3\]/, `$1${level}]`);
      const predicate = `{"kind":"OR","children":[${longer('"CN","HK","TW","SG","JP","KR","MY","TH"', 3)},${longer('"VN","ID","PH","IN","AU","NZ","FR","DE"', 5)}]}`;
      const status = await page.evaluate(
        async ([catalogId, predicate, principal]) => {
          const body = {
            permissions: [
              {
                resourceType: 'TABLE',
                database: 'sales',
                table: 'customers',
                access: 'SELECT',
                principal,
                rowFilter: { expression: 'long filter', predicate },
              },
            ],
          };
          const url = `/api/lake/lake/v1/auth/permissions/${catalogId}/batchgrant`;
          const init = { method: 'POST', body: JSON.stringify(body) };
          return (await fetch(url, { ...init, headers: { 'content-type': 'application/json' } }))
            .status;
        },
        [catalogId, predicate, FRANK] as const,
      );
      expect(status).toBe(200);
      await page.reload();

      const table = page.getByRole('table', {
        name: say(lang, 'Permissions that apply here', '适用于此处的权限'),
      });
      const frank = table.getByRole('row').filter({ hasText: 'user/frank' });
      await expect(frank).toHaveCount(1);
      const principals = table.getByRole('rowheader');
      expect(await principals.count()).toBeGreaterThan(5);
      // An inherited row's action, which took three lines at 1280 px in English.
      const revokeThere = table.getByRole('link', {
        name: lang === 'en' ? /^Revoke in (catalog|database) / : /^到数据(目录|库) .+ 撤销$/,
      });
      expect(await revokeThere.count()).toBeGreaterThan(3);
      await atEachWidth(page, async (width) => {
        await frank.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`access-${lang}-${width}.png`) });
        // The table fits with every header on one line; each kind badge beside its name.
        expect(await documentOverflow(page)).toBe(0);
        expect(await table.evaluateAll(problemsIn, 'table' as Check)).toEqual([]);
        expect(await table.evaluateAll(problemsIn, 'headers' as Check)).toEqual([]);
        expect(await principals.evaluateAll(problemsIn, 'principals' as Check)).toEqual([]);
        expect(await revokeThere.evaluateAll(problemsIn, 'oneLine' as Check)).toEqual([]);
      });
    });

    test(`the grant drawer's nested row-filter groups at ${WIDTHS.join(', ')} px in ${lang}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await gotoApp(page, TABLE, { lang });
      await page.getByRole('button', { name: say(lang, 'Grant', '授权'), exact: true }).click();
      const drawer = page.getByRole('dialog', {
        name: say(lang, 'Grant permissions', '授予权限'),
      });
      await drawer.getByRole('checkbox', { name: 'SELECT' }).check();
      const condition = (n: string, part: string) =>
        drawer.getByRole('combobox', {
          name: say(lang, `Condition ${n}: ${part}`, `条件 ${n}: ${part}`),
        });
      const addValue = say(lang, 'Add value', '添加值');
      const addGroup = say(lang, 'Add group', '添加条件组');
      const column = say(lang, 'Column', '列');
      const comparison = say(lang, 'Comparison', '比较');

      // address.country IN (…, …) AND (vip_level = … OR (address.country IN (…, …)))
      await drawer
        .getByRole('button', { name: say(lang, 'Add condition', '添加条件'), exact: true })
        .click();
      await condition('1', column).selectOption('address.country');
      await condition('1', comparison).selectOption('in');
      await drawer.getByRole('button', { name: addValue }).click();
      await drawer.getByRole('button', { name: addGroup }).last().click();
      await condition('2.1', column).selectOption('vip_level');
      const group2 = drawer.getByRole('group', {
        name: say(lang, 'Group 2', '条件组 2'),
        exact: true,
      });
      await group2.getByRole('button', { name: addGroup }).last().click();
      await condition('2.2.1', column).selectOption('address.country');
      await condition('2.2.1', comparison).selectOption('in');
      await group2.getByRole('button', { name: addValue }).click();
      await expect(drawer.getByRole('button', { name: addValue })).toHaveCount(2);
      const conditions = drawer.getByRole('group', { name: /^(Condition|条件) [\d.]+$/ });
      await expect(conditions).toHaveCount(3);
      const groups = drawer.getByRole('group', { name: /^(Row filter|Group|行过滤|条件组)/ });
      expect(await groups.count()).toBeGreaterThanOrEqual(3);
      await atEachWidth(page, async (width) => {
        await group2.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`drawer-${lang}-${width}.png`) });
        // Each condition's column, comparison, values and remove button on one line inside
        // its group; each group's match and remove on one line.
        expect(await documentOverflow(page)).toBe(0);
        expect(await conditions.evaluateAll(problemsIn, 'conditions' as Check)).toEqual([]);
        expect(await groups.evaluateAll(problemsIn, 'groups' as Check)).toEqual([]);
      });
    });

    test(`the webhook list's addresses at ${WIDTHS.join(', ')} px in ${lang}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await gotoApp(page, '/webhooks', { lang, apiKey: 'demo-key' });
      const table = page.getByRole('table');
      const copy = table.getByRole('button', { name: /^(Copy|复制)$/ });
      await expect(copy.first()).toBeVisible();
      expect(await copy.count()).toBeGreaterThan(5);
      await atEachWidth(page, async (width) => {
        await page.screenshot({ path: testInfo.outputPath(`webhooks-${lang}-${width}.png`) });
        expect(await documentOverflow(page)).toBe(0);
        expect(await table.evaluateAll(problemsIn, 'table' as Check)).toEqual([]);
        // Each address on one line (never broken inside its host), its copy button beside it.
        expect(await copy.evaluateAll(problemsIn, 'urls' as Check)).toEqual([]);
      });
    });
  }
});
