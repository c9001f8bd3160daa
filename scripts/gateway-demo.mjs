// `npm run gateway:demo`: the gateway as a deployment runs it, on this machine, in one command.
// Builds the live build when dist/ has none, then starts the local identity provider
// (gateway/dev), the HTTP mock server in signed mode (the demo AccessKey and agent key) and the
// gateway in OIDC mode against both, prints the address and the three logins, and passes the
// gateway's log lines (the audit lines among them) through. Ctrl-C stops all three.
//
// Ports: gateway 8080, identity provider 9400, mock server 8788, or another free one when
// taken (PARAPET_DEMO_GATEWAY_PORT, PARAPET_DEMO_IDP_PORT, PARAPET_DEMO_MOCK_PORT to choose).
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_AGENT_KEY } from '../mocks/agent/handlers.ts';
import { DEMO_ACCESS_KEY } from '../mocks/server/signedOptions.ts';
import { DEV_USERS, startGateway, startIdp, startSignedMock, stopAll } from './gatewayStack.mjs';
import { freePort } from './nginxSite.mjs';
import { createServer } from 'node:net';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

if (process.argv.includes('--help')) {
  console.log(
    [
      'Usage: npm run gateway:demo',
      'The gateway in OIDC mode with the local identity provider and the signed mock server.',
      '  PARAPET_DEMO_GATEWAY_PORT  the console (default 8080)',
      '  PARAPET_DEMO_IDP_PORT      the identity provider (default 9400)',
      '  PARAPET_DEMO_MOCK_PORT     the mock server (default 8788)',
      'A port that is taken is replaced by a free one (printed).',
    ].join('\n'),
  );
  process.exit(0);
}

/** `wanted` when nothing listens there, else a free port. */
async function portOr(wanted) {
  const free = await new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(wanted, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  return free ? wanted : freePort();
}

if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
  console.log('dist/ has no live build: building it (vite build --mode live)…');
  const build = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--mode', 'live'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The live build failed: run `npm run build` and see why.');
    process.exit(1);
  }
}

const ports = {
  gateway: await portOr(Number(process.env.PARAPET_DEMO_GATEWAY_PORT ?? 8080)),
  idp: await portOr(Number(process.env.PARAPET_DEMO_IDP_PORT ?? 9400)),
  mock: await portOr(Number(process.env.PARAPET_DEMO_MOCK_PORT ?? 8788)),
};
const publicUrl = `http://localhost:${ports.gateway}`;
const running = [];
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(running);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

/** A process that ends by itself ends the demo. */
function watch(started) {
  running.push(started);
  started.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${started.name} stopped (${code ?? signal}):\n${started.stderr()}`);
    void stop(1);
  });
  return started;
}

try {
  const [idp, mock] = await Promise.all([
    startIdp({ port: ports.idp, gatewayUrls: [publicUrl] }).then(watch),
    startSignedMock({
      port: ports.mock,
      accessKey: DEMO_ACCESS_KEY,
      agentKey: DEMO_AGENT_KEY,
    }).then(watch),
  ]);
  let announced = false;
  const held = [];
  watch(
    await startGateway({
      port: ports.gateway,
      instance: 'gateway-demo',
      dist: 'dist',
      mock: mock.url,
      accessKey: DEMO_ACCESS_KEY,
      agentKey: DEMO_AGENT_KEY,
      issuer: idp.url,
      publicUrl,
      // A new key each start: sessions end when the demo does.
      sessionKeys: [randomBytes(32).toString('base64url')],
      // Its startup lines are held back until the banner is out; the rest pass through.
      onLine: (line) => (announced ? console.log(line) : held.push(line)),
    }),
  );
  console.log(held.join('\n'));
  announced = true;
  console.log(
    [
      '',
      `Parapet through the gateway: open ${publicUrl}/screen`,
      `  (the console sends you to the sign-in form first; directly: ${publicUrl}/auth/login?returnTo=/screen)`,
      '',
      'Sign in as:',
      ...DEV_USERS.map(
        (u) => `  ${u.username.padEnd(7)} password ${u.password.padEnd(12)} (${u.name})`,
      ),
      '',
      `Identity provider ${idp.url}; signed mock server ${mock.url} (AccessKey ${DEMO_ACCESS_KEY.id}, agent key from the gateway's settings)`,
      'The gateway\u2019s log lines (one per request, an audit line per write) follow. Ctrl-C stops all three.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`gateway:demo: ${error.message}`);
  await stop(1);
}
