/**
 * Temporary storage credentials (GetCatalogToken, GetTableToken): fresh random values on every
 * call (crypto, never Math.random, never seeded: a credential must not repeat), valid for 1 h.
 */
import { TOKEN_KEYS, TOKEN_TTL_MS } from '../assumed';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = `${ALPHANUMERIC}+/`;

function randomText(length: number, alphabet: string): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += alphabet.charAt(byte % alphabet.length);
  return out;
}

export function issueToken(
  bucket: string,
  endpoint: string,
  now: number,
): { token: Record<string, string>; expiresAtMillis: number } {
  return {
    token: {
      [TOKEN_KEYS.accessKeyId]: `STS.${randomText(25, ALPHANUMERIC)}`,
      [TOKEN_KEYS.accessKeySecret]: randomText(44, ALPHANUMERIC),
      [TOKEN_KEYS.securityToken]: `CAIS${randomText(380, BASE64)}`,
      [TOKEN_KEYS.endpoint]: endpoint,
      [TOKEN_KEYS.bucket]: bucket,
    },
    expiresAtMillis: now + TOKEN_TTL_MS,
  };
}
