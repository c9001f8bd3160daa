import { useCallback, useReducer } from 'react';
import type { EditorAction, EditorDoc } from '../model/editorState';
import { apply, canRedo, canUndo, createHistory, redo, undo, type History } from '../model/history';

type HistoryCommand =
  { kind: 'edit'; action: EditorAction; now: number } | { kind: 'undo' } | { kind: 'redo' };

function historyReducer(history: History, command: HistoryCommand): History {
  switch (command.kind) {
    case 'edit':
      return apply(history, command.action, command.now);
    case 'undo':
      return undo(history);
    case 'redo':
      return redo(history);
  }
}

/**
 * The document under undo and redo. `edit` is stable, so it can be handed to memoized children
 * (the grid, the panels) without re-rendering them on every change.
 */
export function useEditorHistory(initial: EditorDoc) {
  const [history, send] = useReducer(historyReducer, initial, createHistory);
  // The clock is read here, not in the reducer, which stays pure (title typing merges by time).
  const edit = useCallback(
    (action: EditorAction) => send({ kind: 'edit', action, now: Date.now() }),
    [],
  );
  const undoStep = useCallback(() => send({ kind: 'undo' }), []);
  const redoStep = useCallback(() => send({ kind: 'redo' }), []);
  return {
    doc: history.present,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    edit,
    undo: undoStep,
    redo: redoStep,
  };
}
