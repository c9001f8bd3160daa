// The live build served by a real nginx running deploy/nginx.conf.template (only the listen
// port, root, policy and upstreams filled in) in front of an API base: what docs/deploy.md
// deploys. The deployment smoke (scripts/deploy-smoke.mjs) and the bench's Lighthouse rows run
// against it. nginx (and its brotli module) are installed from Debian's packages when missing.
// startNginxProxy: nginx round robin in front of several gateways (scripts/gateway-smoke.mjs).
//
//   tsx scripts/nginxSite.mjs --dist dist --api http://127.0.0.1:8787
//
// run alone, it prints `nginx-site <url>` once nginx answers and serves until stopped.
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
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { aptInstall, canInstallPackages, ensureInstalled } from './debianPackages.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function findNginx() {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(path)) return path;
  }
  return null;
}

export function ensureNginx() {
  return ensureInstalled({ find: findNginx, pkg: 'nginx', what: 'nginx' });
}

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const BROTLI =
  'brotli on; brotli_types text/css application/javascript application/json image/svg+xml;';

/**
 * Debian's brotli filter module for nginx, installed like nginx itself where it can be (root on
 * Debian/Ubuntu); elsewhere, or when it cannot be installed, the smoke runs with gzip only and
 * says so.
 */
export function ensureBrotli() {
  if (existsSync(BROTLI_MODULE)) return true;
  if (canInstallPackages()) {
    console.log("No brotli module for nginx: installing Debian's libnginx-mod-http-brotli-filter.");
    aptInstall('libnginx-mod-http-brotli-filter');
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

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts nginx over a copy of `dist` with the three API prefixes forwarded to `api` (the HTTP
 * mock server's address) and `headers` (the security headers, build/securityHeaders.ts) sent
 * with every page. Resolves once nginx answers; `stop()` ends it and removes its folder.
 */
export async function startNginxSite({ dist, api, headers }) {
  const nginx = ensureNginx();
  const brotli = ensureBrotli();
  const work = mkdtempSync(join(tmpdir(), 'parapet-nginx-'));
  mkdirSync(join(work, 'logs'));
  const siteRoot = deployedCopy(resolve(ROOT, dist), work);
  const port = await freePort();
  const site = readFileSync(join(ROOT, 'deploy', 'nginx.conf.template'), 'utf8')
    .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
    .replaceAll('__SERVER_NAME__', 'localhost')
    .replaceAll('__ROOT__', siteRoot)
    .replaceAll('__CSP__', headers['Content-Security-Policy'])
    .replaceAll('__PERMISSIONS_POLICY__', headers['Permissions-Policy'])
    .replaceAll('__SCREEN_UPSTREAM__', `${api}/api/screen`)
    .replaceAll('__LAKE_UPSTREAM__', `${api}/api/lake/`)
    .replaceAll('__AGENT_UPSTREAM__', `${api}/api/agent/`)
    .replaceAll('__BROTLI__', brotli ? BROTLI : '');
  writeFileSync(join(work, 'parapet.conf'), site);
  return { ...(await runNginx(nginx, work, port, brotli)), brotli };
}

/**
 * Starts nginx in `work` (which holds `parapet.conf`, the server block) on `port`; resolves once
 * it answers. `stop()` ends it and removes `work`.
 */
async function runNginx(nginx, work, port, brotli) {
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
  const check = spawnSync(nginx, ['-t', '-p', work, '-c', join(work, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`nginx -t failed:\n${check.stderr}`);
  }
  const server = spawn(nginx, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (tries > 100) throw new Error(`nginx did not answer on ${url}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    /** The last lines of nginx's error log. */
    errorLog: (lines = 20) =>
      readFileSync(join(work, 'logs', 'error.log'), 'utf8')
        .trimEnd()
        .split('\n')
        .slice(-lines),
    stop() {
      server.kill('SIGQUIT');
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * nginx in front of several gateways (`upstreams`, their base URLs), round robin: every path
 * goes to the next one, with the Host and X-Forwarded-* a gateway behind a proxy reads
 * (trustProxy). The gateways serve the console themselves, so this is the whole site. `port`:
 * where to listen (a free one when absent).
 */
export async function startNginxProxy({ upstreams, port }) {
  const nginx = ensureNginx();
  const work = mkdtempSync(join(tmpdir(), 'parapet-nginx-'));
  mkdirSync(join(work, 'logs'));
  const listen = port ?? (await freePort());
  const servers = upstreams.map((url) => `  server ${new URL(url).host};`);
  writeFileSync(
    join(work, 'parapet.conf'),
    [
      'upstream parapet_gateways {',
      ...servers,
      '  keepalive 8;',
      '}',
      'server {',
      `  listen 127.0.0.1:${listen};`,
      '  server_name localhost;',
      '  location / {',
      '    proxy_pass http://parapet_gateways;',
      '    proxy_http_version 1.1;',
      '    proxy_set_header Connection "";',
      '    proxy_set_header Host $http_host;',
      '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '    proxy_set_header X-Forwarded-Proto $scheme;',
      '    proxy_set_header X-Forwarded-Host $http_host;',
      '    proxy_read_timeout 30s;',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  return runNginx(nginx, work, listen, false);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, api: { type: 'string' } } });
  if (!values.dist || !values.api) {
    console.error('usage: tsx scripts/nginxSite.mjs --dist <live build> --api <mock server url>');
    process.exit(2);
  }
  // Through tsx (the header module is TypeScript).
  const { securityHeaders } = await import('../build/securityHeaders.ts');
  const headers = securityHeaders({ uploadOrigins: [values.api] });
  const site = await startNginxSite({ dist: values.dist, api: values.api, headers });
  console.log(`nginx-site ${site.url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      site.stop();
      process.exit(0);
    });
  }
}
