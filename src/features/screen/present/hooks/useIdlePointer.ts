import { useEffect, useState } from 'react';

/**
 * True once nobody has moved the pointer, touched or pressed a key for `idleMs`: the wall hides
 * its console chrome then, and shows it again at the first movement. Starts awake, so a person
 * who just opened the wall sees how to leave it.
 */
export function useIdlePointer(idleMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), idleMs);
    const wake = () => {
      clearTimeout(timer);
      setIdle(false);
      timer = setTimeout(() => setIdle(true), idleMs);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'wheel'] as const;
    for (const name of events) window.addEventListener(name, wake, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, wake);
    };
  }, [idleMs]);
  return idle;
}
