import { useSyncExternalStore } from 'react';

/**
 * A clock ticking every second while some reader needs one (a countdown), stopped otherwise. The
 * shared `useNow` ticks once a minute, too coarse for "Expires in 59:12".
 */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** Stopped, the reading refreshes only once it is a second off, so consecutive reads agree. */
function read(): number {
  if (!timer && Math.abs(Date.now() - now) >= 1000) now = Date.now();
  return now;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const idle = () => () => undefined;

/** The current time, refreshed every second while `active`. */
export function useSecondClock(active: boolean): number {
  return useSyncExternalStore(active ? subscribe : idle, read);
}
