/**
 * Autosaved drafts, one per screen, in localStorage: an edit survives a closed tab, a crash or a
 * failed save. A draft keeps the setting as it was loaded (`baseSnapshot`), so after a restore
 * the editor can still tell whether someone else saved the screen in the meantime.
 *
 * Everything read back is validated; a draft that does not read is removed, never half-used.
 * Storage that is full or blocked is reported as `false`, never thrown.
 */
import * as z from 'zod/mini';
import { screenSettingSchema, type ScreenSetting } from '../../../../api/screen/schemas';
import { parseDateOption } from '../../../../api/screen/timeRange';
import { localStore } from '../../../../lib/storage';
import type { LayoutTile } from '../../layout/model/codec';
import { GRID_COLS } from '../../layout/model/grid';
import type { EditorDoc } from './editorState';

export const DRAFT_PREFIX = 'parapet.screen.draft.v1.';
const NEW_SCREEN = 'new';

export interface Draft {
  doc: EditorDoc;
  /** `docSignature` of the document as loaded: the draft is worth offering iff it differs. */
  baseSignature: string;
  /** The server's setting as loaded; null for a screen not created yet. */
  baseSnapshot: ScreenSetting | null;
  /** Epoch milliseconds. */
  savedAt: number;
}

export interface DraftSummary {
  /** The screen id; null for a new screen. */
  id: string | null;
  title: string;
  savedAt: number;
}

/** Screen ids are integers, so `new` never names a saved screen. */
export function draftKey(id: string | null | undefined): string {
  return `${DRAFT_PREFIX}${id ?? NEW_SCREEN}`;
}

/** Writes the draft; false when storage is unavailable or full (the edit is still in memory). */
export function saveDraft(id: string | null | undefined, draft: Draft): boolean {
  return localStore.setJson(draftKey(id), draft).ok;
}

export function clearDraft(id: string | null | undefined): boolean {
  return localStore.remove(draftKey(id));
}

/** The stored draft, or null when there is none or it does not read (then it is removed). */
export function loadDraft(id: string | null | undefined): Draft | null {
  return localStore.getJson(draftKey(id), draftSchema);
}

/** Every readable draft, newest first. Unreadable ones are removed on the way. */
export function listDrafts(): DraftSummary[] {
  const summaries: DraftSummary[] = [];
  for (const key of localStore.keys(DRAFT_PREFIX)) {
    const stored = key.slice(DRAFT_PREFIX.length);
    const id = stored === NEW_SCREEN ? null : stored;
    const draft = loadDraft(id);
    if (draft) summaries.push({ id, title: draft.doc.title, savedAt: draft.savedAt });
  }
  return summaries.sort((a, b) => b.savedAt - a.savedAt);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored tile, exactly as the editor writes it; anything else fails the whole draft. */
const tileSchema = z.pipe(
  z
    .object({
      key: z.string().check(z.minLength(1)),
      index: z.int().check(z.gte(0)),
      positionId: z.nullable(z.int()),
      componentId: z.nullable(z.int()),
      code: z.nullable(z.string()),
      date: z.string(),
      x: z.int().check(z.gte(0)),
      y: z.int().check(z.gte(0)),
      w: z.int().check(z.gte(1)),
      h: z.int().check(z.gte(1)),
      geometryFromTemplate: z.boolean(),
      // Taken as JSON.parse made it (own properties, `__proto__` included) to re-encode verbatim.
      extra: z.custom<Record<string, unknown>>(isRecord),
      // `raw: undefined` (an object element) is not written by JSON.stringify.
      raw: z.optional(z.unknown()),
    })
    .check(z.refine((tile) => tile.x + tile.w <= GRID_COLS)),
  // The range is derived, so it is recomputed rather than trusted.
  z.transform((tile): LayoutTile => ({
    ...tile,
    raw: tile.raw,
    range: parseDateOption(tile.date),
  })),
);

const docSchema = z
  .object({
    title: z.string(),
    logoUrl: z.string(),
    logoPower: z.boolean(),
    monitorUrl: z.string(),
    isDefault: z.boolean(),
    tiles: z.array(tileSchema),
  })
  // Keys are the grid's item ids: a repeat would make two tiles one.
  .check(z.refine((doc) => new Set(doc.tiles.map((tile) => tile.key)).size === doc.tiles.length));

const draftSchema: z.ZodMiniType<Draft> = z.object({
  doc: docSchema,
  baseSignature: z.string(),
  baseSnapshot: z.nullable(screenSettingSchema),
  savedAt: z.number(),
});
