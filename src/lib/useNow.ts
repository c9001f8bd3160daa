import { useSyncExternalStore } from 'react';

/**
 * The app's one clock. A single interval for the whole page ticks as finely as its readers need:
 * once a minute for relative times ("3 minutes ago"), once a second while a countdown or the wall
 * display's clock is shown. Each reader sees a snapshot at its own resolution, so a minute reader
 * is not re-rendered by the second ticks, and every reader of one resolution sees the same time.
 */
export type ClockResolution = 'minute' | 'second';

const TICK_MS: Record<ClockResolution, number> = { minute: 60_000, second: 1000 };
/** How far a stopped clock's reading may drift from the real time before a reader refreshes it. */
const STOPPED_STALE_MS = 1000;

const readings: Record<ClockResolution, number> = { minute: Date.now(), second: Date.now() };
const listeners: Record<ClockResolution, Set<() => void>> = {
  minute: new Set(),
  second: new Set(),
};
let timer: ReturnType<typeof setInterval> | undefined;
let timerMs = 0;

function tick() {
  const now = Date.now();
  readings.second = now;
  listeners.second.forEach((listener) => listener());
  // Ticking every second, the minute readers move once a minute (less the timer's jitter).
  if (now - readings.minute >= TICK_MS.minute - TICK_MS.second / 2 || timerMs === TICK_MS.minute) {
    readings.minute = now;
    listeners.minute.forEach((listener) => listener());
  }
}

/** Runs the interval at the finest resolution anyone reads, or stops it when nobody does. */
function retime() {
  const wanted = listeners.second.size
    ? TICK_MS.second
    : listeners.minute.size
      ? TICK_MS.minute
      : 0;
  if (wanted === timerMs) return;
  if (timer) clearInterval(timer);
  timer = wanted ? setInterval(tick, wanted) : undefined;
  timerMs = wanted;
}

/**
 * With nobody subscribed at a resolution, its reading stops moving; the first reader after that
 * (a render, or a subscriber restarting the clock) takes the current time, so a page that mounts
 * its first clock reader minutes later does not start from an old time.
 */
function read(resolution: ClockResolution): number {
  const stale = Math.abs(Date.now() - readings[resolution]) >= STOPPED_STALE_MS;
  if (stale && listeners[resolution].size === 0) readings[resolution] = Date.now();
  return readings[resolution];
}

const clocks = {
  minute: {
    read: () => read('minute'),
    subscribe: (listener: () => void) => subscribe('minute', listener),
  },
  second: {
    read: () => read('second'),
    subscribe: (listener: () => void) => subscribe('second', listener),
  },
};

function subscribe(resolution: ClockResolution, listener: () => void) {
  read(resolution);
  listeners[resolution].add(listener);
  retime();
  return () => {
    listeners[resolution].delete(listener);
    retime();
  };
}

const idle = () => () => undefined;

/**
 * The current time at `resolution` (a minute by default), moving while `active`: a countdown
 * passes false once there is nothing to count down, and its reading stops.
 */
export function useNow(resolution: ClockResolution = 'minute', active = true): number {
  const clock = clocks[resolution];
  return useSyncExternalStore(active ? clock.subscribe : idle, clock.read);
}
