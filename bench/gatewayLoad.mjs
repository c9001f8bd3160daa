// The load of the gateway rows (bench/gateway.mjs, docs/bench.md "The gateway"): one read call of
// each service, sent by autocannon at a steady 300 calls/s in all, and every call's time kept.
//
// autocannon paces a connection by the second: at each second's start it sends that second's calls
// back to back, and all of one run's connections start their second together. 300 calls/s from one
// run would come as one burst a second, so the load is 30 runs of one connection at 10 calls/s,
// their starts spread evenly over the second (services in turn): about one call in flight at a
// time, as 300 calls/s from many browsers would arrive.
import autocannon from 'autocannon';

/** One read per service: the screen's RPC Action, the lake's REST GET, the agent's GET. */
export const CALLS = {
  screen: '/api/screen?Action=DescribeScreenCloudHcRisk&Version=2021-01-14',
  lake: '/api/lake/lake/v1/catalogs?maxResults=50',
  agent: '/api/agent/api/v1/agent/webhook_endpoints',
};
export const SERVICES = /** @type {(keyof typeof CALLS)[]} */ (Object.keys(CALLS));

const STREAM_RATE = 10;
const STREAMS_PER_SERVICE = 10;
export const CALLS_PER_SECOND = SERVICES.length * STREAMS_PER_SERVICE * STREAM_RATE;

/** Every call's status and time (ms), by service. */
export function recorder() {
  const ms = Object.fromEntries(SERVICES.map((service) => [service, []]));
  const statuses = {};
  return {
    ms,
    statuses,
    record(service, status, time) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      ms[service].push(time);
    },
    calls: () => Object.values(ms).reduce((sum, list) => sum + list.length, 0),
    notOk: () =>
      Object.entries(statuses)
        .filter(([status]) => Number(status) < 200 || Number(status) >= 300)
        .reduce((sum, [, count]) => sum + count, 0),
  };
}

/** The nearest-rank percentile of an ascending list. */
const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
const round2 = (value) => Math.round(value * 100) / 100;

/** Median, p90, p99 and the longest call of `services` together (ms). */
export function summary(rec, services = SERVICES) {
  const sorted = services.flatMap((service) => rec.ms[service]).sort((a, b) => a - b);
  if (sorted.length === 0) return { calls: 0, p50: NaN, p90: NaN, p99: NaN, max: NaN };
  return {
    calls: sorted.length,
    p50: round2(percentile(sorted, 50)),
    p90: round2(percentile(sorted, 90)),
    p99: round2(percentile(sorted, 99)),
    max: round2(sorted[sorted.length - 1]),
  };
}

/** The summary of each service alone and of all of them. */
export const summaries = (rec) => ({
  all: summary(rec),
  ...Object.fromEntries(SERVICES.map((service) => [service, summary(rec, [service])])),
});

/**
 * One autocannon run of `service`'s call. `jar` ({ name, value }) is its browser's session cookie:
 * sent with each call and replaced when an answer sets a new one, as a browser does (the gateway
 * re-seals a session at most once a minute).
 */
function stream({ base, service, headers, jar, connections, rate, amount, seconds, record }) {
  const cookie = () => (jar ? { cookie: `${jar.name}=${jar.value}` } : {});
  const request = {
    method: 'GET',
    path: CALLS[service],
    setupRequest: (req) => ({ ...req, headers: { ...headers, ...cookie() } }),
    ...(jar
      ? {
          onResponse: (_status, _body, _context, answer) => {
            const set = [answer['set-cookie'] ?? []].flat();
            const value = set
              .map((line) => new RegExp(`^${jar.name}=([^;]*)`).exec(line)?.[1])
              .find(Boolean);
            if (value && value !== jar.value) {
              jar.value = value;
              jar.renewed = (jar.renewed ?? 0) + 1;
            }
          },
        }
      : {}),
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        connectionRate: rate,
        ...(amount ? { amount } : { duration: seconds }),
        timeout: 30,
        requests: [request],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, status, _bytes, ms) => record(service, status, ms));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 300 calls/s: for each service 10 one-connection runs at 10 calls/s, started in turn over one
 * second. `callsPerStream` calls each (a run of `callsPerStream / 10` seconds). `slow` replaces
 * one service's runs with `slow.connections` connections at one call/s each, started over
 * `slow.spreadMs` (a service answering in 2 s needs 200 calls in flight to be asked 100 times a
 * second), `slow.perRun` to a run (its connections send together: the fewer, the smoother),
 * running `slow.seconds`.
 */
export async function drive({ base, headersFor, jarFor, callsPerStream, record, slow = null }) {
  const runs = [];
  for (let k = 0; k < STREAMS_PER_SERVICE; k += 1) {
    for (const service of SERVICES) {
      if (service === slow?.service) continue;
      runs.push({ service, connections: 1, rate: STREAM_RATE, amount: callsPerStream });
    }
  }
  const spread = 1000 / (STREAMS_PER_SERVICE * SERVICES.length);
  const started = runs.map((run, i) => ({ ...run, atMs: i * spread }));
  if (slow) {
    const groups = slow.connections / slow.perRun;
    for (let g = 0; g < groups; g += 1) {
      started.push({
        service: slow.service,
        connections: slow.perRun,
        rate: 1,
        seconds: slow.seconds,
        atMs: (g * slow.spreadMs) / groups,
      });
    }
  }
  await Promise.all(
    started.map(async ({ atMs, ...run }) => {
      await sleep(atMs);
      await stream({
        ...run,
        base,
        headers: headersFor(run.service),
        jar: jarFor(),
        record,
      });
    }),
  );
}
