/**
 * JSON text in which a bigint is written as bare digits: int64 values above 2^53 (Iceberg
 * snapshot ids) reach the client with every digit, as a real service sends them (docs/design.md
 * §8). `JSON.stringify` refuses bigints, so they pass through as marked strings whose quotes are
 * dropped after. The mark starts with U+0000, which JSON writes escaped (`\u0000`) and no other
 * string of a body starts with.
 */
import { HttpResponse } from 'msw';
import { rewriteBody } from '../corpus/rewrite';
import { getCorpus } from '../corpus/state';
import { requestId } from './respond';

const MARK = '\u0000int64:';
const MARKED = /"\\u0000int64:(-?\d+)"/g;

export function stringifyInt64(body: unknown): string {
  const text = JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${MARK}${value.toString()}` : value,
  );
  return text.replace(MARKED, '$1');
}

/** A lake 200 whose int64 values (bigints) keep every digit, with its request id header. */
export function int64Response(body: unknown): Response {
  // The hostile-data corpus, as mockService applies it to every other answer.
  const shown = getCorpus() ? rewriteBody('lake', body) : body;
  return new HttpResponse(stringifyInt64(shown), {
    headers: { 'content-type': 'application/json', 'x-request-id': requestId() },
  });
}
