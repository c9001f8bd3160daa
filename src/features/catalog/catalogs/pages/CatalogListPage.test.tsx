import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { fill } from '../../../lake-common/testing/pageTests';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';
import { regionStatusHandler } from '../testing/lakeFixtures';

preloadRoutes('/catalogs');

const requests = recordLakeRequestsOfEachTest();

const listRequests = () =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname.endsWith('/lake/v1/catalogs'));

/** Body rows by DOM walk (role queries over an antd page are slow in jsdom). */
function rows(table: HTMLElement) {
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
}
function names(table: HTMLElement) {
  return rows(table).map((row) => row.querySelector('a')?.textContent ?? '');
}
function cellOf(table: HTMLElement, name: string, header: string) {
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  const index = headers.indexOf(header);
  const row = rows(table).find((r) => r.querySelector('a')?.textContent === name);
  if (index < 0 || !row) throw new Error(`no cell ${name}/${header}`);
  return row.cells[index]!;
}

async function openList(path = '/catalogs') {
  const user = userEvent.setup();
  const app = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Lake catalogs' });
  await waitFor(() => expect(rows(table).length).toBeGreaterThan(0));
  return { user, table, ...app };
}

describe('catalog list', () => {
  it('shows the pager with the first page, not under the loading table (nothing below it moves)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/lake/v1/catalogs', async () => {
        await answered;
        return undefined;
      }),
    );
    renderApp('/catalogs');
    const table = await screen.findByRole('table', { name: 'Lake catalogs' });
    expect(within(table).getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    answer();
    await waitFor(() => expect(rows(table).length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('lists catalogs with type, status, sharing and prepaid compute', async () => {
    const { table } = await openList();
    // The mock lists by name.
    expect(names(table)).toEqual([
      'finance_archive',
      'logs_iceberg',
      'marketing_iceberg',
      'ml_features',
      'partner_share',
      'sales_lake',
    ]);
    expect(cellOf(table, 'marketing_iceberg', 'Type').textContent).toBe('ICEBERG');
    expect(cellOf(table, 'finance_archive', 'Status').textContent).toBe('Storage restricted');
    expect(cellOf(table, 'ml_features', 'Status').textContent).toBe('Initialization failed');
    // What is true: mounted from a received share (by its name), provided to receivers, neither.
    await waitFor(() =>
      expect(cellOf(table, 'partner_share', 'Shared').textContent).toBe(
        'From share partner_orders',
      ),
    );
    await waitFor(() =>
      expect(cellOf(table, 'sales_lake', 'Shared').textContent).toBe('Shared with 2 receivers'),
    );
    expect(cellOf(table, 'finance_archive', 'Shared').textContent).toBe('Shared with 1 receiver');
    expect(cellOf(table, 'logs_iceberg', 'Shared').textContent).toBe('—');
    // Compute: cu, status and expiry from the same response's prepayResource.
    expect(cellOf(table, 'marketing_iceberg', 'Compute').textContent).toMatch(
      /^8 CU · Running · expires in 10 days \(Expires at .+ \(instance lakecu-[\w-]+\)\)$/,
    );
    expect(cellOf(table, 'logs_iceberg', 'Compute').textContent).toMatch(
      /^4 CU · Ceased · expired \d+ days ago/,
    );
    expect(cellOf(table, 'sales_lake', 'Compute').textContent).toMatch(/^16 CU · Running/);
    expect(cellOf(table, 'finance_archive', 'Compute').textContent).toBe('None');
    expect(within(table).getByRole('link', { name: 'sales_lake' }).getAttribute('href')).toBe(
      '/catalogs/sales_lake',
    );
    // The region from DescribeRegions, shown by its name and id.
    expect(await screen.findByText('Region: China (Hangzhou) (cn-hangzhou)')).toBeInTheDocument();
  });

  it('searches by name prefix and keeps the text in the URL', async () => {
    const { user, table, router } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Search catalogs by name' }), 'mark');
    await waitFor(() => expect(names(table)).toEqual(['marketing_iceberg']));
    // Typing settles before a request: one search, not one per key.
    expect(
      listRequests()
        .map((r) => r.url.searchParams.get('catalogNamePattern'))
        .filter(Boolean),
    ).toEqual(['mark%']);
    const sent = listRequests().at(-1)!;
    expect(sent.url.searchParams.get('catalogNamePattern')).toBe('mark%');
    expect(router.state.location.search).toBe('?q=mark');
    expect(
      screen.getByText(
        'Matches names that start with the text; supports % wildcards (e.g. %lake).',
      ),
    ).toBeInTheDocument();
  });

  it('sends a pattern with the user’s own % as typed, and says when nothing matches', async () => {
    const { table } = await openList('/catalogs?q=%25iceberg');
    await waitFor(() => expect(names(table)).toEqual(['logs_iceberg', 'marketing_iceberg']));
    expect(listRequests().at(-1)!.url.searchParams.get('catalogNamePattern')).toBe('%iceberg');
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search catalogs by name' });
    await user.clear(search);
    await fill(user, search, 'zzz');
    expect(await screen.findByText('No catalog name matches “zzz%”.')).toBeInTheDocument();
  });

  it('pages with the service’s cursor', async () => {
    const { user, table } = await openList('/catalogs?size=4');
    expect(names(table)).toEqual([
      'finance_archive',
      'logs_iceberg',
      'marketing_iceberg',
      'ml_features',
    ]);
    expect(listRequests()[0]!.url.searchParams.get('maxResults')).toBe('4');
    expect(listRequests()[0]!.url.searchParams.has('pageToken')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names(table)).toEqual(['partner_share', 'sales_lake']));
    // The second page is asked for with the first answer's cursor.
    expect(listRequests().at(-1)!.url.searchParams.get('pageToken')).toMatch(/^\S+$/);
    expect(listRequests().at(-1)!.url.searchParams.get('maxResults')).toBe('4');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    const requestsBefore = listRequests().length;
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(names(table)[0]).toBe('finance_archive'));
    // The first page comes from the cache: no request needed to go back.
    expect(listRequests()).toHaveLength(requestsBefore);
  });
});

