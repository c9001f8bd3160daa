/**
 * The suite's clock: real time, moved so that the run starts at noon of the day it started on.
 *
 * Many tests compute what "today" or "the last seven days" should be and compare it with what the
 * code under test computed a moment earlier. Run near midnight, the two fall on different days and
 * the test fails for whoever runs it then. A run now lives in the middle of its day, so it would
 * have to last twelve hours to cross one. Time still flows at its own pace (timeouts, polling and
 * ages behave as in a browser), and it is still today's date, so the calendar the suite sees
 * changes as the real one does. The roll-over at midnight is tested on purpose, on fake clocks
 * (src/api/screen/timeRange.test.ts and the wall's midnight journey).
 *
 * `Date` is wrapped rather than replaced by fake timers: a test's `vi.useFakeTimers()` starts its
 * fake clock from this one and `vi.useRealTimers()` gives this one back, and modules that load
 * while a test fakes timers keep no fake clock of their own.
 */
const START = Number(process.env.PARAPET_TEST_CLOCK_START) || Date.now();

/** How far the suite's clock is ahead of the real one (negative: behind). */
export function clockShift(start: number): number {
  const noon = new Date(start);
  noon.setHours(12, 0, 0, 0);
  return noon.getTime() - start;
}

/** The real Date and the suite's, kept on the global: setup files run again for every file. */
const REAL = Symbol.for('parapet.test.realDate');
const SHIFTED = Symbol.for('parapet.test.shiftedDate');
type Globals = Record<PropertyKey, unknown> & { Date: DateConstructor };

function shiftedDate(RealDate: DateConstructor, shift: number): DateConstructor {
  const realNow = RealDate.now.bind(RealDate);
  const now = () => realNow() + shift;
  // What `Date.now` reads: a test may put its own in place for a while and give this one back.
  let dateNow: () => number = now;
  const suiteDate: DateConstructor = new Proxy(RealDate, {
    // `new Date()` is now; every other form names its own instant.
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    // `Date()` without `new` is the current time as a string.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? dateNow : (Reflect.get(target, key, receiver) as unknown),
    // Only `Date.now = …` itself: a class that extends Date (fake timers' own Date) setting its
    // `now` reaches this trap through its prototype, and must get a `now` of its own.
    set: (target, key, value, receiver) => {
      if (key !== 'now' || receiver !== suiteDate) return Reflect.set(target, key, value, receiver);
      dateNow = value as () => number;
      return true;
    },
  });
  return suiteDate;
}

/**
 * Puts the suite's Date in place, unless a test's own clock is there. `vi.setSystemTime` without
 * fake timers puts Vitest's mock Date in place and `vi.useRealTimers()` then restores the real
 * one, not this: so this runs again before every test.
 */
function putSuiteClock(shift: number): void {
  const globals = globalThis as unknown as Globals;
  globals[REAL] ??= globals.Date;
  globals[SHIFTED] ??= shiftedDate(globals[REAL] as DateConstructor, shift);
  if (globals.Date === globals[REAL]) globals.Date = globals[SHIFTED] as DateConstructor;
}

if (process.env.PARAPET_TEST_CLOCK !== 'real') {
  const shift = clockShift(START);
  putSuiteClock(shift);
  beforeEach(() => putSuiteClock(shift));
}
