/**
 * The drill-down tests' harness: drawers inside the app's query policy (no backoff wait) and the
 * language provider, and alarm fixtures the screen service could send. Test-only.
 */
import { waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { withProviders } from '../../../../../test/providers';
import { render } from '../../../../../test/render';
import type { ScreenResponder } from '../../../../../test/screenBackend';
import type { AlarmEvent } from '../../../../api/screen/schemas';
import type { Locale } from '../../../../i18n/I18nProvider';
import { DrillDrawers } from '../components/DrillDrawers';
import type { DrillRequest } from '../model/types';

/**
 * Waits until the drawer's pager can be used: the list knows its total (the page summary shows,
 * which it does only once the current filters' first answer has arrived) and is not loading
 * another page. A table that is still fetching a new filter's first page is not `aria-busy` (it
 * has no rows to dim), so the table alone is not enough: a click then met a disabled Next.
 */
export async function pagerReady(dialog: HTMLElement, page: number) {
  await waitFor(() => {
    // No request in flight: msw records a request before TanStack tells the table it is
    // fetching (its notifications go out on a later task), so "sent but not yet busy" looked
    // ready, and the click landed on a Next that was disabled the moment after.
    expect(currentClient?.isFetching() ?? 0).toBe(0);
    // The page asked for: right after a click, the old page is still shown, not yet loading, and
    // looked ready; a second click then landed as the first one's page began to load.
    expect(within(dialog).getByText(new RegExp(`^Page ${page} of \\d+$`))).toBeInTheDocument();
    expect(within(dialog).getByRole('table')).not.toHaveAttribute('aria-busy');
  });
}

/** The query client of the drawer rendered last (each render makes a new one). */
let currentClient: QueryClient | undefined;

export function renderWithProviders(ui: ReactNode, locale: Locale = 'en') {
  const providers = withProviders({ locale });
  currentClient = providers.client;
  return render(<>{providers.wrap(ui)}</>);
}

export function renderDrill(request: DrillRequest, locale: Locale = 'en') {
  const onClose = vi.fn();
  const utils = renderWithProviders(<DrillDrawers request={request} onClose={onClose} />, locale);
  return { ...utils, onClose };
}

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
export function alarmList(
  total: number,
  extra: (n: number) => Partial<AlarmEvent> = () => ({}),
): ScreenResponder {
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

export const base64 = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** The text of each body row's cell under the header (DOM walk: role queries are slow). */
export function columnTexts(table: HTMLElement, header: string) {
  const headers = [...table.querySelectorAll('thead th')];
  const index = headers.findIndex((th) => th.textContent === header);
  if (index < 0) throw new Error(`no column "${header}"`);
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')]
    .filter((row) => row.cells.length === headers.length)
    .map((row) => row.cells[index]?.textContent ?? '');
}
