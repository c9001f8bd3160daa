// @vitest-environment jsdom
import { activityExportUrl, ACTIVITY_PAGE_SIZE } from '../../src/api/activity/model';
import { lakeOperations as ops } from '../../src/api/lake/operations';
import { callOperation } from '../../src/api/operation';
import { setMockRole } from '../core/roleState';
import { configureMockDb, mockDb } from '../database';
import { webStorage } from '../core/storage';
import { server } from '../node';
import { SEEDED_ACTIVITY } from './seed';
import { ActivityLog } from './log';
import { activityEstate } from './estate';
import {
  activityPageSchema,
  activityPeopleSchema,
  type ActivityPage,
} from '../../src/api/activity/schemas';
import { activityQuery, type ActivityFilter } from '../../src/api/activity/model';

async function fetchActivityPage(
  filter: ActivityFilter,
  at: { cursor: string | null; limit: number },
): Promise<ActivityPage> {
  const query = new URLSearchParams(activityQuery(filter, at));
  const response = await fetch(`http://localhost/api/activity?${query.toString()}`);
  return activityPageSchema.parse(await response.json());
}

async function fetchActivityPeople() {
  const response = await fetch('http://localhost/api/activity/people');
  if (!response.ok)
    throw Object.assign(new Error('refused'), await response.json(), { status: response.status });
  return activityPeopleSchema.parse(await response.json());
}

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

const page = (filter = {}, cursor: string | null = null, limit = ACTIVITY_PAGE_SIZE) =>
  fetchActivityPage(filter, { cursor, limit });

function paimonCatalog() {
  const catalog = mockDb()
    .store('lake')
    .catalogs.values()
    .find((c) => c.type === 'PAIMON' && c.seededStatus === 'RUNNING' && c.dropRequestedAt === null);
  if (!catalog) throw new Error('no Paimon catalog in the seed');
  return catalog;
}

