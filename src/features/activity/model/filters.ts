import {
  ACTIVITY_MAX_PAGE_SIZE,
  ACTIVITY_OUTCOMES,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_SERVICES,
  type ActivityFilter,
  type ActivityOutcome,
  type ActivityService,
} from '../../../api/activity/model';
import { paramCodecs, type ParamCodec } from '../../../lib/useSearchParamState';

/** An ISO time, or null; anything that is not a time reads as absent. */
const isoTime = (): ParamCodec<string | null> => ({
  parse: (raw) => (raw && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : null),
  format: (value) => value || null,
});

/** Where each filter lives in the URL (bookmarkable; a reload shows the same records). */
export const ACTIVITY_PARAMS = {
  user: paramCodecs.optional(),
  operation: paramCodecs.optional(),
  service: paramCodecs.oneOf(['', ...ACTIVITY_SERVICES], ''),
  outcome: paramCodecs.oneOf(['', ...ACTIVITY_OUTCOMES], ''),
  from: isoTime(),
  to: isoTime(),
  size: paramCodecs.integer(ACTIVITY_PAGE_SIZE, (value) =>
    Math.min(ACTIVITY_MAX_PAGE_SIZE, Math.max(1, Math.trunc(value))),
  ),
};

/** Page sizes offered (the contract's default among them). */
export const ACTIVITY_PAGE_SIZES = [20, ACTIVITY_PAGE_SIZE, 100, ACTIVITY_MAX_PAGE_SIZE] as const;

export interface ActivityParams {
  user: string | null;
  operation: string | null;
  service: '' | ActivityService;
  outcome: '' | ActivityOutcome;
  from: string | null;
  to: string | null;
  size: number;
}

/** The filter the URL asks for; the person only when the viewer may filter by person. */
export function filterOf(params: ActivityParams, byPerson: boolean): ActivityFilter {
  const filter: ActivityFilter = {};
  if (byPerson && params.user) filter.user = params.user;
  if (params.operation) filter.operation = params.operation;
  if (params.service) filter.service = params.service;
  if (params.outcome) filter.outcome = params.outcome;
  if (params.from) filter.from = params.from;
  if (params.to) filter.to = params.to;
  return filter;
}

export const isFiltered = (params: ActivityParams) =>
  Boolean(
    params.user || params.operation || params.service || params.outcome || params.from || params.to,
  );

/** The range presets, as durations back from now. */
export const RANGE_PRESETS = [
  { key: 'hour', ms: 3_600_000 },
  { key: 'day', ms: 86_400_000 },
  { key: 'week', ms: 7 * 86_400_000 },
  { key: 'month', ms: 30 * 86_400_000 },
] as const;
