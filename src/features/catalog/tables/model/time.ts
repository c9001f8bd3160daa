/** RelativeTime takes ISO text; the lake service sends Unix milliseconds (or null: never). */
export function isoOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined || !Number.isFinite(ms)
    ? null
    : new Date(ms).toISOString();
}
