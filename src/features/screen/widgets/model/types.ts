import type { InferDataFromTag, QueryKey } from '@tanstack/react-query';
import type { ScreenLang } from '../../../../api/screen/operations';
import type { RangeOption, TimeWindow } from '../../../../api/screen/timeRange';

/** What a tile chose, from which its queries are built. */
export interface TileContext {
  /** The tile's range: its stored `date`, or the widget's default when that was not valid. */
  range: RangeOption;
  /** The UI language, for the operations that answer in one. */
  lang: ScreenLang;
}

/**
 * One query a tile needs: `queryOptions` from the screen query factory (`screenQueries`), whose
 * key carries the type of its data. Only what the tile host reads is named here.
 */
export interface TileQuery {
  queryKey: QueryKey;
  staleTime?: unknown;
}

/** The data one query of the factory resolves to. */
type QueryData<Q> = Q extends { queryKey: infer K extends QueryKey }
  ? InferDataFromTag<unknown, K>
  : never;

/** The data of a tile's queries, in their order. */
export type DataOf<Q extends readonly TileQuery[]> = { -readonly [K in keyof Q]: QueryData<Q[K]> };

/** Each part's data as the tile host hands it on: undefined until it has arrived. */
export type PartialData<Data extends readonly unknown[]> = {
  readonly [K in keyof Data]: Data[K] | undefined;
};

export type TilePartStatus = 'pending' | 'ready' | 'failed' | 'stale';

/**
 * What the tile host gives a widget's view: the data of the queries its registry entry names
 * (a part that failed or has not arrived is undefined; the frame says why), each part's status,
 * and the tile's range. Props change only when the data or a status does.
 */
export interface WidgetViewProps<Data extends readonly unknown[]> {
  data: PartialData<Data>;
  status: readonly TilePartStatus[];
  range: RangeOption;
}

/** What a time-relative query resolves to: the answer and the window it was asked for. */
export interface Timed<R> {
  result: R;
  window: TimeWindow;
}
