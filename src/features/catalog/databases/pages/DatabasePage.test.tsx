import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isApiError } from '../../../../api/errors';
import { formatBytes } from '../../../../lib/format';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequests } from '../../../lake-common/testing/lakeRequests';
import { lakeService } from '../testing/lakeService';

preloadRoutes('/catalogs/sales_lake/databases/sales');

const CATALOG = 'sales_lake';
const page = (database: string, tab?: string) =>
  `/catalogs/${CATALOG}/databases/${database}${tab ? `?tab=${tab}` : ''}`;

/** Opens the drop dialog of the page's database and confirms with its exact name. */
async function dropDatabase(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByLabelText(`Drop database ${name}`));
  const dialog = await screen.findByRole('dialog', { name: `Drop database ${name}?` });
  await user.type(within(dialog).getByLabelText(`Type ${name} to confirm`), name);
  await user.click(within(dialog).getByText('Drop').closest('button')!);
  return dialog;
}

const rowTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);

describe('database page', () => {
  it('says plainly when the database does not exist, with the way back', async () => {
    renderApp(page('nope'));
    // The first render loads the console's lazy chunks: allow for that on a busy machine.
    const heading = await screen.findByText('No such database');
    expect(heading.tagName).toBe('H1');
    expect(
      screen.getByText('There is no database named “nope” in this catalog.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`Back to ${CATALOG}`).closest('a')).toHaveAttribute(
      'href',
      `/catalogs/${CATALOG}?tab=databases`,
    );
  });

  it('explains a refused drop of a database that still has tables', async () => {
    const catalogId = await lakeService.catalogId(CATALOG);
    const { tableCount, location } = await lakeService.database(catalogId, 'sales');
    expect(tableCount).toBeGreaterThan(0);
    const user = userEvent.setup({ delay: null });
    renderApp(page('sales', 'overview'));
    // The count in the explanation comes from GetDatabase.
    await screen.findByText(location!);
    const dialog = await dropDatabase(user, 'sales');

    expect(
      await within(dialog).findByText(
        new RegExp(`The database still has ${tableCount} tables\\. Drop its tables first\\.`),
      ),
    ).toBeInTheDocument();
    const link = within(dialog).getByText('Go to its tables');
    expect(link).toHaveAttribute('href', `/catalogs/${CATALOG}/databases/sales?tab=tables`);
    await expect(lakeService.database(catalogId, 'sales')).resolves.toMatchObject({
      name: 'sales',
    });

    // Following the link closes the dialog and shows the tables.
    await user.click(link);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(document.querySelector('[role="tab"][aria-selected="true"]')).toHaveTextContent(
      'Tables',
    );
  });

  it('drops an empty database and goes back to the catalog’s databases', async () => {
    const catalogId = await lakeService.catalogId(CATALOG);
    const seen = recordLakeRequests();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(page('scratch'));
    await dropDatabase(user, 'scratch');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/catalogs/${CATALOG}`));
    expect(router.state.location.search).toBe('?tab=databases');
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      `/api/lake/lake/v1/${catalogId}/databases/scratch`,
    ]);
    expect(await screen.findByText('Database “scratch” dropped.')).toBeInTheDocument();
    const gone = await lakeService.database(catalogId, 'scratch').catch((error: unknown) => error);
    expect(isApiError(gone) && gone.status).toBe(404);
  });

  it('shows the record and sends only the changed options', async () => {
    const catalogId = await lakeService.catalogId(CATALOG);
    const sales = await lakeService.database(catalogId, 'sales');
    expect(sales.options).toEqual({
      comment: 'Orders, customers and products',
      'owner.team': 'sales-analytics',
    });
    const seen = recordLakeRequests();
    const user = userEvent.setup({ delay: null });
    renderApp(page('sales', 'overview'));

    expect(await screen.findByText(sales.location!)).toBeInTheDocument();
    expect(screen.getByText(sales.id!)).toBeInTheDocument();
    const options = screen.getByRole('region', { name: 'Options' });
    expect(within(options).getByText('sales-analytics')).toBeInTheDocument();

    await user.click(within(options).getByText('Edit options').closest('button')!);
    // Rows follow key order: comment, owner.team. Change one value, remove the other key.
    const value = within(options).getByLabelText('Option value 2');
    await user.clear(value);
    await user.paste('sales-bi');
    await user.click(within(options).getByLabelText('Remove option 1'));
    await user.click(within(options).getByText('Save options').closest('button')!);

    expect(await within(options).findByText('Removed: comment')).toBeInTheDocument();
    expect(within(options).getByText('Set: owner.team')).toBeInTheDocument();
    const posts = seen.filter((r) => r.method === 'POST');
    expect(await Promise.all(posts.map((r) => r.json()))).toEqual([
      { removals: ['comment'], updates: { 'owner.team': 'sales-bi' } },
    ]);
    await expect(lakeService.database(catalogId, 'sales')).resolves.toMatchObject({
      options: { 'owner.team': 'sales-bi' },
    });
  });

  it('shows the storage summary', async () => {
    const catalogId = await lakeService.catalogId(CATALOG);
    const summary = await lakeService.summary(catalogId, 'sales');
    renderApp(page('sales', 'storage'));
    const region = await screen.findByRole('region', { name: 'Storage summary' });
    const stat = (label: string) =>
      within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    const count = (value: number) => new Intl.NumberFormat('en').format(value);
    expect(stat('Tables')).toBe(count(summary.tableCount));
    expect(stat('Partitions')).toBe(count(summary.partitionCount));
    expect(stat('File size')).toBe(formatBytes(summary.totalFileSizeInBytes, 'en'));
    expect(stat('Files')).toBe(count(summary.totalFileCount));
    expect(stat('Metadata size')).toBe(formatBytes(summary.totalMetaSizeInBytes, 'en'));
    expect(stat('Metadata files')).toBe(count(summary.totalMetaFileCount));
    expect(stat('Summary date')).toBe(summary.generatedDate);
    expect(screen.getByRole('region', { name: 'Storage tiers' })).toBeInTheDocument();
  });

  it('lists function names and searches them by prefix', async () => {
    const seen = recordLakeRequests();
    const user = userEvent.setup({ delay: null });
    renderApp(page('sales', 'functions'));
    const table = await screen.findByRole('table', { name: 'Functions' });
    await within(table).findByText('mask_email');
    expect(rowTexts(table)).toEqual(expect.arrayContaining(['mask_email', 'to_cents', 'parse_ua']));
    expect(screen.getByText(/lists function names only/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search functions'), 'mask{Enter}');
    await waitFor(() => expect(rowTexts(table)).toEqual(['mask_email']));
    const patterns = seen
      .filter((r) => r.url.pathname.endsWith('/functions'))
      .map((r) => r.url.searchParams.get('functionNamePattern'));
    expect(patterns).toEqual([null, 'mask%']);
  });

  it('shows each view with its columns, query and per-engine queries', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(page('sales', 'views'));
    const table = await screen.findByRole('table', { name: 'Views' });
    const row = (await within(table).findByText('daily_revenue')).closest('tr')!;
    expect(row).toHaveTextContent('Revenue per day and region, cancelled orders excluded.');
    expect([...row.cells].map((cell) => cell.textContent)).toContain('4');

    await user.click(within(row).getByLabelText('Show details of daily_revenue'));
    const query = await screen.findByLabelText('Query of daily_revenue');
    expect(query.tagName).toBe('PRE');
    expect(query).toHaveTextContent(
      "SELECT dt, region, count(*) AS orders, sum(total_amount) AS revenue FROM sales.orders WHERE order_status <> 'CANCELLED' GROUP BY dt, region",
    );
    expect(screen.getByLabelText('spark query of daily_revenue')).toHaveTextContent(
      'sum(total_amount) AS revenue',
    );
    expect(screen.getByLabelText('flink query of daily_revenue')).toHaveTextContent(
      'SUM(total_amount) AS revenue',
    );
    const fields = screen.getByRole('table', { name: 'Columns of daily_revenue' });
    const revenue = within(fields).getByText('revenue').closest('tr')!;
    expect(revenue).toHaveTextContent('DECIMAL(20, 2)');
    expect(within(fields).getByText('dt').closest('tr')).toHaveTextContent('STRING');
  });
});
