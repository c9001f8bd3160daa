/**
 * ULIDs (https://github.com/ulid/spec): 48-bit millisecond time + 80 random bits in Crockford
 * base32. The alphabet is in ASCII order, so plain string comparison orders ids by time, which is
 * what the mock's cursor paging relies on.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;
const MAX_TIME = 2 ** 48 - 1;

export const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** Uniform numbers in [0, 1); the mock passes a seeded PRNG so ids are reproducible. */
type RandomSource = () => number;

type UlidPrefix = 'wep_' | 'whe_';

export function encodeUlid(timeMs: number, random: RandomSource): string {
  if (!Number.isInteger(timeMs) || timeMs < 0 || timeMs > MAX_TIME) {
    throw new RangeError(`ULID time must be an integer from 0 to 2^48-1, got ${timeMs}`);
  }
  let time = '';
  // Division instead of bit shifts: 48 bits do not fit JavaScript's 32-bit integer operators.
  let rest = timeMs;
  for (let i = 0; i < TIME_LENGTH; i += 1) {
    time = ALPHABET.charAt(rest % 32) + time;
    rest = Math.floor(rest / 32);
  }
  let randomPart = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) {
    randomPart += ALPHABET.charAt(Math.floor(random() * 32) & 31);
  }
  return time + randomPart;
}

export function prefixedUlid(prefix: UlidPrefix, timeMs: number, random: RandomSource): string {
  return prefix + encodeUlid(timeMs, random);
}

export function isPrefixedUlid(prefix: UlidPrefix, value: string): boolean {
  return value.startsWith(prefix) && ULID_PATTERN.test(value.slice(prefix.length));
}

/** The time (ms since epoch) of a bare ULID or of a prefixed one such as `whe_<ULID>`. */
export function decodeUlidTime(id: string): number {
  const ulid = id.slice(id.indexOf('_') + 1);
  if (!ULID_PATTERN.test(ulid)) throw new RangeError(`Not a ULID: ${JSON.stringify(id)}`);
  let time = 0;
  for (let i = 0; i < TIME_LENGTH; i += 1) {
    time = time * 32 + ALPHABET.indexOf(ulid.charAt(i));
  }
  return time;
}
