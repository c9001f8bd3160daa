// The mock backend over HTTP, as `npm run mock-server` starts it: a child process, so its
// process-wide mock state is its own, spoken to over a real socket.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { server as inProcessMock } from '../node';

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

interface Started {
  url: string;
  child: ChildProcess;
}

/** Starts the server on a free port and resolves once it prints where it listens. */
function startServer(...args: string[]): Promise<Started> {
  const child = spawn(TSX, ['mocks/server/main.ts', '--port', '0', '--no-latency', ...args], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /mock backend on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`mock-server exited (${code}):\n${output}`)));
  });
}

function stop({ child }: Started): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const running: Started[] = [];
async function started(...args: string[]) {
  const server = await startServer(...args);
  running.push(server);
  return server;
}

let dir = '';
// The test process's own fetch must reach the socket, not the in-process mock of test/setup.ts.
beforeAll(() => {
  inProcessMock.close();
  dir = mkdtempSync(join(tmpdir(), 'parapet-mock-server-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map(stop));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  inProcessMock.listen({ onUnhandledRequest: 'error' });
});

const SETTING = '/api/screen?Action=DescribeScreenSetting&Version=2021-01-14&Id=1003';

async function catalogId(url: string, name: string): Promise<string> {
  const body = (await (await fetch(`${url}/api/lake/lake/v1/catalogs`)).json()) as {
    catalogs: { id: string; name: string }[];
  };
  const found = body.catalogs.find((catalog) => catalog.name === name);
  if (!found) throw new Error(`no catalog ${name}`);
  return found.id;
}

async function databaseNames(url: string, id: string): Promise<string[]> {
  const response = await fetch(`${url}/api/lake/lake/v1/${id}/database-details?maxResults=1000`);
  const body = (await response.json()) as { databaseDetails: { name: string }[] };
  return body.databaseDetails.map((database) => database.name);
}

const createDatabase = (url: string, id: string, name: string) =>
  fetch(`${url}/api/lake/lake/v1/${id}/databases`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, options: {} }),
  });

describe('npm run mock-server', () => {
  it('answers the three services under their prefixes, 404 elsewhere, and applies --fault', async () => {
    const { url } = await started('--fault', 'screen:DescribeScreenEmerRisk:500');
    const setting = await fetch(`${url}${SETTING}`);
    expect(setting.status).toBe(200);
    expect(await setting.json()).toMatchObject({ ScreenId: 1003, Title: 'Ops' });
    // The fault list, as ?mock-fault= gives it: only the named operation fails.
    const risks = '/api/screen?Action=DescribeScreenEmerRisk&Version=2021-01-14';
    expect((await fetch(`${url}${risks}`)).status).toBe(500);
    expect((await fetch(`${url}/api/lake/lake/v1/catalogs`)).status).toBe(200);
    // The agent service wants its key: without one it refuses, as the real one does.
    expect((await fetch(`${url}/api/agent/api/v1/agent/webhook_endpoints`)).status).toBe(401);
    expect((await fetch(`${url}/api/nothing`)).status).toBe(404);
  });

  it('keeps every one of concurrent writes, and keeps them across a restart with --state', async () => {
    const state = join(dir, 'state.json');
    const first = await started('--state', state);
    const id = await catalogId(first.url, 'sales_lake');
    const names = Array.from({ length: 12 }, (_, i) => `concurrent_${i}`);
    const answers = await Promise.all(names.map((name) => createDatabase(first.url, id, name)));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    expect(await databaseNames(first.url, id)).toEqual(expect.arrayContaining(names));
    // The file is whole JSON after the burst.
    expect(() => JSON.parse(readFileSync(state, 'utf8')) as unknown).not.toThrow();
    await stop(first);
    running.splice(running.indexOf(first), 1);

    const second = await started('--state', state);
    // Same anchor, so the same ids; and every change replayed.
    expect(await catalogId(second.url, 'sales_lake')).toBe(id);
    expect(await databaseNames(second.url, id)).toEqual(expect.arrayContaining(names));
    // A name taken meanwhile is refused as the service refuses it.
    expect((await createDatabase(second.url, id, 'concurrent_0')).status).toBe(409);
  });

  it('drops the connection for an offline fault, and switches faults at run time (--chaos, /__mock/faults)', async () => {
    const { url } = await started(
      '--fault',
      'screen:DescribeScreenSetting:offline',
      '--chaos',
      '5:100',
    );
    // A dropped connection is a network error to the caller, and the server lives on.
    await expect(fetch(`${url}${SETTING}`)).rejects.toThrow();
    const control = `${url}/__mock/faults`;
    expect(await (await fetch(control)).json()).toEqual({
      spec: 'screen:DescribeScreenSetting:offline,*:*:chaos-5-100',
    });
    // Chaos on every request: a seeded mix of failures, 429s carrying Retry-After.
    const statuses: (number | 'dropped')[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await fetch(`${url}/api/lake/lake/v1/catalogs`).catch(() => null);
      statuses.push(response?.status ?? 'dropped');
      if (response?.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toContain('dropped');
    expect(statuses.some((status) => typeof status === 'number' && status >= 500)).toBe(true);
    // Switched off while running: every answer is good again.
    const off = await fetch(control, { method: 'PUT', body: '' });
    expect(await off.json()).toEqual({ spec: '' });
    expect((await fetch(`${url}${SETTING}`)).status).toBe(200);
    expect((await fetch(`${url}/api/lake/lake/v1/catalogs`)).status).toBe(200);
    // The object storage lets the console's origin upload, as a bucket's CORS rule does.
    const preflight = await fetch(`${url}/api/oss`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://console.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://console.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const bad = await fetch(control, { method: 'PUT', body: 'screen:nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ spec: '', error: expect.stringMatching(/nope/) });
  });
});
