import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';

const TABLE = '/catalogs/marketing_iceberg/namespaces/campaigns/tables/impressions';

preloadRoutes(TABLE);
// The timeline's lazy chunk, loaded once before the tests rather than inside the first of them.
beforeAll(() => import('../components/SnapshotTimeline'));

interface MarkerOption {
  yAxis: { data: string[] };
  xAxis: { type: string };
  series: { name: string; data: { value: [number, number]; symbolSize: number }[] }[];
}

describe('An Iceberg table’s page', () => {
  it('is a page of its own: the path in a breadcrumb, the snapshots and their timeline first', async () => {
    renderApp(TABLE);
    expect(await screen.findByRole('heading', { level: 1, name: 'impressions' })).toBeVisible();
    // Not inside the catalog's tabs.
    expect(screen.queryByRole('tab', { name: 'Namespaces' })).toBeNull();
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Lake catalogs' })).toHaveAttribute(
      'href',
      '/catalogs',
    );
    expect(within(trail).getByRole('link', { name: 'marketing_iceberg' })).toHaveAttribute(
      'href',
      '/catalogs/marketing_iceberg?tab=namespaces',
    );
    expect(within(trail).getByRole('link', { name: 'campaigns' })).toHaveAttribute(
      'href',
      '/catalogs/marketing_iceberg?tab=namespaces&ns=campaigns',
    );
    expect(within(trail).getByRole('link', { name: 'impressions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('tab', { name: 'Snapshots', selected: true })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    // The current snapshot's id, above 2^53, every digit kept.
    const current = within(details).getByRole('link', { name: /^Open snapshot \d+$/ });
    expect(BigInt(current.textContent ?? '0') > 2n ** 53n).toBe(true);
    expect(await screen.findByRole('table', { name: 'Snapshots' })).toBeVisible();
    expect(await screen.findByRole('group', { name: /^Timeline of \d+ snapshots/ })).toBeVisible();
  });

  it('draws the snapshots on a time axis with every operation on the page, 0 rows or not', async () => {
    renderApp(TABLE);
    const chart = await screen.findByRole('group', { name: /^Timeline of \d+ snapshots/ });
    const option = JSON.parse(chart.getAttribute('data-option') ?? 'null') as MarkerOption;
    expect(option.xAxis.type).toBe('time');
    const list = await screen.findByRole('table', { name: 'Snapshots' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(10));
    // Every operation the list shows has its lane and markers, the zero-row ones too.
    const operation = within(list).getByRole('columnheader', { name: 'Operation' });
    const column = within(list).getAllByRole('columnheader').indexOf(operation);
    const shown = new Set(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          // The id is the row's header, then its cells.
          const cells = [
            ...within(row).getAllByRole('rowheader'),
            ...within(row).getAllByRole('cell'),
          ];
          return cells[column]?.textContent ?? '';
        }),
    );
    expect(shown.has('replace') || shown.has('delete')).toBe(true);
    expect(new Set(option.yAxis.data)).toEqual(shown);
    for (const series of option.series) {
      expect(series.data.length).toBeGreaterThan(0);
      for (const marker of series.data) expect(marker.symbolSize).toBeGreaterThan(0);
    }
    // At commit times: x values are milliseconds, not the snapshots' places in the list.
    const times = option.series.flatMap((series) => series.data.map((m) => m.value[0]));
    expect(Math.min(...times)).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });

  it('shows fields as a tree, partition transforms with their sources, and properties', async () => {
    const user = userEvent.setup();
    renderApp(`${TABLE}?tab=schema`);
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
    const { router } = renderApp(TABLE);
    const list = await screen.findByRole('table', { name: 'Snapshots' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(10));
    const opens = within(list).getAllByRole('link', { name: /^Open snapshot \d+$/ });
    await user.click(opens[1]!);
    const opened = router.state.location.search.match(/snap=(\d+)/)?.[1] ?? '';
    expect(router.state.location.pathname).toBe(TABLE);
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

  it('explains a missing table, a refused read and malformed data', async () => {
    const { unmount } = renderApp('/catalogs/marketing_iceberg/namespaces/campaigns/tables/nope');
    expect(
      await screen.findByText('There is no table named “nope” in this namespace.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to namespace campaigns' })).toHaveAttribute(
      'href',
      '/catalogs/marketing_iceberg?tab=namespaces&ns=campaigns',
    );
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
    renderApp(TABLE, { locale: 'zh' });
    expect(await screen.findByRole('tab', { name: '快照', selected: true })).toBeVisible();
    expect(screen.getByRole('navigation', { name: '面包屑导航' })).toBeVisible();
    expect(await screen.findByRole('region', { name: '详情' })).toBeVisible();
    const chart = await screen.findByRole('group', { name: /的时间线/ });
    const option = JSON.parse(chart.getAttribute('data-option') ?? 'null') as MarkerOption;
    expect(option.yAxis.data).toContain('追加');
  });
});
