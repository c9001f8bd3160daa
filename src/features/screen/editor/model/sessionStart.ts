import type { ScreenSetting } from '../../../../api/screen/schemas';
import { decodeLayout, type CatalogEntry } from '../../layout/model/codec';
import { docSignature } from './dirty';
import { loadDraft, type Draft } from './draftStore';
import { docFromSetting, emptyDoc, type EditorDoc } from './editorState';

/**
 * What the editor's save is measured against: the document is dirty iff its signature differs
 * from `signature`, and a save first checks the service's current setting against `snapshot`.
 */
export interface EditorBase {
  /** `docSignature` of what the service holds. */
  signature: string;
  /**
   * The setting as it was when this editing began (or when the restored draft's began); null
   * for a screen not created yet.
   */
  snapshot: ScreenSetting | null;
}

interface EditorSessionStart {
  doc: EditorDoc;
  base: EditorBase;
  /** A stored draft worth offering: it holds something the service does not. */
  offer: Draft | null;
  /** The stored layout could not be read (saving it over asks first). */
  unreadable: boolean;
}

/** The start of one editing session of a screen (or of a new one, `setting` null). */
export function startSession(
  id: string | undefined,
  setting: ScreenSetting | null,
  catalog: ReadonlyMap<number, CatalogEntry>,
): EditorSessionStart {
  const doc = setting ? docFromSetting(setting, catalog) : emptyDoc();
  const signature = docSignature(doc);
  const draft = loadDraft(id ?? 'new');
  return {
    doc,
    base: { signature, snapshot: setting },
    offer: draft && docSignature(draft.doc) !== signature ? draft : null,
    unreadable: setting ? decodeLayout(setting.ScreenDataMap, catalog).unreadable : false,
  };
}
