import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../../test/render';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw';
import { shouldRetry } from '../../../api/retry';
import type { AlarmEvent } from '../../../api/screen/schemas';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { DrillDrawers } from './DrillDrawers';
import { FileDetectLookup } from './FileDetectLookup';
import { JSON_ENTRY_STEP, JSON_STRING_CAP, JsonTree } from './JsonTree';
import type { DrillRequest } from './types';

// ---------------------------------------------------------------------------------------------
// Harness: the app's query policy (retry only transient failures) without the backoff wait, the
// language provider, and a screen backend answering by `Action` from fixtures.

/** Waits until the drawer's list is not loading a page (its pager is enabled again). */
async function pagerReady(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getByRole('table')).not.toHaveAttribute('aria-busy'));
}

function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: () => 1,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
    },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLocale="en">{ui}</I18nProvider>
    </QueryClientProvider>,
  );
}

function renderDrill(request: DrillRequest) {
  const onClose = vi.fn();
  const utils = renderWithProviders(<DrillDrawers request={request} onClose={onClose} />);
  return { ...utils, onClose };
}

type Handler = (params: URLSearchParams) => Response | Promise<Response>;

/** Serves the screen RPC from per-action handlers and records every request's parameters. */
function screenBackend(handlers: Record<string, Handler>) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/api/screen', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params);
      const handler = handlers[params.get('Action') ?? ''];
      if (!handler) {
        return HttpResponse.json(
          { RequestId: 'rq', Code: 'InvalidAction', Message: 'no fixture' },
          { status: 400 },
        );
      }
      return handler(params);
    }),
  );
  const of = (action: string) => calls.filter((call) => call.get('Action') === action);
  return { calls, of, last: (action: string) => of(action).at(-1) };
}

