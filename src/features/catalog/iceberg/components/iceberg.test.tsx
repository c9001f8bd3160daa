import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

const TABLE_PATH = '/catalogs/marketing_iceberg/namespaces/campaigns/tables/impressions';

preloadRoutes('/catalogs/marketing_iceberg', TABLE_PATH);
// The tab's own lazy views, loaded once before the tests rather than inside the first of them.
beforeAll(() =>
  Promise.all([
    import('./NamespacesPanel'),
    import('./NamespaceList'),
    import('./NamespaceView'),
    import('../../databases/components/DatabasesTab'),
  ]),
);

const requests = recordLakeRequestsOfEachTest();

describe('Iceberg views of a catalog', () => {
  it('lists an ICEBERG catalog’s namespaces once: a Namespaces tab and no Databases tab', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/catalogs/partner_share?tab=namespaces');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Namespaces' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Databases' })).toBeVisible();
    unmount();

    renderApp('/catalogs/marketing_iceberg');
    await user.click(await screen.findByRole('tab', { name: 'Namespaces' }));
    expect(screen.queryByRole('tab', { name: 'Databases' })).toBeNull();
    const list = await screen.findByRole('table', { name: 'Iceberg namespaces' });
    expect(await within(list).findByRole('link', { name: 'campaigns' })).toBeVisible();
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    // One list of them on the page, not a second one under another name.
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('shows the namespaces for a link to an ICEBERG catalog’s Databases tab', async () => {
    renderApp('/catalogs/marketing_iceberg?tab=databases');
    expect(await screen.findByRole('tab', { name: 'Namespaces', selected: true })).toBeVisible();
    const list = await screen.findByRole('table', { name: 'Iceberg namespaces' });
    expect(await within(list).findByRole('link', { name: 'campaigns' })).toBeVisible();
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

  it('opens a namespace with its details, options and tables, then a table on its own page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/catalogs/marketing_iceberg?tab=namespaces&ns=campaigns');
    expect(await screen.findByRole('heading', { name: 'Namespace campaigns' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Options' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Storage, functions and access' })).toHaveAttribute(
      'href',
      '/catalogs/marketing_iceberg/databases/campaigns',
    );
    const tables = await screen.findByRole('table', { name: 'Tables' });
    await user.click(await within(tables).findByRole('link', { name: 'impressions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'impressions' })).toBeVisible();
    expect(router.state.location.pathname).toBe(TABLE_PATH);
    // Its own page: the catalog's tabs are gone.
    expect(screen.queryByRole('tab', { name: 'Namespaces' })).toBeNull();
  });

  it('sends a link to a table inside the Namespaces tab on to the table’s page', async () => {
    const { router } = renderApp(
      '/catalogs/marketing_iceberg?tab=namespaces&ns=campaigns&nt=impressions&nview=partitions',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'impressions' })).toBeVisible();
    expect(router.state.location.pathname).toBe(TABLE_PATH);
    expect(router.state.location.search).toBe('?tab=partitions');
    expect(await screen.findByRole('table', { name: 'Partition fields' })).toBeVisible();
    // Back goes to where the person came from, not to the link that was sent on.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('reads in Chinese', async () => {
    renderApp('/catalogs/marketing_iceberg?tab=namespaces', { locale: 'zh' });
    expect(await screen.findByRole('tab', { name: '命名空间', selected: true })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Iceberg 命名空间' })).toBeVisible();
  });
});
