import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, gotoApp, test } from './support/fixtures';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const auditTable = (page: Page, name = 'Audit records') => page.getByRole('table', { name });

/**
 * The activity page over the demo's audit log: a change made in the console is on the record with
 * the RequestId its answer carried, and the record leads back to what it made.
 */
test('an admin’s change is on the activity, with its RequestId, and links to what it made', async ({
  page,
}) => {
  await gotoApp(page, '/catalogs/sales_lake?tab=databases', { lang: 'en' });
  await button(page, 'Create database').click();
  const dialog = page.getByRole('dialog', { name: 'Create database' });
  await dialog.getByLabel('Name', { exact: true }).fill('audit_e2e');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/databases$/.test(response.url()),
  );
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const requestId = (await created).headers()['x-request-id'];
  expect(requestId).toMatch(/^req_/);
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByText(/^\d+ records$/)).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Operation' })
    .selectOption({ label: 'Create database (CreateDatabase)' });
  await expect(page).toHaveURL(/[?&]operation=CreateDatabase(&|$)/);
  const row = auditTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /; name=audit_e2e$/ }) });
  await expect(row).toContainText('Demo admin');
  await expect(row).toContainText('Done');
  await expect(row.getByText(requestId!, { exact: true })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);

  // A reload keeps the filter (it lives in the URL), and the link opens the database.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Operation' })).toHaveValue('CreateDatabase');
  await auditTable(page)
    .getByRole('link', { name: /; name=audit_e2e$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'audit_e2e' })).toBeVisible();
});

test('export CSV downloads the filtered records, its first line the header', async ({ page }) => {
  await gotoApp(page, '/activity?service=screen', { lang: 'en' });
  await expect(page.getByText(/^\d+ records$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^parapet-activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
  expect(lines[0]).toBe(
    'time,id,instance,subject,email,name,role,device,service,operation,method,resource,outcome,upstreamStatus,requestId,durationMs,gone',
  );
  expect(
    lines
      .filter(Boolean)
      .slice(1)
      .every((line) => line.includes(',screen,')),
  ).toBe(true);
});

test('a viewer sees “My activity”, their own records only, in English and Chinese', async ({
  page,
}) => {
  await gotoApp(page, '/activity?mock-role=viewer', { lang: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'My activity' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Person' })).toHaveCount(0);
  const people = auditTable(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
  await expect(people.first()).toContainText('Demo viewer');
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.getByRole('heading', { level: 1, name: '我的操作记录' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
});

test('an admin’s activity in Chinese: everyone’s records, the person filter, no serious axe finding', async ({
  page,
}) => {
  await gotoApp(page, '/activity', { lang: 'zh' });
  await expect(page.getByRole('heading', { level: 1, name: '操作记录' })).toBeVisible();
  await expect(page.getByText(/^\d+ 条记录$/)).toBeVisible();
  await page.getByRole('combobox', { name: '人员' }).selectOption({ label: 'Maya Patel' });
  await expect(page).toHaveURL(/[?&]user=u-maya-patel/);
  await expect(auditTable(page, '审计记录').getByRole('row').nth(1)).toContainText('Maya Patel');
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
});