/** The ids of the axe rules `node` breaks; not colour contrast, as jsdom computes no colours. */
async function axeViolations(node: Element): Promise<string[]> {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

const fail = (status: 403 | 500) =>
  HttpResponse.json(
    status === 403
      ? { RequestId: 'rq-403', Code: 'NoPermission', Message: 'caller has no permission' }
      : { RequestId: 'rq-500', Code: 'ServerError', Message: 'ServerError' },
    { status },
  );

function alarm(n: number, overrides: Partial<AlarmEvent> = {}): AlarmEvent {
  return {
    Dealed: n % 2 === 0,
    DataSource: 'aegis',
    InternetIp: `47.0.0.${n}`,
    IntranetIp: `10.0.0.${n}`,
    InstanceName: `host-${n}`,
    Uuid: `uuid-${n}`,
    SuspiciousEventCount: n,
    AlarmUniqueInfo: `alarm-${n}`,
    CanCancelFault: false,
    CanBeDealOnLine: true,
    StartTime: Date.UTC(2024, 4, 1, 0, 0) + n * 60_000,
    EndTime: Date.UTC(2024, 4, 2, 0, 0) + n * 60_000,
    Description: `Description ${n}`,
    Solution: `Solution ${n}`,
    AlarmEventType: 'Webshell',
    AlarmEventName: `Alarm ${n}`,
    SaleVersion: '1',
    Level: 'serious',
    ...overrides,
  };
}

/** A paged alarm list of `total` alarms (`alarm(1..total)`), honouring CurrentPage and PageSize. */
function alarmList(total: number, extra: (n: number) => Partial<AlarmEvent> = () => ({})): Handler {
  return (params) => {
    const page = Number(params.get('CurrentPage'));
    const size = Number(params.get('PageSize'));
    const first = (page - 1) * size + 1;
    const events = [];
    for (let n = first; n < first + size && n <= total; n++) events.push(alarm(n, extra(n)));
    return HttpResponse.json({
      RequestId: 'rq',
      PageInfo: { CurrentPage: page, PageSize: size, TotalCount: total, Count: events.length },
      SuspEvents: events,
    });
  };
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** The text of each body row's cell under the header (DOM walk: role queries are slow). */
function columnTexts(table: HTMLElement, header: string) {
  const headers = [...table.querySelectorAll('thead th')];
  const index = headers.findIndex((th) => th.textContent === header);
  if (index < 0) throw new Error(`no column "${header}"`);
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')]
    .filter((row) => row.cells.length === headers.length)
    .map((row) => row.cells[index]?.textContent ?? '');
}

// ---------------------------------------------------------------------------------------------

describe('alarm drawer', () => {
  it('starts from the request and sends every filter in the service’s terms', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ DescribeScreenAlarmEventList: alarmList(25) });
    renderDrill({ kind: 'alarms', levels: ['remind', 'serious'], dealed: false });

    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    const first = backend.last('DescribeScreenAlarmEventList')!;
    // Levels in decreasing urgency, whatever order they were asked in.
    expect(first.get('Levels')).toBe('serious,remind');
    expect(first.get('Dealed')).toBe('N');
    expect(first.get('From')).toBe('sec');
    expect(first.get('Lang')).toBe('en');
    expect(first.get('CurrentPage')).toBe('1');
    expect(first.get('PageSize')).toBe('10');
    expect(first.has('TimeStart')).toBe(false);
    expect(within(dialog).getByRole('checkbox', { name: 'Urgent' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Suspicious' })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Handling state' })).toHaveValue('pending');

    // To page 2, then a filter change goes back to page 1.
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Alarm 11');
    expect(backend.last('DescribeScreenAlarmEventList')!.get('CurrentPage')).toBe('2');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Suspicious' }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('Levels')).toBe(
        'serious,suspicious,remind',
      ),
    );
    expect(backend.last('DescribeScreenAlarmEventList')!.get('CurrentPage')).toBe('1');

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Handling state' }),
      'handled',
    );
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('Dealed')).toBe('Y'),
    );

    // Typed filters apply together on Search, with times as millisecond strings.
    await pagerReady(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('CurrentPage')).toBe('2'),
    );
    const before = backend.of('DescribeScreenAlarmEventList').length;
    fireEvent.change(within(dialog).getByLabelText('Latest occurrence from'), {
      target: { value: '2024-05-01T08:30' },
    });
    fireEvent.change(within(dialog).getByLabelText('Latest occurrence to'), {
      target: { value: '2024-05-03T18:00' },
    });
    // Typed as a paste each: the drawer re-renders per key, and typing is not the subject here.
    for (const [label, text] of [
      ['Alarm name or asset', 'web'],
      ['Alarm name', 'Webshell found'],
      ['Alarm type', 'Intrusion'],
    ]) {
      await user.click(within(dialog).getByLabelText(label!));
      await user.paste(text!);
    }
    // Nothing is sent while typing.
    expect(backend.of('DescribeScreenAlarmEventList')).toHaveLength(before);
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.get('Remark')).toBe('web'),
    );
    const searched = backend.last('DescribeScreenAlarmEventList')!;
    expect(searched.get('TimeStart')).toBe(String(new Date(2024, 4, 1, 8, 30).getTime()));
    expect(searched.get('TimeEnd')).toBe(String(new Date(2024, 4, 3, 18, 0).getTime()));
    expect(searched.get('AlarmEventName')).toBe('Webshell found');
    expect(searched.get('AlarmEventType')).toBe('Intrusion');
    expect(searched.get('CurrentPage')).toBe('1');
    expect(searched.get('Dealed')).toBe('Y');

    // "Handled and pending" sends no Dealed at all; Reset clears everything.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Handling state' }),
      'all',
    );
    await waitFor(() =>
      expect(backend.last('DescribeScreenAlarmEventList')!.has('Dealed')).toBe(false),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => {
      const reset = backend.last('DescribeScreenAlarmEventList')!;
      expect([reset.has('Levels'), reset.has('Remark'), reset.has('TimeStart')]).toEqual([
        false,
        false,
        false,
      ]);
    });
  });

  it('refuses a start after the end without sending', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ DescribeScreenAlarmEventList: alarmList(3) });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    const before = backend.calls.length;
    fireEvent.change(within(dialog).getByLabelText('Latest occurrence from'), {
      target: { value: '2024-05-03T08:30' },
    });
    fireEvent.change(within(dialog).getByLabelText('Latest occurrence to'), {
      target: { value: '2024-05-01T08:30' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The start must be before the end.',
    );
    expect(within(dialog).getByLabelText('Latest occurrence from')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(backend.calls).toHaveLength(before);
  });

  it('pages on the server with the total, and a new page size starts at page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ DescribeScreenAlarmEventList: alarmList(25) });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    const table = await within(dialog).findByRole('table', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    expect(within(dialog).getByText('25 alarms')).toBeInTheDocument();
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(columnTexts(table, 'Alarm')).toEqual(
      Array.from({ length: 10 }, (_, i) => `Alarm ${i + 1}`),
    );
    expect(within(dialog).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    // The pager is disabled while a page loads (as for a person): each click waits for it.
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await pagerReady(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Page 3 of 3');
    await waitFor(() =>
      expect(columnTexts(table, 'Alarm')).toEqual([
        'Alarm 21',
        'Alarm 22',
        'Alarm 23',
        'Alarm 24',
        'Alarm 25',
      ]),
    );
    expect(within(dialog).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rows per page' }), '20');
    await within(dialog).findByText('Page 1 of 2');
    const sized = backend.last('DescribeScreenAlarmEventList')!;
    expect([sized.get('PageSize'), sized.get('CurrentPage')]).toEqual(['20', '1']);
    await waitFor(() => expect(columnTexts(table, 'Alarm')).toHaveLength(20));
  });

  it('shows description and solution as text, never as markup', async () => {
    const user = userEvent.setup({ delay: null });
    screenBackend({
      DescribeScreenAlarmEventList: alarmList(1, () => ({
        Description: '<script>window.pwned = 1</script><b>bold</b>\nsecond line',
        Solution: '<img src=x onerror="alert(1)">',
        CanBeDealOnLine: true,
        CanCancelFault: false,
      })),
    });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    await user.click(within(dialog).getByRole('button', { name: 'Show details of Alarm 1' }));

    const description = await within(dialog).findByText(/<script>window.pwned = 1<\/script>/);
    expect(description.textContent).toBe(
      '<script>window.pwned = 1</script><b>bold</b>\nsecond line',
    );
    expect(within(dialog).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(dialog.querySelector('script, b, img')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
    // The other facts of the alarm.
    expect(within(dialog).getByText('alarm-1')).toBeInTheDocument();
    expect(within(dialog).getByText('uuid-1')).toBeInTheDocument();
    expect(within(dialog).getByText('Enterprise')).toBeInTheDocument();
  });

  it('says which operation is not permitted on 403, without Retry', async () => {
    screenBackend({ DescribeScreenAlarmEventList: () => fail(403) });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No permission');
    expect(alert).toHaveTextContent('You do not have permission for DescribeScreenAlarmEventList.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry on a server error, and Retry loads the list', async () => {
    const user = userEvent.setup({ delay: null });
    let failing = true;
    const backend = screenBackend({
      DescribeScreenAlarmEventList: (params) => (failing ? fail(500) : alarmList(2)(params)),
    });
    renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The service failed (500)');
    // The query retried transient failures before giving up (the app's policy).
    expect(backend.of('DescribeScreenAlarmEventList')).toHaveLength(4);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Alarm 2')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('closes with Escape and with the close button', async () => {
    const user = userEvent.setup({ delay: null });
    screenBackend({ DescribeScreenAlarmEventList: alarmList(1) });
    const { onClose } = renderDrill({ kind: 'alarms' });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Urgent' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations with a row open', async () => {
    const user = userEvent.setup({ delay: null });
    screenBackend({ DescribeScreenAlarmEventList: alarmList(3) });
    renderDrill({ kind: 'alarms', levels: ['serious'] });
    const dialog = await screen.findByRole('dialog', { name: 'Alarm events' });
    await within(dialog).findByText('Alarm 1');
    await user.click(within(dialog).getByRole('button', { name: 'Show details of Alarm 1' }));
    expect(await axeViolations(dialog)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('attack drawer', () => {
  const records = [
    {
      crack_hour: 1_714_521_600_000,
      crack_type: '101',
      crack_src_ip: '203.0.113.9',
      location: 'Hangzhou',
      instanceName: 'shop-web',
      client_ip: '47.96.0.1',
      dst_port: 443,
      crack_method: 'GET',
      client_url: base64('https://shop.example.com/search?q=<x>'),
      crack_cnt: 12,
    },
    {
      crack_hour: 1_714_525_200_000,
      crack_type: '103',
      crack_src_ip: '198.51.100.7',
      instanceName: 'api',
      internetIp: '47.96.0.2',
      crack_method: 'POST',
      client_url: base64('javascript:alert(document.cookie)'),
      crack_cnt: 3,
    },
    {
      crack_hour: '1714528800',
      crack_type: 'sqli',
      crack_src_ip: '192.0.2.1',
      instanceName: 'db',
      crack_method: 'GET',
      client_url: '%%not base64%%',
      crack_cnt: 1,
    },
  ];

  function attackBackend(total = 3) {
    return screenBackend({
      DescribeScreenAttackAnalysisData: (params) =>
        HttpResponse.json({
          RequestId: 'rq',
          Data: JSON.stringify(params.get('CurrentPage') === '1' ? records : records.slice(0, 1)),
          PageSize: Number(params.get('PageSize')),
          Total: total,
          Page: Number(params.get('CurrentPage')),
        }),
    });
  }

  it('asks for details of the range with Base64 URLs, and pages', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = attackBackend(25);
    const before = Math.floor(Date.now() / 1000);
    renderDrill({ kind: 'attacks', range: { value: 7, unit: 'day' } });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 7 days' });
    await within(dialog).findByText('shop-web');
    const sent = backend.last('DescribeScreenAttackAnalysisData')!;
    expect(sent.get('Type')).toBe('DETAILS');
    expect(sent.get('Base64')).toBe('true');
    expect([sent.get('CurrentPage'), sent.get('PageSize')]).toEqual(['1', '10']);
    expect(sent.has('Data')).toBe(false);
    // Seconds, seven days apart (the minute clock may round the end down).
    const start = Number(sent.get('StartTime'));
    const end = Number(sent.get('EndTime'));
    expect(end).toBeLessThanOrEqual(before + 60);
    expect(end - start).toBeGreaterThanOrEqual(7 * 86_400 - 1);
    expect(end - start).toBeLessThanOrEqual(7 * 86_400);
    expect(within(dialog).getByText('25 attack events')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await within(dialog).findByText('Page 2 of 3');
    // The page number shows at once; the request for it follows.
    await waitFor(() =>
      expect(backend.last('DescribeScreenAttackAnalysisData')!.get('CurrentPage')).toBe('2'),
    );
  });

  it('filters by a request attack type and starts again at page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = attackBackend(25);
    renderDrill({ kind: 'attacks', range: { value: 1, unit: 'day' }, crackType: '101' });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 1 day' });
    await within(dialog).findByText('shop-web');
    const select = within(dialog).getByRole('combobox', { name: 'Attack type' });
    // The filter offers the request enumeration: 101 is Struts2 there.
    expect(select).toHaveValue('101');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
      'Struts2 attack interception',
    );
    expect(backend.last('DescribeScreenAttackAnalysisData')!.get('Data')).toBe(
      '{"crack_type":"101"}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(backend.last('DescribeScreenAttackAnalysisData')!.get('CurrentPage')).toBe('2'),
    );
    await user.selectOptions(select, 'sqli');
    await waitFor(() =>
      expect(backend.last('DescribeScreenAttackAnalysisData')!.get('Data')).toBe(
        '{"crack_type":"sqli"}',
      ),
    );
    expect(backend.last('DescribeScreenAttackAnalysisData')!.get('CurrentPage')).toBe('1');
    await user.selectOptions(select, '');
    await waitFor(() =>
      expect(backend.last('DescribeScreenAttackAnalysisData')!.has('Data')).toBe(false),
    );
  });

  it('decodes URLs, links only http(s) ones, and labels types from the response enumeration', async () => {
    attackBackend();
    renderDrill({ kind: 'attacks', range: { value: 7, unit: 'day' } });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 7 days' });
    const table = await within(dialog).findByRole('table', { name: 'Attack events' });
    await within(dialog).findByText('shop-web');

    const link = within(dialog).getByRole('link', {
      name: 'https://shop.example.com/search?q=<x> (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://shop.example.com/search?q=%3Cx%3E');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The javascript: address is decoded and shown, but never a link.
    expect(within(dialog).getByText('javascript:alert(document.cookie)').closest('a')).toBeNull();
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
    // Not Base64: shown as received, with a note.
    expect(within(dialog).getByText('%%not base64%%')).toBeInTheDocument();
    expect(within(dialog).getByText('Not valid Base64; shown as received.')).toBeInTheDocument();

    // 101 and 103 in a response are XSS and SSRF, not the request filter's Struts2 / AntSword.
    expect(columnTexts(table, 'Type')).toEqual(['XSS', 'SSRF', 'SQL injection']);
    expect(columnTexts(table, 'Attacker')).toEqual([
      '203.0.113.9Hangzhou',
      '198.51.100.7',
      '192.0.2.1',
    ]);
    expect(columnTexts(table, 'Target asset')).toEqual([
      'shop-web47.96.0.1port 443',
      'api47.96.0.2',
      'db',
    ]);
    expect(columnTexts(table, 'Attacks')).toEqual(['12', '3', '1']);
  });

  it('has no axe violations', async () => {
    attackBackend();
    renderDrill({ kind: 'attacks', range: { value: 7, unit: 'day' } });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 7 days' });
    await within(dialog).findByText('shop-web');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('shows a server error in place with Retry', async () => {
    screenBackend({ DescribeScreenAttackAnalysisData: () => fail(500) });
    renderDrill({ kind: 'attacks', range: { value: 7, unit: 'day' } });
    const dialog = await screen.findByRole('dialog', { name: 'Attack events, last 7 days' });
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------

describe('hosts drawer', () => {
  const hostData = {
    SuspEventMachineNames: [
      'web-1|47.96.1.1|10.0.0.1',
      '',
      'lonely',
      'a|b|47.96.1.4|10.0.0.4',
      'inner||10.0.0.5',
    ],
    WeaknessMachineNames: ['db-1|47.96.2.1|10.0.1.1'],
    SafeCount: ['quiet-1', 'quiet-2|47.96.3.2|10.0.2.2'],
    SuspEventUuids: ['u1', 'u2', 'u3', 'u4', 'u5'],
    WeaknessUuids: ['u6'],
  };

  function hostsBackend() {
    return screenBackend({
      DescribeScreenHostStatistics: () => HttpResponse.json({ RequestId: 'rq', Data: hostData }),
      GetFileDetectResultInner: (params) =>
        HttpResponse.json({ RequestId: 'rq', SourceIp: params.get('SourceIp'), Files: [] }),
    });
  }

  it('lists every entry of the group, malformed ones with a note', async () => {
    const user = userEvent.setup({ delay: null });
    hostsBackend();
    renderDrill({ kind: 'hosts' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    const table = await within(dialog).findByRole('table', { name: 'Hosts' });
    expect(within(dialog).getByRole('radio', { name: 'With alarms (5)' })).toBeChecked();
    expect(columnTexts(table, 'Public IP')).toEqual(['47.96.1.1', '—', '—', '47.96.1.4', '—']);
    const names = columnTexts(table, 'Host');
    expect(names).toHaveLength(5);
    expect(names[0]).toBe('web-1');
    expect(names[1]).toBe('(no name)Malformed entry: emptyStored as “”');
    expect(names[2]).toContain('Malformed entry: expected name|public IP|private IP');
    expect(names[3]).toBe(
      'a|bMalformed entry: more than three partsStored as “a|b|47.96.1.4|10.0.0.4”',
    );
    expect(names[4]).toBe('inner');
    expect(within(dialog).getByText('5 of 5 hosts')).toBeInTheDocument();

    // antd draws the radio over its label; the label takes the click.
    await user.click(within(dialog).getByText('No risk found (2)'));
    // A bare name is complete in the safe list.
    expect(columnTexts(table, 'Host')).toEqual(['quiet-1', 'quiet-2']);

    await user.click(within(dialog).getByText('With alarms (5)'));
    expect(within(dialog).getByRole('radio', { name: 'With alarms (5)' })).toBeChecked();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search hosts' }), '10.0.0.4');
    expect(columnTexts(table, 'Host')).toHaveLength(1);
    expect(within(dialog).getByText('1 of 5 hosts')).toBeInTheDocument();
  });

  it('opens on the requested group', async () => {
    hostsBackend();
    renderDrill({ kind: 'hosts', focus: 'weakness' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    const table = await within(dialog).findByRole('table', { name: 'Hosts' });
    expect(within(dialog).getByRole('radio', { name: 'With baseline risks (1)' })).toBeChecked();
    expect(columnTexts(table, 'Host')).toEqual(['db-1']);
  });

  it('looks up file detection for a host by its public, else private, address', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = hostsBackend();
    renderDrill({ kind: 'hosts' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    await within(dialog).findByRole('table', { name: 'Hosts' });
    // Nothing to look up without an address.
    expect(
      within(dialog).getByRole('button', { name: 'File detection for lonely' }),
    ).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'File detection for web-1' }));
    const lookup = await screen.findByRole('dialog', { name: 'File detection for web-1' });
    expect(within(lookup).getByLabelText('Source IP')).toHaveValue('47.96.1.1');
    await within(lookup).findByText('"47.96.1.1"');
    expect(backend.last('GetFileDetectResultInner')!.get('SourceIp')).toBe('47.96.1.1');

    await user.click(within(lookup).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'File detection for web-1' })).toBeNull(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'File detection for inner' }));
    const inner = await screen.findByRole('dialog', { name: 'File detection for inner' });
    expect(within(inner).getByLabelText('Source IP')).toHaveValue('10.0.0.5');
    await waitFor(() =>
      expect(backend.last('GetFileDetectResultInner')!.get('SourceIp')).toBe('10.0.0.5'),
    );
  });

  it('has no axe violations, with the lookup open', async () => {
    const user = userEvent.setup({ delay: null });
    hostsBackend();
    renderDrill({ kind: 'hosts' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    await within(dialog).findByRole('table', { name: 'Hosts' });
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'File detection for web-1' }));
    const lookup = await screen.findByRole('dialog', { name: 'File detection for web-1' });
    await within(lookup).findByText('"47.96.1.1"');
    expect(await axeViolations(lookup)).toEqual([]);
  });

  it('shows 403 for the host statistics with the operation name', async () => {
    screenBackend({ DescribeScreenHostStatistics: () => fail(403) });
    renderDrill({ kind: 'hosts' });
    const dialog = await screen.findByRole('dialog', { name: 'Hosts' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission for DescribeScreenHostStatistics.',
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('file detection lookup', () => {
  const result = {
    RequestId: 'rq-file',
    Data: {
      Files: [
        { Path: '/var/www/shell.php', Verdict: 'malicious', Tags: ['webshell', 'php'] },
        { Path: '/tmp/<b>x</b>', Verdict: 'clean', Tags: [] },
      ],
      Scanned: 2,
      Complete: true,
      Note: null,
    },
  };

  it('rejects an invalid address inline without sending, then shows a collapsible tree', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({
      GetFileDetectResultInner: () => HttpResponse.json(result),
    });
    renderWithProviders(<FileDetectLookup />);
    const input = screen.getByLabelText('Source IP');
    await user.type(input, '300.1.1.1');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an IPv4 or IPv6 address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an IPv4 or IPv6 address.');
    expect(backend.calls).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '47.96.1.1{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    const tree = await screen.findByRole('list', { name: 'Result for 47.96.1.1' });
    expect(backend.last('GetFileDetectResultInner')!.get('SourceIp')).toBe('47.96.1.1');

    // Depths 0 and 1 start open, deeper ones closed.
    expect(within(tree).getByRole('button', { name: /47\.96\.1\.1/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const data = within(tree).getByRole('button', { name: 'Data{4 keys}' });
    expect(data).toHaveAttribute('aria-expanded', 'true');
    const files = within(tree).getByRole('button', { name: 'Files[2 items]' });
    expect(files).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByText('"/var/www/shell.php"')).toBeNull();
    expect(within(tree).getByText('"rq-file"')).toBeInTheDocument();
    expect(within(tree).getByText('2')).toBeInTheDocument();
    expect(within(tree).getByText('true')).toBeInTheDocument();
    expect(within(tree).getByText('null')).toBeInTheDocument();

    // Keyboard: focus the toggle and press Enter to open, Space to close.
    act(() => files.focus());
    await user.keyboard('{Enter}');
    expect(files).toHaveAttribute('aria-expanded', 'true');
    const item = within(tree).getByRole('button', { name: '[0]{3 keys}' });
    await user.click(item);
    expect(within(tree).getByText('"/var/www/shell.php"')).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Tags[2 items]' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(within(tree).getByRole('button', { name: '[1]{3 keys}' }));
    // Markup in values stays text.
    expect(within(tree).getByText('"/tmp/<b>x</b>"')).toBeInTheDocument();
    expect(tree.querySelector('b')).toBeNull();
    act(() => files.focus());
    await user.keyboard(' ');
    expect(files).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByText('"/var/www/shell.php"')).toBeNull();
  });

  it('looks up a prefilled address at once, and shows a server error with Retry', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = screenBackend({ GetFileDetectResultInner: () => fail(500) });
    renderWithProviders(<FileDetectLookup initialIp="10.0.0.1" />);
    expect(screen.getByLabelText('Source IP')).toHaveValue('10.0.0.1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service failed (500)');
    // Not retried behind the user's back (the query opts out), so Retry is theirs to press.
    expect(backend.of('GetFileDetectResultInner')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(backend.of('GetFileDetectResultInner')).toHaveLength(2));
    expect(backend.last('GetFileDetectResultInner')!.get('SourceIp')).toBe('10.0.0.1');
  });
});

describe('JsonTree', () => {
  it('caps long strings with show more, and large containers in steps', async () => {
    const user = userEvent.setup({ delay: null });
    const long = 'x'.repeat(JSON_STRING_CAP + 50);
    const many = Array.from({ length: JSON_ENTRY_STEP + 30 }, (_, i) => i * 10);
    renderWithProviders(<JsonTree label="Value" value={{ long, many }} />);
    const tree = screen.getByRole('list', { name: 'Value' });
    expect(within(tree).getByText(`"${'x'.repeat(JSON_STRING_CAP)}…"`)).toBeInTheDocument();
    const more = within(tree).getByRole('button', { name: 'Show 50 more characters' });
    await user.click(more);
    expect(within(tree).getByText(`"${long}"`)).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const list = within(tree).getByRole('button', { name: 'many[130 items]' });
    expect(list).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByText(String((JSON_ENTRY_STEP - 1) * 10))).toBeInTheDocument();
    expect(within(tree).queryByText(String(JSON_ENTRY_STEP * 10))).toBeNull();
    await user.click(within(tree).getByRole('button', { name: 'Show 30 more entries' }));
    expect(within(tree).getByText(String((JSON_ENTRY_STEP + 29) * 10))).toBeInTheDocument();
    expect(within(tree).queryByRole('button', { name: /more entries/ })).toBeNull();
  });

  it('renders deep nesting collapsed below depth 2', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 500; i++) deep = { next: deep };
    renderWithProviders(<JsonTree label="Deep" value={deep} />);
    const tree = screen.getByRole('list', { name: 'Deep' });
    const toggles = within(tree).getAllByRole('button');
    expect(toggles.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'false']);
  });
});
