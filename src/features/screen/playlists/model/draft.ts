import * as z from 'zod/mini';
import {
  PLAYLIST_DEFAULT_SECONDS,
  PLAYLIST_MAX_ENTRIES,
  PLAYLIST_NAME_MAX,
  type PlaylistEntry,
  type PlaylistInput,
} from '../../../../api/playlists/model';
import { sessionStore } from '../../../../lib/storage';

/** One row of the builder: an entry with a key that stays with it when the rows move. */
export interface FormEntry extends PlaylistEntry {
  key: string;
}

export interface PlaylistForm {
  name: string;
  entries: FormEntry[];
}

/**
 * What the builder keeps for the tab while a playlist is edited and unsaved: the form, and the
 * version of the saved playlist it started from (null for a new one), so a reload or a visit to
 * another page comes back to the same edits, and a save still finds out about someone else's.
 */
export interface PlaylistDraft {
  form: PlaylistForm;
  baseVersion: number | null;
}

const DRAFT_PREFIX = 'parapet.playlist.draft.v1.';
export const NEW_PLAYLIST = '-';
export const draftKey = (id: string | undefined) => `${DRAFT_PREFIX}${id ?? NEW_PLAYLIST}`;

const draftSchema = z.object({
  form: z.object({
    name: z.string().check(z.maxLength(PLAYLIST_NAME_MAX * 4)),
    entries: z
      .array(z.object({ key: z.string(), screenId: z.string(), seconds: z.number() }))
      .check(z.maxLength(PLAYLIST_MAX_ENTRIES * 2)),
  }),
  baseVersion: z.nullable(z.number()),
});

export function readDraft(id: string | undefined): PlaylistDraft | null {
  return sessionStore.getJson(draftKey(id), draftSchema);
}

export function writeDraft(id: string | undefined, draft: PlaylistDraft): void {
  sessionStore.setJson(draftKey(id), draft);
}

export function clearDraft(id: string | undefined): void {
  sessionStore.remove(draftKey(id));
}

let counter = 0;
/** A key unique in this tab; stored drafts keep theirs, so new ones avoid those by prefix. */
export const newKey = () => `e${Date.now().toString(36)}${(counter += 1)}`;

export const formOf = (name: string, entries: readonly PlaylistEntry[]): PlaylistForm => ({
  name,
  entries: entries.map((entry) => ({ ...entry, key: newKey() })),
});

export const inputOf = (form: PlaylistForm): PlaylistInput => ({
  name: form.name.trim(),
  entries: form.entries.map(({ screenId, seconds }) => ({ screenId, seconds })),
});

export const addEntry = (form: PlaylistForm, screenId: string): PlaylistForm => ({
  ...form,
  entries: [...form.entries, { key: newKey(), screenId, seconds: PLAYLIST_DEFAULT_SECONDS }],
});

/** The rows with the one at `from` moved to `to` (both clamped to the list). */
export function moveEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(entries.length - 1, to));
  if (from === target || from < 0 || from >= entries.length) return [...entries];
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Whether two forms would save the same playlist. */
export const sameForm = (a: PlaylistForm, b: PlaylistForm) =>
  JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

/** A 400's `field: why` message from the gateway (or the demo), as the form's field problem. */
export function problemFromMessage(
  message: string | undefined,
): { field: 'name' | 'entries'; why: string } | null {
  const match = /^(name|entries):\s*(\w+)/.exec(message ?? '');
  return match?.[2] ? { field: match[1] as 'name' | 'entries', why: match[2] } : null;
}
