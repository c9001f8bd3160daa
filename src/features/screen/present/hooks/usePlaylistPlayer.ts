import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlaylistEntry } from '../../../../api/playlists/model';
import { sessionStore } from '../../../../lib/storage';
import { positionSchema, resume, step, type PlayerPosition } from '../../playlists/model/sequence';

/** The next screen's layout and data are asked for this long before it shows. */
export const PREFETCH_LEAD_MS = 5_000;

export interface PlayerState extends PlayerPosition {
  /** Entries passed over as no longer saved on the way to this one. */
  skipped: number[];
  /** Counts every move, so showing one entry twice in a row still starts its time afresh. */
  slot: number;
}

export interface PlaylistPlayerOptions {
  entries: readonly PlaylistEntry[];
  /** Where the position is kept for the tab (positionKey). */
  storageKey: string;
  isSaved: (screenId: string) => boolean;
  /** Whether `isSaved` knows yet (the saved screens were read, or could not be). */
  ready: boolean;
  prefetch: (screenId: string) => void;
}

/**
 * A playlist on the wall: which entry shows, for how long, and what comes next. Each entry shows
 * for its seconds, then the next saved one does (round to the first after the last); the next
 * one's layout and data are fetched `PREFETCH_LEAD_MS` before. Paused, the entry stays and keeps
 * the time it had left. The position and the pause are kept in session storage, so a reload (a
 * wall's nightly restart, a new build) carries on where it was.
 */
export function usePlaylistPlayer({
  entries,
  storageKey,
  isSaved,
  ready,
  prefetch,
}: PlaylistPlayerOptions) {
  const [state, setState] = useState<PlayerState | null>(null);
  const [startedFor, setStartedFor] = useState<string | null>(null);
  if (ready && startedFor !== storageKey) {
    // Started when the saved screens are known, from where this tab last was.
    setStartedFor(storageKey);
    const stored = sessionStore.getJson(storageKey, positionSchema);
    const start = resume(entries, stored, isSaved);
    setState(
      start
        ? { ...start, slot: (state?.slot ?? 0) + 1 }
        : { index: 0, paused: stored?.paused ?? false, skipped: [], slot: 1 },
    );
  }

  const go = useCallback(
    (direction: 1 | -1) =>
      setState((current) => {
        if (!current) return current;
        const found = step(entries, current.index, direction, isSaved);
        if (!found) return current;
        return {
          index: found.index,
          paused: current.paused,
          skipped: found.skipped,
          slot: current.slot + 1,
        };
      }),
    [entries, isSaved],
  );
  const toggle = useCallback(
    () => setState((current) => current && { ...current, paused: !current.paused }),
    [],
  );

  // How long the current slot has been shown, across pauses and re-runs of the timer below.
  const shown = useRef({ slot: 0, ms: 0 });
  const prefetchRef = useRef(prefetch);
  useEffect(() => {
    prefetchRef.current = prefetch;
  }, [prefetch]);

  const slot = state?.slot;
  const index = state?.index;
  const paused = state?.paused ?? true;
  useEffect(() => {
    if (slot === undefined || index === undefined) return undefined;
    if (shown.current.slot !== slot) shown.current = { slot, ms: 0 };
    const entry = entries[index];
    // A screen deleted while shown keeps its time (the wall says it is missing), then moves on.
    if (paused || !entry) return undefined;
    const startedAt = Date.now();
    const remaining = Math.max(0, entry.seconds * 1000 - shown.current.ms);
    const advance = setTimeout(() => go(1), remaining);
    const next = step(entries, index, 1, isSaved);
    const nextEntry = next && next.index !== index ? entries[next.index] : undefined;
    const early = nextEntry
      ? setTimeout(
          () => prefetchRef.current(nextEntry.screenId),
          Math.max(0, remaining - PREFETCH_LEAD_MS),
        )
      : undefined;
    return () => {
      clearTimeout(advance);
      clearTimeout(early);
      if (shown.current.slot === slot) shown.current.ms += Date.now() - startedAt;
    };
  }, [slot, index, paused, entries, isSaved, go]);

  useEffect(() => {
    if (index === undefined) return;
    sessionStore.setJson(storageKey, { index, paused } satisfies PlayerPosition);
  }, [storageKey, index, paused]);

  const anySaved = entries.some((entry) => isSaved(entry.screenId));
  return {
    state,
    /** No entry is saved any more: nothing to show until one is. */
    empty: ready && !anySaved,
    next: useCallback(() => go(1), [go]),
    previous: useCallback(() => go(-1), [go]),
    toggle,
  };
}
