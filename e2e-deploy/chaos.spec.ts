import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { advanceUntil } from '../e2e/support/clock';
import { screenTiles } from '../e2e/support/tiles';

/**
 * Chaos: the live build behind nginx while the HTTP mock backend answers a seeded share
 * of every service's requests with a 5xx, a 429 with Retry-After, extra latency or a dropped
 * connection (`*:*:chaos-SEED-PCT`, switched through the server's /__mock/faults, which nginx does
 * not forward). Every page still shows its heading or an error in place, nothing throws, the
 * wall display runs 200 refresh cycles retrying each request at most MAX_RETRIES times per tick,
 * and once the faults stop every tile is fresh again after one refresh.
 */
const MOCK_URL = process.env.PARAPET_MOCK_URL;
/** The query client's retry limit, read from its module (which needs Vite's types to import). */
const MAX_RETRIES = Number(
  /export const MAX_RETRIES = (\d+);/.exec(
    readFileSync(new URL('../src/api/retry.ts', import.meta.url), 'utf8'),
  )?.[1],
);
const SEED = 1313;
const PERCENT = 25;
const CYCLES = 200;
/** `?refresh=` takes 10 s at the least; the page's clock is Playwright's, paused and moved on. */
const REFRESH_MS = 10_000;
/**
 * Longer than the longest retry backoff (src/api/retry.ts: 0.5, 1 and 2 s) and than the chaos's
 * Retry-After (1–2 s, which a 429's retry waits for).
 */
const RETRY_ROUND_MS = 2_100;

async function setFaults(spec: string) {
  const response = await fetch(`${MOCK_URL}/__mock/faults`, { method: 'PUT', body: spec });
  expect(await response.json()).toEqual({ spec });
}

/** What the app sends with fetch, as it goes: a key (method, path and query, body) and its outcome. */
interface ChaosLog {
  inflight: number;
  log: { key: string; status: number | 'failed' | null }[];
}

test.skip(!MOCK_URL, 'PARAPET_MOCK_URL is not set: run through `npm run test:deploy`.');

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (localStorage.getItem('parapet.locale') === null)
      localStorage.setItem('parapet.locale', 'en');
    if (sessionStorage.getItem('parapet.agent.apiKey') === null)
      sessionStorage.setItem('parapet.agent.apiKey', 'demo-key');
    // Every API request the app makes and how it ended, so a cycle knows when the network is
    // quiet and which requests a retry will follow (a 5xx or no answer: src/api/retry.ts).
    const state: ChaosLog = { inflight: 0, log: [] };
    (window as unknown as { __chaos: ChaosLog }).__chaos = state;
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const request = input instanceof Request ? input : null;
      const url = new URL(request ? request.url : String(input), location.href);
      const body = init?.body;
      const entry: ChaosLog['log'][number] = {
        key: `${init?.method ?? request?.method ?? 'GET'} ${url.pathname}${url.search} ${
          typeof body === 'string' || body instanceof URLSearchParams ? String(body) : ''
        }`,
        status: null,
      };
      const api = url.pathname.startsWith('/api/');
      if (api) {
        state.log.push(entry);
        state.inflight += 1;
      }
      const sent = original.call(window, input, init);
      if (api) {
        sent.then(
          (response) => {
            entry.status = response.status;
            state.inflight -= 1;
          },
          () => {
            entry.status = 'failed';
            state.inflight -= 1;
          },
        );
      }
      return sent;
    };
  });
});

test.afterEach(async () => {
  await setFaults('');
});

