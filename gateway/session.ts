/**
 * Sealed cookies (docs/deploy.md "Sign-in and sessions"): the session and the sign-in's pending
 * state live in the browser, encrypted and authenticated with JWE (`dir` + `A256GCM`, jose), so
 * no instance keeps anything and every instance with the same keys reads them. Each configured
 * key (≥ 32 characters) becomes a 256-bit key through HKDF; the first seals, every one opens
 * (rotation: put the new key first, drop the old one once the longest session is over). The
 * key's id in the header is a hash of the derived key, never the key.
 * A cookie that does not open (another deployment's key, tampered with, not a JWE) or whose
 * times are over is no session at all: `open` returns null.
 */
import { createHash, hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

interface SealKey {
  kid: string;
  key: Uint8Array;
}

export class CookieSealer {
  private readonly keys: SealKey[];

  constructor(secrets: readonly string[], purpose = 'parapet-session-v1') {
    if (secrets.length === 0) throw new Error('at least one session key');
    this.keys = secrets.map((secret) => {
      const key = new Uint8Array(hkdfSync('sha256', secret, 'parapet', purpose, 32));
      return { kid: createHash('sha256').update(key).digest('base64url').slice(0, 12), key };
    });
  }

  async seal(value: object): Promise<string> {
    const [first] = this.keys;
    if (!first) throw new Error('no session key');
    return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value)))
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: first.kid })
      .encrypt(first.key);
  }

  /** The sealed value, or null when no key opens it or it is not a JWE at all. */
  async open(sealed: string | undefined): Promise<unknown> {
    if (!sealed || sealed.length > 4096) return null;
    try {
      const { plaintext } = await compactDecrypt(
        sealed,
        (header) => {
          const match = this.keys.find((k) => k.kid === header.kid);
          if (!match) throw new Error('unknown key');
          return match.key;
        },
        { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] },
      );
      return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
    } catch {
      return null;
    }
  }
}

/** What the session cookie holds: who, their role, and its two clocks (seconds since the epoch). */
export interface Session {
  sub: string;
  name: string | null;
  email: string | null;
  role: string;
  /** When the person signed in: the absolute lifetime counts from here. */
  iat: number;
  /** The last request seen: the idle lifetime counts from here. */
  lat: number;
}

export interface Lifetimes {
  idleSeconds: number;
  absoluteSeconds: number;
}

export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.role === 'string' &&
    typeof v.iat === 'number' &&
    typeof v.lat === 'number' &&
    (v.email === null || typeof v.email === 'string') &&
    (v.name === null || typeof v.name === 'string')
  );
}

/** Why a session that opened is no longer good, or null while it is. */
export function expiry(session: Session, now: number, lifetimes: Lifetimes): string | null {
  if (session.iat > now + 60 || session.lat > now + 60) return 'from the future';
  if (now - session.iat >= lifetimes.absoluteSeconds) return 'absolute lifetime over';
  if (now - session.lat >= lifetimes.idleSeconds) return 'idle too long';
  return null;
}

/** A `Cookie` header's value for `name`, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

/** A `Set-Cookie` value: HttpOnly, SameSite=Lax, Path=/, Secure unless turned off. */
export function setCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
    `Max-Age=${options.maxAge}`,
  ].join('; ');
}
