// The gateway in front of stub upstreams that record every call: what is refused never arrives,
// what arrives is signed for the right operation at the right (mapped) path, and what the
// upstream answers comes back untouched, or in the console's error shapes when it does not.
import { request as httpRequest } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { hashPayload } from '../mocks/server/acs3';
import { NonceLog, verifySignature } from '../mocks/server/signatureCheck';
import { AllowList } from './allowList';
import type { Gateway } from './server';
import {
  logCapture,
  makeDist,
  startStub,
  TEST_ACCESS_KEY,
  TEST_AGENT_KEY,
  testConfig,
  testGateway,
  type StubCall,
} from './testSupport';

let dist: ReturnType<typeof makeDist>;
beforeAll(() => {
  dist = makeDist();
});
afterAll(() => dist.remove());

type Stub = Awaited<ReturnType<typeof startStub>>;
const open: { stub: Stub; gateway: Gateway }[] = [];
afterEach(async () => {
  for (const { stub, gateway } of open.splice(0)) {
    await gateway.app.close();
    await stub.close();
  }
});

/** A gateway whose three services are one stub upstream (under /screen, /lake, /agent). */
async function behindStub(
  answer?: Parameters<typeof startStub>[0],
  env: Record<string, string> = {},
) {
  const stub = await startStub(answer);
  const log = logCapture();
  const gateway = await testGateway(
    testConfig(
      {
        PARAPET_GATEWAY_SCREEN_ENDPOINT: `${stub.url}/`,
        PARAPET_GATEWAY_LAKE_ENDPOINT: `${stub.url}/lake-base`,
        PARAPET_GATEWAY_AGENT_ENDPOINT: `${stub.url}/agent-base`,
        ...env,
      },
      dist.dir,
    ),
    { logDestination: log.destination },
  );
  open.push({ stub, gateway });
  return { stub, gateway, log };
}

/**
 * A request over a real socket, its path exactly as given: inject's URL parsing would resolve
 * `..` and `%2e%2e` before the gateway saw them, as browsers do but an attacker's client need not.
 */
async function rawRequest(gateway: Gateway, method: string, path: string) {
  if (!gateway.app.server.listening) await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.app.server.address() as AddressInfo;
  return new Promise<{ statusCode: number; headers: Record<string, unknown>; json: <T>() => T }>(
    (resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            json: <T>() => JSON.parse(text) as T,
          }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

/** The signature as the mock's own V3 code judges it. */
const verdict = (call: StubCall) =>
  verifySignature(
    { method: call.method, url: call.url, headers: call.headers, body: call.body },
    new Map([[TEST_ACCESS_KEY.id, TEST_ACCESS_KEY.secret]]),
    Date.now(),
    new NonceLog(),
  );

describe('the allow-list', () => {
  it('lets through every operation of the registries: 19 screen, every lake, 3 agent', () => {
    const counts = new AllowList().counts();
    expect(counts.screen).toBe(19);
    expect(counts.agent).toBe(3);
    expect(counts.lake).toBeGreaterThan(50);
  });

  it.each([
    ['an unknown Action', 'GET', '/api/screen?Action=RunInstances', 404, 'InvalidAction.NotFound'],
    ['no Action', 'GET', '/api/screen', 404, 'InvalidAction.NotFound'],
    [
      'a path under the screen',
      'GET',
      '/api/screen/x?Action=DescribeScreenTitles',
      404,
      'InvalidApi.NotFound',
    ],
    [
      'a screen read with the wrong method',
      'DELETE',
      '/api/screen?Action=DescribeScreenTitles',
      405,
      'MethodNotAllowed',
    ],
    ['an unknown lake path', 'GET', '/api/lake/lake/v1/secrets', 404, 'InvalidApi.NotFound'],
    ['an unknown path outside the services', 'GET', '/api/other/thing', 404, 'InvalidApi.NotFound'],
    [
      'a lake path with the wrong method',
      'PUT',
      '/api/lake/lake/v1/catalogs',
      405,
      'MethodNotAllowed',
    ],
    ['a dot-dot segment', 'GET', '/api/lake/lake/v1/catalogs/../auth/vpc', 400, 'InvalidPath'],
    ['an encoded dot-dot', 'GET', '/api/lake/lake/v1/catalogs/%2e%2e/token', 400, 'InvalidPath'],
    ['an encoded slash', 'GET', '/api/lake/lake/v1/catalogs/a%2Fb/token', 400, 'InvalidPath'],
    ['an encoded backslash', 'GET', '/api/lake/lake/v1/catalogs/a%5Cb', 400, 'InvalidPath'],
    ['an empty segment', 'GET', '/api/lake/lake//v1/catalogs', 400, 'InvalidPath'],
    [
      'a repeated parameter',
      'GET',
      '/api/lake/lake/v1/catalogs?maxResults=1&maxResults=2',
      400,
      'InvalidParameter',
    ],
  ])('refuses %s without reaching the upstream', async (_name, method, url, status, code) => {
    const { stub, gateway } = await behindStub();
    const response = await rawRequest(gateway, method, url);
    expect(response.statusCode).toBe(status);
    const body = response.json<Record<string, unknown>>();
    expect(body.Code ?? body.code).toBe(code);
    expect(stub.calls).toEqual([]);
    if (status === 405) expect(response.headers.allow).toMatch(/GET|POST/);
  });

  it('answers the agent service’s refusals in its own shape', async () => {
    const { stub, gateway } = await behindStub();
    const response = await gateway.app.inject('/api/agent/api/v1/agent/webhook_endpoints/x/delete');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      type: 'error',
      error: { type: 'not_found_error', code: 'InvalidApi.NotFound', message: expect.any(String) },
      request_id: response.headers['x-parapet-request-id'],
    });
    expect(stub.calls).toEqual([]);
  });

  it('refuses a body over the limit with 413 before it is read, never sending it', async () => {
    const { stub, gateway } = await behindStub(undefined, { PARAPET_GATEWAY_BODY_LIMIT: '1024' });
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/lake/lake/v1/catalogs',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2048) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'RequestTooLarge' });
    expect(stub.calls).toEqual([]);
  });
});

