// The gateway rows of `npm run bench` (BENCH_ONLY=gateway; docs/bench.md "The gateway",
// docs/design.md §6): what the gateway (gateway/main.ts, in its own process, sign-in on) adds to a
// call, whether its memory stays flat over 100,000 calls, and whether one slow service slows the
// others. The gateway signs for the HTTP mock server in its signed mode; the same calls go straight
// to a second mock server, unsigned, for the times without the gateway. Both answer at once
// (`--no-latency`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { startMockServerProcess } from '../scripts/mockServerProcess.mjs';
import { waitForHttp } from './liveBuild.mjs';
import { corePercents, cpuByProcess, cpuShares, cpuSnapshot, procFigures } from './procStats.mjs';
import { CALLS, CALLS_PER_SECOND, drive, recorder, summaries, summary } from './gatewayLoad.mjs';
import { reported, row } from './results.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** docs/design.md §6. */
export const GATEWAY_BUDGETS = { addedMedianMs: 3, addedP99Ms: 15, heapRatio: 1.05, rssRatio: 1.1 };

// Full: 10,000 calls of warm-up, then 10 rounds of 10,020 calls through the gateway (334 s at
// 300/s), each after 3,000 straight to the mock; then 30 s with the lake answering in 2 s.
const FULL = { warmup: 334, rounds: 10, gateway: 334, direct: 100, slowSeconds: 30 };
const QUICK = { warmup: 100, rounds: 3, gateway: 100, direct: 50, slowSeconds: 10 };
const SLOW_SERVICE = 'lake';
const SLOW_FAULT = `${SLOW_SERVICE}:*:latency-2000`;
/** From the fault on to the steady state: 200 slow calls in flight, the first of them answered. */
const SLOW_ONSET_MS = 3000;

const SESSION_COOKIE = 'parapet-session'; // auth.secureCookie false: no __Host- prefix
const AGENT_KEY = 'demo-key'; // the mock's demo agent key (mocks/agent/handlers.ts)

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The gateway as `npm run gateway` runs it, plus the memory probe (gatewayProbe.mjs). */
async function startGateway(env) {
  // Its log (one line per call) goes to a file, as to a deployment's log: a pipe read by this
  // process would make the gateway wait on the load generator's event loop.
  const logDir = mkdtempSync(join(tmpdir(), 'parapet-bench-gateway-'));
  const logFile = join(logDir, 'gateway.log');
  const log = openSync(logFile, 'w');
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', './bench/gatewayProbe.mjs', 'gateway/main.ts'],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', log, 'inherit', 'ipc'] },
  );
  closeSync(log);
  /** The log's lines, warnings and errors; the file is removed. */
  const logged = () => {
    const text = readFileSync(logFile, 'utf8');
    rmSync(logDir, { recursive: true, force: true });
    return {
      lines: text.split('\n').length - 1,
      warn: text.match(/"level":40/g)?.length ?? 0,
      error: text.match(/"level":(50|60)/g)?.length ?? 0,
    };
  };
  const base = `http://127.0.0.1:${env.PARAPET_GATEWAY_PORT}`;
  await waitForHttp(`${base}/healthz`, 'the gateway');
  const memory = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send('memory');
    });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    base,
    memory,
    stop: async () => {
      child.kill();
      await exited;
      return logged();
    },
  };
}

const mb = (bytes) => +(bytes / 1024 / 1024).toFixed(2);
const load1 = () => +loadavg()[0].toFixed(2);

