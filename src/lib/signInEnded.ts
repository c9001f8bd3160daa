import { useSyncExternalStore } from 'react';
import { WALL_PATH } from '../api/deviceLinks/display';
import { signInUrl } from '../api/session/signIn';

/** This page, to come back to after signing in. */
export function currentPage(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Whether this page is a display's (`/wall`, a device link's): nobody stands at it to sign in, and
 * the sign-in page would hide what it says instead (no link, or the link ended).
 */
export function isDisplayPage(): boolean {
  const { pathname } = window.location;
  return pathname === WALL_PATH || pathname.startsWith(`${WALL_PATH}/`);
}

/** To the gateway's sign-in, back to this page after (nobody was signed in to begin with). */
export function goToSignIn(): void {
  window.location.replace(signInUrl(currentPage()));
}

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
