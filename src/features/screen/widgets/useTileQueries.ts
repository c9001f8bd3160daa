import { useQueries, type QueriesOptions, type QueriesResults } from '@tanstack/react-query';

/**
 * How long a tile counts its data as fresh. Tiles mount one by one as their lazy chunks arrive;
 * without this, a tile mounting after a sibling's request answered would refetch the same key
 * (default staleTime 0), breaking "one request per distinct operation+parameters". The screen's
 * refresh tick invalidates the queries, which refetches regardless of this.
 */
export const TILE_FRESH_MS = 30_000;

export type TilePartStatus = 'pending' | 'ready' | 'failed' | 'stale';

/** One operation of a tile, as the frame shows it. */
export interface TilePart {
  status: TilePartStatus;
  /** Set when failed or stale. */
  error?: unknown;
  /** When the data shown was fetched; set when stale. */
  dataUpdatedAt?: number | undefined;
  /** A caller-given name for this part (two parts of one operation), else the operation's. */
  label?: string | undefined;
  retry: () => void;
}

export interface TileState {
  parts: readonly TilePart[];
  /** Some part has data to draw (fresh or stale). */
  hasData: boolean;
  /** No data yet and some part still loading: show the skeleton. */
  loading: boolean;
}

// The same generic shape as useQueries' own signature, so tuples of queryOptions keep their types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type QueriesArg<T extends any[]> =
  readonly [...QueriesOptions<T>] | readonly [...{ [K in keyof T]: T[K] }];

/**
 * A tile's queries and what its frame shows about them. Every part is read separately: one
 * failing operation leaves the others drawn. A part whose refresh failed after it had data keeps
 * that data (TanStack keeps `data` on error) and is marked stale with the data's age.
 *
 * Only the result fields the frame needs are read, so TanStack's tracked results re-render the
 * tile for those and for `data`, not for every fetch start and end.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useTileQueries<T extends any[]>(
  queries: QueriesArg<T>,
  labels: readonly (string | undefined)[] = [],
): { results: QueriesResults<T>; tile: TileState } {
  const withFreshness = (queries as readonly { staleTime?: unknown }[]).map((options) => ({
    ...options,
    staleTime: options.staleTime ?? TILE_FRESH_MS,
  }));
  const results = useQueries({
    queries: withFreshness as unknown as readonly [...QueriesOptions<T>],
  }) as QueriesResults<T>;

  const parts = (results as readonly TileQueryResult[]).map((result, index): TilePart => {
    const label = labels[index];
    const retry = () => void result.refetch();
    const hasData = result.data !== undefined;
    if (result.status === 'error') {
      return hasData
        ? {
            status: 'stale',
            error: result.error,
            dataUpdatedAt: result.dataUpdatedAt,
            label,
            retry,
          }
        : { status: 'failed', error: result.error, label, retry };
    }
    return { status: hasData ? 'ready' : 'pending', label, retry };
  });
  const hasData = parts.some((part) => part.status === 'ready' || part.status === 'stale');
  const loading = !hasData && parts.some((part) => part.status === 'pending');
  return { results, tile: { parts, hasData, loading } };
}

interface TileQueryResult {
  status: 'pending' | 'error' | 'success';
  data: unknown;
  error: unknown;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}