export async function gatewayBench({ quick, liveDir }) {
  const plan = quick ? QUICK : FULL;
  const { CookieSealer } = await tsImport('../gateway/session.ts', import.meta.url);
  const { DEMO_ACCESS_KEY } = await tsImport('../mocks/server/signedOptions.ts', import.meta.url);
  const signed = await startMockServerProcess(['--require-signatures']);
  const open = await startMockServerProcess();
  const stops = [() => signed.child.kill(), () => open.child.kill()];
  let gateway = null;
  try {
    const port = await freePort();
    const sessionKey = randomBytes(32).toString('base64');
    gateway = await startGateway({
      PARAPET_GATEWAY_HOST: '127.0.0.1',
      PARAPET_GATEWAY_PORT: String(port),
      PARAPET_GATEWAY_DIST: liveDir,
      PARAPET_GATEWAY_INSTANCE: 'bench-gateway',
      PARAPET_GATEWAY_SCREEN_ENDPOINT: `${signed.url}/api/screen`,
      PARAPET_GATEWAY_LAKE_ENDPOINT: `${signed.url}/api/lake`,
      PARAPET_GATEWAY_AGENT_ENDPOINT: `${signed.url}/api/agent`,
      PARAPET_GATEWAY_AGENT_API_KEY: AGENT_KEY,
      PARAPET_GATEWAY_CREDENTIALS_TYPE: 'access_key',
      PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_ID: DEMO_ACCESS_KEY.id,
      PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_SECRET: DEMO_ACCESS_KEY.secret,
      PARAPET_GATEWAY_AUTH: 'oidc',
      PARAPET_GATEWAY_PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Read at the first sign-in only, which the bench never makes: its session is minted below.
      PARAPET_GATEWAY_OIDC_ISSUER: 'http://127.0.0.1:9',
      PARAPET_GATEWAY_OIDC_CLIENT_ID: 'parapet-bench',
      PARAPET_GATEWAY_SESSION_KEYS: sessionKey,
      PARAPET_GATEWAY_SECURE_COOKIE: 'false',
    });

    // A viewer's session, sealed as the gateway's sign-in seals it (gateway/session.ts).
    const at = Math.floor(Date.now() / 1000);
    const session = await new CookieSealer([sessionKey], 'parapet-session-v1').seal({
      sub: 'bench-viewer',
      name: 'Bench',
      email: null,
      role: 'viewer',
      iat: at,
      lat: at,
    });
    const checks = await sanityChecks({ gateway, signed, session });

    const direct = recorder();
    const through = recorder();
    const directOf = { base: open.url, headersFor: agentKeyOnly, jarFor: () => null };
    // Each run's cookie: how many times the gateway re-sealed one (its idle clock, once a minute).
    const jars = [];
    const gatewayOf = {
      base: gateway.base,
      headersFor: () => ({}),
      jarFor: () => {
        const jar = { name: SESSION_COOKIE, value: session };
        jars.push(jar);
        return jar;
      },
    };
    const rounds = [];
    const sample = async (calls) => {
      const proc = procFigures(gateway.child.pid);
      const memory = await gateway.memory();
      rounds.push({
        calls,
        load1: load1(),
        rssMb: proc.rssMb,
        cpuMs: proc.cpuMs,
        heapMb: mb(memory.heapUsed),
        heapTotalMb: mb(memory.heapTotal),
        externalMb: mb(memory.external),
      });
    };

    // Warm-up (the mock seeds its data at first use, V8 compiles the hot paths): not counted.
    const loadBefore = loadavg().map((value) => +value.toFixed(2));
    const benchPids = [gateway.child.pid, signed.child.pid, open.child.pid];
    const cpuBefore = cpuSnapshot(benchPids);
    const named = {
      gateway: gateway.child.pid,
      mock: signed.child.pid,
      directMock: open.child.pid,
    };
    await drive({ ...directOf, callsPerStream: plan.direct, record: recorder().record });
    const warm = recorder();
    await drive({ ...gatewayOf, callsPerStream: plan.warmup, record: warm.record });
    await sample(warm.calls());
    for (let round = 1; round <= plan.rounds; round += 1) {
      // This round's own figures too: how far the neighbours' load moved them (details only).
      const [roundDirect, roundGateway] = [recorder(), recorder()];
      const both = (a, b) => (service, status, ms) => {
        a.record(service, status, ms);
        b.record(service, status, ms);
      };
      await drive({ ...directOf, callsPerStream: plan.direct, record: both(direct, roundDirect) });
      const before = through.calls();
      const cpuFrom = cpuByProcess(named);
      const t0 = performance.now();
      await drive({
        ...gatewayOf,
        callsPerStream: plan.gateway,
        record: both(through, roundGateway),
      });
      const rate = Math.round((through.calls() - before) / ((performance.now() - t0) / 1000));
      const cpuRound = corePercents(cpuFrom, cpuByProcess(named));
      await sample(warm.calls() + through.calls());
      Object.assign(rounds.at(-1), {
        callsPerSecond: rate,
        corePercents: cpuRound,
        direct: summary(roundDirect),
        gateway: summary(roundGateway),
      });
      console.log(
        `bench: gateway round ${round}/${plan.rounds}: ${through.calls()} calls, ${rate} calls/s, p50/p99 direct ${rounds.at(-1).direct.p50}/${rounds.at(-1).direct.p99} ms, gateway ${rounds.at(-1).gateway.p50}/${rounds.at(-1).gateway.p99} ms, heap ${rounds.at(-1).heapMb} MB, RSS ${rounds.at(-1).rssMb} MB, load ${load1()}`,
      );
    }

    // One service answers in 2 s; the other two keep their 100 calls/s each. The rows read the
    // steady state; the first seconds, while calls to the slow service pile up to ~200 in flight
    // and the gateway opens a connection to it for each, are kept apart (details.slow.onset).
    await setFaults(signed.url, SLOW_FAULT);
    const cpuSlowFrom = cpuByProcess(named);
    const [slow, onset] = [recorder(), recorder()];
    const slowFrom = performance.now() + SLOW_ONSET_MS;
    await drive({
      ...gatewayOf,
      callsPerStream: (plan.slowSeconds + SLOW_ONSET_MS / 1000) * 10,
      record: (...call) => (performance.now() < slowFrom ? onset : slow).record(...call),
      slow: {
        service: SLOW_SERVICE,
        connections: 200,
        perRun: 5,
        spreadMs: 2000,
        seconds: plan.slowSeconds + SLOW_ONSET_MS / 1000,
      },
    });
    const cpuSlow = corePercents(cpuSlowFrom, cpuByProcess(named));
    await setFaults(signed.url, '');
    const loadAfter = loadavg().map((value) => +value.toFixed(2));
    const cpu = cpuShares(cpuBefore, cpuSnapshot(benchPids));
    console.log(
      `bench: gateway: the 2 cores ${cpu.busyPct} % busy, the bench's processes ${cpu.benchPct} %, others ${cpu.othersPct} %; load average ${loadBefore[0]} → ${loadAfter[0]}`,
    );
    const log = await gateway.stop();
    gateway = null;

    return measure({
      plan,
      checks,
      direct,
      through,
      slow,
      onset,
      rounds,
      log,
      resealed: jars.reduce((sum, jar) => sum + (jar.renewed ?? 0), 0),
      warm,
      loadBefore,
      loadAfter,
      cpu: { ...cpu, slowCorePercents: cpuSlow },
    });
  } finally {
    await gateway?.stop();
    for (const stop of stops) stop();
  }
}

