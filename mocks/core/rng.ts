/**
 * A small seeded PRNG (mulberry32). The mock data must be identical on every run for the same
 * anchor, so nothing in the seed may use Math.random.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  /** Standard normal (Box–Muller), for log-normal durations. */
  normal(): number;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (last === undefined) throw new RangeError('weighted() needs a non-empty list');
      return last[0];
    },
    chance: (probability) => next() < probability,
    normal: () => {
      const u = 1 - next(); // (0, 1]: log(0) would be -Infinity
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}

/** A stable sub-seed (FNV-1a over the parts), so each stream is independent of the others. */
export function deriveSeed(seed: number, ...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const char of parts.join('\u0000')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return hash >>> 0;
}
