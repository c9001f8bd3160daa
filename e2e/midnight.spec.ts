import type { Page } from '@playwright/test';
import { expect, gotoApp, test } from './support/fixtures';
import { expectAllTilesDrawn, screenTiles } from './support/tiles';

/**
 * A wall left running over midnight: on Playwright's clock from 23:58 to 00:03 on New Year's Eve
 * in Shanghai (the date, the month and the year all change). With a refresh every ten minutes,
 * the only refresh in that time is the one a new day starts.
 */
const ZONE = 'Asia/Shanghai';
const EVENING = new Date('2026-12-31T23:58:00+08:00');
const MIDNIGHT = new Date('2027-01-01T00:00:00+08:00');

/** A local date in the page's zone, `YYYY-MM-DD`. */
const dateIn = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms));

interface AskedWindow {
  /** The operation, and the attack analysis's `Type`. */
  what: string;
  /** The first local date of the window it asked for. */
  from: string;
}

/** The screen requests that asked for a time window, in the order the page sent them. */
function recordWindows(page: Page): AskedWindow[] {
  const asked: AskedWindow[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const params = url.searchParams;
    const start = params.get('StartTime');
    if (url.pathname !== '/api/screen' || start === null) return;
    const action = params.get('Action') ?? '';
    // Seconds for the attack analysis, milliseconds for the rest (the spec's units).
    const unit = action === 'DescribeScreenAttackAnalysisData' ? 1000 : 1;
    const what = [action, params.get('Type')].filter(Boolean).join(':');
    asked.push({ what, from: dateIn(Number(start) * unit) });
  });
  return asked;
}

const dayAfter = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

test.use({ timezoneId: ZONE });

test('the wall rolls every window over at midnight, with no reload and no empty tile', async ({
  page,
}) => {
  await page.clock.install({ time: EVENING });
  const asked = recordWindows(page);
  await gotoApp(page, '/screen/default/present?refresh=600', { lang: 'en' });
  await expectAllTilesDrawn(page, 12);
  const alarms = screenTiles(page).filter({
    has: page.getByRole('heading', { name: 'Alarms', exact: true }),
  });
  const clock = page.getByRole('time').or(page.locator('time[aria-label]')).first();
  // The service's dates in the header: the week up to New Year's Eve.
  await expect(alarms.locator('header')).toContainText('Dec 25 – Dec 31, 2026');
  await expect(clock).toContainText('Dec 31, 2026');
  const evening = asked.splice(0);
  expect(evening.length).toBeGreaterThanOrEqual(4);
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });

  // To a second before midnight: nothing asks again (the next refresh is ten minutes away).
  await page.clock.runFor(MIDNIGHT.getTime() - 1_000 - (await pageNow(page)));
  expect(asked).toEqual([]);

  // Over midnight: every window asks again, each from one day later; tiles stay drawn throughout.
  // Each window once (a request begun from an answer that arrived meanwhile waits on the paused
  // clock's zero-delay timers: the clock is nudged while polling, a few seconds at most).
  await page.clock.runFor(3_000);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return asked.length;
    })
    .toBe(evening.length);
  const before = new Map(evening.map((window) => [window.what, window.from]));
  for (const window of asked) {
    expect(window.from, window.what).toBe(dayAfter(before.get(window.what) ?? ''));
  }
  await expect(screenTiles(page)).toHaveCount(12);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(alarms.locator('header')).toContainText('Dec 26, 2026 – Jan 1, 2027');
  await expect(clock).toContainText('Jan 1, 2027');

  // On to 00:03: nothing more until the next refresh; the same page, never reloaded.
  const rolled = asked.length;
  await page.clock.runFor(3 * 60_000);
  expect(asked).toHaveLength(rolled);
  await expectAllTilesDrawn(page, 12);
  expect(
    await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
  ).toBe(true);
});

const pageNow = (page: Page) => page.evaluate(() => Date.now());
