/**
 * The console's time windows (src/api/screen/timeRange.ts `windowFor`) and the mock screen
 * service's calendar (mocks/screen/store/calendar.ts, which buckets every per-day series) against the
 * same hand-written cases: which local dates "the last N days" are. The console asks for a window
 * and the service answers per day; if the two rules drifted, a week would again be drawn as eight
 * dates on some tiles and the totals of tiles over "the same" week would disagree.
 */
import { parseDateOption, windowFor } from '../../src/api/screen/timeRange';
import { dayBuckets, lastDays } from '../../mocks/screen/store/calendar';

/** Local wall-clock times, so the cases read the same in any time zone. */
const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

const cases: { now: number; range: string; days: string[] }[] = [
  {
    now: at(2026, 11, 24, 15, 59),
    range: '7-day',
    days: [
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ],
  },
  {
    now: at(2027, 1, 2, 0, 1),
    range: '7-day',
    days: [
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ],
  },
  {
    now: at(2028, 3, 1, 23, 59),
    range: '3-day',
    days: ['2028-02-28', '2028-02-29', '2028-03-01'],
  },
  { now: at(2026, 11, 24, 0, 0), range: '1-day', days: ['2026-11-24'] },
];

describe('the last N days are the same dates for the console and the service', () => {
  it.each(cases)('case %#: $range', ({ now, range, days }) => {
    const window = windowFor(parseDateOption(range)!, now);
    expect(window.days).toEqual(days);
    // The service's buckets over the window the console sends: exactly those dates.
    expect(dayBuckets(window.startMs, window.endMs).labels).toEqual(days);
    // And its own "last N days" (the seven-day statistics) are the same.
    expect(lastDays(now, days.length).labels).toEqual(days);
    expect(lastDays(now, days.length).edges[0]).toBe(window.startMs);
  });
});
