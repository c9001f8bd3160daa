/**
 * `client_url` as asked for with `Base64: true`. Standard or URL-safe alphabet, padding optional;
 * the bytes must be UTF-8. Anything else is not decoded (the caller shows the raw text and says so).
 */
export function decodeBase64Utf8(text: string): { ok: true; text: string } | { ok: false } {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return { ok: false };
  const unpadded = compact.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (unpadded.length % 4 === 1) return { ok: false };
  const padded = unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false };
  }
}
