import { useCallback, useEffect, useRef } from 'react';
import type { ScreenSetting } from '../../../../api/screen/schemas';
import { docSignature } from '../model/dirty';
import { clearDraft, loadDraft, saveDraft, type Draft } from '../model/draftStore';
import type { EditorDoc } from '../model/editorState';

/** Quiet time after the last change before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 500;

export interface DraftAutosaveInput {
  /** The screen id; undefined for a screen not created yet (its draft is `new`). */
  id: string | undefined;
  doc: EditorDoc;
  dirty: boolean;
  baseSignature: string;
  baseSnapshot: ScreenSetting | null;
  /**
   * While a stored draft is offered for restore, nothing is written: the offer must not be
   * overwritten by the first keystroke before the user has answered it.
   */
  paused: boolean;
}

/**
 * Autosaves the document as the screen's draft while it is dirty (debounced), removes the draft
 * once the document is clean again, and writes a pending draft at once when the tab is hidden or
 * closed or the editor unmounts, so the last half second of typing is not lost either.
 *
 * Drafts are per screen and per browser, so another tab editing the same screen shares the slot:
 * only a draft this editor wrote, or one holding nothing the service lacks, is ever removed here.
 */
export function useDraftAutosave(input: DraftAutosaveInput) {
  const { id, doc, dirty, baseSignature, baseSnapshot, paused } = input;
  /** The draft waiting for its debounce; null when nothing is pending. */
  const pending = useRef<Draft | null>(null);
  /** Set when the editor hands over to another page on purpose: nothing is written after. */
  const stopped = useRef(false);
  /** `savedAt` of the last draft this editor wrote. */
  const written = useRef<number | null>(null);

  const flush = useCallback(() => {
    const draft = pending.current;
    if (!draft || stopped.current) return;
    pending.current = null;
    if (saveDraft(id ?? 'new', draft)) written.current = draft.savedAt;
  }, [id]);

  /**
   * Removes the stored draft if it is this editor's own, or worthless: its document is the one
   * with `signature` (what the service holds now). Another tab's unsaved work stays.
   */
  const clearOwn = useCallback(
    (signature: string) => {
      pending.current = null;
      const stored = loadDraft(id ?? 'new');
      if (!stored) return;
      if (stored.savedAt === written.current || docSignature(stored.doc) === signature) {
        clearDraft(id ?? 'new');
      }
    },
    [id],
  );

  /**
   * Ends autosaving for good: the edits were saved (as a new screen) or deleted, and the page is
   * about to navigate away, so a pending draft must not be written on the way out.
   */
  const stop = useCallback(() => {
    pending.current = null;
    stopped.current = true;
  }, []);

  useEffect(() => {
    if (paused || stopped.current) return;
    if (!dirty) {
      clearOwn(baseSignature);
      return;
    }
    pending.current = { doc, baseSignature, baseSnapshot, savedAt: Date.now() };
    const timer = setTimeout(flush, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [doc, dirty, baseSignature, baseSnapshot, paused, flush, clearOwn]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      // Leaving the editor (a confirmed navigation): what was typed last is kept too.
      flush();
    };
  }, [flush]);

  return { flush, stop, clearOwn };
}
