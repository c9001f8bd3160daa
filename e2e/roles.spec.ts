import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

const ACCOUNT = '1234567890123456';

/** axe with the pointer parked (a hovered control's colour is a finding of its own). */
async function scan(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
}

/**
 * Chooses a user in the grant dialog's searchable multi-select by typing its name and Enter; the
 * choice then shows as a tag in the box (named by its title).
 */
async function pickUser(page: Page, dialog: Locator, name: string, shown: string) {
  const picker = dialog.getByRole('combobox');
  await picker.click();
  await picker.fill(name);
  await expect(page.getByRole('option', { name: shown })).toBeAttached();
  await picker.press('Enter');
  await expect(dialog.getByTitle(shown)).toBeVisible();
}

/** The dialog's list of users closes with Escape (it lies over the buttons); the dialog stays. */
async function closeList(page: Page, dialog: Locator) {
  await dialog.getByRole('combobox').press('Escape');
  await expect(page.getByTitle('Bob Li (user/bob)')).toBeHidden();
  await expect(dialog).toBeVisible();
}

const WORDS = {
  en: {
    roles: 'Roles',
    createRole: 'Create role',
    createTitle: 'Create a role',
    roleName: 'Role name',
    cancel: 'Cancel',
    members: 'Users with this role',
    grant: 'Grant to users',
    grantTitle: 'Grant role analysts to users',
    users: 'Users',
    dropButton: 'Drop role analysts',
    dropTitle: 'Drop role analysts?',
    userRoles: 'Roles',
    userPermissions: 'Permissions granted to this user',
    allButPhone: 'All except phone',
    sections: 'Access administration',
    vpcs: 'Trusted VPCs',
  },
  zh: {
    roles: '角色',
    createRole: '创建角色',
    createTitle: '创建角色',
    roleName: '角色名称',
    cancel: /取\s*消/,
    members: '拥有该角色的用户',
    grant: '授予用户',
    grantTitle: '将角色 analysts 授予用户',
    users: '用户',
    dropButton: '删除角色 analysts',
    dropTitle: '删除角色 analysts？',
    userRoles: '角色',
    userPermissions: '授予该用户的权限',
    allButPhone: '除 phone 外的全部列',
    sections: '访问控制管理',
    vpcs: '可信 VPC',
  },
};

