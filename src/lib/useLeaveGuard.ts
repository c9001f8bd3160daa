import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before unsaved edits are left behind: in-app navigation is held by react-router's blocker
 * (the page shows a dialog for `blocker.state === 'blocked'`), closing or reloading the tab by
 * the browser's own `beforeunload` prompt.
 *
 * The blocker reads refs, not render values: a save that navigates right after it settles must
 * not be held by the blocker function of the render before.
 */
export function useLeaveGuard(dirty: boolean, beforeLeave?: () => void) {
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowed.current &&
      // The same page with other search parameters is not leaving it.
      currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      beforeLeave?.();
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, beforeLeave]);

  /** Lets the next navigation through: the edits were saved, moved or deleted on purpose. */
  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
