import * as z from 'zod/mini';
import { playlistSearch, type PlaylistEntry } from '../../../../api/playlists/model';

/**
 * Where a playlist on the wall is: the entry shown and whether it waits. Pure, so the order of
 * screens, the skipping and the restoring are tested without a wall.
 */
export interface PlayerPosition {
  index: number;
  paused: boolean;
}

export const START: PlayerPosition = { index: 0, paused: false };

/** What `step` found: the entry to show, and the entries it passed over as no longer saved. */
export interface Step {
  index: number;
  skipped: number[];
}

/**
 * The next entry from `from` in `direction` that is still saved, round the end of the list and
 * back to the start; null when none is. `from` itself is the last one tried, so a playlist of one
 * screen stays on it.
 */
export function step(
  entries: readonly PlaylistEntry[],
  from: number,
  direction: 1 | -1,
  isSaved: (screenId: string) => boolean,
): Step | null {
  const count = entries.length;
  if (count === 0) return null;
  const skipped: number[] = [];
  for (let offset = 1; offset <= count; offset += 1) {
    const index = (((from + direction * offset) % count) + count) % count;
    const entry = entries[index];
    if (entry && isSaved(entry.screenId)) return { index, skipped };
    skipped.push(index);
  }
  return null;
}

/**
 * Where to start: the stored position when it still names an entry, moved forward to one that
 * is saved; null when no entry is saved.
 */
export function resume(
  entries: readonly PlaylistEntry[],
  stored: PlayerPosition | null,
  isSaved: (screenId: string) => boolean,
): (PlayerPosition & { skipped: number[] }) | null {
  const position = stored && stored.index < entries.length ? stored : START;
  const here = entries[position.index];
  if (here && isSaved(here.screenId)) return { ...position, skipped: [] };
  const next = step(entries, position.index, 1, isSaved);
  const skipped = here ? [position.index, ...(next?.skipped ?? [])] : (next?.skipped ?? []);
  return next && { index: next.index, paused: position.paused, skipped };
}

/** The key a playlist's position is kept under for the tab: its id, or its `?play=` form. */
export const positionKey = (playlist: string) => `parapet.playlist.position.v1.${playlist}`;

export const positionSchema = z.object({
  index: z.number().check(z.int(), z.nonnegative()),
  paused: z.boolean(),
});

/** "2 / 5": the entry shown, counted from one. */
export const positionLabel = (index: number, count: number) => `${index + 1} / ${count}`;

/** How long a playlist plays once through, in seconds. */
export const totalSeconds = (entries: readonly PlaylistEntry[]) =>
  entries.reduce((sum, entry) => sum + entry.seconds, 0);

/**
 * `?play=` with a `playlistSearch` value, as it goes in an address: the value's own escapes
 * (`%3A` in an id) are escaped once more, since reading the search parameter undoes one level.
 */
export const playQuery = (search: string) => `play=${search.replace(/%/g, '%25')}`;

/** The wall's address that plays these entries without saving them. */
export const playHref = (entries: readonly PlaylistEntry[]) =>
  `/screen/play?${playQuery(playlistSearch(entries))}`;
