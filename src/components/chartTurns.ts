import { useEffect, useState } from 'react';

/**
 * Charts start one at a time, a frame apart. Creating an echarts instance and drawing it the
 * first time takes ~75 ms on a 2-core machine (~300 ms at a 4× CPU throttle); the twelve tiles of
 * a screen answering together started nine charts in one task of ~2.6 s at 4× (the bench's
 * `/screen load` rows, docs/bench.md), during which the page could not answer a key or a click.
 * A frame apart, each chart is its own task and the browser paints and handles input between
 * them. The first chart of a quiet page starts at once.
 */
const waiting: Array<() => void> = [];
let busy = false;

function afterNextFrame(callback: () => void) {
  // A hidden page gets no frames; a timer still moves the queue on.
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
    requestAnimationFrame(() => setTimeout(callback, 0));
  } else {
    setTimeout(callback, 0);
  }
}

function grantNext() {
  const grant = waiting.shift();
  if (!grant) {
    busy = false;
    return;
  }
  grant();
  afterNextFrame(grantNext);
}

/** Queues `grant` for a chart's turn; the returned function takes it out again (unmounted). */
export function requestChartTurn(grant: () => void): () => void {
  waiting.push(grant);
  if (!busy) {
    busy = true;
    grantNext();
  }
  return () => {
    const at = waiting.indexOf(grant);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** False until this chart's turn has come, then true for the life of the component. */
export function useChartTurn(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return undefined;
    return requestChartTurn(() => setStarted(true));
  }, [started]);
  return started;
}
