/**
 * `JSON.parse` that keeps every digit of the integer values of the named keys by reading them as
 * strings (docs/design.md §8: int64 ids above 2^53 would otherwise be rounded). It quotes those
 * numbers in the text before parsing; string contents are skipped, so a description that happens
 * to contain `"ScreenID": 1` is left alone.
 */
export function parseJsonKeepingDigits(text: string, keys: ReadonlySet<string>): unknown {
  let out = '';
  let copiedUpTo = 0;
  let lastString: string | null = null;
  let afterKey = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"') {
      const start = i;
      i += 1;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i += 1;
      lastString = text.slice(start + 1, i - 1);
      afterKey = false;
      continue;
    }
    if (char === ':') {
      afterKey = lastString !== null && keys.has(lastString);
      i += 1;
      continue;
    }
    if (afterKey && (char === '-' || (char !== undefined && char >= '0' && char <= '9'))) {
      const start = i;
      while (i < text.length && /[-+0-9.eE]/.test(text[i] ?? '')) i += 1;
      const number = text.slice(start, i);
      // Only integers are ids; a fraction or exponent is left for the schema to reject.
      if (/^-?\d+$/.test(number)) {
        out += `${text.slice(copiedUpTo, start)}"${number}"`;
        copiedUpTo = i;
      }
      afterKey = false;
      continue;
    }
    if (char !== ' ' && char !== '\n' && char !== '\r' && char !== '\t') {
      afterKey = false;
      lastString = char === ',' || char === '{' ? null : lastString;
    }
    i += 1;
  }
  return JSON.parse(out + text.slice(copiedUpTo));
}

const INT64_MARK = '\u0000int64:';
const INT64_MARKED = /"\\u0000int64:(-?\d+)"/g;

/**
 * `JSON.stringify` for request bodies in which a bigint is written as bare digits: an int64 sent
 * back to a service (a receiver's tenant id above 2^53) keeps every digit (docs/design.md §8),
 * where `JSON.stringify` alone refuses a bigint and a JS number would round it. Bigints pass
 * through as marked strings whose quotes are dropped after; the mark starts with U+0000, which JSON
 * writes escaped, and a string of the body that starts with it is refused rather than misread.
 */
export function stringifyJsonWithInt64(value: unknown): string {
  let marked = false;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint') {
      marked = true;
      return `${INT64_MARK}${item.toString()}`;
    }
    if (typeof item === 'string' && item.startsWith(INT64_MARK)) {
      throw new TypeError('A string of a JSON body starts with the int64 mark');
    }
    return item;
  });
  return marked ? text.replace(INT64_MARKED, '$1') : text;
}
