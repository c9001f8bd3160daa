import { createRng } from './rng';
import { decodeUlidTime, encodeUlid, isPrefixedUlid, prefixedUlid, ULID_PATTERN } from './ulid';

describe('ULID', () => {
  it('encodes 26 Crockford base32 characters with the time first', () => {
    const rng = createRng(1);
    const id = encodeUlid(1_469_918_176_385, rng.next);
    expect(id).toHaveLength(26);
    expect(id).toMatch(ULID_PATTERN);
    // The spec's example time prefix: 1469918176385 → 01ARYZ6S41.
    expect(id.slice(0, 10)).toBe('01ARYZ6S41');
    expect(encodeUlid(0, () => 0)).toBe('0'.repeat(26));
    expect(encodeUlid(2 ** 48 - 1, () => 0.999999).slice(0, 10)).toBe('7ZZZZZZZZZ');
  });

  it('rejects times outside 0 … 2^48-1', () => {
    expect(() => encodeUlid(-1, Math.random)).toThrow(RangeError);
    expect(() => encodeUlid(2 ** 48, Math.random)).toThrow(RangeError);
    expect(() => encodeUlid(1.5, Math.random)).toThrow(RangeError);
  });

  it('orders by time under plain string comparison', () => {
    const rng = createRng(7);
    const times = [0, 1, 31, 32, 1_000, 1_700_000_000_000, 1_700_000_000_001, 2 ** 47];
    const ids = times.map((t) => encodeUlid(t, rng.next));
    expect([...ids].sort()).toEqual(ids);
  });

  it('decodes the time of bare and prefixed ids', () => {
    const rng = createRng(3);
    for (const t of [0, 1, 1_700_000_123_456, 2 ** 48 - 1]) {
      expect(decodeUlidTime(encodeUlid(t, rng.next))).toBe(t);
      expect(decodeUlidTime(prefixedUlid('whe_', t, rng.next))).toBe(t);
    }
    expect(() => decodeUlidTime('wep_not-a-ulid')).toThrow(RangeError);
    expect(() => decodeUlidTime('8ZZZZZZZZZZZZZZZZZZZZZZZZZ')).toThrow(RangeError);
  });

  it('checks prefixed ids', () => {
    const id = prefixedUlid('wep_', Date.now(), createRng(5).next);
    expect(isPrefixedUlid('wep_', id)).toBe(true);
    expect(isPrefixedUlid('whe_', id)).toBe(false);
    expect(isPrefixedUlid('wep_', 'wep_01ARZ3NDEKTSV4RRFFQ69G5FAI')).toBe(false); // I is not Crockford
    expect(isPrefixedUlid('wep_', 'wep_01ARZ3NDEKTSV4RRFFQ69G5FA')).toBe(false);
  });
});
