/**
 * Undo and redo over the editor's document. Only real edits are steps: an action the reducer
 * answers with the same document (a drag that ended where it began) is not recorded.
 */
import { editorReducer, type EditorAction, type EditorDoc } from './editorState';

/** Steps kept; the oldest is forgotten beyond this. */
export const HISTORY_LIMIT = 100;
/** Typing in the title within this long of the last keystroke extends the same step. */
export const TITLE_MERGE_MS = 1_000;

export interface History {
  readonly past: readonly EditorDoc[];
  readonly present: EditorDoc;
  readonly future: readonly EditorDoc[];
  /** The last recorded step, while it may still absorb more typing in the title. */
  readonly typing: { at: number; field: 'setTitle' | 'setMonitorUrl' } | null;
}

export function createHistory(doc: EditorDoc): History {
  return { past: [], present: doc, future: [], typing: null };
}

/** `history` with `action` applied; `history` itself when the action changed nothing. */
export function apply(history: History, action: EditorAction, now: number = Date.now()): History {
  const next = editorReducer(history.present, action);
  if (next === history.present) return history;
  // Typing in a text field is one step per pause, per field: the title and the monitoring address.
  const typing =
    action.type === 'setTitle' || action.type === 'setMonitorUrl'
      ? { at: now, field: action.type }
      : null;
  if (
    typing &&
    history.typing &&
    history.typing.field === typing.field &&
    now - history.typing.at <= TITLE_MERGE_MS
  ) {
    return { ...history, present: next, typing };
  }
  const past = [...history.past, history.present];
  return {
    past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past,
    present: next,
    // A new edit makes what was undone unreachable.
    future: [],
    typing,
  };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    typing: null,
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return {
    past: [...history.past, history.present],
    present: next,
    future: rest,
    typing: null,
  };
}
