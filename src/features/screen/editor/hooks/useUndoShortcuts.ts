import { useEffect, useRef } from 'react';
import { keyboardAction } from '../model/keyboard';

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'url',
  'email',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Where Ctrl+Z belongs to the field itself (its own text undo), not to the editor. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/**
 * Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and Ctrl+Y anywhere on the page except in a text field. A key the
 * grid already handled (a focused tile undoes through its own handler) arrives prevented and is
 * left alone, so one key press is never two steps.
 */
export function useUndoShortcuts(onUndo: () => void, onRedo: () => void, enabled: boolean) {
  const handlers = useRef({ onUndo, onRedo, enabled });
  useEffect(() => {
    handlers.current = { onUndo, onRedo, enabled };
  }, [onUndo, onRedo, enabled]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog is open: the document behind it does not change under the user.
      if (!handlers.current.enabled) return;
      if (event.defaultPrevented || event.isComposing || isTextField(event.target)) return;
      const result = keyboardAction(event, null);
      if (result !== 'undo' && result !== 'redo') return;
      event.preventDefault();
      if (result === 'undo') handlers.current.onUndo();
      else handlers.current.onRedo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
