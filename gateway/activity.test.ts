// The gateway's activity (auth none: nobody signs in, so everyone sees everything; the roles'
// scopes are in auth.test.ts): what a write through it leaves in its database, read back a page
// at a time and exported; and what happens when the database cannot take a record — the write is
// not sent, reads still are, and the gateway says it is not ready.
import type { Gateway } from './server';
import type { Database } from './store/database';
import {
  logCapture,
  makeDist,
  ownTestDatabase,
  startStub,
  testConfig,
  testGateway,
} from './testSupport';

let dist: ReturnType<typeof makeDist>;
let stub: Awaited<ReturnType<typeof startStub>>;
let gateway: Gateway;
let db: Database;
let log: ReturnType<typeof logCapture>;

beforeAll(async () => {
  dist = makeDist();
  stub = await startStub(
    (call, res) =>
      void res
        .writeHead(200, { 'content-type': 'application/json', 'x-request-id': `up-${call.method}` })
        .end('{}'),
  );
  db = await ownTestDatabase();
  log = logCapture();
  gateway = await testGateway(
    testConfig(
      {
        PARAPET_GATEWAY_SCREEN_ENDPOINT: `${stub.url}/`,
        PARAPET_GATEWAY_LAKE_ENDPOINT: `${stub.url}/lake-base`,
        PARAPET_GATEWAY_AGENT_ENDPOINT: `${stub.url}/agent-base`,
      },
      dist.dir,
    ),
    { logDestination: log.destination, openDatabase: async () => db },
  );
});
afterAll(async () => {
  await gateway.app.close();
  await stub.close();
  dist.remove();
});

const TABLE = '/api/lake/lake/v1/clg-1/databases/ods/tables/orders';

