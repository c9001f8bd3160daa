/**
 * The service's name pattern is SQL-style right-fuzzy: what the user types matches names that
 * start with it (`mark` → `mark%`), unless they wrote their own `%` wildcards.
 */
export function namePattern(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return trimmed.includes('%') ? trimmed : `${trimmed}%`;
}
