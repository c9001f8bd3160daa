/** Reading lake requests: paging, name patterns, dates and JSON bodies, each refused with a 400 naming the parameter. */
import { MAX_RESULTS_DEFAULT, MAX_RESULTS_MAX } from '../../../src/api/lake/limits';
import { dayOf, parseDay } from '../store/time';
import type { SortedNames } from '../store/sortedNames';
import { decodePageToken, encodePageToken, type PageScope } from './pageTokens';
import { PATTERN_WILDCARD } from '../assumed';
import { invalidParameter } from './errors';

export function parseMaxResults(query: URLSearchParams): number {
  const raw = query.get('maxResults');
  if (raw === null) return MAX_RESULTS_DEFAULT;
  const value = Number(raw);
  if (/^\d+$/.test(raw) && value >= 1 && value <= MAX_RESULTS_MAX) return value;
  throw invalidParameter(
    'maxResults',
    `must be an integer from 1 to ${MAX_RESULTS_MAX}, got ${JSON.stringify(raw)}.`,
  );
}

interface NamePattern {
  /** The literal start every match has (the whole name for an exact pattern). */
  prefix: string;
  matches: (name: string) => boolean;
}

const ANY: NamePattern = { prefix: '', matches: () => true };

/** SQL LIKE with `%` only (lake/assumed.ts): `ord%`, `o%s%`, `%`; no `%` is an exact name. */
function namePattern(pattern: string): NamePattern {
  if (pattern === '') return ANY;
  const wildcard = pattern.indexOf(PATTERN_WILDCARD);
  if (wildcard < 0) return { prefix: pattern, matches: (name) => name === pattern };
  const source = pattern
    .split(PATTERN_WILDCARD)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  const regex = new RegExp(`^${source}$`, 's');
  return { prefix: pattern.slice(0, wildcard), matches: (name) => regex.test(name) };
}

interface ListPage<T> {
  items: T[];
  nextPageToken: string | null;
}

/**
 * One page of a sorted list: `maxResults`, `pageToken` (empty: the first page) and the pattern
 * parameter of the operation. `visible` hides items that exist but are not listed (a catalog
 * that is gone).
 */
export function listPage<T>(
  sorted: SortedNames<T>,
  request: {
    query: URLSearchParams;
    patternParam: string;
    list: string;
    parent: string;
    nameOf: (item: T) => string;
    visible?: (item: T) => boolean;
  },
): ListPage<T> {
  const { query, patternParam, list, parent, nameOf, visible } = request;
  const limit = parseMaxResults(query);
  const pattern = query.get(patternParam) ?? '';
  const scope: PageScope = { list, parent, pattern };
  const token = query.get('pageToken') ?? '';
  let after: string | null = null;
  if (token !== '') {
    after = decodePageToken(scope, token);
    if (after === null) {
      throw invalidParameter(
        'pageToken',
        'is not a token of this list; pass the nextPageToken of the previous page (same pattern), or none for the first page.',
      );
    }
  }
  const { prefix, matches } = namePattern(pattern);
  const page = sorted.page({
    after,
    limit,
    prefix,
    matches: (name, item) => matches(name) && (visible?.(item) ?? true),
  });
  const last = page.items[page.items.length - 1];
  return {
    items: page.items,
    nextPageToken: page.more && last !== undefined ? encodePageToken(scope, nameOf(last)) : null,
  };
}

/** A `yyyy-MM-dd` query parameter; empty or absent when `optional` gives null. */
export function dayParam(query: URLSearchParams, name: string, optional: boolean): string | null {
  const raw = query.get(name) ?? '';
  if (raw === '') {
    if (optional) return null;
    throw invalidParameter(name, 'is required (yyyy-MM-dd).');
  }
  if (!parseDay(raw))
    throw invalidParameter(name, `must be a date yyyy-MM-dd, got ${JSON.stringify(raw)}.`);
  return raw;
}

/** Date of a storage summary: today when absent; a later day is refused. */
export function summaryDay(query: URLSearchParams, now: number): { day: string; today: string } {
  const today = dayOf(now);
  const day = dayParam(query, 'date', true) ?? today;
  if (day > today)
    throw invalidParameter('date', `${day} is after today (${today}): no summary yet.`);
  return { day, today };
}

export type JsonRecord = Record<string, unknown>;

export async function jsonBody(request: Request): Promise<JsonRecord> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw invalidParameter('body', 'must be a JSON object.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidParameter('body', 'must be a JSON object.');
  }
  return body as JsonRecord;
}

export function stringMap(value: unknown, field: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParameter(field, 'must be an object of string values.');
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.trim() === '') throw invalidParameter(field, 'has an empty key.');
    if (typeof item !== 'string') throw invalidParameter(`${field}.${key}`, 'must be a string.');
  }
  return { ...(value as Record<string, string>) };
}

/** AlterCatalog/AlterDatabase body: `removals` (keys) and `updates` (map), not naming a key twice. */
export function optionsChange(body: JsonRecord): {
  removals: string[];
  updates: Record<string, string>;
} {
  const { removals = [], updates } = body;
  if (!Array.isArray(removals))
    throw invalidParameter('removals', 'must be an array of option keys.');
  removals.forEach((key, index) => {
    if (typeof key !== 'string' || key.trim() === '') {
      throw invalidParameter(`removals[${index}]`, 'must be a non-empty option key.');
    }
  });
  const map = stringMap(updates, 'updates');
  for (const key of removals as string[]) {
    if (Object.hasOwn(map, key)) {
      throw invalidParameter(
        `updates.${key}`,
        'is also in removals; an option is either removed or set.',
      );
    }
  }
  return { removals: removals as string[], updates: map };
}

/** `isInternal` of GetTableToken: true when absent. */
export function booleanParam(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw invalidParameter(name, `must be true or false, got ${JSON.stringify(raw)}.`);
}
