import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

/** Above 2^53: as a JS number it would read 9007199254740992. */
const TENANT = '9007199254740993';

/** axe with the pointer parked (a hovered control's colour is a finding of its own). */
async function scan(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
}

/**
 * Chooses an option of a searchable select in a dialog with the keyboard: types `search`, waits
 * until the service's answer has made `option` the active one (the list is searched on the
 * service, so it changes a moment after typing), takes it with Enter and leaves the box.
 */
async function choose(
  page: Page,
  dialog: Locator,
  label: string,
  search: string,
  option: string,
  multiple = false,
) {
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeAttached();
  await expect(async () => {
    expect(await box.getAttribute('aria-activedescendant')).toBe(await wanted.getAttribute('id'));
  }).toPass();
  await box.press('Enter');
  // A multiple choice keeps its list open over the dialog: Escape closes the list (Tab would
  // take the active option too).
  if (multiple) await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

test.describe('Shares', () => {
  test('creates a share, gives it a receiver above 2^53 and a table, sees both, drops it (en)', async ({
    page,
  }) => {
    await gotoApp(page, '/catalogs', { lang: 'en' });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shares' })
      .click();
    await expect(page.getByRole('table', { name: 'Shares I provide' })).toBeVisible();

    // A receiver for an account whose id a JS number cannot hold.
    await page.getByRole('tab', { name: 'Receivers' }).click();
    await page.getByRole('button', { name: 'Create receiver' }).click();
    const createReceiver = page.getByRole('dialog', { name: 'Create a receiver' });
    await createReceiver.getByLabel('Name').fill('partner_latam');
    await createReceiver.getByLabel('Account ID').fill(TENANT);
    await createReceiver.getByRole('button', { name: 'Create', exact: true }).click();
    const receivers = page.getByRole('table', { name: 'Receivers' });
    const latam = receivers.getByRole('row').filter({ hasText: 'partner_latam' });
    await expect(latam.getByText(TENANT, { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'My shares' }).click();
    await page.getByRole('button', { name: 'Create share' }).click();
    const createShare = page.getByRole('dialog', { name: 'Create a share' });
    await createShare.getByLabel('Name').fill('latam_orders');
    await createShare.getByLabel(/^Comment/).fill('Orders for the LATAM partner');
    await createShare.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'latam_orders' })).toBeVisible();

    // A share without receivers says it adds them.
    await page.getByRole('button', { name: 'Add receivers' }).click();
    const receiversDialog = page.getByRole('dialog', {
      name: 'Add receivers to latam_orders',
    });
    await choose(
      page,
      receiversDialog,
      'Receivers',
      'partner_l',
      `partner_latam (${TENANT})`,
      true,
    );
    await expect(receiversDialog.getByRole('region', { name: 'What will change' })).toContainText(
      '+ partner_latam',
    );
    await receiversDialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(receiversDialog).toBeHidden();
    const shareReceivers = page.getByRole('table', { name: 'Receivers of this share' });
    await expect(
      shareReceivers.getByRole('row').filter({ hasText: 'partner_latam' }),
    ).toContainText(TENANT);

    await page.getByRole('button', { name: 'Change resources' }).click();
    const resources = page.getByRole('dialog', { name: 'Change what latam_orders shares' });
    await choose(page, resources, 'Catalog', 'sales_l', 'sales_lake');
    await choose(page, resources, 'Database of the tables', 'sales', 'sales');
    await choose(page, resources, 'Tables of sales', 'orders', 'orders', true);
    await expect(resources.getByRole('region', { name: 'What will change' })).toContainText(
      '+ Table: sales.orders',
    );
    await resources.getByRole('button', { name: 'Apply changes' }).click();
    await expect(resources).toBeHidden();
    await expect(
      page
        .getByRole('table', { name: 'Shared resources' })
        .getByRole('link', { name: 'sales.orders' }),
    ).toBeVisible();

    // Both appear in the lists.
    await page
      .getByRole('navigation', { name: 'Share path' })
      .getByRole('link', { name: 'Shares' })
      .click();
    const shares = page.getByRole('table', { name: 'Shares I provide' });
    await expect(shares.getByRole('link', { name: 'latam_orders' })).toBeVisible();
    await shares.getByRole('link', { name: 'latam_orders' }).click();

    await page.getByRole('button', { name: 'Drop share latam_orders' }).click();
    const drop = page.getByRole('dialog', { name: 'Drop share latam_orders?' });
    await drop.getByLabel('Type latam_orders to confirm').fill('latam_orders');
    await drop.getByRole('button', { name: 'Drop', exact: true }).click();
    await expect(page).toHaveURL(/\/shares$/);
    await expect(shares.getByRole('link', { name: 'sales_to_partners' })).toBeVisible();
    await expect(shares.getByRole('link', { name: 'latam_orders' })).toHaveCount(0);
  });

  test('adds a receiver by typing its account id on the share page, every digit kept (en)', async ({
    page,
  }) => {
    // 2^63 − 807: no receiver has it yet, and a JS number would make it …775808.
    const account = '9223372036854775000';
    await gotoApp(page, '/shares/logs_preview', { lang: 'en' });
    await page.getByRole('button', { name: 'Add receivers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add receivers to logs_preview' });
    await scan(page);
    // Only the account id is typed: the picker offers to create its receiver.
    await choose(page, dialog, 'Receivers', account, `Create receiver ‘${account}’`, true);
    await expect(dialog.getByRole('region', { name: 'What will change' })).toContainText(
      `+ account_${account}`,
    );
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(dialog).toBeHidden();
    const receivers = page.getByRole('table', { name: 'Receivers of this share' });
    await expect(
      receivers.getByRole('row').filter({ hasText: `account_${account}` }),
    ).toContainText(account);
    await expect(page.getByRole('button', { name: 'Change receivers' })).toBeVisible();

    // An existing receiver is found by a prefix of its account id too.
    await page.getByRole('button', { name: 'Change receivers' }).click();
    const again = page.getByRole('dialog', { name: 'Change the receivers of logs_preview' });
    await choose(page, again, 'Receivers', '46116860', 'partner_eu (4611686018427387904)', true);
    await expect(again.getByRole('region', { name: 'What will change' })).toContainText(
      '+ partner_eu',
    );
  });

  test('creates a catalog from a received share and opens it (en)', async ({ page }) => {
    await gotoApp(page, '/shares?tab=received', { lang: 'en' });
    const list = page.getByRole('table', { name: 'Shares other accounts provide to you' });
    const row = list.getByRole('row').filter({ hasText: 'apac_market_signals' });
    await row.getByRole('button', { name: 'Create a catalog from this share' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Create a catalog from share apac_market_signals',
    });
    await expect(dialog.getByLabel('Catalog name')).toBeFocused();
    await scan(page);
    await dialog.getByLabel('Catalog name').fill('apac_signals');
    await dialog.getByRole('button', { name: 'Create catalog' }).click();
    await expect(dialog).toBeHidden();
    await row.getByRole('link', { name: 'apac_signals' }).click();
    await expect(page).toHaveURL(/\/catalogs\/apac_signals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'apac_signals' })).toBeVisible();
    await expect(page.getByText('From share apac_market_signals')).toBeVisible();

    // The catalog list says what is true of each catalog.
    await gotoApp(page, '/catalogs', { lang: 'en' });
    const catalogs = page.getByRole('table', { name: 'Lake catalogs' });
    const shared = (name: string) =>
      catalogs.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(shared('apac_signals')).toContainText('From share apac_market_signals');
    await expect(shared('partner_share')).toContainText('From share partner_orders');
    await expect(shared('sales_lake')).toContainText('Shared with 2 receivers');
  });

  for (const lang of ['zh', 'en'] as const) {
    const text =
      lang === 'zh'
        ? {
            provided: '我提供的共享',
            create: '创建共享',
            createTitle: '创建共享',
            received: '收到的共享',
            receivedTable: '其他账号提供给您的共享',
            receiversTab: '接收方',
            createReceiver: '创建接收方',
            receiverTitle: '创建接收方',
            shareReceivers: '修改接收方',
            resources: '修改资源',
            receiversDialog: '修改 sales_to_partners 的接收方',
            resourcesDialog: '修改 sales_to_partners 共享的内容',
            drop: '删除共享 sales_to_partners',
          }
        : {
            provided: 'Shares I provide',
            create: 'Create share',
            createTitle: 'Create a share',
            received: 'Received shares',
            receivedTable: 'Shares other accounts provide to you',
            receiversTab: 'Receivers',
            createReceiver: 'Create receiver',
            receiverTitle: 'Create a receiver',
            shareReceivers: 'Change receivers',
            resources: 'Change resources',
            receiversDialog: 'Change the receivers of sales_to_partners',
            resourcesDialog: 'Change what sales_to_partners shares',
            drop: 'Drop share sales_to_partners',
          };

    test(`every shares page and dialog passes axe (${lang})`, async ({ page }) => {
      await gotoApp(page, '/shares', { lang });
      await expect(
        page.getByRole('table', { name: text.provided }).getByRole('link').first(),
      ).toBeVisible();
      await scan(page);
      await page.getByRole('button', { name: text.create }).click();
      const create = page.getByRole('dialog', { name: text.createTitle });
      await expect(create.getByRole('textbox').first()).toBeFocused();
      await scan(page);
      await page.keyboard.press('Escape');
      await expect(create).toBeHidden();

      await page.getByRole('tab', { name: text.received }).click();
      await expect(page.getByRole('table', { name: text.receivedTable })).toContainText(TENANT);
      await scan(page);

      await page.getByRole('tab', { name: text.receiversTab }).click();
      await expect(page.getByRole('table', { name: text.receiversTab })).toContainText(
        '9223372036854775807',
      );
      await scan(page);
      await page.getByRole('button', { name: text.createReceiver }).click();
      const receiver = page.getByRole('dialog', { name: text.receiverTitle });
      await expect(receiver.getByRole('textbox').first()).toBeFocused();
      await scan(page);
      await page.keyboard.press('Escape');
      await expect(receiver).toBeHidden();

      await gotoApp(page, '/shares/sales_to_partners', { lang });
      await expect(page.getByRole('link', { name: 'sales.orders' })).toBeVisible();
      await scan(page);
      await page.getByRole('button', { name: text.shareReceivers }).click();
      const receiversDialog = page.getByRole('dialog', { name: text.receiversDialog });
      await expect(receiversDialog.getByTitle(/^partner_eu/)).toBeVisible();
      await scan(page);
      await page.keyboard.press('Escape');
      await expect(receiversDialog).toBeHidden();
      await page.getByRole('button', { name: text.resources }).click();
      const resourcesDialog = page.getByRole('dialog', { name: text.resourcesDialog });
      await expect(resourcesDialog.getByTitle('sales_lake')).toBeVisible();
      await scan(page);
      await page.keyboard.press('Escape');
      await expect(resourcesDialog).toBeHidden();
      await page.getByRole('button', { name: text.drop }).click();
      await expect(
        page
          .getByRole('dialog', { name: `${text.drop}?` })
          .or(page.getByRole('dialog', { name: `${text.drop}？` })),
      ).toBeVisible();
      await scan(page);
    });
  }
});
