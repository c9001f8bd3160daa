// The gateway smoke (`npm test`'s 'gateway behind nginx', alone `npm run test:gateway`): a real
// nginx round robin in front of two gateway processes (same settings, same session keys, one
// Debian PostgreSQL server started here for their audit records) against
// the HTTP mock server in signed mode and the local identity provider (gateway/dev), and the
// Playwright spec in e2e-gateway/ through it. The AccessKey, the agent key and the session key
// are new each run, so the spec's search of the gateways' log lines for them means something.
// Arguments are passed on to Playwright (a spec file, --grep).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGateway, startIdp, startSignedMock, stopAll } from './gatewayStack.mjs';
import { freePort, startNginxProxy } from './nginxSite.mjs';
import { startPostgres } from './postgresServer.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.PARAPET_DEPLOY_DIST ?? 'dist';

if (!existsSync(resolve(ROOT, DIST, 'index.html'))) {
  console.error(
    `${DIST}/ is missing: run \`npm run build\` (or \`npm test\`, which builds it) first.`,
  );
  process.exit(1);
}

const secret = () => randomBytes(24).toString('base64url');
const accessKey = { id: `LTAI-smoke-${randomBytes(6).toString('hex')}`, secret: secret() };
const agentKey = `agent-${secret()}`;
const sessionKey = secret();
const logs = mkdtempSync(join(tmpdir(), 'parapet-gateway-logs-'));
const running = [];
let site = null;
let postgres = null;

async function cleanUp() {
  site?.stop();
  await stopAll(running);
  await postgres?.remove();
}
// The processes run in their own process group, out of a terminal's Ctrl-C: stopped here.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(
    signal,
    () =>
      void cleanUp().then(() => {
        rmSync(logs, { recursive: true, force: true });
        process.exit(130);
      }),
  );
}

let status = 1;
try {
  // nginx's address first: it is the public URL the identity provider sends people back to.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const [idp, mock, database] = await Promise.all([
    startIdp({ gatewayUrls: [publicUrl] }),
    startSignedMock({ accessKey, agentKey }),
    startPostgres(),
  ]);
  running.push(idp, mock);
  postgres = database;
  const gateways = await Promise.all(
    ['gateway-a', 'gateway-b'].map((instance) =>
      startGateway({
        instance,
        dist: DIST,
        mock: mock.url,
        accessKey,
        agentKey,
        issuer: idp.url,
        publicUrl,
        sessionKeys: [sessionKey],
        trustProxy: '127.0.0.1',
        databaseUrl: database.url,
        logFile: join(logs, `${instance}.log`),
      }),
    ),
  );
  running.push(...gateways);
  site = await startNginxProxy({ upstreams: gateways.map((g) => g.url), port });
  console.log(
    `nginx ${site.url} → ${gateways.map((g) => g.url).join(', ')} (${DIST}/); identity provider ${idp.url}; signed mock ${mock.url}; PostgreSQL on port ${database.port}`,
  );
  // What the spec needs to forge an old session and to search the log lines for secrets.
  const secretsFile = join(logs, 'secrets.json');
  writeFileSync(
    secretsFile,
    JSON.stringify({ accessKey, agentKey, sessionKey, databasePassword: database.password }),
    { mode: 0o600 },
  );

  // Not spawnSync: this process relays the gateways' stdout to their log files meanwhile.
  const playwright = spawn(
    join(ROOT, 'node_modules', '.bin', 'playwright'),
    ['test', '--config', 'playwright.gateway.config.ts', ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        PARAPET_GATEWAY_URL: site.url,
        PARAPET_GATEWAY_DIRECT: gateways.map((g) => g.url).join(','),
        PARAPET_GATEWAY_LOGS: gateways
          .map((g) => join(logs, `${g.name.split(' ')[1]}.log`))
          .join(','),
        PARAPET_GATEWAY_SECRETS: secretsFile,
        PARAPET_MOCK_URL: mock.url,
      },
    },
  );
  status = await new Promise((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)));
  if (status !== 0) {
    console.error(`nginx error log (last lines):\n${site.errorLog().join('\n')}`);
  }
} catch (error) {
  console.error(`FAILED: ${error.message}`);
}
await cleanUp();
// A failed run keeps the gateways' log lines to read.
if (status === 0) rmSync(logs, { recursive: true, force: true });
else console.error(`The gateways' log lines: ${logs}/gateway-a.log, gateway-b.log`);
process.exit(status);
