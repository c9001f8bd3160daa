// What a viewer and an editor see of the tables: the writes their role may not call are disabled,
// saying why (the create-table page and the schema change tab at their top), an editor still
// drops a table, and the table's storage token (an admin's) is neither offered nor read.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockControl } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';
import { draftKey } from '../model/tableForm';
import {
  button,
  control,
  findDialog,
  openChangeTab,
  preloadTableTabs,
  openTable,
  page,
  queueAddNoteToOrders,
} from '../testing/tablePage';

const NEW_TABLE = '/catalogs/sales_lake/databases/sales/tables/-/new';
preloadRoutes(
  '/catalogs/sales_lake/databases/sales',
  '/catalogs/sales_lake/databases/sales/tables/orders',
  NEW_TABLE,
);
preloadTableTabs();

const requests = recordLakeRequestsOfEachTest();

const NEEDS_EDITOR = 'Needs the editor role; you are signed in as viewer.';
const NEEDS_ADMIN_EDITOR = 'Needs the admin role; you are signed in as editor.';

/** Waits until the session is read and the control says why it is disabled. */
async function expectDisabledSaying(find: () => HTMLElement, reason: string) {
  await waitFor(() => {
    const element = find();
    expect(element).toBeDisabled();
    expect(element).toHaveAccessibleDescription(reason);
  });
}

/** The status notice (antd Alert, role=status) showing `text`. */
async function statusSaying(text: string) {
  const found = await screen.findByText(text);
  return found.closest('[role="status"]');
}

const writes = () => requests.filter((r) => r.method !== 'GET');

describe('tables for a role below admin', () => {
  it('gives a viewer the tables list with Create table disabled, saying why', async () => {
    mockControl.setRole('viewer');
    renderApp('/catalogs/sales_lake/databases/sales?tab=tables');
    await screen.findByRole('link', { name: 'orders' });
    await expectDisabledSaying(() => button('Create table'), NEEDS_EDITOR);
    expect(screen.queryByRole('link', { name: /Create table/ })).toBeNull();
  });

  it('says why at the top of the create-table page reached by URL, and keeps what is typed', async () => {
    mockControl.setRole('viewer');
    renderApp(NEW_TABLE);
    expect(await statusSaying(NEEDS_EDITOR)).not.toBeNull();
    const name = await screen.findByLabelText('Table name');
    fireEvent.change(name, { target: { value: 'visits' } });
    const submit = [...document.querySelectorAll('button')].find(
      (element) => element.getAttribute('type') === 'submit',
    )!;
    await expectDisabledSaying(() => submit, NEEDS_EDITOR);
    // Enter in a field submits the form: nothing is sent, and nothing typed is lost.
    fireEvent.submit(name.closest('form')!);
    expect(name).toHaveValue('visits');
    await waitFor(() =>
      expect(sessionStorage.getItem(draftKey('sales_lake', 'sales'))).toMatch(/visits/),
    );
    expect(writes()).toEqual([]);
  });

  it('lets a viewer queue and preview a schema change but not apply it, saying why', async () => {
    mockControl.setRole('viewer');
    queueAddNoteToOrders();
    const { user } = await openChangeTab('orders');
    expect(await statusSaying(NEEDS_EDITOR)).not.toBeNull();
    await expectDisabledSaying(() => button('Drop table orders'), NEEDS_EDITOR);
    await user.click(button('Preview changes'));
    const dialog = await findDialog('Preview schema changes');
    await expectDisabledSaying(() => button('Apply 1 change', dialog), NEEDS_EDITOR);
    expect(writes()).toEqual([]);
  });

  it('lets an editor drop a table, but not read its storage token', async () => {
    mockControl.setRole('editor');
    const { user, router } = await openTable(page('customers', 'tab=token'));
    expect(await statusSaying(NEEDS_ADMIN_EDITOR)).not.toBeNull();
    expect(() => button('Get token')).toThrow();
    expect(requests.filter((r) => r.url.pathname.endsWith('/token'))).toEqual([]);

    const drop = button('Drop table customers');
    expect(drop).toBeEnabled();
    await user.click(drop);
    const dialog = await findDialog('Drop table customers?');
    await user.type(control('Type customers to confirm', dialog), 'customers');
    await user.click(button('Drop', dialog));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/catalogs/sales_lake/databases/sales'),
    );
    expect(writes().map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      expect.stringMatching(/^DELETE .*\/databases\/sales\/tables\/customers$/),
    ]);
  });
});
