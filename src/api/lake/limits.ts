/** Page size limits (spec, Limits: default and maximum 1000 where stated; used for every list). */
export const MAX_RESULTS_MAX = 1000;
export const MAX_RESULTS_DEFAULT = 1000;

/** Page sizes the console offers. */
export const PAGE_SIZES = [50, 100, 200, 500, 1000] as const;

export function clampMaxResults(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(MAX_RESULTS_MAX, Math.max(1, Math.trunc(value)));
}
