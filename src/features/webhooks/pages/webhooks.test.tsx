import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getAgentDb, mockControl, server } from '../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';

preloadRoutes('/webhooks', '/webhooks/we_1');

const LIST_URL = '*/api/v1/agent/webhook_endpoints';

function endpoints() {
  return getAgentDb().endpoints;
}

const DAY = 86_400_000;

// Rows and cells are read by walking the DOM: role queries over a full antd table take
// hundreds of milliseconds each in jsdom.

/** The body rows of a table, top to bottom. */
function bodyRows(table: HTMLElement) {
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
}

/** The endpoint ids of the list's rows (from each row's link), top to bottom. */
function listedIds(table: HTMLElement) {
  return bodyRows(table).map((row) =>
    row.querySelector('a[href^="/webhooks/"]')?.getAttribute('href')?.replace('/webhooks/', ''),
  );
}

/** The endpoint list, loaded, with its table and search box. */
async function openEndpointList(path = '/webhooks') {
  const user = userEvent.setup();
  const { router } = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
  const search = screen.getByRole('searchbox', { name: 'Search endpoints' });
  return { user, router, table, search };
}

/** The text of each row's cell under the column with this header (DOM walk: role queries are slow). */
function columnTexts(table: HTMLElement, header: string) {
  const headers = [...table.querySelectorAll('thead th')];
  const index = headers.findIndex((th) => th.textContent === header);
  if (index < 0) throw new Error(`no column "${header}"`);
  return bodyRows(table).map((row) => row.cells[index]?.textContent ?? '');
}

/** An endpoint's deliveries the service returns (7-day window), newest first, from the store. */
function recentEvents(id: string) {
  const cutoff = new Date(Date.now() - 7 * DAY).toISOString();
  return (getAgentDb().eventsByEndpoint.get(id) ?? []).filter((e) => e.created_at >= cutoff);
}

/** Endpoints by how many deliveries the 7-day window holds, most first. */
function byRecentDeliveries() {
  return [...endpoints()].sort((a, b) => recentEvents(b.id).length - recentEvents(a.id).length);
}

function countRequests(match: (url: URL, method: string) => boolean) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (match(new URL(request.url), request.method)) counter.count += 1;
  });
  return counter;
}