describe('the demo activity', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens on a seeded month of history, newest first, paged by its cursor', async () => {
    const first = await page();
    expect(first.scope).toBe('all');
    expect(first.total).toBe(SEEDED_ACTIVITY);
    expect(first.records).toHaveLength(ACTIVITY_PAGE_SIZE);
    const times = first.records.map((r) => Date.parse(r.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(first.records.map((r) => r.user?.subject ?? r.device)).size).toBeGreaterThan(2);
    const second = await page({}, first.nextCursor);
    expect(second.records[0]!.id < first.records.at(-1)!.id).toBe(true);
    expect(second.total).toBe(first.total);
    const last = await page({}, null, 200).then((p) => page({}, p.nextCursor, 200));
    expect(last.nextCursor).toBeNull();
    expect(last.records).toHaveLength(SEEDED_ACTIVITY - 200);
  });

  it('records a write the demo answered, with the demo person, its request id and the resource', async () => {
    const catalog = paimonCatalog();
    await callOperation(ops.CreateDatabase, {
      catalogId: catalog.id,
      name: 'audit_probe',
      options: {},
    });
    const { records, total } = await page({ operation: 'CreateDatabase', user: 'demo-admin' });
    expect(total).toBe(1);
    const [record] = records;
    expect(record).toMatchObject({
      instance: 'demo',
      user: { subject: 'demo-admin', email: 'admin@demo.parapet.example' },
      role: 'admin',
      service: 'lake',
      method: 'POST',
      resource: { catalogId: catalog.id, name: 'audit_probe' },
      outcome: 'answered',
      upstreamStatus: 200,
      gone: false,
    });
    expect(record!.requestId).toMatch(/^req_/);
    expect(record!.durationMs).toBeGreaterThanOrEqual(0);
    // Reads are not audited.
    await callOperation(ops.GetCatalog, { catalog: catalog.name });
    expect((await page({ operation: 'GetCatalog' })).total).toBe(0);
  });

  it('marks what a later drop removed as gone', async () => {
    const catalog = paimonCatalog();
    await callOperation(ops.CreateDatabase, {
      catalogId: catalog.id,
      name: 'short_lived',
      options: {},
    });
    await callOperation(ops.DropDatabase, { catalogId: catalog.id, database: 'short_lived' });
    const [drop, create] = (await page({ user: 'demo-admin', service: 'lake' })).records;
    expect(drop).toMatchObject({ operation: 'DropDatabase', gone: false });
    expect(create).toMatchObject({ operation: 'CreateDatabase', gone: true });
  });

  it('records a refusal for the role as forbidden, and shows a non-admin only their own records', async () => {
    setMockRole('viewer');
    const catalog = paimonCatalog();
    await expect(
      callOperation(ops.CreateDatabase, { catalogId: catalog.id, name: 'not_mine', options: {} }),
    ).rejects.toMatchObject({ status: 403 });
    // The `user` filter is ignored: a viewer sees their own records whatever it says.
    const own = await page({ user: 'u-maya-patel' }, null, 200);
    expect(own.scope).toBe('own');
    expect(own.records.length).toBeGreaterThan(0);
    expect(own.records.every((r) => r.user?.subject === 'demo-viewer')).toBe(true);
    expect(own.records[0]).toMatchObject({
      operation: 'CreateDatabase',
      outcome: 'forbidden',
      role: 'viewer',
      upstreamStatus: null,
      requestId: null,
    });
  });

  it('answers the people to an admin only, with the gateway’s 403 for anyone else', async () => {
    const { people } = await fetchActivityPeople();
    expect(people.map((p) => p.name)).toContain('Maya Patel');
    setMockRole('editor');
    await expect(fetchActivityPeople()).rejects.toMatchObject({
      status: 403,
      code: 'Forbidden.Role',
    });
  });

  it('exports the filtered records as CSV and JSON lines, as a download', async () => {
    const csv = await fetch(`http://localhost${activityExportUrl({ service: 'screen' }, 'csv')}`);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="parapet-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^time,id,instance,subject/);
    const screenTotal = (await page({ service: 'screen' })).total;
    expect(lines).toHaveLength(screenTotal + 1);
    const jsonl = await fetch(
      `http://localhost${activityExportUrl({ outcome: 'forbidden' }, 'jsonl')}`,
    );
    const records = (await jsonl.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { outcome: string });
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.outcome === 'forbidden')).toBe(true);
  });

  it('keeps the demo’s own records across a reload of the same data', async () => {
    const catalog = paimonCatalog();
    await callOperation(ops.AlterCatalog, {
      catalog: catalog.name,
      removals: [],
      updates: { owner: 'data-team' },
    });
    configureMockDb({ scale: 'normal', storage: webStorage('localStorage') });
    const after = await page({ user: 'demo-admin' }, null, 200);
    expect(after.records[0]).toMatchObject({
      operation: 'AlterCatalog',
      resource: { catalog: catalog.name },
    });
  });

  it('pages a 10,000-record history by the cursor, a page at a time', async () => {
    // In memory only (what is stored is bounded apart, ACTIVITY_KEPT), read as the handlers do.
    const db = mockDb();
    const log = new ActivityLog(
      db.anchorMs,
      () => activityEstate(db.store('lake'), db.store('screen'), db.store('agent')),
      null,
    );
    vi.spyOn(db, 'activity').mockReturnValue(log);
    const base = Date.now() - 60_000;
    const template = (await page({}, null, 1)).records[0]!;
    for (let i = 0; i < 10_000; i += 1) {
      const { gone: _gone, ...stored } = template;
      void _gone;
      log.append({
        ...stored,
        id: `act_${String(base + i).padStart(10, '0')}`,
        time: new Date(base + i).toISOString(),
      });
    }
    const first = await page({}, null, 200);
    expect(first.total).toBe(10_000 + SEEDED_ACTIVITY);
    expect(first.records).toHaveLength(200);
    const second = await page({}, first.nextCursor, 200);
    expect(second.records[0]!.id < first.records.at(-1)!.id).toBe(true);
  });
});
