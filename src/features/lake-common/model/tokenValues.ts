/**
 * How credential values are named and masked. Pure, so the masking rules are tested without a
 * page: nothing here keeps or logs a value.
 */

/** Token keys the console names ("fs.store.accessKeyId" → accessKeyId); others are shown raw. */
const KNOWN_TOKEN_KEYS = [
  'accessKeyId',
  'accessKeySecret',
  'securityToken',
  'endpoint',
  'bucket',
  'expiresAtMillis',
] as const;
type KnownTokenKey = (typeof KNOWN_TOKEN_KEYS)[number];

const MASK = '••••••••';

/** The known name of a raw key, or null. */
export function knownTokenKey(rawKey: string): KnownTokenKey | null {
  const last = rawKey.split('.').pop() ?? rawKey;
  return (KNOWN_TOKEN_KEYS as readonly string[]).includes(last) ? (last as KnownTokenKey) : null;
}

/** Secrets are masked completely; other values keep their last four characters to tell them apart. */
function isSecretKey(rawKey: string): boolean {
  return /secret|token|password/i.test(rawKey.split('.').pop() ?? rawKey);
}

export function maskValue(rawKey: string, value: string): string {
  if (isSecretKey(rawKey) || value.length <= 4) return MASK;
  return `${MASK}${value.slice(-4)}`;
}

/** Known keys first in a fixed order, then the others by name. */
export function orderTokenKeys(keys: readonly string[]): string[] {
  const rank = (key: string) => {
    const known = knownTokenKey(key);
    return known === null ? KNOWN_TOKEN_KEYS.length : KNOWN_TOKEN_KEYS.indexOf(known);
  };
  return [...keys].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** "59:12", or "1:00:00" from an hour up; never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
