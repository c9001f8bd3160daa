import { useCallback, useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { sessionStore } from '../../../lib/storage';

const WRITE_AFTER_MS = 400;

/** Any JSON: the codec's `revive` decides what of it still reads as a draft. */
const anyJson = z.unknown();

export interface SessionDraftCodec<T> {
  initial: () => T;
  serialize: (draft: T) => unknown;
  revive: (stored: unknown) => T | null;
  isBlank: (draft: T) => boolean;
}

/**
 * Form input kept in sessionStorage under `key`, so a reload (or leaving and coming back in the
 * same tab) keeps it. Writes are debounced (a wide schema is large) and flushed when the page
 * unloads or the form unmounts; `clear` forgets the draft after it has been submitted.
 *
 * `serialize` gives what is stored (plain JSON), `revive` turns it back into a draft, or null
 * when it is unreadable or from an older shape; `isBlank` says when there is nothing worth
 * keeping (then no draft is stored).
 */
export function useSessionDraft<T>(key: string, codec: SessionDraftCodec<T>) {
  const { initial, revive, isBlank } = codec;
  const [state, setState] = useState(() => {
    const stored = sessionStore.getJson(key, anyJson);
    const revived = stored === null ? null : revive(stored);
    return { draft: revived ?? initial(), restored: revived !== null && !isBlank(revived) };
  });
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const codecRef = useRef(codec);
  useEffect(() => {
    codecRef.current = codec;
  }, [codec]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    if (draft === null) return;
    pending.current = null;
    const { isBlank: blank, serialize } = codecRef.current;
    // A write storage refuses leaves the form working; the app says it will not survive a reload.
    if (blank(draft)) sessionStore.remove(key);
    else sessionStore.setJson(key, serialize(draft));
  }, [key]);

  const setDraft = useCallback(
    (update: (draft: T) => T) => {
      setState((current) => {
        const draft = update(current.draft);
        if (draft === current.draft) return current;
        pending.current = draft;
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, WRITE_AFTER_MS);
        return { ...current, draft };
      });
    },
    [flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    sessionStore.remove(key);
  }, [key]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { draft: state.draft, restored: state.restored, setDraft, flush, clear };
}
