/**
 * Keys in the order of their columns (Paimon orders keys as the columns are ordered, and the
 * pickers list them so): a key that is no column keeps its place after those that are.
 */
export function inColumnOrder(keys: readonly string[], columns: readonly string[]): string[] {
  const position = new Map<string, number>();
  columns.forEach((name, index) => {
    if (!position.has(name)) position.set(name, index);
  });
  const at = (key: string) => position.get(key) ?? columns.length;
  // Array.prototype.sort is stable: keys that are no column keep their order.
  return [...keys].sort((a, b) => at(a) - at(b));
}
