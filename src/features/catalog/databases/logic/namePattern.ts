/**
 * What the name search sends: the service matches SQL-style and right-fuzzy, so plain text means
 * "names starting with it" (`sal` → `sal%`), while text with its own `%` is sent as typed.
 * Blank text sends no pattern at all.
 */
export function toNamePattern(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return trimmed.includes('%') ? trimmed : `${trimmed}%`;
}
