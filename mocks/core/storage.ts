/**
 * Web Storage behind guards: node has no localStorage, private modes and sandboxed frames throw
 * on access, and a full quota throws on write. The mock must keep working in memory in all cases.
 *
 * Built like the app's `src/lib/storage.ts` (same guards, same quota detection, a failed write
 * says why) but not shared with it: mocks/ may import only src/api/ (eslint/boundaries.js), and
 * the mock implements its own behaviour rather than the client's.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `quota`: the site's storage is full; `unavailable`: there is none, or it is blocked. */
export type StorageWrite = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

export function webStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, StorageLike>>)[kind];
    return storage ?? null;
  } catch {
    return null;
  }
}

/** Browsers name a full quota differently (Firefox's legacy name, old WebKit's code 22). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

export function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(storage: StorageLike | null, key: string, value: string): StorageWrite {
  if (!storage) return { ok: false, reason: 'unavailable' };
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

export function removeItem(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the item stays, and the next load treats it like any stale state.
  }
}
