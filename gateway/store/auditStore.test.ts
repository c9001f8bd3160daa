// The audit records in a real PostgreSQL (PGlite, the embedded default): written, completed,
// filtered, paged by keyset without a gap or a repeat over 10,000 records, marked gone by a later
// drop, removed after the retention; and the migrations that make the table.
import { ownTestDatabase, testDatabase } from '../testSupport';
import { AuditStore, BadCursor, decodeCursor, type AuditEntry } from './auditStore';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';

let db: Database;
let store: AuditStore;
beforeAll(async () => {
  db = await testDatabase();
  store = new AuditStore(db);
});
beforeEach(async () => {
  await db.exec('TRUNCATE audit_records');
});

const T0 = Date.parse('2026-11-20T10:00:00Z');

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    time: new Date(T0),
    instance: 'gw-1',
    user: { subject: 'u-ada', email: 'ada@parapet.test', name: 'Ada Admin' },
    role: 'admin',
    service: 'lake',
    operation: 'AlterTable',
    method: 'PUT',
    resource: { catalogId: 'c1', database: 'ods', table: 'orders' },
    resourcePath: 'lake/c1/ods/orders',
    outcome: 'answered',
    upstreamStatus: 200,
    requestId: 'req-1',
    durationMs: 12.5,
    gatewayRequestId: 'g-1',
    ...overrides,
  };
}