/** A page shows its heading, or says in place what failed: never nothing. */
async function expectHeadingOrError(page: Page, path: string) {
  await page.goto(path);
  const shown = page
    .getByRole('heading', { level: 1 })
    .or(page.getByRole('main').getByRole('alert'))
    .first();
  // The clock runs on by itself; this moves it on too, past retry backoffs.
  await advanceUntil(page, () => shown.isVisible(), `${path} shows its heading or an error`);
  expect(((await shown.textContent()) ?? '').trim(), path).not.toBe('');
  // The page's own requests answered (retries included) before the next page: a heading shows
  // before the data, and a navigation away would cancel what the chaos was about to fail.
  const inflight = () =>
    page.evaluate(() => (window as unknown as { __chaos: ChaosLog }).__chaos.inflight);
  // Quiet for three looks in a row: a request a render sends a moment later is seen.
  const quiet = async () => {
    for (let look = 0; look < 3; look += 1) {
      if ((await inflight()) !== 0) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  };
  await advanceUntil(page, quiet, `${path} settles`);
}

test('seeded chaos: every page shows its heading or an error in place, nothing throws', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let failures = 0;
  page.on('response', (response) => {
    if (response.status() === 429 || response.status() >= 500) failures += 1;
  });
  // A webhook endpoint to open, read before the faults start.
  const endpoints = (await (
    await fetch(`${MOCK_URL}/api/agent/api/v1/agent/webhook_endpoints`, {
      headers: { Authorization: 'Bearer demo-key' },
    })
  ).json()) as { data: { id: string }[] };
  const endpoint = endpoints.data[0]?.id ?? 'no endpoint';

  await setFaults(`*:*:chaos-${SEED}-${PERCENT}`);
  await page.clock.install();
  for (const path of [
    '/screen',
    '/catalogs',
    '/catalogs/sales_lake',
    '/catalogs/sales_lake/databases/sales',
    '/catalogs/sales_lake/databases/sales/tables/orders',
    '/webhooks',
    `/webhooks/${endpoint}`,
    '/settings',
  ]) {
    await expectHeadingOrError(page, path);
  }
  // The chaos was real: pages met failures (and drew their headings or errors all the same).
  expect(failures).toBeGreaterThan(0);
  expect(errors, 'uncaught errors').toEqual([]);
});

