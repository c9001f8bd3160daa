// Its own module, not losslessJson.ts: that one is in every route's first chunk (the request
// core), this one only where a row filter is read.
const NUMBER_MARK = '\u0000number:';

/**
 * `JSON.parse` in which every number reaches `number(text, key)` as the text it was written as,
 * so a literal above 2^53 keeps every digit and the caller decides what each becomes (a holder of
 * the digits, or a plain number for sizes and indexes). String contents are skipped.
 */
export function parseJsonNumbersAsText(
  text: string,
  number: (digits: string, key: string) => unknown,
): unknown {
  let out = '';
  let copiedUpTo = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i += 1;
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      const start = i;
      while (i < text.length && /[-+0-9.eE]/.test(text[i] ?? '')) i += 1;
      // The mark's U+0000 is written escaped: JSON refuses a raw control character.
      out += `${text.slice(copiedUpTo, start)}"\\u0000number:${text.slice(start, i)}"`;
      copiedUpTo = i;
      continue;
    }
    i += 1;
  }
  return JSON.parse(out + text.slice(copiedUpTo), (key, value: unknown) =>
    typeof value === 'string' && value.startsWith(NUMBER_MARK)
      ? number(value.slice(NUMBER_MARK.length), key)
      : value,
  );
}
