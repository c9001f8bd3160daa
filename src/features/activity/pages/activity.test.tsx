import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockControl, server } from '../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';
import type { ActivityRecord } from '../../../api/activity/schemas';

preloadRoutes('/activity');
// The time range's lazy chunk (antd's pickers), loaded once like the route's own modules.
beforeAll(() => import('../components/TimeRangePicker'));

/** Every `/api/activity` page request the page sends, as its query string. */
function recordQueries() {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/activity') queries.push(url.searchParams);
  });
  return queries;
}

function record(overrides: Partial<ActivityRecord>): ActivityRecord {
  return {
    id: 'act_1',
    time: new Date(Date.now() - 5 * 60_000).toISOString(),
    instance: 'gw-1',
    user: { subject: 'u-1', email: 'ana@example.com', name: 'Ana' },
    role: 'editor',
    device: null,
    service: 'lake',
    operation: 'AlterCatalog',
    method: 'POST',
    resource: { catalog: 'sales_lake' },
    outcome: 'answered',
    upstreamStatus: 200,
    requestId: 'req_abc',
    durationMs: 12,
    gone: false,
    ...overrides,
  };
}

const onePage = (records: ActivityRecord[], scope: 'all' | 'own' = 'all') =>
  http.get('*/api/activity', () =>
    HttpResponse.json({ records, nextCursor: null, total: records.length, scope }),
  );

describe('the activity page', () => {
  it('shows an admin everyone’s records, counted, newest first, and pages with the cursor', async () => {
    const user = userEvent.setup();
    const queries = recordQueries();
    // A small page keeps the test fast; the contract's default is 50.
    renderApp('/activity?size=10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    expect(await screen.findByText('300 records')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Audit records' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByRole('combobox', { name: 'Person' })).toBeVisible();
    const firstRow = within(table).getAllByRole('row')[1]!;

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).not.toBe(firstRow));
    const cursor = queries.at(-1)?.get('cursor');
    expect(cursor).toMatch(/^act_/);
    expect(queries.at(-1)?.get('limit')).toBe('10');
  });

  it('keeps its filters in the URL and sends them', async () => {
    const user = userEvent.setup();
    const queries = recordQueries();
    const { router } = renderApp('/activity?service=lake&size=10');
    const service = await screen.findByRole('combobox', { name: 'Service' });
    expect(service).toHaveValue('lake');
    await waitFor(() => expect(queries.at(-1)?.get('service')).toBe('lake'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Operation' }), 'AlterTable');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?service=lake&size=10&operation=AlterTable'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('operation')).toBe('AlterTable'));
    const table = screen.getByRole('table', { name: 'Audit records' });
    await waitFor(() =>
      expect(within(table).getAllByText('AlterTable').length).toBe(
        within(table).getAllByRole('row').length - 1,
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/activity/export?operation=AlterTable&service=lake&format=csv',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10'));
  });

  it('titles a non-admin’s page “My activity”, with no person filter', async () => {
    mockControl.setRole('viewer');
    renderApp('/activity?size=10');
    expect(await screen.findByRole('heading', { level: 1, name: 'My activity' })).toBeVisible();
    await screen.findByText(/\d+ records?/);
    expect(screen.queryByRole('combobox', { name: 'Person' })).not.toBeInTheDocument();
  });

  it('says calmly that a deployment without a gateway keeps no activity', async () => {
    server.use(http.get('*/api/activity', () => new HttpResponse('Not found', { status: 404 })));
    renderApp('/activity');
    expect(
      await screen.findByText(
        'Activity is kept by the gateway, and this deployment has none, so there is no activity to show.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows a failed read in place, with Retry', async () => {
    server.use(
      http.get('*/api/activity', () =>
        HttpResponse.json(
          { code: 'InternalError', message: 'database is down', requestId: 'gw-req-9' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/activity');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the activity.')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('links a record to what it names, and says “removed” with no link once it is gone', async () => {
    server.use(
      onePage([
        record({ id: 'act_3', operation: 'AlterCatalog', resource: { catalog: 'sales_lake' } }),
        record({
          id: 'act_2',
          service: 'screen',
          operation: 'DeleteScreenSetting',
          resource: { Id: '7' },
          gone: true,
        }),
        record({
          id: 'act_1',
          user: null,
          role: null,
          device: 'lobby wall',
          outcome: 'forbidden',
          upstreamStatus: null,
          requestId: null,
          service: 'agent',
          operation: 'DisableWebhook',
          resource: { id: 'we_1' },
        }),
      ]),
    );
    renderApp('/activity');
    const table = await screen.findByRole('table', { name: 'Audit records' });
    expect(await within(table).findByRole('link', { name: 'catalog=sales_lake' })).toHaveAttribute(
      'href',
      '/catalogs/sales_lake',
    );
    expect(within(table).getByRole('link', { name: 'id=we_1' })).toHaveAttribute(
      'href',
      '/webhooks/we_1',
    );
    expect(within(table).queryByRole('link', { name: 'Id=7' })).not.toBeInTheDocument();
    expect(within(table).getByText('Id=7')).toBeVisible();
    expect(within(table).getByText('(removed)')).toBeVisible();
    expect(within(table).getByText('device link ‘lobby wall’')).toBeVisible();
    expect(within(table).getByText('Refused for the role')).toBeVisible();
    expect(within(table).getByText('Change catalog options')).toBeVisible();
    expect(within(table).getAllByText('req_abc')).toHaveLength(2);
  });
});
