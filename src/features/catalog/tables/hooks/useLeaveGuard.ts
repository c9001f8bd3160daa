import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before typed input is left behind: in-app navigation is held by react-router's blocker
 * (the page shows a dialog while `blocker.state === 'blocked'`), closing or reloading the tab by
 * the browser's own `beforeunload` prompt. (The screen editor's guard, which another feature may
 * not import.)
 *
 * The blocker reads refs, not render values: the navigation right after a successful create must
 * not be held by the blocker function of the render before.
 */
export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  /** Lets the next navigation through: the table was created. */
  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
