import { decodeJsonToken, encodeJsonToken } from '../core/base64';
import { isPrefixedUlid } from '../core/ulid';

/**
 * The events cursor (opaque to clients, assumed): base64url of `{"v":1,"before":"whe_…"}`, the
 * id of the last event already returned. Ids order like their creation times, so "older than
 * this id" is a stable position even while new events arrive.
 */
const CURSOR_VERSION = 1;

export function encodeEventsCursor(beforeId: string): string {
  return encodeJsonToken({ v: CURSOR_VERSION, before: beforeId });
}

/** The event id the cursor points after, or null when it is not a cursor of ours. */
export function decodeEventsCursor(cursor: string): string | null {
  const fields = decodeJsonToken(cursor);
  if (fields === null) return null;
  const { v, before } = fields;
  if (v !== CURSOR_VERSION || typeof before !== 'string' || !isPrefixedUlid('whe_', before)) {
    return null;
  }
  return before;
}
