/**
 * What the gateway's tests share: a console build in a temporary folder, the signed mock server
 * and stub upstreams on free ports, a gateway built from settings as the environment gives them,
 * and a log capture.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer, type RunningMockServer } from '../mocks/server/createMockServer';
import type { SignatureOptions } from '../mocks/server/signedOptions';
import { loadConfig, type GatewayConfig } from './config';
import { buildGateway, type Gateway, type GatewayOptions } from './server';
import { inject } from 'vitest';
import { pgliteDatabase, type Database } from './store/database';

export const TEST_ACCESS_KEY = {
  id: 'LTAI-test-gateway-id',
  secret: 'test-gateway-secret-0123456789',
};
export const TEST_AGENT_KEY = 'agent-key-for-the-gateway-tests';

/** A live build's shape: index.html, a hashed script large enough to compress, a root file. */
export function makeDist(): { dir: string; script: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'parapet-gateway-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
  );
  const script = `export const text = ${JSON.stringify('parapet '.repeat(2000))};\n`;
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, script, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every line the gateway logged, raw and parsed. */
export function logCapture() {
  const lines: string[] = [];
  return {
    destination: { write: (line: string) => void lines.push(line) },
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    audits: () =>
      lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((record) => record.type === 'audit'),
  };
}

/** The mock backend in this process, requiring signatures (with the test key) and the agent key. */
export function startSignedMock(
  signatures: Partial<SignatureOptions> = {},
): Promise<RunningMockServer> {
  return startMockServer({
    port: 0,
    host: '127.0.0.1',
    scale: 'normal',
    faults: null,
    stateFile: null,
    corpus: null,
    latency: false,
    signatures: {
      accessKeys: new Map([[TEST_ACCESS_KEY.id, TEST_ACCESS_KEY.secret]]),
      agentKey: TEST_AGENT_KEY,
      ...signatures,
    },
  });
}

export interface StubCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** An upstream that records every call and answers with `answer`. */
export async function startStub(
  answer: (call: StubCall, res: ServerResponse) => void = (_call, res) =>
    void res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
) {
  const calls: StubCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      calls.push(call);
      answer(call, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The gateway's settings from an environment (the test key and agent key unless replaced). */
export function testConfig(env: Record<string, string>, dist: string): GatewayConfig {
  return loadConfig({
    env: {
      PARAPET_GATEWAY_DIST: dist,
      PARAPET_GATEWAY_INSTANCE: 'gateway-test-1',
      // Tests of serving and signing run without sign-in; auth.test.ts signs in.
      PARAPET_GATEWAY_AUTH: 'none',
      PARAPET_GATEWAY_AGENT_API_KEY: TEST_AGENT_KEY,
      PARAPET_GATEWAY_CREDENTIALS_TYPE: 'access_key',
      PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_ID: TEST_ACCESS_KEY.id,
      PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_SECRET: TEST_ACCESS_KEY.secret,
      PARAPET_GATEWAY_DATA_DIR: 'memory://',
      ...env,
    },
  });
}

/** Every service at `base` (`<base>/api/screen`, …), as the mock server answers them. */
export function endpointsAt(base: string): Record<string, string> {
  return {
    PARAPET_GATEWAY_SCREEN_ENDPOINT: `${base}/api/screen`,
    PARAPET_GATEWAY_LAKE_ENDPOINT: `${base}/api/lake`,
    PARAPET_GATEWAY_AGENT_ENDPOINT: `${base}/api/agent`,
  };
}

let sharedDatabase: Promise<Database> | null = null;

/**
 * One in-memory PGlite per test file, shared by its gateways (PGlite takes a second or two to
 * start; a gateway's close leaves it open). Records accumulate across a file's tests, so a test
 * reads back what it wrote by something of its own (its operation, its resource, its request id).
 */
export function testDatabase(): Promise<Database> {
  sharedDatabase ??= ownTestDatabase().then((db) => ({ ...db, close: async () => undefined }));
  return sharedDatabase;
}

/** A migrated PGlite of the test's own, closed by the test. */
export async function ownTestDatabase(): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const image = new Blob([readFileSync(inject('gatewayDatabaseImage'))]);
  return pgliteDatabase(await PGlite.create({ loadDataDir: image }));
}

export async function testGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const gateway = await buildGateway(config, {
    openDatabase: config.database.url === null ? () => testDatabase() : undefined,
    ...options,
  });
  await gateway.app.ready();
  return gateway;
}
