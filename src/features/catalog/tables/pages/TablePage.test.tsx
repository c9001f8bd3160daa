// The table page: its facts, dropping it, and the partitions, storage, compaction and token tabs.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatExact, formatNumber } from '../../../../lib/format';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequests } from '../../../lake-common/testing/lakeRequests';

import {
  TABLE,
  page,
  recordResponses,
  openTable,
  control,
  button,
  findDialog,
  tab,
  typeInto,
  schemaTree,
  preloadTableTabs,
} from '../testing/tablePage';

preloadRoutes('/catalogs/sales_lake/databases/sales/tables/orders');
preloadTableTabs();

describe('table page', () => {
  it('shows the table with its badges and reads a tab’s data only when it is opened', async () => {
    const seen = recordLakeRequests();
    const { user } = await openTable(page('customers'));
    expect(screen.getByRole('heading', { level: 1, name: 'customers' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'sales' })).toHaveAttribute(
      'href',
      '/catalogs/sales_lake/databases/sales',
    );
    expect(screen.getByText('Managed')).toBeInTheDocument();
    expect(screen.getByText(/^Schema id \d+$/)).toBeInTheDocument();
    expect(tab('Schema')).toHaveAttribute('aria-selected', 'true');
    // The token tab is named for what it gives (访问凭证 in Chinese), not "Access …" beside Access.
    expect(tab('Credentials')).toBeInTheDocument();
    expect(tab('Access')).toBeInTheDocument();

    const tabReads = () =>
      seen.filter((r) => /\/(snapshot|compaction|storage-summary|token)$/.test(r.url.pathname));
    expect(tabReads()).toEqual([]);

    await user.click(tab('Snapshot'));
    expect(await screen.findByText('Commit kind')).toBeInTheDocument();
    expect(tabReads().map((r) => r.url.pathname.split('/').pop())).toEqual(['snapshot']);
  });

  it('drops the table after its name is typed and goes to the database’s tables', async () => {
    const seen = recordLakeRequests();
    const { user, router } = await openTable(page('customers'));
    await user.click(button('Drop table customers'));
    const dialog = await findDialog('Drop table customers?');
    await user.type(control('Type customers to confirm', dialog), 'customers');
    await user.click(button('Drop', dialog));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/catalogs/sales_lake/databases/sales'),
    );
    expect(router.state.location.search).toBe('?tab=tables');
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      expect.stringMatching(/\/databases\/sales\/tables\/customers$/),
    ]);
  });

  it('counts the columns of orders on the schema tab as the table list does', async () => {
    await openTable(page('orders'));
    await schemaTree();
    // Top-level columns, the partition columns among them; the five fields of the shipping
    // address ROW are nested fields; the ARRAY's element and the MAP's key and value are not
    // counted (the tree has 26 rows for all of them).
    const statuses = [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent);
    expect(statuses).toContain('18 columns (incl. 2 partition columns) · 5 nested fields');
  });

  it('keeps a 2,000-column schema to the rows in view', async () => {
    await openTable(page('wide_events'));
    const tree = await schemaTree();
    const rows = tree.querySelectorAll('[role="treeitem"]').length;
    expect(rows).toBeGreaterThan(5);
    expect(rows).toBeLessThan(100);
  });

  it('says there is no such table, with the way back to its database', async () => {
    renderApp(page('nope'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No such table' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There is no table named “nope” in this database.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to database sales' })).toHaveAttribute(
      'href',
      '/catalogs/sales_lake/databases/sales?tab=tables',
    );
  });

  it('shows a tab’s failure inside the tab: the table gone (404), no permission (403)', async () => {
    server.use(
      http.get('*/lake/v1/:catalogId/databases/:db/tables/:table/snapshot', () =>
        HttpResponse.json(
          { code: 'NotFound', message: 'Table not found', resourceType: 'TABLE' },
          { status: 404 },
        ),
      ),
      http.get('*/lake/v1/:catalogId/databases/:db/tables/:table/compaction', () =>
        HttpResponse.json({ code: 'Forbidden', message: 'Denied' }, { status: 403 }),
      ),
    );
    const { user } = await openTable(page('customers', 'tab=snapshot'));
    expect(
      await screen.findByText(
        'Table “customers” no longer exists: it was dropped after this page opened.',
      ),
    ).toBeInTheDocument();
    await user.click(tab('Compaction'));
    expect(
      await screen.findByText('You do not have permission for GetTableCompaction.'),
    ).toBeInTheDocument();
  });
});

