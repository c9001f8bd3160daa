// The gateway against the signed mock server (started in this process on a free port): every
// call signed by the gateway (Alibaba's openapi-util) and checked by the mock's own V3 code.
import type { RunningMockServer } from '../mocks/server/createMockServer';
import type { Gateway } from './server';
import {
  endpointsAt,
  logCapture,
  makeDist,
  startSignedMock,
  TEST_ACCESS_KEY,
  TEST_AGENT_KEY,
  testConfig,
  testGateway,
} from './testSupport';

let mock: RunningMockServer;
let dist: ReturnType<typeof makeDist>;
let log: ReturnType<typeof logCapture>;
let gateway: Gateway;

beforeAll(async () => {
  mock = await startSignedMock();
  dist = makeDist();
  // The mock seeds each service's data on first use: once here, not inside a test's time.
  const warm = await testGateway(testConfig(endpointsAt(mock.url), dist.dir), {
    logDestination: logCapture().destination,
  });
  await warm.app.inject('/api/screen?Action=DescribeScreenTitles');
  await warm.app.inject('/api/lake/lake/v1/catalogs');
  await warm.app.inject('/api/agent/api/v1/agent/webhook_endpoints');
  await warm.app.close();
});
afterAll(async () => {
  await mock.close();
  dist.remove();
});
beforeEach(async () => {
  log = logCapture();
  gateway = await testGateway(testConfig(endpointsAt(mock.url), dist.dir), {
    logDestination: log.destination,
  });
});
afterEach(() => gateway.app.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, form?: boolean) =>
  gateway.app.inject({
    method,
    url,
    ...(body === undefined
      ? {}
      : form
        ? {
            payload: new URLSearchParams(body as Record<string, string>).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          }
        : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

async function firstCatalog(): Promise<{ id: string; name: string }> {
  const response = await call('GET', '/api/lake/lake/v1/catalogs?maxResults=50');
  expect(response.statusCode).toBe(200);
  const { catalogs } = response.json<{
    catalogs: { id: string; name: string; status: string }[];
  }>();
  const running = catalogs.find((catalog) => catalog.status === 'RUNNING');
  if (!running) throw new Error('no running catalog in the mock');
  return running;
}

describe('signing round trip: gateway → signed mock server', () => {
  it('signs a screen read (RPC: Action and Version as x-acs headers) and passes the answer on', async () => {
    const direct = await fetch(`${mock.url}/api/screen?Action=DescribeScreenSetting&Id=1003`);
    expect(direct.status).toBe(400); // the mock refuses an unsigned call
    expect(await direct.json()).toMatchObject({ Code: 'IncompleteSignature' });

    const response = await call(
      'GET',
      '/api/screen?Action=DescribeScreenSetting&Version=2021-01-14&Id=1003',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ScreenId: 1003, RequestId: expect.any(String) });
    expect(response.headers['x-parapet-request-id']).toEqual(expect.any(String));
  });

  it('signs a lake call with path parameters and a JSON body, and the write is there after', async () => {
    const catalog = await firstCatalog();
    const name = `gw_${Date.now().toString(36)}`;
    const created = await call('POST', `/api/lake/lake/v1/${catalog.id}/databases`, {
      name,
      options: { owner: 'gateway test' },
    });
    expect(created.statusCode).toBe(200);
    const read = await call('GET', `/api/lake/lake/v1/${catalog.id}/databases/${name}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name });

    const again = await call('POST', `/api/lake/lake/v1/${catalog.id}/databases`, { name });
    expect(again.statusCode).toBe(409); // the mock's own conflict, passed through
  });

  it('gives the agent service the configured key, whatever the browser sent', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/agent/api/v1/agent/webhook_endpoints',
      headers: { authorization: 'Bearer whatever-the-browser-had' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
  });

  it("passes the real gateway's refusal through untouched when the signature cannot be right", async () => {
    const wrong = await testGateway(
      testConfig(
        {
          ...endpointsAt(mock.url),
          PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_SECRET: 'not-the-secret-at-all',
          PARAPET_GATEWAY_AGENT_API_KEY: 'not-the-agent-key',
        },
        dist.dir,
      ),
      { logDestination: log.destination },
    );
    try {
      const screen = await wrong.app.inject('/api/screen?Action=DescribeScreenTitles');
      expect(screen.statusCode).toBe(400);
      expect(screen.json()).toMatchObject({
        Code: 'SignatureDoesNotMatch',
        RequestId: expect.any(String),
      });
      const agent = await wrong.app.inject('/api/agent/api/v1/agent/webhook_endpoints');
      expect(agent.statusCode).toBe(401);
      expect(agent.json()).toMatchObject({ error: { type: 'authentication_error' } });
    } finally {
      await wrong.app.close();
    }
  });

  it('passes an expired signature (a skewed clock) through as InvalidTimeStamp.Expired', async () => {
    const skewed = await startSignedMock({ now: () => Date.now() + 20 * 60_000 });
    const late = await testGateway(testConfig(endpointsAt(skewed.url), dist.dir), {
      logDestination: log.destination,
    });
    try {
      const response = await late.app.inject('/api/lake/lake/v1/catalogs');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ Code: 'InvalidTimeStamp.Expired' });
    } finally {
      await late.app.close();
      await skewed.close();
    }
  });

  it('answers 503 in the service shape, sending nothing, when it has no credential', async () => {
    const none = await testGateway(
      testConfig(
        { ...endpointsAt(mock.url), PARAPET_GATEWAY_CREDENTIALS_TYPE: 'default' },
        dist.dir,
      ),
      {
        logDestination: log.destination,
        credentials: {
          description: 'a chain that finds nothing',
          get: () => Promise.reject(new Error('no provider found')),
        },
      },
    );
    try {
      const response = await none.app.inject('/api/screen?Action=DescribeScreenTitles');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ Code: 'CredentialsUnavailable' });
      expect((await none.app.inject('/readyz')).statusCode).toBe(503);
    } finally {
      await none.app.close();
    }
  });
});

describe('audit lines', () => {
  it('writes one per write and per token read, with who, what, status and RequestId', async () => {
    const catalog = await firstCatalog();
    const name = `audit_${Date.now().toString(36)}`;
    const created = await call('POST', `/api/lake/lake/v1/${catalog.id}/databases`, { name });
    const token = await call('GET', `/api/lake/lake/v1/catalogs/${catalog.name}/token`);
    expect(token.statusCode).toBe(200);
    const deleted = await call(
      'POST',
      '/api/screen?Action=DeleteScreenSetting&Version=2021-01-14',
      { Id: '1002' },
      true,
    );
    expect(deleted.statusCode).toBe(200);
    await call('GET', '/api/lake/lake/v1/catalogs'); // a read: no audit line

    const audits = log.audits();
    expect(audits.map((audit) => audit.operation)).toEqual([
      'CreateDatabase',
      'GetCatalogToken',
      'DeleteScreenSetting',
    ]);
    expect(audits[0]).toEqual({
      level: 30,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      instance: 'gateway-test-1',
      reqId: created.headers['x-parapet-request-id'],
      type: 'audit',
      user: null,
      role: null,
      service: 'lake',
      operation: 'CreateDatabase',
      method: 'POST',
      resource: { catalogId: catalog.id, name },
      outcome: 'answered',
      upstreamStatus: 200,
      requestId: created.headers['x-request-id'],
      durationMs: expect.any(Number),
      gatewayRequestId: created.headers['x-parapet-request-id'],
      msg: 'audit',
    });
    expect(audits[1]).toMatchObject({
      resource: { catalog: catalog.name },
      upstreamStatus: 200,
      requestId: token.headers['x-request-id'],
    });
    expect(audits[2]).toMatchObject({
      service: 'screen',
      resource: { Id: '1002' },
      requestId: deleted.json<{ RequestId: string }>().RequestId,
    });
  });

  it('never logs a credential, the agent key or a storage token', async () => {
    const catalog = await firstCatalog();
    const token = await call('GET', `/api/lake/lake/v1/catalogs/${catalog.name}/token`);
    const secrets = Object.values(token.json<{ token: Record<string, string> }>().token);
    expect(secrets.length).toBeGreaterThan(2);
    await call('GET', '/api/agent/api/v1/agent/webhook_endpoints');
    await call('GET', '/api/screen?Action=DescribeScreenTitles');
    // A failing credential chain whose error would name the key, and an unreachable upstream.
    const leaky = await testGateway(
      testConfig({ ...endpointsAt('http://127.0.0.1:9') }, dist.dir),
      {
        logDestination: log.destination,
        credentials: {
          description: 'leaky',
          get: () =>
            Promise.reject(
              new Error(`refresh failed for ${TEST_ACCESS_KEY.secret} (${TEST_AGENT_KEY})`),
            ),
        },
      },
    );
    const answers = [
      await leaky.app.inject('/api/lake/lake/v1/catalogs'),
      await leaky.app.inject('/api/agent/api/v1/agent/webhook_endpoints'),
    ];
    await leaky.app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 502]);

    // Neither in a log line nor in what the browser gets.
    const everything = [
      ...log.lines,
      ...answers.map((answer) => JSON.stringify(answer.headers) + answer.body),
    ].join('\n');
    expect(everything).toContain('no credential to sign with');
    for (const secret of [TEST_ACCESS_KEY.id, TEST_ACCESS_KEY.secret, TEST_AGENT_KEY, ...secrets]) {
      expect(everything).not.toContain(secret);
    }
  });
});
