// `npm run test:deploy`: the live build as docs/deploy.md deploys it. Starts the HTTP mock backend,
// a real nginx running deploy/nginx.conf.template (only the listen port, root and upstreams filled
// in) over a copy of dist/, and runs the Playwright smoke in e2e-deploy/ through it.
// Arguments are passed on to Playwright (a spec file, --grep). PARAPET_DEPLOY_DIST serves another
// live build's folder than dist/, so a second session on the machine can test its own build.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Run through tsx (package.json), which lets this script import the TypeScript header module.
import { securityHeaders } from '../build/securityHeaders.ts';
import { startMockServerProcess } from './mockServerProcess.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.PARAPET_DEPLOY_DIST ?? 'dist';
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

function findNginx() {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(path)) return path;
  }
  return null;
}

function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const debian =
    existsSync('/etc/os-release') &&
    /^(ID|ID_LIKE)="?[^\n]*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  if (!debian || process.getuid?.() !== 0) {
    console.error(
      'No nginx found. Install it (Debian/Ubuntu: sudo apt-get install nginx) and run again.',
    );
    process.exit(1);
  }
  console.log("No nginx found: installing Debian's nginx package.");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`FAILED: apt-get ${args.join(' ')}`);
      process.exit(1);
    }
  }
  return findNginx();
}

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const BROTLI =
  'brotli on; brotli_types text/css application/javascript application/json image/svg+xml;';

/**
 * Debian's brotli filter module for nginx, installed like nginx itself where it can be (root on
 * Debian/Ubuntu); elsewhere, or when it cannot be installed, the smoke runs with gzip only and
 * says so.
 */
function ensureBrotli() {
  if (existsSync(BROTLI_MODULE)) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("No brotli module for nginx: installing Debian's libnginx-mod-http-brotli-filter.");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = ['install', '-y', '--no-install-recommends', 'libnginx-mod-http-brotli-filter'];
    if (spawnSync('apt-get', install, { stdio: 'inherit', env }).status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      spawnSync('apt-get', install, { stdio: 'inherit', env });
    }
  }
  if (existsSync(BROTLI_MODULE)) return true;
  console.log(`NOTICE: no ${BROTLI_MODULE}: nginx serves gzip only in this run.`);
  return false;
}

/**
 * The build copied where nginx's workers can read it, as a deployment installs it: started as
 * root, nginx runs its workers as an unprivileged user, which cannot enter a checkout inside a
 * folder only its owner may open (`mktemp -d`'s default, root's home). Modes are set here, not
 * left to the umask, so the copy is readable whoever runs this and however.
 */
function deployedCopy(from, work) {
  chmodSync(work, 0o755);
  const root = join(work, 'site');
  cpSync(from, root, { recursive: true });
  const open = (dir) => {
    chmodSync(dir, 0o755);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) open(path);
      else chmodSync(path, 0o644);
    }
  };
  open(root);
  return root;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

if (!existsSync(join(ROOT, DIST, 'index.html'))) {
  console.error(
    `${DIST}/ is missing: run \`npm run build\` (or \`npm test\`, which builds it) first.`,
  );
  process.exit(1);
}
const nginx = ensureNginx();
const brotli = ensureBrotli();
const work = mkdtempSync(join(tmpdir(), 'parapet-nginx-'));
mkdirSync(join(work, 'logs'));
const siteRoot = deployedCopy(join(ROOT, DIST), work);
const mock = await startMockServerProcess();
const port = await freePort();
const headers = securityHeaders({ uploadOrigins: [mock.url] });
const site = readFileSync(join(ROOT, 'deploy', 'nginx.conf.template'), 'utf8')
  .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
  .replaceAll('__SERVER_NAME__', 'localhost')
  .replaceAll('__ROOT__', siteRoot)
  .replaceAll('__CSP__', headers['Content-Security-Policy'])
  .replaceAll('__PERMISSIONS_POLICY__', headers['Permissions-Policy'])
  .replaceAll('__SCREEN_UPSTREAM__', `${mock.url}/api/screen`)
  .replaceAll('__LAKE_UPSTREAM__', `${mock.url}/api/lake/`)
  .replaceAll('__AGENT_UPSTREAM__', `${mock.url}/api/agent/`)
  .replaceAll('__BROTLI__', brotli ? BROTLI : '');
writeFileSync(join(work, 'parapet.conf'), site);
writeFileSync(
  join(work, 'nginx.conf'),
  [
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(work, 'nginx.pid')};`,
    `error_log ${join(work, 'logs', 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${join(work, 'logs', 'access.log')};`,
    `  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;`,
    `  fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;`,
    `  include ${join(work, 'parapet.conf')};`,
    '}',
    '',
  ].join('\n'),
);
const test = spawnSync(nginx, ['-t', '-p', work, '-c', join(work, 'nginx.conf')], {
  encoding: 'utf8',
});
if (test.status !== 0) {
  console.error(`FAILED: nginx -t\n${test.stderr}`);
  mock.child.kill();
  process.exit(1);
}
const server = spawn(nginx, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'inherit' });
console.log(`nginx ${port} → ${DIST}/, API → ${mock.url}`);

const result = spawnSync(
  bin('playwright'),
  ['test', '--config', 'playwright.deploy.config.ts', ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    // The mock server's own address too: the chaos journey switches its faults
    // (PUT /__mock/faults, which nginx does not forward).
    env: {
      ...process.env,
      PARAPET_DEPLOY_URL: `http://127.0.0.1:${port}`,
      PARAPET_MOCK_URL: mock.url,
      PARAPET_DEPLOY_BROTLI: brotli ? '1' : '',
    },
  },
);
server.kill('SIGQUIT');
mock.child.kill('SIGTERM');
if (result.status !== 0) {
  // Its last lines: a chaos run logs every connection the mock dropped on purpose.
  const log = readFileSync(join(work, 'logs', 'error.log'), 'utf8')
    .trimEnd()
    .split('\n');
  console.error(`nginx error log (last 20 of ${log.length} lines):\n${log.slice(-20).join('\n')}`);
}
rmSync(work, { recursive: true, force: true });
process.exit(result.status ?? 1);
