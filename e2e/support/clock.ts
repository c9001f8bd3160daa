import { expect, type Page } from '@playwright/test';

/**
 * Moves the page's installed clock (`page.clock.install()`, which otherwise runs on by itself) on
 * a second of page time every 200 ms of real time — firing the refresh ticks, polls and retry
 * backoffs due by then, and letting their requests come back — until `done` holds, within the
 * expect timeout. What the page would wait seconds for takes a fraction of that; nothing is
 * skipped, since every timer still fires in order.
 */
export async function advanceUntil(page: Page, done: () => Promise<boolean>, message?: string) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.fastForward(1_000);
        return done();
      },
      { intervals: [200], ...(message ? { message } : {}) },
    )
    .toBe(true);
}
