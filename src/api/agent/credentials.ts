import { sessionStore, type StorageWrite } from '../../lib/storage';
import { ApiError } from '../errors';

/**
 * The agent API key. Kept in sessionStorage only (gone when the browser session ends), never in
 * localStorage, never logged, never put in a query key or URL.
 */
const STORAGE_KEY = 'parapet.agent.apiKey';

type Listener = () => void;
const listeners = new Set<Listener>();
/**
 * The key set on this page when the browser refused to store it (full or blocked storage).
 * Storage holds the key otherwise; the getter reads whichever the last set used, so the two
 * always agree.
 */
let unstored: { key: string | null } | null = null;

/**
 * Behind a gateway the key is the gateway's (its configuration adds the header): the console
 * neither asks for one nor sends one.
 */
let heldByGateway = false;

/**
 * Told at every session read; only a change is passed on. Each listener resets every cached agent
 * answer, so passing on a re-read that changes nothing would blank an agent page mid-use (its
 * expanded row and page of history gone) each time the session is read again.
 */
export function setAgentKeyHeldByGateway(held: boolean): void {
  if (held === heldByGateway) return;
  heldByGateway = held;
  listeners.forEach((listener) => listener());
}

export function isAgentKeyHeldByGateway(): boolean {
  return heldByGateway;
}

export function getAgentApiKey(): string | null {
  return unstored ? unstored.key : sessionStore.get(STORAGE_KEY);
}

/**
 * Sets (or with null, clears) the key. The result says whether it was stored: when not, it
 * still serves this page but a reload will ask for it again.
 */
export function setAgentApiKey(key: string | null): StorageWrite {
  const value = key?.trim() || null;
  const write: StorageWrite = value
    ? sessionStore.set(STORAGE_KEY, value)
    : sessionStore.remove(STORAGE_KEY)
      ? { ok: true }
      : { ok: false, reason: 'unavailable' };
  unstored = write.ok ? null : { key: value };
  // An older key left in storage would come back after a reload: better none than a stale one.
  if (!write.ok) sessionStore.remove(STORAGE_KEY);
  listeners.forEach((listener) => listener());
  return write;
}

export function subscribeAgentApiKey(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `demo-key` → `demo••••`, enough to recognise a key without revealing it. */
export function maskSecret(secret: string): string {
  if (secret.length <= 4) return '•'.repeat(secret.length);
  return `${secret.slice(0, 4)}${'•'.repeat(Math.min(secret.length - 4, 12))}`;
}

/**
 * The bearer header for an agent call; refuses to send without a key (a sure 401 is a wasted
 * trip). None behind a gateway, which adds its own.
 */
export function agentAuthHeaders(operation: string): Record<string, string> {
  if (heldByGateway) return {};
  const key = getAgentApiKey();
  if (!key) {
    throw new ApiError({
      service: 'agent',
      operation,
      kind: 'unauthenticated',
      code: 'missing_api_key',
      message: 'No agent API key is set',
    });
  }
  return { Authorization: `Bearer ${key}` };
}