describe('what reaches the upstream', () => {
  it('a screen call: signed at the endpoint path, Action and Version as headers only', async () => {
    const { stub, gateway } = await behindStub();
    const response = await gateway.app.inject(
      '/api/screen?Action=DescribeScreenScoreThread&Version=2021-01-14&StartTime=1&EndTime=2',
    );
    expect(response.statusCode).toBe(200);
    const [sent] = stub.calls;
    expect(sent?.url).toBe('/?StartTime=1&EndTime=2');
    expect(sent?.headers).toMatchObject({
      'x-acs-action': 'DescribeScreenScoreThread',
      'x-acs-version': '2021-01-14',
      authorization: expect.stringMatching(/^ACS3-HMAC-SHA256 Credential=LTAI-test-gateway-id,/),
    });
    expect(verdict(sent!)).toEqual({ ok: true, accessKeyId: TEST_ACCESS_KEY.id });
  });

  it('a lake call: the path prefix mapped, the JSON body as sent, no browser cookie or key', async () => {
    const { stub, gateway } = await behindStub(undefined, {
      PARAPET_GATEWAY_LAKE_PATH_MAP: '/lake/v1=/dlf/v1,/iceberg/lake/v1=/iceberg/dlf/v1',
      PARAPET_GATEWAY_LAKE_VERSION: '2026-01-18',
    });
    const body = '{"name":"sales",  "options":{"big":12345678901234567890}}';
    await gateway.app.inject({
      method: 'POST',
      url: '/api/lake/lake/v1/clg-1/databases',
      headers: {
        'content-type': 'application/json',
        cookie: 'session=abc',
        authorization: 'Bearer x',
      },
      payload: body,
    });
    await gateway.app.inject('/api/lake/iceberg/lake/v1/clg-1/namespaces/my%20ns/tables/t%2A1');
    const [create, iceberg] = stub.calls;
    expect(create?.url).toBe('/lake-base/dlf/v1/clg-1/databases');
    expect(create?.body.toString()).toBe(body);
    expect(create?.headers).toMatchObject({
      'x-acs-action': 'CreateDatabase',
      'x-acs-version': '2026-01-18',
      'x-acs-content-sha256': hashPayload(body),
      'content-type': 'application/json',
    });
    expect(create?.headers.cookie).toBeUndefined();
    expect(create?.headers.authorization).toMatch(/^ACS3-HMAC-SHA256 /);
    expect(iceberg?.url).toBe('/lake-base/iceberg/dlf/v1/clg-1/namespaces/my%20ns/tables/t%2A1');
    expect(iceberg?.headers['x-acs-action']).toBe('GetIcebergTable');
    for (const call of stub.calls) expect(verdict(call)).toMatchObject({ ok: true });
  });

  it('an agent call: the bearer key from the settings, the query as sent', async () => {
    const { stub, gateway } = await behindStub();
    await gateway.app.inject({
      method: 'POST',
      url: '/api/agent/api/v1/agent/webhook_endpoints/wep_01ABC/disable',
      headers: { authorization: 'Bearer the-browser-key' },
    });
    await gateway.app.inject('/api/agent/api/v1/agent/webhook_endpoints/wep_01ABC/events?limit=5');
    const [disable, events] = stub.calls;
    expect(disable?.url).toBe('/agent-base/api/v1/agent/webhook_endpoints/wep_01ABC/disable');
    expect(disable?.headers.authorization).toBe(`Bearer ${TEST_AGENT_KEY}`);
    expect(events?.url).toBe('/agent-base/api/v1/agent/webhook_endpoints/wep_01ABC/events?limit=5');
  });
});

