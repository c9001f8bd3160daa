import { createElement, lazy, memo, useState, type ComponentType } from 'react';
import type { DataCode } from '../../../../api/screen/dataCodes';
import type { RangeOption } from '../../../../api/screen/timeRange';
import type { DrillRequest } from '../../drill/model/types';
import type { WidgetsT } from '../i18n';
import type { WidgetMessageKey } from '../messages';
import type { DataOf, PartialData, TileContext, TileQuery, WidgetViewProps } from './types';

/** What a caption is written with: the translator, the range in words, a service date list. */
export interface CaptionWords {
  t: WidgetsT;
  /** The tile's range in words ("7 days"). */
  span: string;
  /** "Nov 12 – Nov 18, 2026" from a service's date list, or "Current state" without one. */
  dates: (dates: readonly string[] | undefined) => string;
}

/** The data of the queries, taken from `queries` alone (never inferred back from the view). */
type Known<Q extends readonly TileQuery[]> = NoInfer<DataOf<Q>>;

/** A widget as its registry entry declares it (see registry.ts). */
export interface WidgetSpec<Q extends readonly TileQuery[]> {
  code: DataCode;
  /** Grid units on the 12-column screen grid (src/features/screen/layout/model/grid.ts). */
  size: { w: number; h: number };
  /** The range a new tile gets, and the one shown when a stored `date` is not valid. */
  date?: string;
  /** The queries it draws, from the screen query factory, for the tile's range and language. */
  queries: (context: TileContext) => Q;
  /** Names of parts where the operation's own name would not tell them apart. */
  labels?: readonly (WidgetMessageKey | undefined)[];
  /** The header's second line; "Last 7 days" (the tile's range) when absent. */
  caption?: 'current' | ((data: PartialData<Known<Q>>, words: CaptionWords) => string);
  /** Data arrived and there is nothing in it: true for the generic words, or its own words. */
  empty?: (data: PartialData<Known<Q>>) => boolean | WidgetMessageKey | undefined;
  /** The header's drill-down, where the screen offers them (console viewer). */
  drill?: { label: WidgetMessageKey; request: (range: RangeOption) => DrillRequest };
  /** The view, a lazy chunk of its own; echarts comes in the one chunk all charts share. */
  view: () => Promise<{ default: ComponentType<WidgetViewProps<Known<Q>>> }>;
}

type AnyData = readonly unknown[];

/** A registry entry, its data types erased: what the tile host reads. */
export interface WidgetDefinition {
  code: DataCode;
  defaultSize: { w: number; h: number };
  defaultDate: string;
  queries: (context: TileContext) => readonly TileQuery[];
  labels: readonly (WidgetMessageKey | undefined)[];
  caption: 'range' | 'current' | ((data: PartialData<AnyData>, words: CaptionWords) => string);
  empty: (data: PartialData<AnyData>) => boolean | WidgetMessageKey | undefined;
  drill: WidgetSpec<[]>['drill'];
  /** Memoized: it draws again only when its data, a part's status or the range changes. */
  View: ComponentType<WidgetViewProps<AnyData>>;
  /**
   * Starts loading the view's chunk (once; later calls share the load). The host calls it as it
   * mounts, so the chunk arrives while the queries run rather than after their data.
   */
  preload: () => Promise<unknown>;
  /** Whether the view's chunk has arrived: `View` then draws without suspending. */
  viewLoaded: () => boolean;
}

const nothingEmpty = () => false;

/**
 * Declares a widget. The data types flow from the queries to `caption`, `empty` and the view's
 * props, so a view that expects other data than its queries give does not compile.
 */
export function defineWidget<const Q extends readonly TileQuery[]>(
  spec: WidgetSpec<Q>,
): WidgetDefinition {
  const view = lazyView(spec.view as () => Promise<{ default: WidgetDefinition['View'] }>);
  return {
    code: spec.code,
    defaultSize: spec.size,
    defaultDate: spec.date ?? '7-day',
    queries: spec.queries,
    labels: spec.labels ?? [],
    caption: (spec.caption ?? 'range') as WidgetDefinition['caption'],
    empty: (spec.empty ?? nothingEmpty) as WidgetDefinition['empty'],
    drill: spec.drill,
    View: view.View,
    preload: view.preload,
    viewLoaded: view.loaded,
  };
}

type AnyView = WidgetDefinition['View'];

/**
 * A view whose chunk loads on `preload` (once), drawn at once when it has. A `React.lazy` view
 * suspends on its first render even when its module arrived long before, and React then holds
 * the boundary's fallback for its reveal throttle (about 300 ms): the tile host preloads every
 * view as it mounts and draws it only when its data is here, by when the chunk usually is too,
 * so it draws the loaded component itself. A view first drawn while its chunk is still on its
 * way goes through the lazy component, and keeps to it (a change of type would remount it).
 */
function lazyView(load: () => Promise<{ default: AnyView }>) {
  let loaded: AnyView | undefined;
  let loading: Promise<{ default: AnyView }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function WidgetView(props: WidgetViewProps<AnyData>) {
    const [view] = useState(() => loaded ?? Lazy);
    return createElement(view, props);
  }
  return { View: memo(WidgetView), preload, loaded: () => loaded !== undefined };
}