describe('webhook endpoint list', () => {
  it('lists every endpoint with its facts', async () => {
    renderApp('/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const all = endpoints();
    expect(all.length).toBeGreaterThanOrEqual(12);
    // One row per endpoint, by name (the default sort), each with its own facts.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(all.length);
    const named = all.filter((e) => e.description);
    const first = [...named].sort((a, b) =>
      a.description!.localeCompare(b.description!, 'en', { sensitivity: 'base', numeric: true }),
    )[0]!;
    expect(within(rows[0]!).getByRole('link', { name: first.description! })).toHaveAttribute(
      'href',
      `/webhooks/${first.id}`,
    );
    expect(within(rows[0]!).getByText(first.url)).toBeInTheDocument();
    expect(screen.getByText(`${all.length} of ${all.length} endpoints`)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('searches and filters by status', async () => {
    const user = userEvent.setup();
    renderApp('/webhooks?status=DISABLED');
    const disabled = endpoints().filter((e) => e.status === 'DISABLED');
    expect(
      await screen.findByText(`${disabled.length} of ${endpoints().length} endpoints`),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Webhook endpoints' });
    expect(listedIds(table).sort()).toEqual(disabled.map((e) => e.id).sort());

    const target = endpoints().find((e) => e.status === 'DISABLED')!;
    await user.type(screen.getByRole('searchbox', { name: 'Search endpoints' }), target.id);
    expect(await screen.findByText(`1 of ${endpoints().length} endpoints`)).toBeInTheDocument();
    expect(listedIds(table)).toEqual([target.id]);
    const [row] = bodyRows(table);
    expect(within(row!).getByText(target.url)).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: 'Disabled' })).toBeDisabled();
  });

  it('asks for an API key, with a way to Settings, when none is set — without calling the service', async () => {
    const requests = countRequests((url) => url.pathname.endsWith('/webhook_endpoints'));
    renderApp('/webhooks', { apiKey: null });
    expect(await screen.findByText('Agent API key needed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(requests.count).toBe(0);
  });

  it('explains a rejected API key', async () => {
    renderApp('/webhooks', { apiKey: 'wrong-key' });
    expect(await screen.findByText('The API key is missing or not accepted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toBeInTheDocument();
  });

  it('shows a 500 with a retry that recovers', async () => {
    const user = userEvent.setup();
    expect(mockControl.setFaultSpec('agent:ListWebhooks:500')).toEqual({ ok: true });
    renderApp('/webhooks');
    expect(
      await screen.findByText('The service failed (500). Try again in a moment.'),
    ).toBeInTheDocument();
    mockControl.setFaultSpec('');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('names the field when the service sends malformed data', async () => {
    server.use(
      http.get(LIST_URL, () =>
        HttpResponse.json({ data: [{ ...endpoints()[0], status: 'PAUSED' }], request_id: 'req_x' }),
      ),
    );
    renderApp('/webhooks');
    expect(
      await screen.findByText(
        'The service sent data this console does not understand (at data[0].status).',
      ),
    ).toBeInTheDocument();
  });
});

describe('disabling an endpoint', () => {
  it('confirms by name, sends one request on a double click and shows DISABLED/MANUAL without refetching', async () => {
    const user = userEvent.setup();
    const target = endpoints().find((e) => e.status === 'ACTIVE' && e.description)!;
    const disables = countRequests(
      (url, method) => method === 'POST' && url.pathname.endsWith('/disable'),
    );
    const lists = countRequests((url) => url.pathname.endsWith('/webhook_endpoints'));
    renderApp(`/webhooks?q=${target.id}`);

    await user.click(await screen.findByRole('button', { name: `Disable: ${target.description}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable endpoint?');
    expect(dialog).toHaveTextContent(`Disable “${target.description}”?`);
    const confirm = within(dialog).getByRole('button', { name: 'Disable endpoint' });
    await user.dblClick(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByText(target.url).closest('tr')!;
    // The status tag and the now-inert action button both say so.
    expect(within(row).getAllByText('Disabled')).toHaveLength(2);
    expect(within(row).getByRole('button', { name: 'Disabled' })).toBeDisabled();
    expect(within(row).getByText('Manual')).toBeInTheDocument();
    expect(disables.count).toBe(1);
    expect(lists.count).toBe(1);
    expect(getAgentDb().endpoints.find((e) => e.id === target.id)).toMatchObject({
      status: 'DISABLED',
      disabled_reason: 'MANUAL',
      consecutive_fail: target.consecutive_fail,
    });
  });

  it('shows a failure inside the dialog and changes nothing', async () => {
    const user = userEvent.setup();
    mockControl.setFaultSpec('agent:DisableWebhook:500');
    const target = endpoints().find((e) => e.status === 'ACTIVE')!;
    renderApp(`/webhooks/${target.id}`);

    const disable = await screen.findByRole('button', { name: /^Disable:/ });
    await user.click(disable);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable endpoint' }));
    expect(await within(dialog).findByText('Could not disable the endpoint.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The service failed (500). Try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The endpoint's own facts still say Active, and it can still be disabled.
    const facts = screen.getByText('Endpoint details').closest('section')!;
    expect(within(facts).getByText('Active')).toBeInTheDocument();
    expect(within(facts).queryByText('Disabled')).not.toBeInTheDocument();
    expect(disable).toBeInTheDocument();
    expect(disable).toBeEnabled();
    expect(getAgentDb().endpoints.find((e) => e.id === target.id)?.status).toBe('ACTIVE');
  });
});

describe('endpoint page', () => {
  function busiest() {
    const db = getAgentDb();
    const cutoff = Date.now() - 7 * 86_400_000;
    return [...db.endpoints]
      .map((e) => ({
        endpoint: e,
        count: db.events.filter(
          (ev) => ev.delivery.webhook_id === e.id && Date.parse(ev.created_at) >= cutoff,
        ).length,
      }))
      .sort((a, b) => b.count - a.count)[0]!;
  }

  it('shows facts, a 7-day summary and pages through deliveries', async () => {
    const user = userEvent.setup();
    const { endpoint, count } = busiest();
    renderApp(`/webhooks/${endpoint.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: endpoint.description ?? endpoint.url }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Deliveries (7 days)')).toBeInTheDocument();
    expect(await screen.findByText(String(count))).toBeInTheDocument();

    const section = await screen.findByRole('region', { name: 'Delivery history (last 7 days)' });
    const table = within(section).getByRole('table');
    await waitFor(() => expect(within(table).getAllByText(/^whe_/)).toHaveLength(50));
    const firstPageIds = within(table)
      .getAllByText(/^whe_/)
      .map((n) => n.textContent);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getAllByText(/^whe_/)[0]?.textContent).not.toBe(firstPageIds[0]),
    );
    const secondPageIds = within(table)
      .getAllByText(/^whe_/)
      .map((n) => n.textContent);
    expect(secondPageIds.some((id) => firstPageIds.includes(id))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getAllByText(/^whe_/)[0]?.textContent).toBe(firstPageIds[0]),
    );
  });

  it('pages the loaded 7-day history in memory: no request per page, the same pages', async () => {
    const user = userEvent.setup();
    const { endpoint, count } = busiest();
    renderApp(`/webhooks/${endpoint.id}`);
    // The summary's count comes from the whole window's walk: once shown, the window is here.
    expect(await screen.findByText(String(count))).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Delivery history (last 7 days)' });
    const table = within(section).getByRole('table');
    await waitFor(() => expect(within(table).getAllByText(/^whe_/)).toHaveLength(50));
    const pages = countRequests((url) => url.pathname.endsWith('/events'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    const newest = getAgentDb()
      .events.filter((ev) => ev.delivery.webhook_id === endpoint.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    expect(
      within(table)
        .getAllByText(/^whe_/)
        .map((node) => node.textContent),
    ).toEqual(newest.slice(50, 100).map((ev) => ev.id));
    expect(pages.count).toBe(0);
  });

  it('filters the whole 7-day history by delivery status', async () => {
    const { endpoint } = busiest();
    renderApp(`/webhooks/${endpoint.id}?status=FAILED`);
    const db = getAgentDb();
    const cutoff = Date.now() - 7 * 86_400_000;
    const failed = db.events.filter(
      (ev) =>
        ev.delivery.webhook_id === endpoint.id &&
        ev.delivery.status === 'FAILED' &&
        Date.parse(ev.created_at) >= cutoff,
    ).length;
    expect(await screen.findByText(new RegExp(`${failed} of \\d+ deliveries`))).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Delivery history (last 7 days)' });
    const statuses = within(within(section).getByRole('table')).getAllByText(
      /^(Succeeded|Failed|Retrying)$/,
    );
    expect(statuses.every((node) => node.textContent === 'Failed')).toBe(true);
  });

  it('says so when the endpoint does not exist', async () => {
    renderApp('/webhooks/wep_01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(
      await screen.findByText('There is no webhook endpoint wep_01ARZ3NDEKTSV4RRFFQ69G5FAV.'),
    ).toBeInTheDocument();
  });
});

describe('view state in the URL', () => {
  it('keeps a search for the literal text ALL in the box and the URL, and filters by it', async () => {
    const { user, router, table, search } = await openEndpointList();

    await user.type(search, 'ALL');
    expect(search).toHaveValue('ALL');
    expect(router.state.location.search).toBe('?q=ALL');
    // Case-insensitive on description, URL and id (ids never contain L: Crockford base32).
    const matching = endpoints().filter((e) =>
      [e.id, e.url, e.description ?? ''].some((text) => text.toLowerCase().includes('all')),
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(endpoints().length);
    await waitFor(() => expect(listedIds(table).sort()).toEqual(matching.map((e) => e.id).sort()));
    expect(
      screen.getByText(`${matching.length} of ${endpoints().length} endpoints`),
    ).toBeInTheDocument();
  });

  it('shows the search of the URL in the box when the URL changes', async () => {
    const { user, router, table, search } = await openEndpointList();

    await user.type(search, 'acme');
    expect(router.state.location.search).toBe('?q=acme');
    const acme = endpoints()
      .filter((e) => e.url.includes('acme'))
      .map((e) => e.id)
      .sort();
    expect(acme.length).toBeGreaterThan(0);
    await waitFor(() => expect(listedIds(table).sort()).toEqual(acme));

    await act(() => router.navigate('/webhooks?q=xyz'));
    expect(search).toHaveValue('xyz');
    expect(
      await within(table).findByText('No endpoint matches the search and filter.'),
    ).toBeInTheDocument();

    // Typing replaced the first entry, so going back returns to the typed search.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=acme');
    expect(search).toHaveValue('acme');
    await waitFor(() => expect(listedIds(table).sort()).toEqual(acme));
  });

  it('sorts by a column through the URL, and reads the sort back from it', async () => {
    const user = userEvent.setup();
    const first = renderApp('/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const COLUMN = 'Failures in a row';
    const failures = (inTable: HTMLElement) =>
      columnTexts(inTable, COLUMN).map((text) => Number(/\d+/.exec(text)?.[0]));
    const values = endpoints().map((e) => e.consecutive_fail);
    expect(new Set(values).size).toBeGreaterThan(1);

    const header = within(table).getByRole('columnheader', { name: COLUMN });
    await user.click(within(header).getByRole('button'));
    expect(first.router.state.location.search).toBe('?sort=consecutiveFail');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(failures(table)).toEqual([...values].sort((a, b) => a - b)));
    // Each row still shows its own endpoint's count.
    const counts = failures(table);
    listedIds(table).forEach((id, index) => {
      expect(counts[index]).toBe(endpoints().find((e) => e.id === id)?.consecutive_fail);
    });
    first.unmount();

    renderApp('/webhooks?sort=-consecutiveFail');
    const reloaded = await screen.findByRole('table', { name: 'Webhook endpoints' });
    expect(within(reloaded).getByRole('columnheader', { name: COLUMN })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const largest = [...endpoints()].sort((a, b) => b.consecutive_fail - a.consecutive_fail)[0]!;
    expect(listedIds(reloaded)[0]).toBe(largest.id);
    expect(failures(reloaded)).toEqual([...values].sort((a, b) => b - a));
  });
});

describe('delivery history paging and loading', () => {
  afterEach(() => vi.useRealTimers());

  it('starts again on page 1 with the new endpoint’s newest delivery when the endpoint changes', async () => {
    const user = userEvent.setup();
    const [a, b] = byRecentDeliveries();
    expect(recentEvents(b!.id).length).toBeGreaterThan(50);
    const { router } = renderApp(`/webhooks/${a!.id}`);

    // Cheap lookups (text, label, DOM) rather than role queries: this page is large for jsdom.
    const history = async () =>
      (await screen.findByText('Delivery history (last 7 days)')).closest('section')!;
    const section = await history();
    const table = section.querySelector('table')!;
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    await user.click(within(section).getByLabelText('Next page'));
    expect(await within(section).findByText('Page 2')).toBeInTheDocument();
    const secondPage = recentEvents(a!.id)[50]!;
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent(secondPage.id));

    await act(() => router.navigate(`/webhooks/${b!.id}`));
    await waitFor(() =>
      expect(document.querySelector('h1')).toHaveTextContent(b!.description ?? b!.url),
    );
    const newSection = await history();
    expect(within(newSection).getByText('Page 1')).toBeInTheDocument();
    const newest = recentEvents(b!.id)[0]!;
    const newTable = newSection.querySelector('table')!;
    await waitFor(() => expect(bodyRows(newTable)[0]).toHaveTextContent(newest.id));
    expect(bodyRows(newTable)).toHaveLength(50);
    expect(within(newSection).getByLabelText('Previous page')).toBeDisabled();
  });

  it('says how many deliveries the 7-day walk has loaded before showing the filtered result', async () => {
    // A still clock, so the mock cuts the 7-day window exactly where this test does.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const [endpoint] = byRecentDeliveries();
    const recent = recentEvents(endpoint!.id);
    expect(recent.length).toBeGreaterThan(200); // several pages of 100
    const failed = recent.filter((e) => e.delivery.status === 'FAILED');
    mockControl.setFaultSpec('agent:ListWebhookEvents:latency-200');
    renderApp(`/webhooks/${endpoint!.id}?status=FAILED`);

    const section = (await screen.findByText('Delivery history (last 7 days)')).closest('section')!;
    const note = `Filtered across the whole 7-day history: ${failed.length} of ${recent.length} deliveries.`;
    const progress = await within(section).findByText(/^\d+ loaded so far…$/);
    const loaded = Number(/^\d+/.exec(progress.textContent ?? '')?.[0]);
    expect(loaded % 100).toBe(0);
    expect(loaded).toBeLessThan(recent.length);
    expect(within(section).queryByText(note)).not.toBeInTheDocument();

    expect(await within(section).findByText(note)).toBeInTheDocument();
    expect(within(section).queryByText(/loaded so far/)).not.toBeInTheDocument();
    const rows = bodyRows(section.querySelector('table')!);
    expect(rows).toHaveLength(Math.min(50, failed.length));
    expect(within(rows[0]!).getByText(failed[0]!.id)).toBeInTheDocument();
  });
});

describe('shell', () => {
  it('shows a not-found page inside the shell for unknown paths', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('switches language and remembers it', async () => {
    // antd hides the radio input under its styled label.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/settings', { locale: 'en' });
    await user.click(await screen.findByRole('radio', { name: '中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
    expect(localStorage.getItem('parapet.locale')).toBe('zh');
  });
});
