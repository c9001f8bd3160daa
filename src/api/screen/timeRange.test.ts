import {
  clampAttackWindow,
  clampScoreWindow,
  localDateKey,
  parseDateOption,
  startOfLocalDay,
  windowFor,
  type RangeOption,
} from './timeRange';

const HOUR = 3_600_000;
const range = (text: string): RangeOption => parseDateOption(text)!;
/** A local wall-clock time in the runtime's zone. */
const local = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

describe('windowFor: one window per date choice', () => {
  it('7 days are exactly seven dates ending today, from local midnight six days ago until now', () => {
    const now = local(2026, 11, 24, 15, 59);
    const week = windowFor(range('7-day'), now);
    expect(week.days).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(week.startMs).toBe(local(2026, 11, 18));
    expect(week.endMs).toBe(now);
    // Not 7 × 24 hours back, which reached into an eighth date (11/17).
    expect(localDateKey(now - 7 * 24 * HOUR)).toBe('2026-11-17');
  });

  it('counts days across month and year ends, and leap days', () => {
    expect(windowFor(range('7-day'), local(2026, 3, 3, 9)).days).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(windowFor(range('3-day'), local(2028, 3, 1, 9)).days).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    const newYear = windowFor(range('7-day'), local(2027, 1, 2, 0, 1));
    expect(newYear.days).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(newYear.startMs).toBe(local(2026, 12, 27));
    expect(windowFor(range('30-day'), local(2026, 1, 15, 12)).days).toHaveLength(30);
    expect(windowFor(range('30-day'), local(2026, 1, 15, 12)).days?.[0]).toBe('2025-12-17');
  });

  it('1 day is today since midnight, even a minute after it', () => {
    const now = local(2026, 11, 24, 0, 1);
    expect(windowFor(range('1-day'), now)).toEqual({
      startMs: local(2026, 11, 24),
      endMs: now,
      requestedMs: 24 * HOUR,
      days: ['2026-11-24'],
    });
  });

  it('hours are whole clock hours ending with the current one; seconds count back from now', () => {
    const now = local(2026, 11, 24, 15, 59);
    const day = windowFor(range('24-hour'), now);
    expect(day.startMs).toBe(local(2026, 11, 23, 16));
    expect(day.days).toBeUndefined();
    expect(windowFor(range('1-hour'), now).startMs).toBe(local(2026, 11, 24, 15));
    expect(windowFor(range('90-second'), now)).toEqual({
      startMs: now - 90_000,
      endMs: now,
      requestedMs: 90_000,
    });
  });

  it('gives every caller in the same minute the same window', () => {
    const now = local(2026, 11, 24, 15, 59);
    expect(windowFor(range('7-day'), now)).toEqual(windowFor(range('7-day'), now));
    expect(startOfLocalDay(now)).toBe(local(2026, 11, 24));
  });
});

describe('limits keep whole days', () => {
  const now = local(2026, 11, 24, 15, 59);

  it('the score trend keeps the last seven dates of a longer range', () => {
    const clamped = clampScoreWindow(windowFor(range('30-day'), now));
    expect(clamped.clampedTo).toBe('score-7-days');
    expect(clamped.days).toEqual(windowFor(range('7-day'), now).days);
    expect(clamped.startMs).toBe(local(2026, 11, 18));
    const week = windowFor(range('7-day'), now);
    expect(clampScoreWindow(week)).toBe(week);
  });

  it('attack analysis starts at the first midnight inside its 40 days', () => {
    const clamped = clampAttackWindow(windowFor(range('60-day'), now), now);
    expect(clamped.clampedTo).toBe('attack-40-days');
    expect(clamped.startMs).toBe(startOfLocalDay(clamped.startMs));
    expect(clamped.startMs).toBeGreaterThanOrEqual(now - 40 * 24 * HOUR);
    expect(clamped.days).toHaveLength(40);
    expect(clamped.days?.at(-1)).toBe('2026-11-24');
    const month = windowFor(range('30-day'), now);
    expect(clampAttackWindow(month, now)).toBe(month);
  });
});
