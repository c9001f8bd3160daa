import { useSyncExternalStore } from 'react';

/**
 * Whether a call has been answered "sign in first" (the gateway's session ended while the page
 * was open). Set by the query client's caches (app/queryClient.ts), read by the shell's notice.
 */
let ended = false;
const listeners = new Set<() => void>();

export function noteSignInEnded(): void {
  if (ended) return;
  ended = true;
  listeners.forEach((listener) => listener());
}

/** A fresh page's state (tests). */
export function resetSignInEnded(): void {
  ended = false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInEnded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ended,
    () => false,
  );
}