test.describe('Access: roles, users and trusted VPCs', () => {
  test('creates a role, grants it to two users, sees them on its page and drops it (en)', async ({
    page,
  }, testInfo) => {
    await gotoApp(page, '/catalogs', { lang: 'en' });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Access' })
      .click();
    const roles = page.getByRole('table', { name: 'Roles' });
    await expect(roles.getByRole('link', { name: 'analysts', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Create role' }).click();
    const create = page.getByRole('dialog', { name: 'Create a role' });
    const name = create.getByLabel('Role name');
    // The dialog puts the cursor in the name once it has opened.
    await expect(name).toBeFocused();
    await name.fill('auditors_2027');
    await create.getByLabel(/^Display name/).fill('Year-end auditors');
    await create.getByLabel(/^Description/).fill('Read-only access for the 2027 audit.');
    await create.getByRole('button', { name: 'Create', exact: true }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'auditors_2027 · Year-end auditors' }),
    ).toBeVisible();
    const members = page.getByRole('table', { name: 'Users with this role' });
    await expect(members.getByText('No user has this role yet.')).toBeVisible();
    await expect(page.getByText(`acs:dlf::${ACCOUNT}:role/auditors_2027`)).toBeVisible();

    await page.getByRole('button', { name: 'Grant to users' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant role auditors_2027 to users' });
    await expect(grant.getByLabel('Users', { exact: true })).toBeVisible();
    await pickUser(page, grant, 'kevin', 'Kevin Sun (user/kevin)');
    await pickUser(page, grant, 'laura', 'Laura Ma (user/laura)');
    await closeList(page, grant);
    await grant.getByRole('button', { name: 'Grant', exact: true }).click();
    await expect(grant).toBeHidden();

    await expect(members.getByRole('link', { name: 'kevin', exact: true })).toBeVisible();
    await expect(members.getByRole('link', { name: 'laura', exact: true })).toBeVisible();
    await expect(members.getByRole('row')).toHaveCount(3);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: testInfo.outputPath('role-page-en.png'), fullPage: true });

    await page.getByRole('button', { name: 'Drop role auditors_2027' }).click();
    const confirm = page.getByRole('dialog', { name: 'Drop role auditors_2027?' });
    await expect(confirm).toContainText('every permission granted to it');
    const drop = confirm.getByRole('button', { name: 'Drop', exact: true });
    await expect(drop).toBeDisabled();
    await confirm.getByRole('textbox').fill('auditors_2027');
    await drop.click();

    await expect(page).toHaveURL(/\/access\/roles$/);
    await expect(roles.getByRole('link', { name: 'analysts', exact: true })).toBeVisible();
    await expect(roles.getByRole('link', { name: 'auditors_2027' })).toHaveCount(0);
  });

  for (const lang of ['en', 'zh'] as const) {
    const words = WORDS[lang];
    test(`the roles list, a role and their dialogs pass axe (${lang})`, async ({
      page,
    }, testInfo) => {
      await gotoApp(page, '/access/roles', { lang });
      const roles = page.getByRole('table', { name: words.roles });
      await expect(roles.getByRole('link', { name: 'analysts', exact: true })).toBeVisible();
      await scan(page);
      await page.screenshot({ path: testInfo.outputPath(`roles-${lang}.png`), fullPage: true });
      await page.getByRole('button', { name: words.createRole }).click();
      const create = page.getByRole('dialog', { name: words.createTitle });
      await expect(create.getByLabel(words.roleName)).toBeFocused();
      await scan(page);
      await create.getByRole('button', { name: words.cancel }).click();
      await expect(create).toBeHidden();

      await roles.getByRole('link', { name: 'analysts', exact: true }).click();
      const members = page.getByRole('table', { name: words.members });
      await expect(members.getByRole('link', { name: 'bob', exact: true })).toBeVisible();
      await scan(page);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: testInfo.outputPath(`role-${lang}.png`), fullPage: true });
      await page.getByRole('button', { name: words.grant }).click();
      const grant = page.getByRole('dialog', { name: words.grantTitle });
      await expect(grant.getByLabel(words.users, { exact: true })).toBeVisible();
      await pickUser(page, grant, 'tina', 'Tina Xie (user/tina)');
      await closeList(page, grant);
      await scan(page);
      await grant.getByRole('button', { name: words.cancel }).click();
      await expect(grant).toBeHidden();
      await page.getByRole('button', { name: words.dropButton }).click();
      const confirm = page.getByRole('dialog', { name: words.dropTitle });
      await expect(confirm).toBeVisible();
      await scan(page);
    });

    test(`users, a user’s roles and permissions, and the trusted VPCs pass axe (${lang})`, async ({
      page,
    }, testInfo) => {
      await gotoApp(page, '/access/users', { lang });
      const users = page.getByRole('table', { name: words.users });
      await expect(users.getByRole('link', { name: 'carol', exact: true })).toBeVisible();
      await scan(page);
      await users.getByRole('link', { name: 'carol', exact: true }).click();
      await expect(
        page.getByRole('table', { name: words.userRoles }).getByRole('link', { name: 'analysts' }),
      ).toBeVisible();
      const permissions = page.getByRole('table', { name: words.userPermissions });
      await expect(
        permissions
          .getByRole('row')
          .filter({ hasText: 'sales.customers' })
          .filter({ hasText: words.allButPhone }),
      ).toHaveCount(1);
      await scan(page);
      await page.screenshot({ path: testInfo.outputPath(`user-${lang}.png`), fullPage: true });

      await page
        .getByRole('navigation', { name: words.sections })
        .getByRole('link', { name: words.vpcs })
        .click();
      const vpcs = page.getByRole('table', { name: words.vpcs });
      await expect(
        vpcs.getByRole('rowheader', { name: 'vpc-bp1k8a3d5x0q7t2m9n4c6' }),
      ).toBeVisible();
      await expect(vpcs).toContainText('accessMode = READ_WRITE');
      await expect(vpcs.getByRole('row')).toHaveCount(4);
      await scan(page);
      await page.screenshot({ path: testInfo.outputPath(`vpcs-${lang}.png`), fullPage: true });
    });
  }
});
