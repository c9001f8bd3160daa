import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

test.describe('device links, as an admin', () => {
  test('made for a wall with the keyboard, copied, opened on the wall’s computer, then revoked there stops the wall', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoApp(page, '/screen', { lang: 'en' });
    await page.getByRole('navigation').getByRole('link', { name: 'Device links' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Device links' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Device links' });
    await expect(table.getByRole('rowheader', { name: 'SOC wall 1' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    // Opened and left with the keyboard: focus comes back to where it was.
    const create = page.getByRole('button', { name: 'Create device link' });
    await create.focus();
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: 'Create device link' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(create).toBeFocused();

    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Create device link' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('SOC wall 2');
    await page.keyboard.press('Tab');
    const shows = dialog.getByRole('combobox', { name: 'Shows' });
    await expect(shows).toBeFocused();
    await shows.selectOption({ label: 'Ops' });
    // The presets are one group of radios: arrows move from the default 30 days to 7.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: '30 days' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('radio', { name: '7 days' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create link' }).click();

    const created = page.getByRole('dialog', { name: 'Link created' });
    const field = created.getByRole('textbox', { name: 'Link for SOC wall 2' });
    const url = await field.inputValue();
    expect(url).toMatch(/^http:\/\/[^/]+\/wall#[A-Za-z0-9_-]{43}$/);
    await expect(
      created.getByRole('img', { name: 'QR code of the link for SOC wall 2' }),
    ).toBeVisible();
    await expect(created).toContainText(
      'This link is shown only now. Anyone with it can see Ops until',
    );
    await created.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoSeriousA11yViolations(page);
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toHaveCount(0);
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'SOC wall 2' }) });
    await expect(row).toContainText('Active');
    // The link is not on the page any more.
    expect(await page.content()).not.toContain(url.split('/wall#')[1]);

    // The wall's computer: a tab of its own (the demo's data is the browser's, a tab's link its
    // own), opening what was copied.
    const wall = await context.newPage();
    await wall.goto(url);
    await expect(wall).toHaveURL(/\/wall$/);
    await expect(wall.getByRole('heading', { level: 1, name: 'Ops' })).toBeVisible();

    // Revoked with the keyboard: the confirmation is a dialog that takes focus and gives it back.
    const revokeButton = row.getByRole('button', { name: 'Revoke SOC wall 2' });
    await revokeButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Revoke the device link “SOC wall 2”?' });
    await expect(confirm).toContainText('The wall using it stops showing Ops');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(revokeButton).toBeFocused();
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Revoke' }).focus();
    await page.keyboard.press('Enter');
    await expect(row).toContainText('Revoked by Demo admin');
    await expect(row.getByRole('button', { name: 'Revoke SOC wall 2' })).toHaveCount(0);

    // The demo's data is read when a tab starts: the wall's next start finds the link revoked.
    await wall.reload();
    await expect(
      wall.getByRole('heading', { level: 1, name: 'This display’s link was revoked' }),
    ).toBeVisible();

    // The activity names all three, each leading back to the links.
    await page.goto('/activity');
    const records = page.getByRole('table', { name: 'Audit records' });
    for (const operation of ['RevokeDeviceLink', 'UseDeviceLink', 'CreateDeviceLink']) {
      await expect(records.getByText(operation, { exact: true })).toBeVisible();
    }
    const use = records.getByRole('row').filter({ hasText: 'UseDeviceLink' });
    await expect(use).toContainText('device link ‘SOC wall 2’');
    await expect(use.getByRole('link')).toHaveAttribute('href', '/screen/devices');
  });

  test('in Chinese: the list, the dialog and its checks, the created link', async ({ page }) => {
    await gotoApp(page, '/screen/devices', { lang: 'zh' });
    await expect(page.getByRole('heading', { level: 1, name: '设备链接' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'SOC wall 1' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '创建设备链接' }).click();
    const dialog = page.getByRole('dialog', { name: '创建设备链接' });
    await dialog.getByRole('button', { name: '创建链接' }).click();
    await expect(dialog.getByText('请为链接命名。')).toBeVisible();
    await expect(dialog.getByText('请选择大屏要展示的大屏或轮播。')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox', { name: '名称' }).fill('大厅电视');
    await dialog.getByRole('combobox', { name: '展示内容' }).selectOption({ label: 'SOC 值班墙' });
    await dialog.getByRole('button', { name: '创建链接' }).click();
    const created = page.getByRole('dialog', { name: '链接已创建' });
    await expect(created.getByRole('img', { name: '大厅电视 链接的二维码' })).toBeVisible();
    await expect(created).toContainText('此链接仅在此刻显示。任何持有它的人在');
    await expectNoSeriousA11yViolations(page);
  });

  test('a non-admin who opens the page is told calmly whose page it is', async ({ page }) => {
    await gotoApp(page, '/screen/devices?mock-role=editor', { lang: 'en' });
    await expect(
      page.getByText('Only an admin manages device links (you are editor).'),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Device links' }),
    ).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
