/**
 * Web Storage behind guards: node has no localStorage, private modes and sandboxed frames throw
 * on access, and a full quota throws on write. The mock must keep working in memory in all cases.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function webStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, StorageLike>>)[kind];
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the value could not be stored (no storage, quota exceeded, access denied). */
export function writeItem(storage: StorageLike | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: StorageLike | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: the item stays, and the next load treats it like any stale state.
  }
}
