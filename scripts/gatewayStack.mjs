// The gateway with what it talks to, as real processes: the local identity provider
// (gateway/dev), the HTTP mock server in signed mode and one or more gateways in OIDC mode
// configured against both. `npm run gateway:demo` (scripts/gateway-demo.mjs) and the gateway
// smoke (scripts/gateway-smoke.mjs) start them through this. Run through tsx: it reads the
// identity provider's client and people from gateway/dev/idp.ts.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  DEV_ROLE_MAP,
  DEV_SCOPES,
  DEV_USERS,
} from '../gateway/dev/idp.ts';

export { DEV_USERS };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

// The children run in their own process group (a terminal's Ctrl-C reaches this script only,
// which stops them in order); whatever is left when this process exits is ended with it.
const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/**
 * Starts `tsx <args>` and resolves with the child and the first capture of `ready` in its
 * stdout; rejects if it exits first. Each stdout line also goes to `onLine` (and `logFile`).
 */
export function startTsx(name, args, { env = {}, ready, onLine, logFile } = {}) {
  const child = spawn(TSX, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  let partial = '';
  const stderr = [];
  child.stderr.on('data', (chunk) => stderr.push(chunk));
  return new Promise((resolve, reject) => {
    let found = null;
    child.stdout.on('data', (chunk) => {
      const text = partial + chunk;
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (logFile) appendFileSync(logFile, `${line}\n`);
        onLine?.(line);
      }
      if (found === null) {
        output += chunk;
        const match = ready.exec(output);
        if (match) {
          found = match[1];
          resolve({ name, child, url: found, stderr: () => Buffer.concat(stderr).toString() });
        }
      }
    });
    child.once('exit', (code, signal) => {
      if (found === null) {
        reject(
          new Error(
            `${name} exited (${code ?? signal}) before it was ready:\n${output}${Buffer.concat(stderr)}`,
          ),
        );
      }
    });
  });
}

/** The local identity provider (gateway/dev/idp.ts) for gateways at `gatewayUrls`. */
export function startIdp({ port = 0, gatewayUrls }) {
  return startTsx('identity provider', ['gateway/dev/idpMain.ts'], {
    env: {
      PARAPET_DEV_IDP_PORT: String(port),
      PARAPET_DEV_IDP_GATEWAY_URL: gatewayUrls.join(','),
    },
    ready: /identity provider on (http:\/\/\S+)/,
  });
}

/**
 * The HTTP mock server requiring signatures made with `accessKey` ({id, secret}, given through
 * the environment, not the command line) and the agent key `agentKey`.
 */
export function startSignedMock({ port = 0, accessKey, agentKey }) {
  return startTsx(
    'mock server',
    [
      'mocks/server/main.ts',
      '--port',
      String(port),
      '--no-latency',
      '--require-signatures',
      '--agent-key',
      agentKey,
    ],
    {
      env: { PARAPET_MOCK_ACCESS_KEYS: `${accessKey.id}:${accessKey.secret}` },
      ready: /mock backend on (http:\/\/\S+)/,
    },
  );
}

/**
 * A gateway (`npm run gateway`) in OIDC mode: the build at `dist`, the three services at the
 * mock server `mock` signed with `accessKey` and `agentKey`, people signed in at `issuer` (the
 * dev identity provider's client and role map), the console at `publicUrl`.
 */
export function startGateway({
  port = 0,
  instance,
  dist,
  mock,
  accessKey,
  agentKey,
  issuer,
  publicUrl,
  sessionKeys,
  trustProxy = 'false',
  databaseUrl,
  onLine,
  logFile,
}) {
  return startTsx(`gateway ${instance}`, ['gateway/main.ts'], {
    env: {
      NODE_ENV: 'development',
      PARAPET_GATEWAY_HOST: '127.0.0.1',
      PARAPET_GATEWAY_PORT: String(port),
      PARAPET_GATEWAY_DIST: dist,
      PARAPET_GATEWAY_INSTANCE: instance,
      PARAPET_GATEWAY_TRUST_PROXY: trustProxy,
      PARAPET_UPLOAD_ORIGINS: mock,
      PARAPET_GATEWAY_SCREEN_ENDPOINT: `${mock}/api/screen`,
      PARAPET_GATEWAY_LAKE_ENDPOINT: `${mock}/api/lake`,
      PARAPET_GATEWAY_AGENT_ENDPOINT: `${mock}/api/agent`,
      PARAPET_GATEWAY_AGENT_API_KEY: agentKey,
      PARAPET_GATEWAY_CREDENTIALS_TYPE: 'access_key',
      PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_ID: accessKey.id,
      PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_SECRET: accessKey.secret,
      PARAPET_GATEWAY_AUTH: 'oidc',
      PARAPET_GATEWAY_PUBLIC_URL: publicUrl,
      PARAPET_GATEWAY_OIDC_ISSUER: issuer,
      PARAPET_GATEWAY_OIDC_CLIENT_ID: DEV_CLIENT_ID,
      PARAPET_GATEWAY_OIDC_CLIENT_SECRET: DEV_CLIENT_SECRET,
      PARAPET_GATEWAY_OIDC_SCOPES: DEV_SCOPES,
      PARAPET_GATEWAY_ROLE_MAP: DEV_ROLE_MAP,
      PARAPET_GATEWAY_SESSION_KEYS: sessionKeys.join(','),
      PARAPET_GATEWAY_SECURE_COOKIE: 'false',
      // Several instances share one PostgreSQL server; one alone may keep PGlite's folder.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    ready: /Parapet gateway on (http:\/\/[^"\s]+)/,
    onLine,
    logFile,
  });
}

/** Ends each process (SIGTERM) and resolves once all have exited. */
export function stopAll(processes) {
  return Promise.all(
    processes
      .filter((p) => p && p.child.exitCode === null && p.child.signalCode === null)
      .map(
        (p) =>
          new Promise((resolve) => {
            const force = setTimeout(() => p.child.kill('SIGKILL'), 5000);
            p.child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            p.child.kill('SIGTERM');
          }),
      ),
  );
}
