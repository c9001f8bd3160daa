import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lakeOperations } from '../../../../api/lake/operations';
import { callOperation } from '../../../../api/operation';
import { http, HttpResponse } from 'msw';
import { mockControl, server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { renderCustomersAccess } from '../testing/customersAccess';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';
import { grantDraftKey } from './GrantDrawer';
import { newGrantDraft } from '../model/grantDraft';

const ACCOUNT = '1234567890123456';
const user = (name: string) => `acs:ram::${ACCOUNT}:user/${name}`;
const role = (name: string) => `acs:dlf::${ACCOUNT}:role/${name}`;

const SALES = '/catalogs/sales_lake/databases/sales?tab=access';
preloadRoutes(SALES);
beforeAll(() => import('./GrantDrawer'));

const requests = recordLakeRequestsOfEachTest();

// Role queries that name every control of the page cost about a second each in jsdom here:
// rows are found by their text, the drawer and its button through their visible words.
async function accessTable() {
  const table = await screen.findByRole('table', { name: 'Permissions that apply here' });
  await waitFor(() => expect(rowOf(table, /analysts/).length).toBeGreaterThan(0));
  return table;
}

async function dialogTitled(title: string) {
  const heading = await screen.findByText(title);
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const buttonCalled = (root: HTMLElement, text: string) =>
  within(root).getByText(text).closest('button')!;

const rowOf = (table: HTMLElement, text: RegExp) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => text.test(row.textContent ?? ''));

describe('the Access tab of a table', () => {
  it('lists who can do what here, with inherited grants marked and the row filter in words', async () => {
    await renderCustomersAccess();
    const table = await accessTable();
    const sent = requests.filter((r) => r.url.pathname.includes('/auth/permissions/'));
    expect(sent[0]?.url.searchParams.get('database')).toBe('sales');
    expect(sent[0]?.url.searchParams.get('table')).toBe('customers');
    expect(sent[0]?.url.searchParams.get('inherited')).toBe('true');

    const [analystsHere] = rowOf(table, /Lake rolerole\/analysts.*Here.*SELECT/);
    expect(analystsHere).toBeDefined();
    expect(analystsHere).toHaveTextContent('All except email, phone');
    // The seeded filter is on the nested address, read back from its predicate.
    expect(analystsHere).toHaveTextContent(/address\.\w+ /);
    expect(
      within(analystsHere!).getByRole('button', {
        name: 'Revoke SELECT on sales.customers from role/analysts',
      }),
    ).toBeVisible();

    const [fromDatabase] = rowOf(table, /Inherited from database sales.*DESCRIBE/);
    expect(fromDatabase).toBeDefined();
    expect(within(fromDatabase!).queryByRole('button', { name: /Revoke/ })).toBeNull();
    const there = within(fromDatabase!).getByRole('link', { name: 'Revoke in database sales' });
    expect(there).toHaveAttribute('href', '/catalogs/sales_lake/databases/sales?tab=access');
    // Short on screen, so it stays on one line; its name (beginning with the word shown, for
    // speech input) and its tooltip say where.
    expect(there).toHaveTextContent(/^Revoke$/);
    expect(there).toHaveAttribute('title', 'Inherited from the database sales: revoke it there');
    const fromCatalog = rowOf(table, /Lake rolerole\/admin.*Inherited from the catalog.*ALL/);
    expect(fromCatalog).toHaveLength(1);
    expect(rowOf(table, /user\/carol.*Here.*All except phone/)).toHaveLength(1);
  });

  it('grants in one call and reports the row that failed beside it, listing the others', async () => {
    // The form as a person left it (a session draft): SELECT for two users and a role that
    // another administrator deletes before it is sent.
    sessionStorage.setItem(
      grantDraftKey('sales_lake', { database: 'sales', table: 'customers' }),
      JSON.stringify(
        newGrantDraft({
          resourceType: 'TABLE',
          database: 'sales',
          object: 'customers',
          access: ['INSERT'],
          principals: [user('dave'), user('erin'), role('marketing_ops')],
        }),
      ),
    );
    const events = userEvent.setup({ delay: null });
    await renderCustomersAccess();
    const table = await accessTable();
    await events.click(buttonCalled(document.body, 'Grant'));
    const drawer = await dialogTitled('Grant permissions');
    expect(within(drawer).getByText('Your unsent grant was restored.')).toBeVisible();
    const preview = within(drawer).getByLabelText('Request body');
    expect(JSON.parse(preview.textContent ?? '')).toEqual({
      permissions: [user('dave'), user('erin'), role('marketing_ops')].map((principal) => ({
        resourceType: 'TABLE',
        access: 'INSERT',
        principal,
        database: 'sales',
        table: 'customers',
      })),
    });

    await callOperation(lakeOperations.DeleteRole, { rolePrincipal: role('marketing_ops') });
    await events.click(buttonCalled(drawer, 'Grant 3 permissions'));

    const [summary] = await within(drawer).findAllByText('2 of 3 permissions granted.', {
      exact: false,
    });
    const outcome = summary!.closest<HTMLElement>('[role="alert"]')!;
    expect(outcome).toHaveTextContent('Grant result');
    const failed = within(outcome).getByRole('row', { name: /role\/marketing_ops/ });
    expect(failed).toHaveTextContent('Failed: PrincipalNotFound');
    expect(within(outcome).getAllByRole('row', { name: /Done/ })).toHaveLength(2);
    expect(outcome).toHaveTextContent(/The service said|did not fully succeed/);
    // The two that went through are on the list at once; the form is kept for the failed one.
    await waitFor(() => expect(rowOf(table, /user\/dave.*INSERT/)).toHaveLength(1));
    expect(rowOf(table, /user\/erin.*INSERT/)).toHaveLength(1);
    expect(rowOf(table, /marketing_ops/)).toHaveLength(0);
    const grants = requests.filter((r) => r.url.pathname.endsWith('/batchgrant'));
    expect(grants).toHaveLength(1);
    expect(within(drawer).getByLabelText('Request body')).toHaveTextContent('marketing_ops');
  });

  it('revokes the selected rows after naming each, and keeps inherited ones out of reach', async () => {
    const events = userEvent.setup({ delay: null });
    await renderCustomersAccess();
    const table = await accessTable();
    const carol = rowOf(table, /user\/carol.*Here/)[0]!;
    await events.click(within(carol).getByRole('checkbox'));
    // Inherited rows cannot be selected for revoking here.
    const inherited = rowOf(table, /Inherited from the catalog/)[0]!;
    expect(within(inherited).queryByRole('checkbox', { checked: true })).toBeNull();
    await events.click(buttonCalled(document.body, 'Revoke selected (1)'));
    const dialog = await dialogTitled('Revoke 1 permission?');
    expect(dialog).toHaveTextContent('SELECT on sales.customers from user/carol');
    await events.click(buttonCalled(dialog, 'Revoke'));
    const [summary] = await screen.findAllByText('1 of 1 permission revoked.', { exact: false });
    expect(summary!.closest('[role="status"]')).toHaveTextContent('Revoke result');
    await waitFor(() => expect(rowOf(table, /user\/carol/)).toHaveLength(0));
    const body = requests.find((r) => r.url.pathname.endsWith('/batchrevoke'))?.body as {
      permissions: { principal: string }[];
    };
    expect(body.permissions.map((p) => p.principal)).toEqual([user('carol')]);
  });

  it('keeps everything entered when the grant call fails, and says why in place', async () => {
    sessionStorage.setItem(
      grantDraftKey('sales_lake', { database: 'sales', table: 'customers' }),
      JSON.stringify(
        newGrantDraft({
          resourceType: 'TABLE',
          database: 'sales',
          object: 'customers',
          access: ['DELETE'],
          principals: [user('dave')],
        }),
      ),
    );
    expect(mockControl.setFaultSpec('lake:BatchGrantPermissions:500')).toEqual({ ok: true });
    const events = userEvent.setup({ delay: null });
    await renderCustomersAccess();
    await accessTable();
    await events.click(buttonCalled(document.body, 'Grant'));
    const drawer = await dialogTitled('Grant permissions');
    await events.click(buttonCalled(drawer, 'Grant 1 permission'));
    expect(await within(drawer).findByText('The permissions could not be granted.')).toBeVisible();
    // The form is as it was: the same body is ready to send again.
    expect(within(drawer).getByLabelText('Request body')).toHaveTextContent(user('dave'));
    expect(buttonCalled(drawer, 'Grant 1 permission')).toBeEnabled();
  });
});

describe('the Access tab when the list cannot be read as it should', () => {
  it('says a refused list is a missing permission, in place', async () => {
    expect(mockControl.setFaultSpec('lake:ListPermissions:403')).toEqual({ ok: true });
    await renderCustomersAccess();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The permissions could not be loaded.');
    expect(alert).toHaveTextContent(/permission/i);
  });

  it('shows a saved filter it cannot read by its expression, and a malformed list as such', async () => {
    const permission = {
      resourceType: 'TABLE',
      database: 'sales',
      table: 'customers',
      access: 'SELECT',
      principal: user('zoe'),
      rowFilter: { expression: 'region = 1', predicate: '{"kind":"XOR"}' },
    };
    server.use(
      http.get('*/lake/v1/auth/permissions/:catalogId', () =>
        HttpResponse.json({ permissions: [permission], nextPageToken: null }),
      ),
    );
    const events = userEvent.setup({ delay: null });
    const first = await renderCustomersAccess();
    const table = await screen.findByRole('table', { name: 'Permissions that apply here' });
    const [row] = await waitFor(() => {
      const rows = rowOf(table, /user\/zoe/);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(row).toHaveTextContent('region = 1');
    await events.click(
      within(row!).getByRole('button', { name: 'Show details of SELECT for user/zoe' }),
    );
    expect(
      await screen.findByText('The saved filter could not be read (kind XOR); its expression:'),
    ).toBeVisible();

    server.use(
      http.get('*/lake/v1/auth/permissions/:catalogId', () =>
        HttpResponse.json({ permissions: [{ ...permission, access: 7 }] }),
      ),
    );
    first.unmount();
    await renderCustomersAccess();
    const [malformed] = await screen.findAllByText(/permissions\[0\]\.access/);
    expect(malformed!.closest('[role="alert"]')).toHaveTextContent(
      'The permissions could not be loaded.',
    );
  });
});

describe('the Access tab of a database', () => {
  it('shows what is granted on it and inside it, and what it inherits from the catalog', async () => {
    renderApp(SALES);
    const table = await accessTable();
    const sent = requests.filter((r) => r.url.pathname.includes('/auth/permissions/'));
    expect(sent[0]?.url.searchParams.get('table')).toBeNull();
    expect(rowOf(table, /role\/analysts.*Here.*DESCRIBE/)).toHaveLength(1);
    expect(rowOf(table, /role\/analysts.*Table sales\.orders.*SELECT.*Only order_id/)).toHaveLength(
      1,
    );
    expect(rowOf(table, /user\/judy.*Table sales\.products.*Expired/)).toHaveLength(1);
    expect(rowOf(table, /role\/admin.*Inherited from the catalog/)).toHaveLength(1);
  });
});