describe('creating a catalog', () => {
  // The mock moves a new catalog on with the clock (NEW → INITIALIZING after 1 s, settled after
  // 4 s). Fake timers that also follow real time let a test jump ahead instead of waiting.
  afterEach(() => vi.useRealTimers());
  const MOCK_SETTLES_MS = 4_000;

  async function openCreate() {
    const opened = await openList();
    await opened.user.click(screen.getByRole('button', { name: 'Create catalog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create catalog' });
    return { ...opened, dialog };
  }

  it('checks the name as it is typed', async () => {
    const { user, dialog } = await openCreate();
    const name = within(dialog).getByLabelText('Name');
    await fill(user, name, '9lives');
    expect(
      await within(dialog).findByText(
        'Use 3–64 lowercase letters, digits or underscores, starting with a letter.',
      ),
    ).toBeInTheDocument();
    await user.clear(name);
    await fill(user, name, 'good_name');
    await waitFor(() =>
      expect(
        within(dialog).queryByText(
          'Use 3–64 lowercase letters, digits or underscores, starting with a letter.',
        ),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows a taken name on the name field and keeps the form', async () => {
    const { user, dialog } = await openCreate();
    await fill(user, within(dialog).getByLabelText('Name'), 'sales_lake');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('A catalog named sales_lake already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('sales_lake');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the form and shows other failures inside it', async () => {
    server.use(
      http.post('*/lake/v1/catalogs', () =>
        HttpResponse.json({ code: 'Unauthorized', message: 'Not allowed' }, { status: 401 }),
      ),
    );
    const { user, dialog } = await openCreate();
    await fill(user, within(dialog).getByLabelText('Name'), 'denied_lake');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The catalog was not created')).toBeInTheDocument();
    expect(within(dialog).getByText('Not allowed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('denied_lake');
  });

  it('blocks empty and repeated option keys, requires a share id when shared', async () => {
    const { user, dialog } = await openCreate();
    await fill(user, within(dialog).getByLabelText('Name'), 'new_lake');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await fill(user, within(dialog).getByLabelText('Option key 1'), 'a');
    await fill(user, within(dialog).getByLabelText('Option key 2'), 'a');
    expect(
      within(dialog).getByText('The key “a” is already used by another option.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Shared catalog' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Enter the ID of the share this catalog exposes.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the catalog and follows it from NEW to RUNNING', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, dialog, table } = await openCreate();
    await fill(user, within(dialog).getByLabelText('Name'), 'fresh_lake');
    await user.click(within(dialog).getByRole('radio', { name: /ICEBERG/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await fill(user, within(dialog).getByLabelText('Option key 1'), 'warehouse');
    await fill(user, within(dialog).getByLabelText('Option value 1'), 'oss://fresh');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create catalog' })).not.toBeInTheDocument(),
    );
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      name: 'fresh_lake',
      type: 'ICEBERG',
      options: { warehouse: 'oss://fresh' },
      isShared: false,
    });
    // The row appears and moves on by itself (the list polls while a status is transient).
    await waitFor(() => expect(names(table)).toContain('fresh_lake'));
    expect(['New', 'Initializing']).toContain(cellOf(table, 'fresh_lake', 'Status').textContent);
    await vi.advanceTimersByTimeAsync(MOCK_SETTLES_MS);
    expect(await screen.findByText('Catalog fresh_lake is running')).toBeInTheDocument();
    await waitFor(() => expect(cellOf(table, 'fresh_lake', 'Status').textContent).toBe('Running'));
  });

  it('says clearly when a new catalog fails to initialize', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, dialog } = await openCreate();
    await fill(user, within(dialog).getByLabelText('Name'), 'will_fail');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create catalog' })).not.toBeInTheDocument(),
    );
    await vi.advanceTimersByTimeAsync(MOCK_SETTLES_MS);
    expect(await screen.findByText('Catalog will_fail failed to initialize')).toBeInTheDocument();
  });
});

describe('region banner', () => {
  it.each([
    ['UNINIALIZED', 'The lake service is not activated in this region'],
    ['INITIALIZING', 'The lake service is being activated in this region'],
    ['INITIALIZE_FAILED', 'Activating the lake service failed in this region'],
    ['PAUSED', 'The lake service reports the region status “PAUSED”'],
  ])('explains %s and disables creating catalogs', async (status, title) => {
    server.use(regionStatusHandler(status));
    renderApp('/catalogs');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create catalog' })).toBeDisabled();
    expect(
      screen.getByText(
        'Catalogs cannot be created until the lake service is ready in this region (see below).',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the service role when it is missing', async () => {
    server.use(regionStatusHandler('READY', false));
    renderApp('/catalogs');
    expect(await screen.findByText('The service role is not authorized')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create catalog' })).toBeEnabled();
  });

  it('warns, without hiding the list, when the status cannot be read', async () => {
    server.use(
      http.get('*/lake/v1/service/status', () =>
        HttpResponse.json({ code: 'Forbidden', message: 'no' }, { status: 403 }),
      ),
    );
    const { table } = await openList();
    expect(
      await screen.findByText(
        /^The region’s service status could not be read; what works here is unknown\./,
      ),
    ).toBeInTheDocument();
    expect(names(table)).toHaveLength(6);
  });

  it('shows nothing when the region is ready', async () => {
    await openList();
    expect(screen.queryByText(/lake service/)).not.toBeInTheDocument();
  });
});
