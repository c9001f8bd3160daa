/**
 * A sign-in between /auth/login and /auth/callback: what its sealed cookie holds, and the page to
 * come back to, kept only when it is a page of this site.
 */

/** `returnTo` when it is a path on this site (not another origin, not a protocol-relative or
 * backslash trick, not back into /auth), else null. */
export function safeReturnTo(value: unknown, publicUrl: string): string | null {
  if (value === undefined || value === '') return '/';
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  exp: number;
}

export function isPending(value: unknown): value is PendingSignIn {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['state', 'nonce', 'verifier', 'returnTo'].every((k) => typeof v[k] === 'string') &&
    typeof v.exp === 'number'
  );
}
