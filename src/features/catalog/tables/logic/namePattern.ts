/**
 * The name filter as the service's right-fuzzy pattern: what the user typed is a prefix
 * (`ord` → `ord%`) unless they wrote their own `%` wildcards, which are sent as typed.
 */
export function namePattern(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return trimmed.includes('%') ? trimmed : `${trimmed}%`;
}
