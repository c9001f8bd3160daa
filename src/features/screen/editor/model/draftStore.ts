/**
 * Autosaved drafts, one per screen, in localStorage: an edit survives a closed tab, a crash or a
 * failed save. A draft keeps the setting as it was loaded (`baseSnapshot`), so after a restore
 * the editor can still tell whether someone else saved the screen in the meantime.
 *
 * Everything read back is validated; a draft that does not read is removed, never half-used.
 * Storage that is full or blocked is reported as `false`, never thrown.
 */
import { screenSettingSchema, type ScreenSetting } from '../../../../api/screen/schemas';
import { parseDateOption } from '../../../../api/screen/timeRange';
import type { LayoutTile } from '../../layout/codec';
import { GRID_COLS } from '../../layout/grid';
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

function storage(): Storage | null {
  try {
    // Reading `localStorage` itself throws where storage is blocked.
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Writes the draft; false when storage is unavailable or full (the edit is still in memory). */
export function saveDraft(id: string | null | undefined, draft: Draft): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(draftKey(id), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(id: string | null | undefined): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.removeItem(draftKey(id));
    return true;
  } catch {
    return false;
  }
}

/** The stored draft, or null when there is none or it does not read (then it is removed). */
export function loadDraft(id: string | null | undefined): Draft | null {
  const store = storage();
  if (!store) return null;
  let text: string | null;
  try {
    text = store.getItem(draftKey(id));
  } catch {
    return null;
  }
  if (text === null) return null;
  const draft = readDraft(parse(text));
  if (!draft) clearDraft(id);
  return draft;
}

/** Every readable draft, newest first. Unreadable ones are removed on the way. */
export function listDrafts(): DraftSummary[] {
  const store = storage();
  if (!store) return [];
  const ids: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) ids.push(key.slice(DRAFT_PREFIX.length));
    }
  } catch {
    return [];
  }
  const summaries: DraftSummary[] = [];
  for (const stored of ids) {
    const id = stored === NEW_SCREEN ? null : stored;
    const draft = loadDraft(id);
    if (draft) summaries.push({ id, title: draft.doc.title, savedAt: draft.savedAt });
  }
  return summaries.sort((a, b) => b.savedAt - a.savedAt);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

const hasOwn = (record: Record<string, unknown>, key: string) =>
  Object.prototype.hasOwnProperty.call(record, key);

function readDraft(value: unknown): Draft | null {
  if (!isRecord(value)) return null;
  const { baseSignature, savedAt } = value;
  if (typeof baseSignature !== 'string') return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  const doc = readDoc(value.doc);
  if (!doc) return null;
  let baseSnapshot: ScreenSetting | null = null;
  if (value.baseSnapshot !== null) {
    const parsed = screenSettingSchema.safeParse(value.baseSnapshot);
    if (!parsed.success) return null;
    baseSnapshot = parsed.data;
  }
  return { doc, baseSignature, baseSnapshot, savedAt };
}

/** A stored document, or null when any part of it is not what the editor writes. */
export function readDoc(value: unknown): EditorDoc | null {
  if (!isRecord(value)) return null;
  const { title, logoUrl, logoPower, monitorUrl, isDefault, tiles } = value;
  if (typeof title !== 'string' || typeof logoUrl !== 'string') return null;
  if (typeof monitorUrl !== 'string') return null;
  if (typeof logoPower !== 'boolean' || typeof isDefault !== 'boolean') return null;
  if (!Array.isArray(tiles)) return null;
  const read: LayoutTile[] = [];
  const keys = new Set<string>();
  for (const element of tiles as unknown[]) {
    const tile = readTile(element);
    // Keys are the grid's item ids: a repeat would make two tiles one.
    if (!tile || keys.has(tile.key)) return null;
    keys.add(tile.key);
    read.push(tile);
  }
  return { title, logoUrl, logoPower, monitorUrl, isDefault, tiles: read };
}

function readTile(value: unknown): LayoutTile | null {
  if (!isRecord(value)) return null;
  const { key, index, positionId, componentId, code, date, x, y, w, h } = value;
  const { geometryFromTemplate, extra } = value;
  if (typeof key !== 'string' || key === '') return null;
  if (!isInt(index) || index < 0) return null;
  if (positionId !== null && !isInt(positionId)) return null;
  if (componentId !== null && !isInt(componentId)) return null;
  if (code !== null && typeof code !== 'string') return null;
  if (typeof date !== 'string') return null;
  if (!isInt(x) || !isInt(y) || !isInt(w) || !isInt(h)) return null;
  if (x < 0 || y < 0 || w < 1 || h < 1 || x + w > GRID_COLS) return null;
  if (typeof geometryFromTemplate !== 'boolean' || !isRecord(extra)) return null;
  return {
    key,
    index,
    positionId,
    componentId,
    code,
    date,
    // Derived, so it is recomputed rather than trusted.
    range: parseDateOption(date),
    x,
    y,
    w,
    h,
    geometryFromTemplate,
    // JSON.parse made these own properties, `__proto__` included, so they re-encode verbatim.
    extra,
    // `raw: undefined` (an object element) is not written by JSON.stringify.
    raw: hasOwn(value, 'raw') ? value.raw : undefined,
  };
}
