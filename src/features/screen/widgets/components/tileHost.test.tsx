import { chartRenders } from '../../../../../test/chartStub';
import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { server } from '../../../../../test/msw';
import { render } from '../../../../../test/render';
import { screenQueries } from '../../../../api/screen/queries';
import type { EmerRisk } from '../../../../api/screen/schemas';
import { I18nProvider } from '../../../../i18n/I18nProvider';
import { RefreshTickContext, ScreenRenderContext } from '../../model/screenContext';
import { defineWidget, type WidgetDefinition } from '../model/defineWidget';
import { DATA_CODES } from '../../../../api/screen/dataCodes';
import { ScreenTile, TileHost } from './ScreenTile';
import { TileBoundary } from './TileBoundary';
import type { WidgetViewProps } from '../model/types';

// echarts cannot draw in jsdom: the stub, memoized like the real Chart, counts its renders.

// The tile host on its own, with a widget declared here: its view's code arrives when the test
// says so, and the view counts how often it is drawn.

const SEVEN_DAYS = { value: 7, unit: 'day' } as const;

function emerWidget(load: () => Promise<void>, draws: { count: number }): WidgetDefinition {
  function CountingView({ data: [emer] }: WidgetViewProps<[EmerRisk]>) {
    draws.count += 1;
    return <p>{`${emer?.CloudHcRiskItems.length ?? 0} emergency items`}</p>;
  }
  return defineWidget({
    code: 'VUL_EMER',
    size: { w: 4, h: 8 },
    caption: 'current',
    queries: () => [screenQueries.emerRisk()],
    view: async () => {
      await load();
      return { default: CountingView };
    },
  });
}

function renderInScreen(children: ReactNode, tick = 0) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const wrap = (content: ReactNode, tickNow: number) => (
    <QueryClientProvider client={client}>
      <I18nProvider initialLocale="en">
        <ScreenRenderContext value={{ theme: 'light' }}>
          <RefreshTickContext value={tickNow}>{content}</RefreshTickContext>
        </ScreenRenderContext>
      </I18nProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(wrap(children, tick));
  return Object.assign(client, {
    /** The page's next refresh tick. */
    tickTo: (next: number) => rerender(wrap(children, next)),
  });
}

const renderHost = (definition: WidgetDefinition) =>
  renderInScreen(
    <TileHost
      definition={definition}
      title="Emergency vulnerabilities"
      range={SEVEN_DAYS}
      invalidDate={undefined}
    />,
  );

/** The screen service's requests (their query strings) from now until the test ends. */
function recordRequests() {
  const searches: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/screen')) searches.push(url.search);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return searches;
}

/** Counts the screen service's requests by Action, for this test. */
function countRequests() {
  const searches = recordRequests();
  return (action: string) =>
    searches.filter((search) => new URLSearchParams(search).get('Action') === action).length;
}