async function activity(query = '') {
  const answer = await gateway.app.inject(`/api/activity${query}`);
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

describe('activity', () => {
  it('holds every write made through the gateway, with its upstream RequestId; reads are not in it', async () => {
    await gateway.app.inject({ method: 'GET', url: TABLE });
    const alter = await gateway.app.inject({
      method: 'POST',
      url: TABLE,
      headers: { 'content-type': 'application/json' },
      payload: '{"changes":[]}',
    });
    expect(alter.statusCode).toBe(200);
    const drop = await gateway.app.inject({ method: 'DELETE', url: TABLE });
    expect(drop.statusCode).toBe(200);

    const page = await activity('?service=lake');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, nextCursor: null, scope: 'all' });
    expect(page.body.records).toEqual([
      expect.objectContaining({
        operation: 'DropTable',
        method: 'DELETE',
        outcome: 'answered',
        upstreamStatus: 200,
        requestId: 'up-DELETE',
        instance: 'gateway-test-1',
        user: null,
        resource: { catalogId: 'clg-1', database: 'ods', table: 'orders' },
        gone: true,
      }),
      // Altered before the drop: the table it names is gone now.
      expect.objectContaining({ operation: 'AlterTable', requestId: 'up-POST', gone: true }),
    ]);
    // The stdout line stays, as before.
    expect(log.audits().map((a) => a.operation)).toEqual(['AlterTable', 'DropTable']);
  });

  it('pages by cursor, and exports what the filter matches as CSV and JSON lines', async () => {
    for (const id of ['s-1', 's-2', 's-3']) {
      await gateway.app.inject({
        method: 'POST',
        url: '/api/screen?Action=DeleteScreenSetting',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `Id=${id}`,
      });
    }
    const first = await activity('?operation=DeleteScreenSetting&limit=2');
    expect(first.body).toMatchObject({ total: 3 });
    const ids = (first.body.records as { resource: { Id: string } }[]).map((r) => r.resource.Id);
    expect(ids).toEqual(['s-3', 's-2']);
    const second = await activity(
      `?operation=DeleteScreenSetting&limit=2&cursor=${String(first.body.nextCursor)}`,
    );
    expect(second.body).toMatchObject({ nextCursor: null });
    expect((second.body.records as { resource: { Id: string } }[])[0]?.resource.Id).toBe('s-1');

    const csv = await gateway.app.inject(
      '/api/activity/export?format=csv&operation=DeleteScreenSetting',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="parapet-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^time,id,instance,subject,/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('DeleteScreenSetting');

    const jsonl = await gateway.app.inject('/api/activity/export?format=jsonl&service=screen');
    const records = jsonl.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { operation: string });
    expect(records.map((r) => r.operation)).toEqual([
      'DeleteScreenSetting',
      'DeleteScreenSetting',
      'DeleteScreenSetting',
    ]);
  });

  it('refuses a filter or cursor it cannot read, saying which', async () => {
    expect(await activity('?outcome=maybe')).toMatchObject({
      status: 400,
      body: { code: 'InvalidParameter', message: expect.stringContaining('outcome is one of') },
    });
    expect((await activity('?from=yesterday')).body.message).toMatch(/from is an ISO time/);
    expect((await activity('?limit=5000')).body.message).toMatch(/limit is a whole number/);
    expect((await activity('?cursor=abc')).body.message).toMatch(/cursor/);
    const format = await gateway.app.inject('/api/activity/export?format=xlsx');
    expect(format.statusCode).toBe(400);
  });

  it('answers a write once its record says how it ended, so the activity read next shows it', async () => {
    // A database slow to complete records (a loaded server): the answer waits for it.
    const query = db.query.bind(db);
    db.query = (async (text: string, params?: readonly unknown[]) => {
      if (text.trimStart().startsWith('UPDATE audit_records')) {
        await new Promise((done) => setTimeout(done, 300));
      }
      return query(text, params);
    }) as Database['query'];
    try {
      const drop = await gateway.app.inject({ method: 'DELETE', url: `${TABLE}_slow` });
      expect(drop.statusCode).toBe(200);
      const records = (await activity('?operation=DropTable')).body.records as {
        resource: Record<string, string>;
        outcome: string;
        upstreamStatus: number | null;
      }[];
      expect(records.find((r) => r.resource.table === 'orders_slow')).toMatchObject({
        outcome: 'answered',
        upstreamStatus: 200,
      });
    } finally {
      db.query = query;
    }
  });

  // Last in the file: it stops the gateway's database.
  it('without its database, sends no write (the change would go unrecorded), still reads, and is not ready', async () => {
    await db.close();
    const before = stub.calls.length;
    const write = await gateway.app.inject({ method: 'DELETE', url: TABLE });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toMatchObject({
      code: 'AuditUnavailable',
      message: 'DropTable was not sent: the gateway cannot record it (its database is unreachable)',
    });
    expect(stub.calls.length).toBe(before);
    expect(log.audits().at(-1)).toMatchObject({
      operation: 'DropTable',
      outcome: 'audit-unavailable',
    });

    const read = await gateway.app.inject({ method: 'GET', url: TABLE });
    expect(read.statusCode).toBe(200);
    expect(stub.calls.length).toBe(before + 1);

    const ready = await gateway.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'not ready',
      checks: { database: expect.stringMatching(/^unreachable/) },
    });
    expect((await activity()).body).toMatchObject({ code: 'AuditUnavailable' });

    // A display's link cannot be checked: refused, not let through unchecked.
    const token = 'A'.repeat(43);
    const display = await gateway.app.inject({
      url: '/api/screen?Action=DescribeScreenDataMap',
      headers: { cookie: `__Host-parapet-device=${token}` },
    });
    expect(display.statusCode).toBe(503);
    expect(display.json()).toMatchObject({ Code: 'DeviceLinkUnchecked' });
    const traded = await gateway.app.inject({
      method: 'POST',
      url: '/api/device-session',
      payload: { token },
    });
    expect(traded.statusCode).toBe(503);
  });
});
