import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { fill } from '../../../lake-common/testing/pageTests';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';
import { storageHandlers } from '../testing/lakeFixtures';

preloadRoutes('/catalogs/sales_lake');

const requests = recordLakeRequestsOfEachTest();

describe('catalog page', () => {
  it('says clearly when there is no such catalog', async () => {
    renderApp('/catalogs/nope_lake');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Catalog not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no catalog named “nope_lake”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to catalogs' })).toHaveAttribute(
      'href',
      '/catalogs',
    );
  });

  it('says a provider catalog is shared with the receivers of its shares, in both languages', async () => {
    renderApp('/catalogs/sales_lake');
    // sales_to_partners holds sales_lake's tables and has partner_apac and partner_eu.
    expect(await screen.findByText('Shared with 2 receivers')).toHaveAttribute(
      'title',
      'Through: sales_to_partners',
    );
  });

  it('says the same in Chinese', async () => {
    renderApp('/catalogs/sales_lake', { locale: 'zh' });
    expect(await screen.findByText('已共享给 2 个接收方')).toBeInTheDocument();
  });

  it('shows the catalog’s facts with a breadcrumb and the tab in the URL', async () => {
    const { router } = renderApp('/catalogs/partner_share');
    // Mounted from a received share: said by the share's name, its id on hover.
    expect(await screen.findByText('From share partner_orders')).toHaveAttribute(
      'title',
      'Share ID share-8842',
    );
    expect(screen.getByText(/^clg-paimon-\w+$/)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Lake catalogs' })).toHaveAttribute(
      'href',
      '/catalogs',
    );
    expect(within(crumbs).getByRole('link', { name: 'partner_share' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Storage' }));
    expect(router.state.location.search).toBe('?tab=storage');
  });

  it('edits options, sends only the change and reports the answer', async () => {
    const user = userEvent.setup();
    renderApp('/catalogs/sales_lake');
    const card = (await screen.findByRole('heading', { name: 'Options' })).closest('section')!;
    await within(card).findByText('oss://parapet-sales-lake/sales_lake');
    await user.click(within(card).getByRole('button', { name: 'Edit options' }));
    // Rows are sorted by key, as the table shows them.
    expect(within(card).getByLabelText('Option key 1')).toHaveValue('metastore.type');
    expect(within(card).getByLabelText('Option key 4')).toHaveValue('warehouse');
    await user.click(within(card).getByRole('button', { name: 'Remove option 1' }));
    // Focus stays in the editor: on the row that took the removed one's place.
    expect(within(card).getByLabelText('Option key 1')).toHaveFocus();
    const value = within(card).getByLabelText('Option value 3');
    await user.clear(value);
    await fill(user, value, 'oss://sales-v2');
    await user.click(within(card).getByRole('button', { name: 'Add option' }));
    expect(within(card).getByLabelText('Option key 4')).toHaveFocus();
    await fill(user, within(card).getByLabelText('Option key 4'), 'snapshot.num-retained');
    await fill(user, within(card).getByLabelText('Option value 4'), '5');
    expect(within(card).getByText('1 to remove, 2 to set.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save options' }));

    expect(await within(card).findByText('Options saved')).toBeInTheDocument();
    const post = requests.find(
      (r) => r.method === 'POST' && r.url.pathname.endsWith('/catalogs/sales_lake'),
    )!;
    expect(post.body).toEqual({
      removals: ['metastore.type'],
      updates: { 'snapshot.num-retained': '5', warehouse: 'oss://sales-v2' },
    });
    expect(within(card).getByText('Removed: metastore.type')).toBeInTheDocument();
    expect(within(card).getByText('Set: snapshot.num-retained and warehouse')).toBeInTheDocument();
    // The table shows the catalog read again.
    expect(await within(card).findByText('oss://sales-v2')).toBeInTheDocument();
  });

  it('reports removals the service did not find', async () => {
    server.use(
      http.post('*/lake/v1/catalogs/sales_lake', () =>
        HttpResponse.json({ removed: [], updated: [], missing: ['file.format'] }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/catalogs/sales_lake');
    const card = (await screen.findByRole('heading', { name: 'Options' })).closest('section')!;
    await within(card).findByText('oss://parapet-sales-lake/sales_lake');
    await user.click(within(card).getByRole('button', { name: 'Edit options' }));
    await user.click(within(card).getByRole('button', { name: 'Remove option 1' }));
    await user.click(within(card).getByRole('button', { name: 'Save options' }));
    expect(
      await within(card).findByText('Already absent (nothing to remove): file.format'),
    ).toBeInTheDocument();
  });

  it('drops a catalog only after its name is typed, then lists it as deleting', async () => {
    // The mock keeps a dropped catalog DELETING for 3 s: the clock jumps instead of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup();
    const { router } = renderApp('/catalogs/ml_features');
    await user.click(await screen.findByRole('button', { name: 'Drop catalog ml_features' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop catalog ml_features?' });
    const confirm = within(dialog).getByRole('button', { name: 'Drop' });
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByLabelText('Type ml_features to confirm');
    await fill(user, input, 'ml_feature');
    expect(confirm).toBeDisabled();
    await fill(user, input, 'S');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await fill(user, input, 'ml_features');
    expect(confirm).toBeEnabled();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogs'));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'Lake catalogs' });
    await within(table).findByText('Deleting');
    await vi.advanceTimersByTimeAsync(4_000);
    await waitFor(() => expect(within(table).queryByText('ml_features')).not.toBeInTheDocument());
  });

  it('keeps the drop dialog open with the error when the drop fails', async () => {
    server.use(
      http.delete('*/lake/v1/catalogs/sales_lake', () =>
        HttpResponse.json({ code: 'InternalError', message: 'Backend down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/catalogs/sales_lake');
    await user.click(await screen.findByRole('button', { name: 'Drop catalog sales_lake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop catalog sales_lake?' });
    await fill(user, within(dialog).getByLabelText('Type sales_lake to confirm'), 'sales_lake');
    await user.click(within(dialog).getByRole('button', { name: 'Drop' }));
    expect(await within(dialog).findByText('Could not drop sales_lake')).toBeInTheDocument();
    expect(within(dialog).getByText('Backend down')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Drop catalog sales_lake?' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('tells why databases may be missing while the catalog is not running', async () => {
    renderApp('/catalogs/ml_features?tab=databases');
    expect(
      await screen.findByText(
        'Databases are available once the catalog is running (it is now: Initialization failed). What the service answers is shown below.',
      ),
    ).toBeInTheDocument();
  });
});

describe('catalog storage tab', () => {
  // Fixed numbers: the seeded data has no value that was zero a month ago or that went down.
  beforeEach(() => server.use(...storageHandlers));

  it('shows each value with its change since the last day and month', async () => {
    renderApp('/catalogs/sales_lake?tab=storage');
    const tables = (await screen.findByRole('heading', { name: 'Tables' })).parentElement!;
    expect(tables).toHaveTextContent('2,100');
    expect(tables).toHaveTextContent('Up 100 (+5%) since the last day');
    // Nothing a month ago: the change has no percentage rather than a division by zero.
    expect(tables).toHaveTextContent('Up 2,100 since the last month');
    const partitions = screen.getByRole('heading', { name: 'Partitions' }).parentElement!;
    expect(partitions).toHaveTextContent('Down 100 (-10%) since the last day');
    const size = screen.getByRole('heading', { name: 'Total file size' }).parentElement!;
    expect(size).toHaveTextContent('3 TiB');
    expect(size).toHaveTextContent('No change since the last day');
    expect(size).toHaveTextContent('Up 1 TiB (+50%) since the last month');
    expect(screen.getByText('123,456')).toBeInTheDocument();
    expect(screen.getByText('5 GiB')).toBeInTheDocument();
    const tiers = screen.getByRole('list', { name: 'Storage tiers' });
    expect(
      within(tiers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Standard2 TiB · 66.7%',
      'Infrequent access512 GiB · 16.7%',
      'Archive256 GiB · 8.3%',
      'Cold archive256 GiB · 8.3%',
    ]);
  });

  it('charts the 30 days ending at the summary date and offers the numbers as a table', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/catalogs/sales_lake?tab=storage');
    expect(
      await screen.findByRole('group', {
        name: 'API visits: 100 on 2026-02-08, 390 on 2026-03-09',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', {
        name: 'Total file size: 1 TiB on 2026-02-08, 3.8 TiB on 2026-03-09',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-02-08');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-03-09');
    const trend = requests.find((r) => r.url.pathname.endsWith('/trend'))!;
    expect(trend.url.searchParams.get('startDate')).toBe('2026-02-08');
    expect(trend.url.searchParams.get('endDate')).toBe('2026-03-09');

    await user.click(screen.getByRole('switch', { name: 'Show as table' }));
    const table = await screen.findByRole('table', { name: 'Trend' });
    const first = table.querySelector('tbody tr')!;
    expect(first.textContent).toContain('2026-03-09');
    expect(router.state.location.search).toContain('view=table');
  });

  it('takes the range from the URL', async () => {
    renderApp('/catalogs/sales_lake?tab=storage&from=2026-01-01&to=2026-01-07');
    expect(
      await screen.findByRole('group', {
        name: 'Files: 40,000 on 2026-01-01, 40,600 on 2026-01-07',
      }),
    ).toBeInTheDocument();
  });
});
