import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getAgentDb, mockControl, server } from '../../../test/msw';
import { renderApp } from '../../../test/renderApp';

// The canvas chart cannot draw in jsdom; its data path is covered by deliveryStats tests.
vi.mock('../../components/Chart', () => ({
  Chart: ({ label, description }: { label: string; description?: string }) => (
    <figure aria-label={label}>{description}</figure>
  ),
}));

const LIST_URL = '*/api/v1/agent/webhook_endpoints';

function endpoints() {
  return getAgentDb().endpoints;
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
    // One row per endpoint, newest first (the default sort), each with its own facts.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(all.length);
    const newest = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    expect(within(rows[0]!).getByRole('link', { name: newest.description! })).toHaveAttribute(
      'href',
      `/webhooks/${newest.id}`,
    );
    expect(within(rows[0]!).getByText(newest.url)).toBeInTheDocument();
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

    const target = endpoints().find((e) => e.status === 'DISABLED')!;
    await user.type(screen.getByRole('searchbox', { name: 'Search endpoints' }), target.id);
    expect(await screen.findByText(`1 of ${endpoints().length} endpoints`)).toBeInTheDocument();
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

    await user.click(await screen.findByRole('button', { name: /^Disable:/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable endpoint' }));
    expect(await within(dialog).findByText('Could not disable the endpoint.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The service failed (500). Try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
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
    await waitFor(() => expect(within(table).getAllByText(/^whe_/)).toHaveLength(20));
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
