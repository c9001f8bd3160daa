// Three steps a first-time person waited on, timed on the demo build (its mock answers each call
// after 80–250 ms, as a network would): the shares list opened from the main navigation, a user
// opened from the users list, and a component added to a new screen in the editor until its tile
// is drawn. Each run is a new browser context, so no chunk or answer is cached from an earlier
// run, as for someone who has never opened the page. Run by bench/run.mjs.

import { row } from './results.mjs';

/** A step a person waits on after a click, on a quiet machine: from the click until drawn. */
export const FIRST_STEP_BUDGET_MS = 500;

/** Every API call the page makes, with when it was sent and answered (its `fetch`, wrapped). */
function recordCalls() {
  const calls = [];
  Object.defineProperty(window, '__benchCalls', { value: calls });
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { url, start: performance.now(), end: null };
    if (new URL(url, location.href).pathname.startsWith('/api/')) calls.push(call);
    const answer = original.call(this, input, init);
    const done = () => (call.end = performance.now());
    answer.then(done, done);
    return answer;
  };
}

/**
 * The calls sent from `t0` on, each with the length of the longest chain of calls that ended
 * before it was sent (1: it waited for none): the last call's is how many came one after another.
 */
export function callRounds(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const withRound = [];
  for (const call of sorted) {
    const before = withRound.filter((prior) => prior.end !== null && prior.end <= call.start);
    withRound.push({ ...call, round: 1 + Math.max(0, ...before.map((prior) => prior.round)) });
  }
  return withRound;
}

async function callsSince(page, t0) {
  const calls = await page.evaluate(
    (from) =>
      window.__benchCalls
        .filter((call) => call.start >= from)
        .map((call) => ({
          url: decodeURIComponent(call.url.replace(location.origin, '')),
          start: Math.round(call.start - from),
          end: call.end === null ? null : Math.round(call.end - from),
        })),
    t0,
  );
  return callRounds(calls);
}

/** When, on the page's clock, `ready` first held (checked every frame). */
async function whenReady(page, ready, arg) {
  const handle = await page.waitForFunction(ready, arg, { polling: 'raf', timeout: 60_000 });
  return handle.jsonValue();
}

/** The page settled before the step: nothing in flight, a moment for idle work. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

const STEPS = {
  /** From /catalogs, "Shares" in the main navigation until the first share's link is drawn. */
  async shares(page, base) {
    await page.goto(`${base}/catalogs`);
    await page.getByRole('table').first().waitFor();
    await settle(page);
    const t0 = await page.evaluate(() => performance.now());
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Shares' })
      .click();
    const at = await whenReady(
      page,
      () => !!document.querySelector('table tbody a[href^="/shares/"]') && performance.now(),
    );
    return { t0, at };
  },
  /** From /access/users, carol until her roles and every catalog's permissions are drawn. */
  async user(page, base) {
    await page.goto(`${base}/access/users`);
    const link = page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'carol' });
    await link.waitFor();
    await settle(page);
    const t0 = await page.evaluate(() => performance.now());
    await link.click();
    const at = await whenReady(page, () => {
      const tables = [...document.querySelectorAll('table')];
      const named = (name) =>
        tables.find((table) =>
          (
            table.getAttribute('aria-label') ??
            table.querySelector('caption')?.textContent ??
            ''
          ).startsWith(name),
        );
      const roles = named('Roles');
      const permissions = named('Permissions granted');
      return (
        !!roles?.querySelector('a[href$="/access/roles/analysts"]') &&
        !!permissions &&
        [...permissions.querySelectorAll('tbody tr')].some((row) =>
          row.textContent.includes('sales.customers'),
        ) &&
        !permissions.closest('[aria-busy="true"]') &&
        performance.now()
      );
    });
    return { t0, at };
  },
  /** On a new screen, a click on "Security posture" until its chart is drawn with its data. */
  async editor(page, base) {
    await page.goto(`${base}/screen/-/new`);
    const add = page.getByRole('button', { name: /^Add Security posture/ });
    await add.waitFor();
    await settle(page);
    const t0 = await page.evaluate(() => performance.now());
    await add.click();
    const at = await whenReady(
      page,
      () =>
        !!document.querySelector('section[data-code] canvas') &&
        !document.querySelector('section[data-code] [aria-busy="true"], [data-chart-pending]') &&
        window.__benchCalls.every((call) => call.end !== null) &&
        performance.now(),
    );
    return { t0, at };
  },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Each step `runs` times (new context each): the median time from the click until it is drawn,
 * every sample, and the calls of the median run with their rounds.
 */
export async function firstSteps(newPage, base, { runs }) {
  const result = {};
  for (const [name, step] of Object.entries(STEPS)) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await newPage();
      await context.addInitScript(recordCalls);
      try {
        const { t0, at } = await step(page, base);
        samples.push({ ms: Math.round(at - t0), calls: await callsSince(page, t0) });
      } finally {
        await context.close();
      }
    }
    const ms = median(samples.map((sample) => sample.ms));
    const typical = samples.find((sample) => sample.ms === ms);
    result[name] = {
      ms,
      samples: samples.map((sample) => sample.ms),
      calls: typical.calls,
      rounds: Math.max(0, ...typical.calls.map((call) => call.round)),
    };
  }
  return result;
}

/** The bench's rows: each step's median against the budget. */
export function firstStepRows(steps) {
  return [
    ['shares', 'shares list shown, from the main navigation'],
    ['user', 'user page shown, from the users list'],
    ['editor', 'editor tile added until drawn'],
  ].map(([name, label]) =>
    row(`first step: ${label}`, steps[name].ms, FIRST_STEP_BUDGET_MS, 'ms (median)'),
  );
}
