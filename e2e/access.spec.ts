import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

const ACCOUNT = '1234567890123456';
const TABLE = '/catalogs/sales_lake/databases/sales/tables';

/** axe with the pointer parked (a hovered control's colour is a finding of its own). */
async function scan(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
}

/** Picks a user or role in the searchable picker by typing part of its name and Enter. */
async function pickPrincipal(page: Page, picker: Locator, search: string, shown: RegExp) {
  await picker.click();
  await picker.fill(search);
  await expect(page.getByRole('option', { name: shown })).toBeAttached();
  await picker.press('Enter');
  await expect(page.getByRole('option', { name: shown })).toHaveAttribute('aria-selected', 'true');
}

/** The rows of the Access tab whose text matches. */
const rowsOf = (table: Locator, text: RegExp) => table.getByRole('row').filter({ hasText: text });

test.describe('Access: who can do what on a table', () => {
  test('grants three permissions of which one fails: exactly that one is reported, the other two are listed (en)', async ({
    page,
  }) => {
    await gotoApp(page, `${TABLE}/orders?tab=access`, { lang: 'en' });
    const table = page.getByRole('table', { name: 'Permissions that apply here' });
    await expect(rowsOf(table, /role\/analysts.*Here.*SELECT/)).toHaveCount(1);
    await expect(rowsOf(table, /Inherited from the catalog/).first()).toBeVisible();

    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Grant permissions' });
    await expect(drawer.getByLabel('Table', { exact: true })).toBeVisible();
    await drawer.getByRole('checkbox', { name: 'INSERT' }).check();
    const picker = drawer.getByLabel('Users and roles');
    await pickPrincipal(page, picker, 'dave', /user\/dave/);
    await pickPrincipal(page, picker, 'erin', /user\/erin/);
    await pickPrincipal(page, picker, 'marketing', /role\/marketing_ops/);
    // Tab leaves the picker with the last choice kept (rc-select would toggle it off).
    await picker.press('Tab');
    const preview = drawer.getByLabel('Request body');
    await expect(preview).toContainText('role/marketing_ops');
    const body = JSON.parse((await preview.textContent()) ?? '') as {
      permissions: { principal: string; access: string; table: string }[];
    };
    expect(body.permissions.map((p) => [p.principal, p.access, p.table])).toEqual([
      [`acs:ram::${ACCOUNT}:user/dave`, 'INSERT', 'orders'],
      [`acs:ram::${ACCOUNT}:user/erin`, 'INSERT', 'orders'],
      [`acs:dlf::${ACCOUNT}:role/marketing_ops`, 'INSERT', 'orders'],
    ]);

    // Meanwhile another administrator deletes the role (the demo backend answers in the page).
    const deleted = await page.evaluate(async (principal) => {
      const url = `/api/lake/lake/v1/auth/roles?rolePrincipal=${encodeURIComponent(principal)}`;
      return (await fetch(url, { method: 'DELETE' })).status;
    }, `acs:dlf::${ACCOUNT}:role/marketing_ops`);
    expect(deleted).toBe(200);

    await drawer.getByRole('button', { name: 'Grant 3 permissions' }).click();
    const outcome = drawer.getByRole('alert').filter({ hasText: 'Grant result' });
    await expect(outcome).toContainText('2 of 3 permissions granted.');
    const failed = outcome.getByRole('row').filter({ hasText: 'Failed:' });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('INSERT on sales.orders from role/marketing_ops');
    await expect(failed).toContainText('Failed: PrincipalNotFound');
    await expect(outcome.getByRole('row').filter({ hasText: 'Done' })).toHaveCount(2);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // The two that went through are on the table's Access tab; the failure stays reported.
    await expect(rowsOf(table, /user\/dave.*Here.*INSERT/)).toHaveCount(1);
    await expect(rowsOf(table, /user\/erin.*Here.*INSERT/)).toHaveCount(1);
    await expect(rowsOf(table, /marketing_ops/)).toHaveCount(0);
    const kept = page.getByRole('alert').filter({ hasText: 'Grant result' });
    await expect(
      kept.getByRole('row').filter({ hasText: 'Failed: PrincipalNotFound' }),
    ).toHaveCount(1);
    await kept.getByRole('button', { name: 'Dismiss' }).click();
    await expect(kept).toHaveCount(0);
  });

  test('builds a row filter on a nested field and reads it back in words (zh)', async ({
    page,
  }) => {
    await gotoApp(page, `${TABLE}/customers?tab=access`, { lang: 'zh' });
    const table = page.getByRole('table', { name: '适用于此处的权限' });
    await expect(rowsOf(table, /role\/analysts.*此处.*SELECT/)).toHaveCount(1);

    await page.getByRole('button', { name: '授权', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '授予权限' });
    await drawer.getByRole('checkbox', { name: 'SELECT' }).check();
    await pickPrincipal(page, drawer.getByLabel('用户和角色'), 'frank', /user\/frank/);

    // address.country IN ('FR', 'DE') AND (vip_level >= 3 OR is_active = true)
    await drawer.getByRole('button', { name: '添加条件', exact: true }).click();
    await drawer.getByRole('combobox', { name: '条件 1: 列' }).selectOption('address.country');
    await drawer.getByRole('combobox', { name: '条件 1: 比较' }).selectOption('in');
    await drawer.getByRole('textbox', { name: '条件 1: 值 1' }).fill('FR');
    await drawer.getByRole('button', { name: '添加值' }).click();
    await drawer.getByRole('textbox', { name: '条件 1: 值 2' }).fill('DEU');
    await drawer.getByRole('button', { name: '添加条件组' }).first().click();
    await drawer.getByRole('combobox', { name: '条件 2.1: 列' }).selectOption('vip_level');
    await drawer.getByRole('combobox', { name: '条件 2.1: 比较' }).selectOption('ge');
    await drawer.getByRole('textbox', { name: '条件 2.1: 值' }).fill('3');
    await drawer
      .getByRole('group', { name: '条件组 2' })
      .getByRole('button', { name: '添加条件', exact: true })
      .click();
    await drawer.getByRole('combobox', { name: '条件 2.2: 列' }).selectOption('is_active');
    await drawer.getByRole('textbox', { name: '条件 2.2: 值' }).fill('true');

    // A value that does not fit its column's type is refused beside it, and nothing is sent.
    await drawer.getByRole('button', { name: /^授予 \d+ 条权限$|^授权$/ }).click();
    await expect(drawer.getByRole('textbox', { name: '条件 1: 值 2' })).toHaveAccessibleDescription(
      '最多 2 个字符。',
    );
    await drawer.getByRole('textbox', { name: '条件 1: 值 2' }).fill('DE');
    await expect(
      drawer.getByText(
        "`address`.`country` IN ('FR', 'DE') AND (`vip_level` >= 3 OR `is_active` = TRUE)",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      drawer.getByText(
        'address.country 属于 “FR”、“DE” 且 (vip_level 不小于 3 或 is_active 为 true)',
      ),
    ).toBeVisible();
    await drawer.getByRole('button', { name: '授予 1 条权限' }).click();
    await expect(drawer).toBeHidden();

    // Read back from the list: in words, then opened to its expression and tree.
    const granted = rowsOf(table, /user\/frank.*此处.*SELECT/);
    await expect(granted).toContainText(
      'address.country 属于 “FR”、“DE” 且 (vip_level 不小于 3 或 is_active 为 true)',
    );
    await granted.getByRole('button', { name: '展开 user/frank 的 SELECT 的详情' }).click();
    const saved = page.getByRole('region', { name: /已保存的行过滤/ });
    await expect(saved).toContainText(
      "`address`.`country` IN ('FR', 'DE') AND (`vip_level` >= 3 OR `is_active` = TRUE)",
    );
    await expect(saved.getByRole('listitem')).toHaveCount(4);
  });

  for (const [lang, words] of [
    [
      'en',
      {
        table: 'Permissions that apply here',
        grant: 'Grant',
        drawer: 'Grant permissions',
        principals: 'Users and roles',
        expand: 'Show details of SELECT for role/analysts',
        addCondition: 'Add condition',
      },
    ],
    [
      'zh',
      {
        table: '适用于此处的权限',
        grant: '授权',
        drawer: '授予权限',
        principals: '用户和角色',
        expand: '展开 role/analysts 的 SELECT 的详情',
        addCondition: '添加条件',
      },
    ],
  ] as const) {
    test(`the Access tab, a saved row filter and the grant builder pass axe (${lang})`, async ({
      page,
    }) => {
      await gotoApp(page, `${TABLE}/customers?tab=access`, { lang });
      const table = page.getByRole('table', { name: words.table });
      const analysts = rowsOf(table, /role\/analysts.*SELECT/);
      await analysts.getByRole('button', { name: words.expand }).click();
      await expect(page.getByRole('region', { name: /role\/analysts/ })).toBeVisible();
      await scan(page);
      await page.getByRole('button', { name: words.grant, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: words.drawer });
      await drawer.getByRole('checkbox', { name: 'SELECT' }).check();
      await drawer.getByRole('button', { name: words.addCondition, exact: true }).click();
      await expect(drawer.getByLabel(words.principals)).toBeVisible();
      await scan(page);
    });
  }
});