describe('audit records', () => {
  it('are written unfinished and completed with the answer, read back newest first', async () => {
    const id = await store.insert(
      entry({ outcome: 'unfinished', upstreamStatus: null, requestId: null, durationMs: null }),
    );
    await store.insert(entry({ time: new Date(T0 - 60_000), operation: 'CreateTable' }));
    let page = await store.page({}, { kind: 'all' }, { cursor: null, limit: 10 });
    expect(page.records.map((r) => [r.operation, r.outcome])).toEqual([
      ['AlterTable', 'unfinished'],
      ['CreateTable', 'answered'],
    ]);
    await store.finish(id, {
      outcome: 'answered',
      upstreamStatus: 409,
      requestId: 'req-9',
      durationMs: 40,
    });
    page = await store.page({}, { kind: 'all' }, { cursor: null, limit: 10 });
    expect(page.records[0]).toEqual({
      id,
      time: new Date(T0).toISOString(),
      instance: 'gw-1',
      user: { subject: 'u-ada', email: 'ada@parapet.test', name: 'Ada Admin' },
      role: 'admin',
      device: null,
      service: 'lake',
      operation: 'AlterTable',
      method: 'PUT',
      resource: { catalogId: 'c1', database: 'ods', table: 'orders' },
      outcome: 'answered',
      upstreamStatus: 409,
      requestId: 'req-9',
      durationMs: 40,
      gone: false,
    });
    expect(page).toMatchObject({ total: 2, nextCursor: null });
  });

  it('are filtered by person, operation, service, outcome and time; a non-admin sees their own', async () => {
    const bob = { subject: 'u-bob', email: 'bob@parapet.test', name: 'Bob Li' };
    await store.insert(entry());
    await store.insert(entry({ time: new Date(T0 + 1000), user: bob, role: 'editor' }));
    await store.insert(
      entry({
        time: new Date(T0 + 2000),
        user: bob,
        service: 'screen',
        operation: 'CreateScreenSetting',
      }),
    );
    await store.insert(
      entry({ time: new Date(T0 + 3000), outcome: 'forbidden', upstreamStatus: null }),
    );
    const ops = async (
      filter: Parameters<AuditStore['page']>[0],
      scope = { kind: 'all' } as const,
    ) =>
      (await store.page(filter, scope, { cursor: null, limit: 50 })).records.map(
        (r) => `${r.user?.subject} ${r.operation} ${r.outcome}`,
      );
    expect(await ops({ user: 'u-bob' })).toEqual([
      'u-bob CreateScreenSetting answered',
      'u-bob AlterTable answered',
    ]);
    expect(await ops({ service: 'screen' })).toEqual(['u-bob CreateScreenSetting answered']);
    expect(await ops({ outcome: 'forbidden' })).toEqual(['u-ada AlterTable forbidden']);
    expect(await ops({ operation: 'AlterTable', user: 'u-ada' })).toHaveLength(2);
    expect(
      await ops({ from: new Date(T0 + 1000).toISOString(), to: new Date(T0 + 3000).toISOString() }),
    ).toEqual(['u-bob CreateScreenSetting answered', 'u-bob AlterTable answered']);
    // Their own, whatever person they ask for.
    expect(
      (
        await store.page(
          { user: 'u-ada' },
          { kind: 'own', subject: 'u-bob' },
          { cursor: null, limit: 50 },
        )
      ).records.every((r) => r.user?.subject === 'u-bob'),
    ).toBe(true);
    expect(await store.people()).toEqual(
      expect.arrayContaining([
        bob,
        { subject: 'u-ada', email: 'ada@parapet.test', name: 'Ada Admin' },
      ]),
    );
  });

  it('page through 10,000 records by keyset with no gap and no repeat, ties in time included', async () => {
    // 10,000 records, every two sharing a time: the id breaks the tie.
    await db.query(
      `INSERT INTO audit_records (time, instance, service, operation, method, outcome, gateway_request_id)
       SELECT $1::timestamptz - (n / 2) * interval '1 second', 'gw-1', 'lake', 'AlterTable', 'PUT',
              'answered', 'g-' || n
         FROM generate_series(1, 10000) AS n`,
      [new Date(T0)],
    );
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    let previous = Infinity;
    do {
      const page = await store.page({}, { kind: 'all' }, { cursor, limit: 200 });
      expect(page.total).toBe(10_000);
      for (const record of page.records) {
        expect(seen.has(record.id)).toBe(false);
        seen.add(record.id);
        const time = Date.parse(record.time);
        expect(time).toBeLessThanOrEqual(previous);
        previous = time;
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(seen.size).toBe(10_000);
    expect(pages).toBe(50);
  });

  it('are gone once a later answered drop names them or what holds them, not before', async () => {
    await store.insert(entry({ time: new Date(T0), operation: 'CreateTable' }));
    await store.insert(
      entry({
        time: new Date(T0 + 1000),
        operation: 'AlterTable',
        resource: { catalogId: 'c1', database: 'other', table: 'orders' },
        resourcePath: 'lake/c1/other/orders',
      }),
    );
    // A refused drop removes nothing; an answered one of the database removes its tables.
    await store.insert(
      entry({
        time: new Date(T0 + 2000),
        operation: 'DropDatabase',
        resourcePath: 'lake/c1/ods',
        outcome: 'forbidden',
        upstreamStatus: null,
      }),
    );
    const gone = async () =>
      (await store.page({}, { kind: 'all' }, { cursor: null, limit: 50 })).records.map(
        (r) => `${r.operation}:${r.outcome}:${r.gone}`,
      );
    expect(await gone()).toEqual([
      'DropDatabase:forbidden:false',
      'AlterTable:answered:false',
      'CreateTable:answered:false',
    ]);
    await store.insert(
      entry({ time: new Date(T0 + 3000), operation: 'DropDatabase', resourcePath: 'lake/c1/ods' }),
    );
    expect(await gone()).toEqual([
      'DropDatabase:answered:true',
      'DropDatabase:forbidden:true',
      'AlterTable:answered:false',
      'CreateTable:answered:true',
    ]);
  });

  it('older than the retention are removed, the rest kept', async () => {
    const now = new Date(T0);
    await store.insert(entry({ time: new Date(T0 - 401 * 86_400_000) }));
    await store.insert(entry({ time: new Date(T0 - 399 * 86_400_000) }));
    expect(await store.removeOlderThan(400, now)).toBe(1);
    expect((await store.page({}, { kind: 'all' }, { cursor: null, limit: 5 })).total).toBe(1);
  });

  it('refuse a cursor they did not give out', async () => {
    expect(() => decodeCursor('not-a-cursor')).toThrow(BadCursor);
    const forged = Buffer.from(
      JSON.stringify(['2026-01-01T00:00:00Z', '1; DROP TABLE x']),
    ).toString('base64url');
    expect(() => decodeCursor(forged)).toThrow(BadCursor);
  });
});

describe('migrations', () => {
  it('apply in order once, leave the schema as it was when one fails, and refuse a newer schema', async () => {
    // The migrated image with its tables dropped: a database as new, without initdb's seconds.
    const fresh = await ownTestDatabase();
    try {
      await fresh.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      const files = await readMigrations();
      expect(files.map((m) => m.version)).toEqual(files.map((_, i) => i + 1));
      expect(await migrate(fresh)).toEqual(files.map((m) => m.version));
      expect(await migrate(fresh)).toEqual([]);

      const next = files.length + 1;
      const broken = [
        ...files,
        {
          version: next,
          name: 'broken',
          sql: 'CREATE TABLE half (id int); SELECT * FROM nowhere;',
        },
      ];
      await expect(migrate(fresh, broken)).rejects.toThrow(/nowhere/);
      const half = await fresh.query(`SELECT to_regclass('half') AS t`);
      expect(half).toEqual([{ t: null }]);

      await fresh.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        next + 5,
        'from-a-newer-gateway',
      ]);
      await expect(migrate(fresh)).rejects.toThrow(/newer than this gateway knows/);
    } finally {
      await fresh.close();
    }
  });
});
