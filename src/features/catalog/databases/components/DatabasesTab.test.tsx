import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequests, type LakeRequest } from '../../../lake-common/testing/lakeRequests';
import { lakeService } from '../testing/lakeService';

preloadRoutes('/catalogs/sales_lake');

const CATALOG = 'sales_lake';
const TAB = `/catalogs/${CATALOG}?tab=databases`;

/** Rows are read by walking the DOM: role queries over a full table are slow in jsdom. */
function column(table: HTMLElement, header: string) {
  const headers = [...table.querySelectorAll('thead th')];
  const index = headers.findIndex((th) => th.textContent === header);
  if (index < 0) throw new Error(`no column "${header}"`);
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')].map(
    (row) => row.cells[index]?.textContent ?? '',
  );
}

const listRequests = (seen: readonly LakeRequest[]) =>
  seen.filter((r) => r.url.pathname.endsWith('/database-details')).map((r) => r.url);

/** Found by its label without role queries, which are slow over a full table in jsdom. */
async function findTable(label: string) {
  return waitFor(() => {
    const table = document.querySelector<HTMLElement>(`table[aria-label="${label}"]`);
    if (!table) throw new Error(`no table "${label}"`);
    return table;
  });
}

/** The tab with its first page shown (`firstRow` is the first name expected). */
async function openTab(path = TAB, firstRow = 'ads') {
  const user = userEvent.setup({ delay: null });
  const rendered = renderApp(path);
  const table = await findTable('Databases');
  await within(table).findByText(firstRow);
  return { user, table, ...rendered };
}

describe('databases tab', () => {
  it('lists the catalog’s databases with their table counts, names linking to each', async () => {
    const catalogId = await lakeService.catalogId(CATALOG);
    const expected = (await lakeService.databases(catalogId)).databaseDetails;
    const seen = recordLakeRequests();
    const { table } = await openTab();

    const names = column(table, 'Name');
    expect(names).toEqual(expected.map((database) => database.name));
    expect(names).toEqual(expect.arrayContaining(['sales', 'telemetry', 'scratch']));
    const tables = column(table, 'Tables');
    const sales = expected.find((database) => database.name === 'sales')!;
    expect(tables[names.indexOf('sales')]).toBe(String(sales.tableCount));
    expect(tables[names.indexOf('telemetry')]).toBe('1,200');
    expect(tables[names.indexOf('scratch')]).toBe('0');
    expect(column(table, 'Location')[names.indexOf('sales')]).toBe(sales.location);
    expect(within(table).getByText('scratch').closest('a')).toHaveAttribute(
      'href',
      `/catalogs/${CATALOG}/databases/scratch`,
    );
    expect(listRequests(seen).map((url) => url.searchParams.get('maxResults'))).toEqual(['50']);
  });

  it('searches by name prefix on the service and keeps the search in the URL', async () => {
    const seen = recordLakeRequests();
    const { user, table, router } = await openTab();
    const search = screen.getByLabelText('Search databases');
    expect(search).toHaveAccessibleDescription(/start with the text/);

    await user.type(search, 'sal');
    await waitFor(() => expect(column(table, 'Name')).toEqual(['sales']));
    const patterns = listRequests(seen).map((url) => url.searchParams.get('databaseNamePattern'));
    // One request for the settled text, none per keystroke.
    expect(patterns).toEqual([null, 'sal%']);
    expect(router.state.location.search).toContain('dq=sal');
    expect(router.state.location.search).toContain('tab=databases');

    await user.clear(search);
    await user.paste('nothing_here');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('No database name matches “nothing_here%”.'),
    ).toBeInTheDocument();
  });

  it('pages with the service’s cursor', async () => {
    const catalogId = await lakeService.catalogId(CATALOG);
    const first = await lakeService.databases(catalogId, 10);
    const second = await lakeService.databases(catalogId, 10, first.nextPageToken);
    const seen = recordLakeRequests();
    const { user, table } = await openTab(`${TAB}&dsize=10`);
    expect(column(table, 'Name')).toEqual(first.databaseDetails.map((d) => d.name));

    await user.click(screen.getByLabelText('Next page'));
    await waitFor(() =>
      expect(column(table, 'Name')).toEqual(second.databaseDetails.map((d) => d.name)),
    );
    const sent = listRequests(seen).at(-1)!;
    expect(first.nextPageToken).toBeTruthy();
    expect(sent.searchParams.get('pageToken')).toBe(first.nextPageToken);
    expect(sent.searchParams.get('maxResults')).toBe('10');
    expect(screen.getByText('Page 2')).toBeInTheDocument();

    // Back needs no request: the first page's cursor is remembered.
    const before = listRequests(seen).length;
    await user.click(screen.getByLabelText('Previous page'));
    await waitFor(() =>
      expect(column(table, 'Name')).toEqual(first.databaseDetails.map((d) => d.name)),
    );
    expect(listRequests(seen).length).toBe(before);
  });

  it('reports a taken name on the name field, keeps the input, then creates', async () => {
    const seen = recordLakeRequests();
    const { user } = await openTab();
    await user.click(screen.getByText('Create database').closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Create database' });
    const name = within(dialog).getByLabelText('Name');
    // Typing key by key re-renders antd's inputs for each key: paste whole values instead.
    const fill = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      await user.paste(text);
    };
    const submit = () => user.click(within(dialog).getByText('Create').closest('button')!);

    // The name rule is checked before anything is sent.
    await fill(name, '9x');
    await submit();
    expect(await within(dialog).findByText(/do not start with a digit/)).toBeInTheDocument();

    await fill(name, 'sales');
    await submit();
    expect(
      await within(dialog).findByText('A database named “sales” already exists in this catalog.'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('sales');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await fill(name, 'ops');
    await user.click(within(dialog).getByText('Add option').closest('button')!);
    await fill(within(dialog).getByLabelText('Option key 1'), 'owner.team');
    await fill(within(dialog).getByLabelText('Option value 1'), 'ops');
    await submit();

    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    const posts = seen.filter((r) => r.method === 'POST');
    expect(await Promise.all(posts.map((r) => r.json()))).toEqual([
      { name: 'sales', options: {} },
      { name: 'ops', options: { 'owner.team': 'ops' } },
    ]);
    // The toast says it; the notice beside the list links to it.
    expect(
      screen.getByText('Database “ops” created.', { selector: '[role="status"] *' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Open ops').closest('a')).toHaveAttribute(
      'href',
      `/catalogs/${CATALOG}/databases/ops`,
    );
    // The list was refreshed and shows it in its place.
    const table = await findTable('Databases');
    await waitFor(() => expect(column(table, 'Name')).toContain('ops'));
    const names = column(table, 'Name');
    expect(names.indexOf('ops')).toBe(names.indexOf('ods') + 1);
  });
});
