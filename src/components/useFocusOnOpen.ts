import { useCallback, useRef } from 'react';

/**
 * The control a dialog should start on, focused once the dialog has opened: pass `ref` to the
 * control and `afterOpenChange` to the antd Modal. `autoFocus` alone is not enough: when the
 * dialog opens without an animation (the person asked for reduced motion), it moves focus to
 * its own panel after the control's autoFocus has run.
 */
export function useFocusOnOpen<T extends { focus: () => void }>() {
  const ref = useRef<T>(null);
  const afterOpenChange = useCallback((open: boolean) => {
    if (open) ref.current?.focus();
  }, []);
  return { ref, afterOpenChange };
}
