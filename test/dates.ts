/**
 * Local calendar dates for tests of the screen's time windows, written out here rather than taken
 * from the code under test (src/api/screen/timeRange.ts).
 */

/** A local date as `YYYY-MM-DD`. */
function dateKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last `count` local dates, today last. */
export function lastDates(count: number, now = Date.now()): string[] {
  const today = new Date(now);
  return Array.from({ length: count }, (_, i) =>
    dateKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - i))),
  );
}

/**
 * The local dates a request's window touches, from its `StartTime` and `EndTime` (seconds for
 * attack analysis, milliseconds otherwise; no `EndTime` means now).
 */
export function datesAsked(params: URLSearchParams): string[] {
  const unit = params.get('Action') === 'DescribeScreenAttackAnalysisData' ? 1000 : 1;
  const start = new Date(Number(params.get('StartTime')) * unit);
  const endRaw = params.get('EndTime');
  const end = endRaw === null ? Date.now() : Number(endRaw) * unit;
  const dates: string[] = [];
  for (
    let day = new Date(start.getFullYear(), start.getMonth(), start.getDate());
    day.getTime() <= end;
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  ) {
    dates.push(dateKey(day));
  }
  return dates;
}
