import { ApiError } from '../errors';

/**
 * The agent API key. Kept in sessionStorage only (gone when the browser session ends), never in
 * localStorage, never logged, never put in a query key or URL.
 */
const STORAGE_KEY = 'parapet.agent.apiKey';

type Listener = () => void;
const listeners = new Set<Listener>();
let memoryKey: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function getAgentApiKey(): string | null {
  const store = storage();
  // The in-memory copy only stands in when sessionStorage is unavailable.
  return store ? store.getItem(STORAGE_KEY) : memoryKey;
}

export function setAgentApiKey(key: string | null): void {
  const value = key?.trim() || null;
  memoryKey = value;
  const store = storage();
  try {
    if (value) store?.setItem(STORAGE_KEY, value);
    else store?.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the in-memory copy still serves this page.
  }
  listeners.forEach((listener) => listener());
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

/** The bearer header for an agent call; refuses to send without a key (a sure 401 is a wasted trip). */
export function agentAuthHeaders(operation: string): Record<string, string> {
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
