import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

preloadRoutes('/catalogs/sales_lake/databases/sales');

const requests = recordLakeRequestsOfEachTest();
/** Every ListTableDetails request the mock received, in order. */
const listed = () =>
  requests.filter((r) => r.url.pathname.endsWith('/table-details')).map((r) => r.url);

/** Body rows by DOM walk (role queries over a 1,000-row page are slow in jsdom). */
function bodyRows(table: HTMLElement) {
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')].filter(
    (row) => row.querySelector('th, td a') !== null,
  );
}
const names = (table: HTMLElement) =>
  bodyRows(table).map((row) => row.querySelector('a')?.textContent ?? '');

function cell(table: HTMLElement, name: string, header: string): string {
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  const index = headers.indexOf(header);
  const row = bodyRows(table).find((r) => r.querySelector('a')?.textContent === name);
  if (index < 0 || !row) throw new Error(`no cell ${name}/${header}`);
  return row.cells[index]?.textContent ?? '';
}

async function openTab(path: string, label: string) {
  const app = renderApp(path);
  const table = await screen.findByRole('table', { name: label });
  await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
  return { table, ...app };
}

describe('tables tab', () => {
  it('lists a database’s tables with their keys, links and a create button', async () => {
    const { table } = await openTab('/catalogs/sales_lake/databases/sales', 'Tables of sales');
    expect(names(table)).toEqual(expect.arrayContaining(['orders', 'customers', 'order_items']));
    expect(cell(table, 'orders', 'Partition keys')).toBe('dt, region');
    // Top-level columns, as the schema tab counts them, with the partition columns among them.
    expect(cell(table, 'orders', 'Columns')).toBe('18 (incl. 2 partition)');
    expect(cell(table, 'customers', 'Columns')).toBe('13');
    expect(cell(table, 'customers', 'Primary keys')).toBe('customer_id');
    expect(cell(table, 'orders', 'External')).toBe('No');
    // The storage class by the label the table page and the storage tiers use, not its code.
    expect(cell(table, 'orders', 'Storage class')).toBe('Standard');
    expect(cell(table, 'orders_2021_backup', 'Storage class')).toBe('Archive');
    expect(within(table).getByText('orders').closest('a')).toHaveAttribute(
      'href',
      '/catalogs/sales_lake/databases/sales/tables/orders',
    );
    expect(screen.getByText('Create table').closest('a')).toHaveAttribute(
      'href',
      '/catalogs/sales_lake/databases/sales/tables/-/new',
    );
    // The console's one default page size.
    expect(listed()[0]!.searchParams.get('maxResults')).toBe('50');
  });

  it('filters by a name prefix (or the user’s own % pattern) kept in the URL', async () => {
    const { table, router } = await openTab(
      '/catalogs/sales_lake/databases/sales',
      'Tables of sales',
    );
    const search = screen.getByLabelText('Filter tables by name');
    fireEvent.change(search, { target: { value: 'order' } });
    await waitFor(() =>
      expect(names(table)).toEqual(['order_items', 'orders', 'orders_2021_backup']),
    );
    expect(listed().at(-1)!.searchParams.get('tableNamePattern')).toBe('order%');
    expect(router.state.location.search).toBe('?tq=order');

    fireEvent.change(search, { target: { value: '%items' } });
    await waitFor(() => expect(names(table)).toEqual(['order_items']));
    expect(listed().at(-1)!.searchParams.get('tableNamePattern')).toBe('%items');

    fireEvent.change(search, { target: { value: 'nothing_like_this' } });
    expect(
      await within(table).findByText('No table name matches “nothing_like_this%”.'),
    ).toBeInTheDocument();
  });

  it('pages 1,200 tables 1,000 at a time with ≤ 200 rows in the DOM', async () => {
    const { table } = await openTab(
      '/catalogs/sales_lake/databases/telemetry?tsize=1000',
      'Tables of telemetry',
    );
    // Virtualized: a page of 1,000 keeps only the rows in view (and the table says how many).
    expect(bodyRows(table).length).toBeLessThanOrEqual(200);
    expect(names(table).slice(0, 3)).toEqual(['events_0001', 'events_0002', 'events_0003']);
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(listed()).toHaveLength(1);
    expect(listed()[0]!.searchParams.get('maxResults')).toBe('1000');
    expect(listed()[0]!.searchParams.has('pageToken')).toBe(false);

    fireEvent.click(screen.getByLabelText('Next page'));
    await waitFor(() => expect(names(table)[0]).toBe('events_1001'));
    expect(listed()).toHaveLength(2);
    const token = listed()[1]!.searchParams.get('pageToken');
    expect(token).toBeTruthy();
    expect(bodyRows(table).length).toBeLessThanOrEqual(200);
    expect(table).toHaveAttribute('aria-rowcount', '201');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Next page')).toBeDisabled();

    // Back needs no request: the first page's cursor is remembered.
    fireEvent.click(screen.getByLabelText('Previous page'));
    await waitFor(() => expect(names(table)[0]).toBe('events_0001'));
    expect(listed()).toHaveLength(2);
  });

  it('says so when a database has no tables', async () => {
    renderApp('/catalogs/sales_lake/databases/scratch');
    expect(await screen.findByText('This database has no tables yet.')).toBeInTheDocument();
    // Nothing to page through: no pager under the empty list.
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
  });
});
