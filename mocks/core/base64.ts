/**
 * The mock's one Base64 codec (logo bytes in the journal, upload policies, encoded attack URLs,
 * and the base64url page tokens and cursors of the lake and agent lists). `btoa`/`atob` work on
 * byte strings, so text goes through UTF-8 bytes both ways.
 */

export function bytesToBase64(bytes: Uint8Array): string {
  // A loop, not `String.fromCharCode(...bytes)`: a large picture would overflow the argument list.
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws on text that is not Base64. */
export function base64ToBytes(data: string): Uint8Array {
  return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
}

export const utf8ToBase64 = (text: string): string => bytesToBase64(new TextEncoder().encode(text));

/** Throws on text that is not Base64; invalid UTF-8 becomes U+FFFD. */
export const base64ToUtf8 = (data: string): string => new TextDecoder().decode(base64ToBytes(data));

/** URL-safe Base64 without padding (RFC 4648 §5), of the text's UTF-8 bytes. */
export function utf8ToBase64Url(text: string): string {
  return utf8ToBase64(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text a base64url token holds, or null when it is not base64url of UTF-8. */
export function base64UrlToUtf8(token: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token) || token.length % 4 === 1) return null;
  try {
    const bytes = base64ToBytes(token.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** An opaque token of the lists' paging: base64url of the fields' JSON. */
export const encodeJsonToken = (fields: Readonly<Record<string, unknown>>): string =>
  utf8ToBase64Url(JSON.stringify(fields));

/** The fields a token made by `encodeJsonToken` holds, or null when it is not such a token. */
export function decodeJsonToken(token: string): Record<string, unknown> | null {
  const text = base64UrlToUtf8(token);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