const agentKeyOnly = (service) =>
  service === 'agent' ? { authorization: `Bearer ${AGENT_KEY}` } : {};

async function setFaults(mockUrl, spec) {
  const response = await fetch(`${mockUrl}/__mock/faults`, { method: 'PUT', body: spec });
  if (!response.ok) throw new Error(`bench: PUT /__mock/faults answered ${response.status}`);
}

/** That the run measures what it says: the mock refuses an unsigned call, the gateway one
 * without a session, and answers one with it. */
async function sanityChecks({ gateway, signed, session }) {
  const status = async (url, headers = {}) => (await fetch(url, { headers })).status;
  const checks = {
    mockRefusesUnsigned: await status(`${signed.url}${CALLS.lake}`),
    gatewayWithoutSession: await status(`${gateway.base}${CALLS.lake}`),
    gatewayWithSession: await status(`${gateway.base}${CALLS.lake}`, {
      cookie: `${SESSION_COOKIE}=${session}`,
    }),
  };
  if (
    checks.mockRefusesUnsigned < 400 ||
    checks.gatewayWithoutSession !== 401 ||
    checks.gatewayWithSession !== 200
  ) {
    throw new Error(
      `bench: the gateway's set-up is not what the rows measure: ${JSON.stringify(checks)}`,
    );
  }
  return checks;
}

function measure({
  plan,
  checks,
  direct,
  through,
  slow,
  onset,
  rounds,
  log,
  resealed,
  warm,
  loadBefore,
  loadAfter,
  cpu,
}) {
  const B = GATEWAY_BUDGETS;
  const d = summaries(direct);
  const g = summaries(through);
  const others = ['screen', 'agent'];
  const directOthers = summary(direct, others);
  const slowOthers = summary(slow, others);
  const slowLake = summary(slow, [SLOW_SERVICE]);
  const added = (a, b) => +(a - b).toFixed(2);
  const [first, last] = [rounds[0], rounds.at(-1)];
  const cpuPerCallMs = +((last.cpuMs - first.cpuMs) / (last.calls - first.calls)).toFixed(3);
  const calls = `${(last.calls - first.calls).toLocaleString('en')} calls`;
  const details = {
    plan,
    callsPerSecond: CALLS_PER_SECOND,
    calls: CALLS,
    checks,
    loadBefore,
    loadAfter,
    cpu,
    direct: d,
    gateway: g,
    slow: {
      fault: SLOW_FAULT,
      others: slowOthers,
      directOthers,
      [SLOW_SERVICE]: slowLake,
      statuses: slow.statuses,
      onset: { others: summary(onset, others), statuses: onset.statuses },
    },
    statuses: { direct: direct.statuses, gateway: through.statuses, warmup: warm.statuses },
    memory: rounds,
    cpuPerCallMs,
    log,
    sessionsResealed: resealed,
  };
  const rows = [
    row(
      `gateway added median (${CALLS_PER_SECOND} calls/s)`,
      added(g.all.p50, d.all.p50),
      B.addedMedianMs,
      'ms',
    ),
    row(
      `gateway added p99 (${CALLS_PER_SECOND} calls/s)`,
      added(g.all.p99, d.all.p99),
      B.addedP99Ms,
      'ms',
    ),
    row(
      `gateway heap after GC over ${calls}`,
      +(last.heapMb / first.heapMb).toFixed(3),
      B.heapRatio,
      'ratio',
    ),
    row(`gateway RSS over ${calls}`, +(last.rssMb / first.rssMb).toFixed(3), B.rssRatio, 'ratio'),
    row(
      `gateway added median, others while ${SLOW_SERVICE} takes 2 s`,
      added(slowOthers.p50, directOthers.p50),
      B.addedMedianMs,
      'ms',
    ),
    row(
      `gateway added p99, others while ${SLOW_SERVICE} takes 2 s`,
      added(slowOthers.p99, directOthers.p99),
      B.addedP99Ms,
      'ms',
    ),
    row(
      'gateway calls not answered 2xx',
      through.notOk() + slow.notOk() + onset.notOk() + warm.notOk(),
      0,
      'calls',
      'equal',
    ),
    reported('gateway CPU per call', cpuPerCallMs, 'ms'),
    reported(`gateway ${SLOW_SERVICE} median while it takes 2 s`, slowLake.p50, 'ms'),
  ];
  return { rows, details };
}
