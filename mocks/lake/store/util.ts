/** Element `index` of a list the caller knows to be long enough (a bug otherwise, not data). */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item at ${index} of ${items.length}`);
  return item;
}

/** Splits `total` in proportion to `weights`, exactly (largest remainder, ties by index). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const raw = weights.map((weight) => (weight / sum) * total);
  const counts = raw.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  if (left > 0) {
    const order = raw
      .map((value, index) => ({ index, rest: value - Math.floor(value) }))
      .sort((a, b) => b.rest - a.rest || a.index - b.index);
    for (const { index } of order) {
      if (left <= 0) break;
      counts[index] = (counts[index] ?? 0) + 1;
      left -= 1;
    }
  }
  return counts;
}

/** A uuid-shaped id (version 4 layout) from a uniform [0, 1) source. */
export function uuidFrom(next: () => number): string {
  let hex = '';
  for (let i = 0; i < 4; i += 1) {
    hex += Math.floor(next() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  }
  const variant = ((parseInt(hex.charAt(16), 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
