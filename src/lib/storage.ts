/**
 * The one way the app reads and writes Web Storage. Reading `localStorage` itself throws where
 * storage is blocked (sandboxed frames, some private modes), and a full quota throws on write:
 * every access here is guarded, a failed write says why, and failures are reported once for the
 * whole app (`subscribeStorageFailures`), so a user learns that their drafts will not survive a
 * reload instead of finding out afterwards.
 *
 * Pure (no React, no UI): the API layer may import this module too (eslint/boundaries.js). It
 * imports nothing at run time, so the entry chunk that reads the language does not grow with it.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

/** `quota`: the browser's storage for this site is full; `unavailable`: storage is blocked. */
export type StorageFailureReason = 'quota' | 'unavailable';

export type StorageWrite = { ok: true } | { ok: false; reason: StorageFailureReason };

export interface StorageFailure {
  area: StorageArea;
  key: string;
  reason: StorageFailureReason;
}

/** A zod schema (mini or classic), or anything else that reads a value the same way. */
export interface JsonSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface GuardedStorage {
  readonly area: StorageArea;
  /** The stored text, or null when there is none or storage cannot be read. */
  get(key: string): string | null;
  set(key: string, value: string): StorageWrite;
  /** False when storage could not be reached (the item may still be there). */
  remove(key: string): boolean;
  /** Every key that starts with `prefix`. */
  keys(prefix: string): string[];
  /**
   * The stored JSON as `schema` reads it, or null when there is none. A value that is not JSON
   * or does not match is removed, never half-used.
   */
  getJson<T>(key: string, schema: JsonSchema<T>): T | null;
  setJson(key: string, value: unknown): StorageWrite;
}

const OK: StorageWrite = { ok: true };

/** Browsers name a full quota differently (Firefox's legacy name, old WebKit's code 22). */
function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

let lastFailure: StorageFailure | null = null;
const failureListeners = new Set<() => void>();

function setFailure(next: StorageFailure | null) {
  if (next === lastFailure) return;
  lastFailure = next;
  failureListeners.forEach((listener) => listener());
}

/** The latest write that did not land (and was not followed by one to the same key that did). */
export function getStorageFailure(): StorageFailure | null {
  return lastFailure;
}

export function subscribeStorageFailures(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

function guardedStorage(area: StorageArea): GuardedStorage {
  const storage = (): Storage | null => {
    try {
      return (globalThis as Partial<Record<StorageArea, Storage>>)[area] ?? null;
    } catch {
      return null;
    }
  };

  const settled = (key: string) => {
    if (lastFailure?.area === area && lastFailure.key === key) setFailure(null);
  };

  const api: GuardedStorage = {
    area,
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const store = storage();
      let write: StorageWrite = OK;
      if (!store) write = { ok: false, reason: 'unavailable' };
      else {
        try {
          store.setItem(key, value);
        } catch (error) {
          write = { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
        }
      }
      if (write.ok) settled(key);
      else setFailure({ area, key, reason: write.reason });
      return write;
    },
    remove(key) {
      try {
        const store = storage();
        if (!store) return false;
        store.removeItem(key);
        settled(key);
        return true;
      } catch {
        return false;
      }
    },
    keys(prefix) {
      try {
        const store = storage();
        if (!store) return [];
        const found: string[] = [];
        for (let i = 0; i < store.length; i += 1) {
          const key = store.key(i);
          if (key?.startsWith(prefix)) found.push(key);
        }
        return found;
      } catch {
        return [];
      }
    },
    getJson(key, schema) {
      const text = api.get(key);
      if (text === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        api.remove(key);
        return null;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      api.remove(key);
      return null;
    },
    setJson(key, value) {
      return api.set(key, JSON.stringify(value));
    },
  };
  return api;
}

/** Kept across sessions of this browser profile (drafts). */
export const localStore = guardedStorage('localStorage');
/** Kept for this tab only (secrets, unsent input). */
export const sessionStore = guardedStorage('sessionStorage');
