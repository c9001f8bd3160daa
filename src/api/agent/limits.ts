import { EVENTS_LIMIT_DEFAULT, EVENTS_LIMIT_MAX, EVENTS_LIMIT_MIN } from './assumed';

/** The page size the service accepts (1–100), from whatever the URL or a caller asked for. */
export function clampEventsLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return EVENTS_LIMIT_DEFAULT;
  return Math.min(EVENTS_LIMIT_MAX, Math.max(EVENTS_LIMIT_MIN, Math.trunc(limit)));
}