test('seeded chaos: the wall display runs 200 refreshes, retries within bounds, recovers in one', async ({
  page,
}) => {
  // 200 refreshes of 15–20 requests through nginx to the mock server: ~0.1 s a cycle on a quiet
  // 2-core machine, ~0.45 s at a load of 12 (the mock server answers one request at a time).
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  await setFaults(`*:*:chaos-${SEED}-${PERCENT}`);

  // A paused clock: time moves only as a cycle moves it, so each tick's requests and their
  // retries are told apart from the next tick's. The refresh timer starts at the paused time.
  // At noon: the 200 ticks take half an hour of page time, and a wall refreshes once more at
  // midnight (a new day), which would put a tick between the counted ones.
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  await page.clock.install({ time: noon });
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  await page.goto(`/screen/default/present?refresh=${REFRESH_MS / 1000}`);

  /**
   * `count` refresh cycles in the page, through the clock Playwright installed (one call, not
   * dozens: a round trip costs more than a cycle on a loaded machine). Each moves the clock on to
   * the next tick (`firstAdvanceMs` for the first, then what is left of the refresh interval),
   * waits until no request is open, then lets the retries due run: a round of RETRY_ROUND_MS
   * after each round that had a 5xx, a 429 or no answer, at most MAX_RETRIES rounds, so the next tick
   * is never passed. Returns each cycle's requests and the time its retry rounds used.
   */
  const cycles = (count: number, firstAdvanceMs: number) =>
    page.evaluate(
      async ({ count, firstAdvanceMs, refreshMs, roundMs, maxRounds }) => {
        const { controller, builtins } = (
          globalThis as unknown as {
            __pwClock: {
              controller: { runFor: (ms: number) => Promise<unknown> };
              builtins: { setTimeout: typeof setTimeout };
            };
          }
        ).__pwClock;
        const state = (window as unknown as { __chaos: ChaosLog }).__chaos;
        const pause = () => new Promise((resolve) => builtins.setTimeout(resolve, 10));
        const settle = async () => {
          // Quiet for three looks in a row: a request a render sends a moment later is seen.
          for (let quiet = 0, looks = 0; quiet < 3; looks += 1) {
            if (looks > 3_000) throw new Error('requests still open after 30 s');
            await pause();
            quiet = state.inflight === 0 ? quiet + 1 : 0;
          }
        };
        const results: { used: number; requests: ChaosLog['log'] }[] = [];
        let advance = firstAdvanceMs;
        for (let n = 0; n < count; n += 1) {
          const from = state.log.length;
          await controller.runFor(advance);
          await settle();
          let used = 0;
          for (let round = 0, start = from; round < maxRounds; round += 1) {
            const retried = state.log
              .slice(start)
              .some(
                (entry) =>
                  entry.status === 'failed' || entry.status === 429 || (entry.status ?? 0) >= 500,
              );
            if (!retried) break;
            start = state.log.length;
            await controller.runFor(roundMs);
            used += roundMs;
            await settle();
          }
          results.push({ used, requests: state.log.slice(from).map((entry) => ({ ...entry })) });
          advance = refreshMs - used;
        }
        return results;
      },
      {
        count,
        firstAdvanceMs,
        refreshMs: REFRESH_MS,
        roundMs: RETRY_ROUND_MS,
        maxRounds: MAX_RETRIES,
      },
    );
  /** The time the last cycle's retry rounds used: the next tick is that much nearer. */
  const lastUsed = (results: { used: number }[]) => results[results.length - 1]?.used ?? 0;

  const grid = page.getByRole('region', { name: 'Screen tiles' });
  const tiles = screenTiles(page);
  // The wall's refresh timer starts when its page mounts, which is after its chunk has come: the
  // clock must not move before then, or the ticks fall between the cycles counted below (one
  // cycle sees two ticks, the next none). On the paused clock the page stays at its loading
  // note until the clock moves (TanStack Query tells it about answers on a 0 ms timer).
  await expect(page.getByRole('status').filter({ hasText: 'Loading the screen…' })).toBeVisible();
  // The load: first answers and their retries, half a second of page time a step.
  let elapsed = 0;
  for (let step = 0; (await tiles.count()) < 12; step += 1) {
    expect(step, 'the wall draws its 12 tiles within 40 steps').toBeLessThan(40);
    elapsed += 500 + lastUsed(await cycles(1, 500));
  }
  // One tick not counted, to start the count on a tick with nothing of the load left open.
  let used = lastUsed(await cycles(1, REFRESH_MS - (elapsed % REFRESH_MS)));

  const overBound: { cycle: number; key: string; count: number }[] = [];
  const statuses = new Map<string, number>();
  let maxPerKey = 0;
  let sent = 0;
  let n = 0;
  while (n < CYCLES) {
    const batch = await cycles(Math.min(20, CYCLES - n), REFRESH_MS - used);
    used = lastUsed(batch);
    for (const result of batch) {
      n += 1;
      const counts = new Map<string, number>();
      for (const { key, status } of result.requests) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        const kind = String(status);
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
      }
      sent += result.requests.length;
      for (const [key, count] of counts) {
        maxPerKey = Math.max(maxPerKey, count);
        if (count > 1 + MAX_RETRIES) overBound.push({ cycle: n, key, count });
      }
      // Every tick refetches the wall's queries: a tick that sent nothing was missed.
      if (result.requests.length === 0) overBound.push({ cycle: n, key: '(no refresh)', count: 0 });
    }
  }
  // Retries bounded: no request (operation and parameters) more than 1 + MAX_RETRIES times a tick.
  expect(overBound, 'ticks with a request over 1 + MAX_RETRIES, or none').toEqual([]);
  // The chaos was real: failures were answered, and retried.
  expect(maxPerKey).toBeGreaterThan(1);
  expect(statuses.get('429') ?? 0).toBeGreaterThan(0);
  expect([...statuses.keys()].filter((status) => Number(status) >= 500)).not.toEqual([]);
  await expect(tiles).toHaveCount(12);

  // Faults stop: after one refresh every tile is fresh (no delay, waiting or error note).
  await setFaults('');
  const [last] = await cycles(1, REFRESH_MS - used);
  expect(last?.requests.length).toBeGreaterThan(0);
  expect(last?.requests.filter((r) => r.status !== 200)).toEqual([]);
  // A second of page time on (the next tick is 10 s away): TanStack Query tells the page about
  // answers on a 0 ms timer, which the paused clock holds until it moves.
  await page.clock.runFor(1_000);
  await expect(tiles).toHaveCount(12);
  await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(grid.getByRole('status')).toHaveCount(0);
  await expect(grid.getByRole('alert')).toHaveCount(0);

  // What the page's fetch saw is what went over the network.
  await expect.poll(() => apiRequests.length).toBeGreaterThanOrEqual(sent);
  expect(errors, 'uncaught errors').toEqual([]);
  test.info().annotations.push({
    type: 'chaos',
    description: ` ${CYCLES} refreshes, ${sent} requests (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}), at most ${maxPerKey} per key and tick`,
  });
});
