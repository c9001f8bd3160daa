/**
 * Progress of long, multi-request loads (e.g. walking a 7-day history page by page), keyed by the
 * query key's hash, so the UI can say how much has arrived while the query is still pending.
 * Plain TypeScript: the React side subscribes through `useLoadProgress` (src/lib).
 */
type Listener = () => void;

const loaded = new Map<string, number>();
const listeners = new Set<Listener>();

export function progressKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey);
}

export function reportProgress(queryKey: readonly unknown[], count: number): void {
  loaded.set(progressKey(queryKey), count);
  listeners.forEach((listener) => listener());
}

export function clearProgress(queryKey: readonly unknown[]): void {
  if (loaded.delete(progressKey(queryKey))) listeners.forEach((listener) => listener());
}

/** Items loaded so far for that key (or its `progressKey`), or null when nothing is in progress. */
export function readProgress(queryKey: readonly unknown[] | string): number | null {
  return loaded.get(typeof queryKey === 'string' ? queryKey : progressKey(queryKey)) ?? null;
}

export function subscribeProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
