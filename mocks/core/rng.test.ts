import { createRng, deriveSeed } from './rng';

describe('rng', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('has inclusive int ranges, picks, weights and chances', () => {
    const rng = createRng(9);
    const ints = new Set(Array.from({ length: 500 }, () => rng.int(2, 4)));
    expect([...ints].sort()).toEqual([2, 3, 4]);
    expect(rng.pick(['only'])).toBe('only');
    expect(() => rng.pick([])).toThrow(RangeError);
    const picks = Array.from({ length: 2_000 }, () =>
      rng.weighted([
        ['a', 9],
        ['b', 1],
        ['never', 0],
      ] as const),
    );
    const share = picks.filter((p) => p === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(picks).not.toContain('never');
    expect(rng.chance(0)).toBe(false);
    expect(rng.chance(1)).toBe(true);
    expect(Number.isFinite(rng.normal())).toBe(true);
  });

  it('derives independent stable sub-seeds', () => {
    expect(deriveSeed(1, 'x', 0)).toBe(deriveSeed(1, 'x', 0));
    expect(deriveSeed(1, 'x', 0)).not.toBe(deriveSeed(1, 'x', 1));
    expect(deriveSeed(1, 'x', 0)).not.toBe(deriveSeed(2, 'x', 0));
  });
});