describe('what comes back', () => {
  it('an upstream 409 untouched: status, body bytes, Retry-After and request id', async () => {
    const body =
      '{"code":"AlreadyExists","message":"Database sales exists",  "resourceName":"sales"}';
    const { gateway } = await behindStub((_call, res) =>
      res
        .writeHead(409, {
          'content-type': 'application/json;charset=utf-8',
          'retry-after': '7',
          'x-acs-request-id': 'UPSTREAM-REQ-1',
          'set-cookie': 'upstream=1',
        })
        .end(body),
    );
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/lake/lake/v1/clg-1/databases',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"sales"}',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toBe(body);
    expect(response.headers).toMatchObject({
      'content-type': 'application/json;charset=utf-8',
      'retry-after': '7',
      'x-acs-request-id': 'UPSTREAM-REQ-1',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('an upstream that does not answer in time: 504 in the service shape, audited', async () => {
    const { gateway, log } = await behindStub(
      (_call, res) => void setTimeout(() => res.writeHead(200).end('{}'), 1_000).unref(),
      { PARAPET_GATEWAY_UPSTREAM_TIMEOUT_MS: '150' },
    );
    const read = await gateway.app.inject('/api/screen?Action=DescribeScreenTitles');
    expect(read.statusCode).toBe(504);
    expect(read.json()).toEqual({
      RequestId: read.headers['x-parapet-request-id'],
      Code: 'GatewayTimeout',
      Message: 'DescribeScreenTitles: the screen service did not answer within 150 ms',
    });
    const write = await gateway.app.inject({
      method: 'DELETE',
      url: '/api/lake/lake/v1/catalogs/sales',
    });
    expect(write.statusCode).toBe(504);
    expect(write.json()).toMatchObject({ code: 'GatewayTimeout' });
    expect(log.audits()).toMatchObject([
      { operation: 'DropCatalog', outcome: 'timeout', upstreamStatus: null, requestId: null },
    ]);
  });

  it('an upstream that cannot be reached: 502 in the service shape', async () => {
    const { gateway } = await behindStub(undefined, {
      PARAPET_GATEWAY_AGENT_ENDPOINT: 'http://127.0.0.1:9/agent',
    });
    const response = await gateway.app.inject('/api/agent/api/v1/agent/webhook_endpoints');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      type: 'error',
      error: { type: 'api_error' },
      request_id: expect.any(String),
    });
  });

  it('a read that meets a connection the upstream closed is sent once more; a write is not', async () => {
    // Each connection answers its first request and resets on the second, as an upstream does
    // that closed an idle kept-alive connection the gateway had not yet dropped.
    const requests: string[] = [];
    const sockets = new Set<Socket>();
    const server = createTcpServer((socket) => {
      sockets.add(socket);
      let answered = 0;
      socket.on('data', (chunk: Buffer) => {
        requests.push(chunk.toString('latin1').split('\r\n')[0] ?? '');
        if (answered++ === 0) {
          socket.write(
            'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}',
          );
        } else socket.resetAndDestroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const gateway = await testGateway(
      testConfig({ PARAPET_GATEWAY_LAKE_ENDPOINT: `http://127.0.0.1:${port}` }, dist.dir),
      { logDestination: logCapture().destination },
    );
    try {
      expect((await gateway.app.inject('/api/lake/lake/v1/catalogs')).statusCode).toBe(200);
      expect((await gateway.app.inject('/api/lake/lake/v1/catalogs')).statusCode).toBe(200);
      expect(requests).toEqual(Array(3).fill('GET /lake/v1/catalogs HTTP/1.1'));
      const write = await gateway.app.inject({
        method: 'DELETE',
        url: '/api/lake/lake/v1/catalogs/x',
      });
      expect(write.statusCode).toBe(502);
      expect(requests.at(-1)).toBe('DELETE /lake/v1/catalogs/x HTTP/1.1');
      expect(requests).toHaveLength(4);
    } finally {
      await gateway.app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a service with no endpoint: 503, nothing sent', async () => {
    const { gateway, stub } = await behindStub(undefined, { PARAPET_GATEWAY_SCREEN_ENDPOINT: '' });
    const response = await gateway.app.inject('/api/screen?Action=DescribeScreenTitles');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ Code: 'ServiceNotConfigured' });
    expect(stub.calls).toEqual([]);
  });
});
