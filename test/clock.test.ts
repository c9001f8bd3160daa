import { clockShift } from './clock';

describe("the suite's clock (test/clock.ts)", () => {
  it('puts the run at noon of the day it started, whenever it started', () => {
    for (const [hour, minute] of [
      [0, 0],
      [9, 30],
      [23, 58],
    ] as const) {
      const start = new Date(2026, 10, 28, hour, minute).getTime();
      expect(new Date(start + clockShift(start))).toEqual(new Date(2026, 10, 28, 12, 0));
    }
  });

  // PARAPET_TEST_CLOCK=real runs the suite on the real clock, to find what still depends on it.
  it.skipIf(process.env.PARAPET_TEST_CLOCK === 'real')(
    'runs on from there: now, new Date() and Date() agree and are past noon of a real day',
    () => {
      const now = Date.now();
      const made = new Date();
      expect(made.getTime() - now).toBeGreaterThanOrEqual(0);
      expect(made.getTime() - now).toBeLessThan(1_000);
      expect(made.getHours()).toBeGreaterThanOrEqual(12);
      expect(Date()).toBe(new Date(Date.now()).toString());
      // Explicit instants are untouched, and dates made either way are Dates.
      expect(new Date(0).getTime()).toBe(0);
      expect(new Date(2026, 0, 1) instanceof Date).toBe(true);
      expect(Date.parse('2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
    },
  );

  it('lets a test put its own Date.now in place and give the suite’s back', () => {
    const suite = Date.now;
    Date.now = () => 42;
    expect(Date.now()).toBe(42);
    Date.now = suite;
    expect(Date.now()).toBeGreaterThan(42);
  });
});

describe("the suite's clock under fake timers", () => {
  afterEach(() => vi.useRealTimers());

  it('gives its own clock back after a test faked Date two days ahead', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    vi.useRealTimers();
    expect(Math.abs(Date.now() - new Date().getTime())).toBeLessThan(1_000);
  });
});
