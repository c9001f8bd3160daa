/**
 * Named records kept in name order (code units) with a map beside the order, so a page is a
 * binary search plus a short scan: 10,000 tables page in well under a millisecond and nothing is
 * rebuilt per request. Inserts and deletes splice the order (rare: journaled writes only).
 */
export class SortedNames<T> {
  private readonly order: string[] = [];
  private readonly byName = new Map<string, T>();

  /** Builds from records already unique by name, in any order. */
  static from<T>(items: readonly T[], nameOf: (item: T) => string): SortedNames<T> {
    const sorted = new SortedNames<T>();
    for (const item of items) sorted.byName.set(nameOf(item), item);
    sorted.order.push(...sorted.byName.keys());
    sorted.order.sort(compareNames);
    return sorted;
  }

  get size(): number {
    return this.order.length;
  }

  get(name: string): T | undefined {
    return this.byName.get(name);
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** Adds or replaces the record under this name. */
  set(name: string, item: T): void {
    if (!this.byName.has(name)) this.order.splice(lowerBound(this.order, name), 0, name);
    this.byName.set(name, item);
  }

  delete(name: string): boolean {
    if (!this.byName.delete(name)) return false;
    this.order.splice(lowerBound(this.order, name), 1);
    return true;
  }

  /** Every record in name order (a fresh array). */
  values(): T[] {
    return this.order.map((name) => this.byName.get(name) as T);
  }

  /** Visits every record in name order without copying. */
  forEach(visit: (item: T) => void): void {
    for (const name of this.order) visit(this.byName.get(name) as T);
  }

  /**
   * One page of the records that match, after `after` (exclusive; null from the start). `prefix`
   * (the pattern's literal start) narrows the scan to that name range. `more` says whether any
   * match follows the page.
   */
  page(options: {
    after: string | null;
    limit: number;
    prefix: string;
    matches: (name: string, item: T) => boolean;
  }): { items: T[]; more: boolean } {
    const { after, limit, prefix, matches } = options;
    let index = lowerBound(this.order, prefix);
    if (after !== null) index = Math.max(index, upperBound(this.order, after));
    const items: T[] = [];
    for (; index < this.order.length; index += 1) {
      const name = this.order[index] as string;
      if (!name.startsWith(prefix)) break;
      const item = this.byName.get(name) as T;
      if (!matches(name, item)) continue;
      if (items.length === limit) return { items, more: true };
      items.push(item);
    }
    return { items, more: false };
  }
}

function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** First index whose name is >= `name`. */
function lowerBound(order: readonly string[], name: string): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((order[mid] as string) < name) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** First index whose name is > `name`. */
function upperBound(order: readonly string[], name: string): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((order[mid] as string) <= name) low = mid + 1;
    else high = mid;
  }
  return low;
}
