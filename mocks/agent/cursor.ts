import { base64UrlToUtf8, utf8ToBase64Url } from '../core/base64';
import { isPrefixedUlid } from '../core/ulid';

/**
 * The events cursor (opaque to clients, assumed): base64url of `{"v":1,"before":"whe_…"}`, the
 * id of the last event already returned. Ids order like their creation times, so "older than
 * this id" is a stable position even while new events arrive.
 */
const CURSOR_VERSION = 1;

export function encodeEventsCursor(beforeId: string): string {
  return utf8ToBase64Url(JSON.stringify({ v: CURSOR_VERSION, before: beforeId }));
}

/** The event id the cursor points after, or null when it is not a cursor of ours. */
export function decodeEventsCursor(cursor: string): string | null {
  const text = base64UrlToUtf8(cursor);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
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
