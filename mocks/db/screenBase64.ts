/**
 * Base64 for the screen mock (logo bytes in the journal, upload policies, encoded attack URLs):
 * `btoa`/`atob` work on byte strings, so text goes through UTF-8 bytes both ways.
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
