/**
 * Page tokens of the lake lists (opaque to clients; assumed, see lake/assumed.ts): base64url of
 * `{"v":1,"a":"<last name returned>","s":"<signature>"}`. The position is a name, not an offset,
 * so creating or dropping items between pages neither repeats nor skips the others. The signature
 * ties the token to its list (operation, parent, pattern): any other token is refused.
 */
import { decodeJsonToken, encodeJsonToken } from '../../core/base64';
import { deriveSeed } from '../../core/rng';
import { PAGE_TOKEN_VERSION } from '../assumed';

const TOKEN_SECRET = 0x70a9e7;

export interface PageScope {
  /** The list operation. */
  list: string;
  /** Whose list it is (catalog id, database, table), '' for catalogs. */
  parent: string;
  pattern: string;
}

function signature(scope: PageScope, after: string): string {
  return deriveSeed(
    TOKEN_SECRET,
    PAGE_TOKEN_VERSION,
    scope.list,
    scope.parent,
    scope.pattern,
    after,
  ).toString(36);
}

export function encodePageToken(scope: PageScope, after: string): string {
  return encodeJsonToken({ v: PAGE_TOKEN_VERSION, a: after, s: signature(scope, after) });
}

/** The name the page starts after, or null when the token was not issued for this list. */
export function decodePageToken(scope: PageScope, token: string): string | null {
  const fields = decodeJsonToken(token);
  if (fields === null) return null;
  const { v, a, s } = fields;
  if (v !== PAGE_TOKEN_VERSION || typeof a !== 'string' || typeof s !== 'string') return null;
  return s === signature(scope, a) ? a : null;
}