describe('partitions, storage, compaction and token tabs', () => {
  it('pages partitions from the server and filters them by a name pattern', async () => {
    const seen = recordLakeRequests();
    const answers = recordResponses('/partitions/storage-summary');
    // A small page from the URL: the paging is under test, not how fast 50 rows render.
    const { user } = await openTable(page('orders', 'tab=partitions&psize=10'));
    const table = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('table[aria-label="Partitions of orders"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const lists = () => seen.filter((r) => r.url.pathname.endsWith('/partitions/storage-summary'));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(lists()[0]!.url.searchParams.get('maxResults')).toBe('10');
    expect(lists()[0]!.url.searchParams.has('partitionNamePattern')).toBe(false);

    const firstName = (answers[0]!.partitions as { partitionName: string }[])[0]!.partitionName;
    const token = answers[0]!.nextPageToken as string;
    expect(token).toBeTruthy();
    // The tab's panel is a lazy chunk: its rows render a moment after the answer.
    const row = await waitFor(() => {
      const first = table.querySelector('tbody tr');
      expect(first?.textContent).toContain(firstName);
      return first!;
    });
    // The spec is read out of the name: dt = …, region = ….
    expect(row.textContent).toMatch(/dt = \d{4}-\d{2}-\d{2}, region = \w+/);

    // A row opens the partition's own record (ListPartitions for its exact name).
    await user.click(button(`Show details of ${firstName}`));
    expect(await within(table).findByText('Marked done')).toBeInTheDocument();
    const single = seen.filter((r) => r.url.pathname.endsWith('/partitions')).at(-1)!;
    expect(single.url.searchParams.get('partitionNamePattern')).toBe(firstName);
    expect(single.url.searchParams.get('maxResults')).toBe('1');

    await user.click(button('Next page'));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(lists()[1]!.url.searchParams.get('pageToken')).toBe(token);
    expect(await screen.findByText('Page 2')).toBeInTheDocument();

    // A month prefix is sent as a right-fuzzy pattern, back on page 1.
    const month = firstName.slice(0, 'dt=2026-11'.length);
    await typeInto(user, 'Filter partitions by name', month);
    await waitFor(() =>
      expect(lists().at(-1)!.url.searchParams.get('partitionNamePattern')).toBe(`${month}%`),
    );
    expect(lists().at(-1)!.url.searchParams.has('pageToken')).toBe(false);
    await waitFor(() =>
      expect(
        [...table.querySelectorAll('tbody tr th code')].every((cell) =>
          cell.textContent!.startsWith(month),
        ),
      ).toBe(true),
    );
  });

  it('explains that an unpartitioned table has no partitions', async () => {
    const seen = recordLakeRequests();
    await openTable(page('customers', 'tab=partitions'));
    expect(
      await screen.findByText(/This table is not partitioned \(it has no partition keys\)/),
    ).toBeInTheDocument();
    expect(seen.some((r) => r.url.pathname.includes('/partitions'))).toBe(false);
  });

  it('advises converting the orders partitions nobody reads', async () => {
    const answers = recordResponses('/tables/orders/storage-summary');
    await openTable(page('orders', 'tab=storage'));
    await waitFor(() => expect(answers).toHaveLength(1));
    const summary = answers[0] as {
      unaccessedStdPartitionCount30d: number;
      unaccessedStdIaPartitionCount180d: number;
    };
    expect(summary.unaccessedStdPartitionCount30d).toBeGreaterThan(0);
    const advice = await screen.findByText(
      `${formatNumber(summary.unaccessedStdPartitionCount30d, 'en')} standard partitions have not been read for 30 days: convert them to infrequent access to cut storage cost.`,
    );
    const alert = advice.closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'See the partitions' })).toHaveAttribute(
      'href',
      `${TABLE}/orders?tab=partitions`,
    );
    if (summary.unaccessedStdIaPartitionCount180d > 0) {
      expect(
        screen.getByText(
          `${formatNumber(summary.unaccessedStdIaPartitionCount180d, 'en')} partitions have not been read for 180 days: consider archive.`,
        ),
      ).toBeInTheDocument();
    }
  });

  it('shows compute used and how long the oldest unmerged file has waited', async () => {
    const earliest = Date.now() - (2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000 + 20_000);
    server.use(
      http.get('*/lake/v1/:catalogId/databases/:db/tables/:table/compaction', () =>
        HttpResponse.json({
          catalogId: 'x',
          tableId: 'y',
          cuUsage: 3.14159,
          latencyFileEarliestTime: earliest,
          lastCompactedFileTime: null,
          maxLevel0FileCount: '7',
        }),
      ),
    );
    await openTable(page('orders', 'tab=compaction'));
    expect(await screen.findByText('3.14 CU')).toBeInTheDocument();
    expect(screen.getByText(/^waiting for 2 days 3 hr 15 min$/)).toBeInTheDocument();
    expect(screen.getByText(`(created ${formatExact(earliest, 'en')})`)).toBeInTheDocument();
    // Deprecated fields only when sent, and labelled so.
    expect(screen.getByText('Max level-0 file count (deprecated)')).toBeInTheDocument();
    expect(screen.queryByText(/Last compacted file time/)).not.toBeInTheDocument();
  });

  it('asks for a public-endpoint token when switched from the internal network', async () => {
    const seen = recordLakeRequests();
    const { user, queryClient } = await openTable(page('orders', 'tab=token'));
    const tokens = () => seen.filter((r) => r.url.pathname.endsWith('/token'));
    const cachedTokens = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.queryKey.includes('GetTableToken') && query.state.data)
        .map((query) => query.queryKey.at(-1));
    const radio = (name: string) => screen.getByText(name).closest('label')!;
    await screen.findByText('Internal network (VPC)');
    expect(radio('Internal network (VPC)').querySelector('input')).toBeChecked();
    await user.click(button('Get token'));
    await waitFor(() => expect(tokens()).toHaveLength(1));
    expect(tokens()[0]!.url.searchParams.get('isInternal')).toBe('true');
    await waitFor(() => expect(cachedTokens()).toEqual([{ isInternal: true }]));

    // antd draws the radio over its input: the label is what gets clicked.
    await user.click(radio('Public endpoint'));
    // The internal token is gone, from the screen and the cache; a new one must be asked for.
    await user.click(await waitFor(() => button('Get token')));
    expect(cachedTokens()).not.toContainEqual({ isInternal: true });
    await waitFor(() => expect(tokens()).toHaveLength(2));
    expect(tokens()[1]!.url.searchParams.get('isInternal')).toBe('false');
  });
});
