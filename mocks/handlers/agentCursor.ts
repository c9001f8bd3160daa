import { isPrefixedUlid } from '../ulid';

/**
 * The events cursor (opaque to clients, assumed): base64url of `{"v":1,"before":"whe_…"}`, the
 * id of the last event already returned. Ids order like their creation times, so "older than
 * this id" is a stable position even while new events arrive.
 */
const CURSOR_VERSION = 1;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function encodeEventsCursor(beforeId: string): string {
  return toBase64Url(JSON.stringify({ v: CURSOR_VERSION, before: beforeId }));
}

/** The event id the cursor points after, or null when it is not a cursor of ours. */
export function decodeEventsCursor(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { v, before } = value as Record<string, unknown>;
  if (v !== CURSOR_VERSION || typeof before !== 'string' || !isPrefixedUlid('whe_', before)) {
    return null;
  }
  return before;
}
