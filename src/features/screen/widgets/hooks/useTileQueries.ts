import { useMemo } from 'react';
import { useQueries, type QueryObserverResult, type UseQueryOptions } from '@tanstack/react-query';
import type { TilePartStatus, TileQuery } from '../model/types';

export type { TilePartStatus };

/**
 * How long a tile counts its data as fresh. Tiles mount at different times (a tile added in the
 * editor, a screen switched in the viewer); without this, a tile mounting after a sibling's
 * request answered would refetch the same key (default staleTime 0), breaking "one request per
 * distinct operation+parameters". The screen's refresh tick invalidates the queries, which
 * refetches regardless of this.
 */
export const TILE_FRESH_MS = 30_000;

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

interface Combined {
  data: readonly unknown[];
  status: readonly TilePartStatus[];
  parts: readonly Omit<TilePart, 'label'>[];
}

/**
 * Only what the frame and the view need, read from each result: TanStack tracks the properties
 * read here and compares what this returns structurally, so the tile draws again when a status,
 * an error or data changes, never for a fetch starting or ending with the same data.
 */
function combine(results: readonly QueryObserverResult[]): Combined {
  const parts = results.map((result) => {
    const hasData = result.data !== undefined;
    const retry = result.refetch as () => void;
    if (result.status === 'error') {
      return hasData
        ? {
            status: 'stale' as const,
            error: result.error,
            dataUpdatedAt: result.dataUpdatedAt,
            retry,
          }
        : { status: 'failed' as const, error: result.error, retry };
    }
    return { status: hasData ? ('ready' as const) : ('pending' as const), retry };
  });
  return {
    data: results.map((result) => result.data),
    status: parts.map((part) => part.status),
    parts,
  };
}

/**
 * A tile's queries, run by the tile host: each part's data (in the queries' order, undefined
 * until it arrives), each part's status, and what the frame shows. Every part is read
 * separately: one failing operation leaves the others drawn. A part whose refresh failed after
 * it had data keeps that data (TanStack keeps `data` on error) and is marked stale with its age.
 */
export function useTileQueries(
  queries: readonly TileQuery[],
  labels: readonly (string | undefined)[] = [],
): { data: readonly unknown[]; status: readonly TilePartStatus[]; tile: TileState } {
  const withFreshness = useMemo(
    () => queries.map((options) => ({ ...options, staleTime: options.staleTime ?? TILE_FRESH_MS })),
    [queries],
  );
  const combined = useQueries({
    // Each entry is a full `queryOptions` from the factory; TileQuery names only the key.
    queries: withFreshness as unknown as readonly UseQueryOptions[],
    combine,
  });
  const tile = useMemo<TileState>(() => {
    const parts = combined.parts.map((part, index) => ({ ...part, label: labels[index] }));
    const hasData = parts.some((part) => part.status === 'ready' || part.status === 'stale');
    const loading = !hasData && parts.some((part) => part.status === 'pending');
    return { parts, hasData, loading };
  }, [combined.parts, labels]);
  return { data: combined.data, status: combined.status, tile };
}
