import { intlLocale } from '../../../../lib/format';

const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

/**
 * How long ago something happened, as the largest units that matter: "2 days, 3 hr, 15 min",
 * "4 min, 12 sec". At most three units from the largest non-zero one, so the text stays short and
 * still visibly moves when it is shown live.
 */
export function formatAge(ms: number, locale: string): string {
  const tag = intlLocale(locale);
  let rest = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000) * 1000) : 0;
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (parts.length === 0 && amount === 0 && unit !== 'second') continue;
    if (parts.length >= 3) break;
    parts.push(
      new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short' }).format(amount),
    );
  }
  return new Intl.ListFormat(tag, { type: 'unit', style: 'narrow' }).format(parts);
}
