/**
 * The screen's days are the runtime's local calendar days (timeRange.ts). A test worker cannot
 * change its own time zone (V8 reads `TZ` once per process), so these cases run timeRange.ts in a
 * child Node process per zone: the module compiled with Vite's transformer into a temporary
 * directory outside the repository, and a probe that prints each window as JSON.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { transformWithOxc } from 'vite';

type Day = [number, number, number];
type Case =
  | [now: [number, number, number, number?, number?], range: string]
  /** A wall left running over the end of this local day. */
  | ['rollover', Day];
interface Probed {
  days?: string[];
  start: string;
  startHour: number;
  hours: number;
}
interface RolledOver {
  /** The 7-day window a second before the day ends, and at the next day's first instant. */
  before: string[];
  after: string[];
  /** The next day's first instant: its date, local hour, and the length of the day that ended. */
  next: string;
  nextHour: number;
  dayHours: number;
}

const run = promisify(execFile);

async function probe(zone: string, cases: Case[]): Promise<(Probed | RolledOver)[]> {
  const { stdout } = await run(process.execPath, [join(dir, 'probe.mjs'), JSON.stringify(cases)], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as (Probed | RolledOver)[];
}

/** The cases of each zone, probed side by side before the tests read them. */
const CASES = {
  'Europe/Berlin': [[[2026, 3, 31, 12], '7-day']],
  'America/New_York': [[[2026, 11, 2, 8], '3-day']],
  'America/Santiago': [
    [[2026, 9, 8, 12], '7-day'],
    [[2026, 9, 6, 12], '2-day'],
    ['rollover', [2026, 9, 5]],
  ],
  'Asia/Shanghai': [
    ['rollover', [2026, 12, 31]],
    ['rollover', [2028, 2, 28]],
  ],
  'America/Los_Angeles': [
    ['rollover', [2026, 3, 8]],
    ['rollover', [2026, 11, 1]],
  ],
} satisfies Record<string, Case[]>;
type Zone = keyof typeof CASES;
const probed = new Map<Zone, (Probed | RolledOver)[]>();
const windowsIn = (zone: Zone) => (probed.get(zone) ?? []) as Probed[];
const rollOversIn = (zone: Zone) =>
  (probed.get(zone) ?? []).filter((result): result is RolledOver => 'next' in result);

let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'parapet-zones-'));
  for (const name of ['timeRange', 'limits']) {
    const path = join(import.meta.dirname, `${name}.ts`);
    const { code } = await transformWithOxc(readFileSync(path, 'utf8'), path, { lang: 'ts' });
    writeFileSync(join(dir, `${name}.mjs`), code.replace(/(["'])\.\/limits\1/, "'./limits.mjs'"));
  }
  writeFileSync(
    join(dir, 'probe.mjs'),
    `import * as tr from './timeRange.mjs';
const local = (y, m, d, h = 0, min = 0, sec = 0) => new Date(y, m - 1, d, h, min, sec).getTime();
const cases = JSON.parse(process.argv[2]);
const week = tr.parseDateOption('7-day');
const rollover = ([y, m, d]) => {
  const before = local(y, m, d, 23, 59, 59);
  const next = tr.nextLocalDayStart(before);
  return {
    before: tr.windowFor(week, before).days,
    after: tr.windowFor(week, next).days,
    next: tr.localDateKey(next),
    nextHour: new Date(next).getHours(),
    dayHours: (next - tr.startOfLocalDay(before)) / 3600000,
  };
};
const out = cases.map(([now, text]) => {
  if (now === 'rollover') return rollover(text);
  const w = tr.windowFor(tr.parseDateOption(text), local(...now));
  return {
    days: w.days,
    start: tr.localDateKey(w.startMs),
    startHour: new Date(w.startMs).getHours(),
    hours: (w.endMs - w.startMs) / 3600000,
  };
});
process.stdout.write(JSON.stringify(out));
`,
  );
  const zones = Object.keys(CASES) as Zone[];
  const results = await Promise.all(zones.map((zone) => probe(zone, CASES[zone])));
  zones.forEach((zone, index) => probed.set(zone, results[index] ?? []));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('windows over daylight-saving changes', () => {
  it('keeps seven dates over the spring change, from local midnight (Berlin)', () => {
    // Summer time began on 29 March 2026: that day had 23 hours.
    const [spring] = windowsIn('Europe/Berlin');
    expect(spring).toEqual({
      days: [
        '2026-03-25',
        '2026-03-26',
        '2026-03-27',
        '2026-03-28',
        '2026-03-29',
        '2026-03-30',
        '2026-03-31',
      ],
      start: '2026-03-25',
      startHour: 0,
      hours: 6 * 24 + 12 - 1,
    });
  });

  it('keeps three dates over the autumn change (New York)', () => {
    // Back to standard time on 1 November 2026: a 25-hour day.
    const [autumn] = windowsIn('America/New_York');
    expect(autumn).toEqual({
      days: ['2026-10-31', '2026-11-01', '2026-11-02'],
      start: '2026-10-31',
      startHour: 0,
      hours: 2 * 24 + 8 + 1,
    });
  });

  it('counts a day that has no midnight once (Santiago), and never drifts off midnight', () => {
    // Chile's summer time begins at midnight: 6 September 2026 starts at 01:00.
    const [week, before] = windowsIn('America/Santiago');
    expect(week?.days).toEqual([
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
      '2026-09-06',
      '2026-09-07',
      '2026-09-08',
    ]);
    expect(week?.startHour).toBe(0);
    expect(before).toMatchObject({ days: ['2026-09-05', '2026-09-06'], startHour: 0 });
  });
});

describe('a wall left running over midnight', () => {
  const dates = (from: Day, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const date = new Date(Date.UTC(from[0], from[1] - 1, from[2] + i));
      return date.toISOString().slice(0, 10);
    });

  it('moves every 7-day window on by one date at the new day, in the year and in a leap February (Shanghai)', () => {
    const [newYear, leap] = rollOversIn('Asia/Shanghai');
    expect(newYear).toEqual({
      before: dates([2026, 12, 25], 7),
      after: dates([2026, 12, 26], 7),
      next: '2027-01-01',
      nextHour: 0,
      dayHours: 24,
    });
    expect(leap).toMatchObject({
      before: dates([2028, 2, 22], 7),
      after: dates([2028, 2, 23], 7),
      next: '2028-02-29',
      nextHour: 0,
    });
  });

  it('after a 23-hour and a 25-hour day, neither skips nor doubles a date (Los Angeles)', () => {
    const [spring, autumn] = rollOversIn('America/Los_Angeles');
    expect(spring).toEqual({
      before: dates([2026, 3, 2], 7),
      after: dates([2026, 3, 3], 7),
      next: '2026-03-09',
      nextHour: 0,
      dayHours: 23,
    });
    expect(autumn).toEqual({
      before: dates([2026, 10, 26], 7),
      after: dates([2026, 10, 27], 7),
      next: '2026-11-02',
      nextHour: 0,
      dayHours: 25,
    });
  });

  it('starts a day that has no midnight at its first hour (Santiago)', () => {
    const [noMidnight] = rollOversIn('America/Santiago');
    expect(noMidnight).toEqual({
      before: dates([2026, 8, 30], 7),
      after: dates([2026, 8, 31], 7),
      next: '2026-09-06',
      nextHour: 1,
      dayHours: 24,
    });
  });
});
