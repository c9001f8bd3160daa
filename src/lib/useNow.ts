import { useSyncExternalStore } from 'react';

/**
 * One shared clock for relative times: a single interval for the whole page, ticking once a
 * minute, so "3 minutes ago" stays true without each cell owning a timer. Between ticks every
 * reader sees the same snapshot.
 */
const TICK_MS = 60_000;
/** How far a stopped clock's reading may drift from the real time before a reader refreshes it. */
const STOPPED_STALE_MS = 1000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * With nobody subscribed the interval is stopped and `now` stops moving; the first reader after
 * that (a render, or a subscriber restarting the clock) takes the current time, so a page that
 * mounts its first clock reader minutes later does not start from an old time.
 */
function readNow(): number {
  if (!timer && Math.abs(Date.now() - now) >= STOPPED_STALE_MS) now = Date.now();
  return now;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    readNow();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, readNow);
}
