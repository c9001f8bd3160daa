import { numberFormat } from '../../../../lib/intl';

/**
 * An int64 count (added rows) in the user's language with every digit: formatted as a BigInt,
 * never through a JS number. A value that is not integer digits is shown as it came.
 */
export function formatInt64(value: string | undefined, locale: string): string {
  if (value === undefined) return '';
  if (!/^-?\d+$/.test(value)) return value;
  return numberFormat(locale).format(BigInt(value));
}
