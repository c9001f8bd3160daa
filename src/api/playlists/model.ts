/**
 * Playlists of saved screens for the wall (docs/deploy.md "Playlists"): a named, ordered list of
 * screen layouts, each shown for its own number of seconds. Kept by the gateway in its database
 * and shared by a team; the demo's mock keeps them in its own state. Part of the contract: the
 * gateway, the mock and the console read the same shapes. A deployment without a gateway answers
 * 404 at PLAYLISTS_PATH: the console then offers only the bookmarkable, unsaved kind
 * (`playlistSearch`).
 */
export const PLAYLISTS_PATH = '/api/playlists';
export const playlistPath = (id: string) => `${PLAYLISTS_PATH}/${encodeURIComponent(id)}`;

/** How long one screen may be shown: at least long enough to read, at most an hour. */
export const PLAYLIST_MIN_SECONDS = 10;
export const PLAYLIST_MAX_SECONDS = 3600;
export const PLAYLIST_DEFAULT_SECONDS = 60;
/** Screens in one playlist, and characters in its name. */
export const PLAYLIST_MAX_ENTRIES = 50;
export const PLAYLIST_NAME_MAX = 80;
/** Saved playlists a deployment keeps. */
export const PLAYLISTS_MAX = 200;

/** The operations of the gateway's own service, named for roles, audit and activity. */
export const PLAYLIST_OPERATIONS = {
  list: 'ListPlaylists',
  create: 'CreatePlaylist',
  update: 'UpdatePlaylist',
  remove: 'DeletePlaylist',
} as const;

export interface PlaylistEntry {
  /** A saved screen layout's id (the screen service's `Id`). */
  screenId: string;
  seconds: number;
}

/** What a create or an update sends; an update also sends the `version` it read. */
export interface PlaylistInput {
  name: string;
  entries: PlaylistEntry[];
}

/** Why an input is refused, by field, or null when it is fine (the gateway and the form). */
export function playlistProblems(
  input: PlaylistInput,
): Partial<Record<'name' | 'entries', string>> | null {
  const problems: Partial<Record<'name' | 'entries', string>> = {};
  const name = input.name.trim();
  if (name === '') problems.name = 'empty';
  else if (name.length > PLAYLIST_NAME_MAX) problems.name = 'tooLong';
  if (input.entries.length === 0) problems.entries = 'empty';
  else if (input.entries.length > PLAYLIST_MAX_ENTRIES) problems.entries = 'tooMany';
  else if (
    input.entries.some(
      (e) =>
        e.screenId.trim() === '' ||
        !Number.isInteger(e.seconds) ||
        e.seconds < PLAYLIST_MIN_SECONDS ||
        e.seconds > PLAYLIST_MAX_SECONDS,
    )
  ) {
    problems.entries = 'badEntry';
  }
  return Object.keys(problems).length ? problems : null;
}

/**
 * An unsaved playlist as a URL's search (`?play=<id>:<seconds>,<id>:<seconds>`): a link a person
 * bookmarks without saving anything, read back by `parsePlaylistSearch`.
 */
export function playlistSearch(entries: readonly PlaylistEntry[]): string {
  return entries.map((e) => `${encodeURIComponent(e.screenId)}:${e.seconds}`).join(',');
}

/** The entries of a `?play=` value; null when it is not one (a hand-edited or cut link). */
export function parsePlaylistSearch(value: string | null): PlaylistEntry[] | null {
  if (!value) return null;
  const entries: PlaylistEntry[] = [];
  for (const part of value.split(',')) {
    const match = /^([^:]+):(\d{1,4})$/.exec(part);
    if (!match) return null;
    let screenId: string;
    try {
      screenId = decodeURIComponent(match[1] ?? '');
    } catch {
      return null;
    }
    const seconds = Number(match[2]);
    if (seconds < PLAYLIST_MIN_SECONDS || seconds > PLAYLIST_MAX_SECONDS) return null;
    entries.push({ screenId, seconds });
  }
  return entries.length > 0 && entries.length <= PLAYLIST_MAX_ENTRIES ? entries : null;
}

/** The least role that may save, change or delete a playlist (as for screen layouts). */
export const PLAYLIST_WRITE_ROLE = 'editor' as const;
