import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { StorageLike } from '../core/storage';

/**
 * The mock database's storage (what localStorage is in the browser) as one JSON file. Every
 * write replaces the file through a temporary one and a rename, so a crash mid-write leaves the
 * previous state, never half a file. Node runs the handlers one at a time, so concurrent requests
 * write in turn.
 */
export function fileStorage(path: string): StorageLike {
  const items = new Map<string, string>(Object.entries(readItems(path)));
  const save = () => {
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(items)));
    renameSync(temporary, path);
  };
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
      save();
    },
    removeItem: (key) => {
      if (items.delete(key)) save();
    },
  };
}

function readItems(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${path} is not a mock state file (expected a JSON object)`);
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
