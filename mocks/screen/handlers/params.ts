// Reading the screen service's RPC parameters: each reader returns the typed value or answers
// 400 InvalidParameter naming the parameter (docs/design.md §3), as the service does.
import { INVALID_PARAMETER_CODE } from '../../../src/api/screen/assumed';
import { DAY_MS } from '../store/calendar';
import { SCREEN_ID_MAX } from '../store';
import type { ScreenTextLang } from '../seeds/texts';
import { MockHttpError } from '../../core/mockService';

/** Times this far in the future are taken for the wrong unit (ms where seconds are due). */
const FUTURE_SLACK_MS = DAY_MS;
/** Below this a millisecond timestamp is really seconds (1973 in ms, year 5138 in seconds). */
const MIN_MS_TIMESTAMP = 1e11;
/** How far back DescribeScreenOperateInfo may start (assumed; the UI offers up to 30 days). */
export const OPERATE_MAX_AGE_MS = 366 * DAY_MS;

export function invalid(param: string, message: string): never {
  throw new MockHttpError(400, `${param} ${message}`, INVALID_PARAMETER_CODE);
}

/** A parameter's value; '' counts as absent for optional ones. */
export function optional(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value === null || value === '' ? null : value;
}

export function required(query: URLSearchParams, name: string): string {
  const value = optional(query, name);
  if (value === null) invalid(name, 'is required.');
  return value;
}

export function integer(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    invalid(name, `must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}.`);
  }
  return value;
}

export function booleanParam(name: string, raw: string): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  invalid(name, `must be true or false, got ${JSON.stringify(raw)}.`);
}

/** A JSON text's value; null when it is not JSON, which every caller refuses as the wrong shape. */
export function jsonOrNull(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function langOf(query: URLSearchParams, fallback: ScreenTextLang = 'zh'): ScreenTextLang {
  const raw = optional(query, 'Lang');
  if (raw === null) return fallback;
  if (raw === 'zh' || raw === 'en') return raw;
  invalid('Lang', `must be zh or en, got ${JSON.stringify(raw)}.`);
}

/** A millisecond timestamp; a value in seconds is refused, as is one from the far future. */
export function msTimestamp(name: string, raw: string, nowMs: number): number {
  const value = integer(name, raw, 0, Number.MAX_SAFE_INTEGER);
  if (value < MIN_MS_TIMESTAMP) invalid(name, `is in milliseconds; ${raw} looks like seconds.`);
  if (value > nowMs + FUTURE_SLACK_MS) invalid(name, `must not be in the future, got ${raw}.`);
  return value;
}

/** A timestamp in seconds; a value in milliseconds is refused. */
export function secondsTimestamp(name: string, raw: string, nowMs: number): number {
  const value = integer(name, raw, 0, Number.MAX_SAFE_INTEGER);
  if (value * 1000 > nowMs + FUTURE_SLACK_MS) {
    invalid(name, `is in seconds and must not be in the future; got ${raw}.`);
  }
  return value;
}

export function screenId(name: string, raw: string): number {
  return integer(name, raw, 1, SCREEN_ID_MAX);
}
