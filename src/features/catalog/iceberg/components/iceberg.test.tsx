import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

preloadRoutes('/catalogs/marketing_iceberg');
// The tab's own lazy views, loaded once before the tests rather than inside the first of them.
beforeAll(() =>
  Promise.all([
    import('./NamespaceList'),
    import('./NamespaceView'),
    import('./IcebergTableView'),
    import('./SnapshotsTab'),
  ]),
);

vi.mock('../../../../components/Chart', () => import('../../../../../test/chartStub'));

const requests = recordLakeRequestsOfEachTest();
const TABLE = '/catalogs/marketing_iceberg?tab=namespaces&ns=campaigns&nt=impressions';

describe('Iceberg views of a catalog', () => {
  it('offers Namespaces only on an ICEBERG catalog', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/catalogs/partner_share?tab=namespaces');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Namespaces' })).toBeNull();
    unmount();

    renderApp('/catalogs/marketing_iceberg');
    await user.click(await screen.findByRole('tab', { name: 'Namespaces' }));
    const list = await screen.findByRole('table', { name: 'Iceberg namespaces' });
    expect(await within(list).findByRole('link', { name: 'campaigns' })).toBeVisible();
    expect(within(list).getAllByRole('row')).toHaveLength(4);
  });

  it('searches namespaces with the service’s right-fuzzy pattern', async () => {
    const user = userEvent.setup();
    renderApp('/catalogs/marketing_iceberg?tab=namespaces');
    const list = await screen.findByRole('table', { name: 'Iceberg namespaces' });
    await within(list).findByRole('link', { name: 'campaigns' });
    await user.type(screen.getByRole('searchbox', { name: 'Search namespaces' }), 'au');
    expect(await within(list).findByRole('link', { name: 'audiences' })).toBeVisible();
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'campaigns' })).toBeNull());
    const sent = requests.filter((r) => r.url.pathname.endsWith('/namespace-details'));
    expect(sent.at(-1)?.url.searchParams.get('namespaceNamePattern')).toBe('au%');
  });

  it('opens a namespace with its details, options and tables, then a table', async () => {
    const user = userEvent.setup();
    renderApp('/catalogs/marketing_iceberg?tab=namespaces&ns=campaigns');
    expect(await screen.findByRole('heading', { name: 'Namespace campaigns' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Options' })).toBeVisible();
    const tables = await screen.findByRole('table', { name: 'Tables' });
    await user.click(await within(tables).findByRole('link', { name: 'impressions' }));
    expect(await screen.findByRole('heading', { name: 'Table impressions' })).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Iceberg path' });
    expect(within(trail).getByRole('link', { name: 'impressions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows fields as a tree, partition transforms with their sources, and properties', async () => {
    const user = userEvent.setup();
    renderApp(TABLE);
    const current = (await screen.findByRole('heading', { name: 'Current snapshot' })).closest(
      'section',
    )!;
    // A snapshot id above 2^53, every digit kept.
    const id = within(current).getAllByText(/^\d{16,19}$/)[0]?.textContent ?? '';
    expect(BigInt(id) > 2n ** 53n).toBe(true);
    expect(await screen.findByRole('tree')).toBeVisible();
    expect(screen.getAllByRole('treeitem').length).toBeGreaterThan(3);
    await user.click(screen.getByRole('tab', { name: 'Partitioning' }));
    const partitions = await screen.findByRole('table', { name: 'Partition fields' });
    expect(within(partitions).getAllByText('identity')[0]).toBeVisible();
    expect(within(partitions).getByRole('rowheader', { name: 'dt' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(await screen.findByText('format-version')).toBeVisible();
  });

  it('pages snapshots under their timeline, opens one and follows its parent', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`${TABLE}&nview=snapshots`);
    const list = await screen.findByRole('table', { name: 'Snapshots' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(10));
    expect(await screen.findByRole('group', { name: /^Timeline of \d+ snapshots/ })).toBeVisible();
    const opens = within(list).getAllByRole('link', { name: /^Open snapshot \d+$/ });
    await user.click(opens[1]!);
    const opened = router.state.location.search.match(/snap=(\d+)/)?.[1] ?? '';
    const detail = (await screen.findByRole('heading', { name: `Snapshot ${opened}` })).closest(
      'section',
    )!;
    // Focus follows to what was opened, above the list.
    await waitFor(() => expect(detail.parentElement).toHaveFocus());
    expect(within(detail).getByRole('table', { name: 'Summary' })).toBeVisible();
    expect(within(detail).getByText('added-records')).toBeVisible();
    const parent = within(detail).getByRole('link', { name: /^Open parent \d+$/ });
    const parentId = parent.textContent ?? '';
    await user.click(parent);
    expect(await screen.findByRole('heading', { name: `Snapshot ${parentId}` })).toBeVisible();
  });

  it('explains a missing table, a refused read and malformed data in place', async () => {
    const { unmount } = renderApp(
      '/catalogs/marketing_iceberg?tab=namespaces&ns=campaigns&nt=nope',
    );
    expect(
      await screen.findByText('There is no table named “nope” in this namespace.'),
    ).toBeVisible();
    unmount();

    server.use(
      http.get('*/iceberg/lake/v1/:catalogId/namespaces/:ns/tables/:table', () =>
        HttpResponse.json(
          { code: 'Unauthorized', message: 'no', resourceType: 'TABLE', resourceName: 'x' },
          { status: 403 },
        ),
      ),
    );
    const second = renderApp(TABLE);
    expect(await screen.findByText('The table could not be loaded.')).toBeVisible();
    expect(screen.getAllByText(/GetIcebergTable/)[0]).toBeVisible();
    second.unmount();

    server.use(
      http.get('*/iceberg/lake/v1/:catalogId/namespaces/:ns/tables/:table', () =>
        HttpResponse.json({ name: 'impressions', version: 1.5 }),
      ),
    );
    renderApp(TABLE);
    expect(await screen.findByText('The table could not be loaded.')).toBeVisible();
  });

  it('reads in Chinese', async () => {
    renderApp('/catalogs/marketing_iceberg?tab=namespaces', { locale: 'zh' });
    expect(await screen.findByRole('tab', { name: '命名空间', selected: true })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Iceberg 命名空间' })).toBeVisible();
  });
});