describe('the tile host', () => {
  it('asks for its data and its view’s code at once, neither waiting for the other', async () => {
    const count = countRequests();
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { opened, open };
    };
    const data = gate();
    const code = gate();
    server.use(
      http.get('*/api/screen', async () => {
        await data.opened;
        return HttpResponse.json({ RequestId: 'req-emer', CloudHcRiskItems: [] });
      }),
    );
    const codeAsked = vi.fn();
    const widget = emerWidget(
      () => {
        codeAsked();
        return code.opened;
      },
      { count: 0 },
    );
    // The host asks for the chunk itself. (React's development build also starts a lazy
    // component's load when it names it, which production does not: the spy is what counts.)
    const preload = vi.fn(widget.preload);
    const client = renderHost({ ...widget, preload });

    // Both are on their way before either has arrived.
    await waitFor(() => expect(count('DescribeScreenEmerRisk')).toBe(1));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(codeAsked).toHaveBeenCalledTimes(1);
    const region = screen.getByRole('region', { name: 'Emergency vulnerabilities' });
    expect(region).toHaveAttribute('aria-busy', 'true');

    // The data arrives with the view's code still on its way: the frame stays busy.
    await act(async () => data.open());
    await waitFor(() =>
      expect(client.getQueryState(screenQueries.emerRisk().queryKey)?.status).toBe('success'),
    );
    expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText(/emergency items/)).toBeNull();

    await act(async () => code.open());
    expect(await screen.findByText('0 emergency items')).toBeInTheDocument();
    expect(region.querySelector('[aria-busy="true"]')).toBeNull();
    expect(count('DescribeScreenEmerRisk')).toBe(1);
    expect(codeAsked).toHaveBeenCalledTimes(1);
  });

  it('draws its view again only when the data changes, not for a refetch that brings the same', async () => {
    const count = countRequests();
    const draws = { count: 0 };
    // The same answer every time (the mock's request ids differ per request).
    const answer = (items: EmerRisk['CloudHcRiskItems']) =>
      server.use(
        http.get('*/api/screen', () =>
          HttpResponse.json({ RequestId: 'req-emer', CloudHcRiskItems: items }),
        ),
      );
    answer([]);
    const client = renderHost(emerWidget(() => Promise.resolve(), draws));
    await screen.findByText('0 emergency items');
    const drawn = draws.count;

    await act(() => client.invalidateQueries());
    await waitFor(() => expect(count('DescribeScreenEmerRisk')).toBe(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(draws.count).toBe(drawn);

    answer([{ VulName: 'CVE-1', Level: 'ASAP', AffectCount: 3 }]);
    await act(() => client.invalidateQueries());
    expect(await screen.findByText('1 emergency items')).toBeInTheDocument();
    expect(draws.count).toBe(drawn + 1);
  });
});

describe('a tile that failed to draw', () => {
  it('draws again on the next refresh tick, with nobody to press a button', async () => {
    const crash = { on: true };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const definition = defineWidget({
      code: 'VUL_EMER',
      size: { w: 4, h: 8 },
      queries: () => [screenQueries.emerRisk()],
      view: async () => ({
        default: function FragileView({ data: [emer] }: WidgetViewProps<[EmerRisk]>) {
          if (crash.on) throw new Error('the view broke');
          return <p>{`${emer?.CloudHcRiskItems.length ?? 0} emergency items`}</p>;
        },
      }),
    });
    const page = renderInScreen(
      <TileBoundary title="Emergency vulnerabilities" code="VUL_EMER" resetKey="VUL_EMER|7-day">
        <TileHost
          definition={definition}
          title="Emergency vulnerabilities"
          range={SEVEN_DAYS}
          invalidDate={undefined}
        />
      </TileBoundary>,
      4,
    );
    expect(await screen.findByText('This tile failed to draw')).toBeInTheDocument();

    // The cause is gone; the same tick does not draw it again, the next one does.
    crash.on = false;
    page.tickTo(4);
    expect(screen.getByText('This tile failed to draw')).toBeInTheDocument();
    page.tickTo(5);
    expect(await screen.findByText(/^\d+ emergency items$/)).toBeInTheDocument();
    expect(screen.queryByText('This tile failed to draw')).toBeNull();
    quiet.mockRestore();
  });
});

describe('a screen of every widget', () => {
  it('asks once per distinct query, and a refresh with new request ids and windows draws no chart', async () => {
    const requests = recordRequests();
    const client = renderInScreen(
      DATA_CODES.map((code) => (
        <div key={code}>
          <ScreenTile code={code} date="7-day" />
        </div>
      )),
    );
    // Nine of the twelve draw a chart; the others are lists.
    await waitFor(() => expect(document.querySelectorAll('[data-option]')).toHaveLength(9));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(requests.length).toBe(new Set(requests).size);
    const loaded = requests.length;
    const drawn = chartRenders();

    // The mock answers every request with a new request id; the windows are computed anew.
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(requests.length).toBe(2 * loaded));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(chartRenders()).toBe(drawn);
  });
});
