/**
 * The widget tests' harness: tiles inside the providers the wall display uses, a screen service
 * answering from fixtures, and readers for what a stubbed chart was given. Test-only; the
 * widget import check (imports.test.ts) leaves it out.
 */
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { withProviders } from '../../../../../test/providers';
import { render } from '../../../../../test/render';
import { screenBackend, type ScreenResponder } from '../../../../../test/screenBackend';
import type { DataCode } from '../../../../api/screen/dataCodes';
import type { Locale } from '../../../../i18n/I18nProvider';
import { ScreenRenderContext, type ScreenRender } from '../../model/screenContext';
import { ScreenTile, type ScreenTileProps } from '../components/ScreenTile';
import { fixtureFor } from './testFixtures';

export type Responder = ScreenResponder;

/** The screen service for one test: fixtures by Action, with per-action overrides and counts. */
export function screenApi() {
  return screenBackend({}, (params) => {
    const body = fixtureFor(params.get('Action') ?? '', params);
    if (body === undefined) return HttpResponse.json({ Code: 'NotFound' }, { status: 404 });
    return HttpResponse.json(body);
  });
}

export const forbidden: Responder = () =>
  HttpResponse.json(
    { RequestId: 'req-403', Code: 'NoPermission', Message: 'caller has no permission' },
    { status: 403 },
  );
export const serverError: Responder = () =>
  HttpResponse.json(
    { RequestId: 'req-500', Code: 'ServerError', Message: 'ServerError' },
    { status: 500 },
  );
export const json =
  (body: unknown): Responder =>
  () =>
    HttpResponse.json(body as Record<string, unknown>);

interface RenderOptions {
  locale?: Locale;
  render?: Partial<ScreenRender>;
}

/** Tiles inside the providers the wall display uses: the app's query policy (no backoff wait),
 * i18n, and the screen render context. No antd. */
export function renderTiles(tiles: ScreenTileProps[], options: RenderOptions = {}) {
  const { wrap: provide, client } = withProviders({ locale: options.locale ?? 'en' });
  const value: ScreenRender = { theme: 'light', ...options.render };
  const wrap = (children: ReactNode) =>
    provide(<ScreenRenderContext.Provider value={value}>{children}</ScreenRenderContext.Provider>);
  const list = (items: ScreenTileProps[]) =>
    items.map((tile, index) => (
      <div key={index} style={{ height: 300 }}>
        <ScreenTile {...tile} />
      </div>
    ));
  const utils = render(<>{wrap(list(tiles))}</>);
  return {
    ...utils,
    client,
    rerenderTiles: (next: ScreenTileProps[]) => utils.rerender(<>{wrap(list(next))}</>),
  };
}

export const tileOf = (code: DataCode, date = '7-day'): ScreenTileProps => ({ code, date });

/** The tile (section) named by its title. */
export function tile(title: string) {
  return screen.getByRole('region', { name: title });
}

/** The widget's own tile (not the placeholder shown while its code loads). */
export async function findTile(title: string) {
  return waitFor(() => {
    const region = screen.getByRole('region', { name: title });
    if (!region.dataset.code) throw new Error(`${title}: still loading its widget`);
    return region;
  });
}

/** The option a stubbed chart (test/chartStub) was given. */
export function optionOf(figure: HTMLElement) {
  return JSON.parse(figure.dataset.option ?? 'null') as {
    series: { name?: string; type: string; data: unknown[]; markArea?: { data: unknown[] } }[];
    xAxis?: { data: string[] } | { data?: string[] }[];
    yAxis?: { data?: string[] } | { data?: string[] }[];
    title?: { text: string } | { text: string }[];
  };
}

/** Numbers shown in a Stats row, by key. */
export function statValue(container: HTMLElement, key: string) {
  const item = container.querySelector(`[data-stat="${key}"]`);
  if (!item) throw new Error(`no stat ${key}`);
  return item.textContent;
}

/**
 * Tile bodies measure as `width` × `height` (jsdom has no layout): a ResizeObserver that reports
 * that size as soon as it observes. `restoreMeasuring` (after each test) undoes it.
 */
const realResizeObserver = window.ResizeObserver;
export function tileBodiesMeasure(width: number, height: number) {
  class FixedSizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { width, height } } as unknown as ResizeObserverEntry;
      this.callback([entry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = FixedSizeObserver as unknown as typeof ResizeObserver;
}
export function restoreMeasuring() {
  window.ResizeObserver = realResizeObserver;
}

/** The stubbed chart a tile draws, once it is there. */
export async function findChart(card: HTMLElement) {
  return waitFor(() => {
    const chart = card.querySelector<HTMLElement>('[data-option]');
    if (!chart) throw new Error('no chart in the tile yet');
    return chart;
  });
}
