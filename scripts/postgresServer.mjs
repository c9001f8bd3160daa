// A throwaway PostgreSQL server from Debian's packages (installed when missing, as nginx is):
// a fresh cluster in a temporary folder, a random password (scram-sha-256), listening on
// 127.0.0.1 at a free port, no fsync (it is thrown away). The gateway smoke runs its two gateway
// instances against it (DATABASE_URL), and stops it to show what the gateway does without one.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from './debianPackages.mjs';
import { freePort } from './nginxSite.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null. */
function findPostgres() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(join(DEBIAN_ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

export function ensurePostgres() {
  return ensureInstalled({ find: findPostgres, pkg: 'postgresql', what: 'PostgreSQL server' });
}

/**
 * PostgreSQL will not run as root: as root, its commands run as Debian's `postgres` user, through
 * setpriv, which execs the command in its place, so a signal to the child reaches the server.
 */
function asServerUser(command, args) {
  return process.getuid?.() === 0
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', command, ...args]]
    : [command, args];
}

/**
 * Starts a server; resolves with its URL (user `parapet`, database `parapet`), its password (for
 * the smoke's search of log lines) and `stop()`. Rejects when it does not come up within 30 s.
 */
export async function startPostgres() {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'parapet-postgres-'));
  const data = join(dir, 'data');
  const password = randomBytes(18).toString('base64url');
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, password);
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(owner.stdout), Number(group.stdout));
    chownSync(pwfile, Number(owner.stdout), Number(group.stdout));
  }
  chmodSync(dir, 0o700);
  const [initdb, initArgs] = asServerUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'parapet',
    '--pwfile',
    pwfile,
    '-A',
    'scram-sha-256',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const [postgres, args] = asServerUser(join(bin, 'postgres'), [
    '-D',
    data,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    dir,
    '-F',
    '-c',
    'max_connections=50',
    '-c',
    'shared_buffers=32MB',
  ]);
  const child = spawn(postgres, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = [];
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`PostgreSQL did not start:\n${output.join('')}`)),
      30_000,
    );
    const onData = (chunk) => {
      output.push(String(chunk));
      if (/database system is ready to accept connections/.test(output.join(''))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited (${code}):\n${output.join('')}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const [createdb, createArgs] = asServerUser(join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'parapet',
    'parapet',
  ]);
  const created = spawnSync(createdb, createArgs, {
    encoding: 'utf8',
    env: { ...process.env, PGPASSWORD: password },
  });
  if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
  let stopped = null;
  return {
    url: `postgres://parapet:${encodeURIComponent(password)}@127.0.0.1:${port}/parapet`,
    password,
    port,
    /** Fast shutdown (SIGINT): clients are disconnected; resolves once it has exited. */
    stop() {
      stopped ??= new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      });
      return stopped;
    },
    async remove() {
      await this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
