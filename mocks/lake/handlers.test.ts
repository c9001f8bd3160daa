// @vitest-environment jsdom
import { http } from 'msw';
import * as z from 'zod/mini';
import { apiFailure } from '../../test/apiFailure';
import { TREND_MAX_DAYS } from '../../src/api/lake/assumed';
import { lakeOperations as ops } from '../../src/api/lake/operations';
import type { Table } from '../../src/api/lake/schemas';
import { callOperation } from '../../src/api/operation';
import { configureMockDb, MockDatabase, mockDb } from '../database';
import { schemaOf } from './store/catalogs';
import { partitionsOf } from './store/partitions';
import { addDays, DAY_MS, dayOf } from './store/time';
import { setFaultSpec } from '../core/faultState';
import { server } from '../node';
import { webStorage } from '../core/storage';
import { TOKEN_KEYS } from './assumed';
import { lakeErrorBody } from './errorBody';
import { capitalized, notFound } from './handlers/errors';
import { listPage } from './handlers/params';
import { mockService } from '../core/mockService';
import { restRoutes } from '../core/routes';

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

const BASE = 'http://localhost/api/lake/lake/v1';

const errorBodySchema = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  resourceType: z.optional(z.string()),
  resourceName: z.optional(z.string()),
});

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function errorOf(path: string, init: RequestInit = {}) {
  const { status, body } = await raw(path, init);
  return { status, ...errorBodySchema.parse(body) };
}

async function catalogId(name: string): Promise<string> {
  return (await callOperation(ops.GetCatalog, { catalog: name })).id;
}

/** Every item of a list, page by page, with the number of pages. */
async function walk<T>(
  fetchPage: (pageToken: string | null) => Promise<{ items: T[]; next: string | null | undefined }>,
) {
  const items: T[] = [];
  let token: string | null = null;
  let pages = 0;
  do {
    const page = await fetchPage(token);
    items.push(...page.items);
    token = page.next ?? null;
    pages += 1;
  } while (token && pages < 100);
  return { items, pages };
}

const lake = () => mockDb().store('lake');

describe('region and catalogs', () => {
  it('describes four regions, the current one cn-hangzhou, and a ready region', async () => {
    const regions = await callOperation(ops.DescribeRegions, undefined);
    expect(regions.map((r) => r.name)).toEqual([
      'cn-hangzhou',
      'cn-shanghai',
      'cn-beijing',
      'ap-southeast-1',
    ]);
    expect(regions.filter((r) => r.type === 'current').map((r) => r.name)).toEqual(['cn-hangzhou']);
    expect(await callOperation(ops.GetRegionStatus, undefined)).toEqual({
      status: 'READY',
      serviceRoleExists: true,
    });
  });

  it('lists the six seeded catalogs in name order with their states and prepaid resources', async () => {
    const page = await callOperation(ops.ListCatalogs, {});
    expect(page.nextPageToken).toBeNull();
    expect(page.catalogs.map((c) => [c.name, c.type, c.status])).toEqual([
      ['finance_archive', 'PAIMON', 'STORAGE_RESTRICTED'],
      ['logs_iceberg', 'ICEBERG', 'RUNNING'],
      ['marketing_iceberg', 'ICEBERG', 'RUNNING'],
      ['ml_features', 'PAIMON', 'INITIALIZE_FAILED'],
      ['partner_share', 'PAIMON', 'RUNNING'],
      ['sales_lake', 'PAIMON', 'RUNNING'],
    ]);
    const partner = page.catalogs.find((c) => c.name === 'partner_share');
    expect(partner).toMatchObject({ isShared: true, shareId: 'share-8842' });
    const anchor = lake().anchorMs;
    const prepay = Object.fromEntries(page.prepayResource.map((p) => [p.catalogName, p]));
    expect(prepay.sales_lake).toMatchObject({ cu: 16, instanceStatus: 'RUNNING' });
    expect(prepay.marketing_iceberg).toMatchObject({
      cu: 8,
      instanceStatus: 'RUNNING',
      expireTime: anchor + 10 * DAY_MS,
    });
    expect(prepay.logs_iceberg).toMatchObject({ cu: 4, instanceStatus: 'CEASED' });
    expect(page.prepayResource).toHaveLength(3);
    for (const catalog of page.catalogs) {
      expect(catalog.createdAt).toBeLessThanOrEqual(catalog.updatedAt ?? 0);
      expect(catalog.updatedAt).toBeLessThanOrEqual(Date.now());
      expect(catalog.owner).toMatch(/^acs:ram::1234567890123456:/);
      expect(catalog.options.warehouse).toMatch(new RegExp(`^oss://[a-z0-9-]+/${catalog.name}$`));
    }
  });

  it('pages catalogs with a prepaid resource list per page and filters by pattern', async () => {
    const { items, pages } = await walk(async (pageToken) => {
      const page = await callOperation(ops.ListCatalogs, { maxResults: 4, pageToken });
      expect(page.prepayResource.map((p) => p.catalogName).sort()).toEqual(
        page.catalogs
          .filter((c) => ['sales_lake', 'marketing_iceberg', 'logs_iceberg'].includes(c.name))
          .map((c) => c.name)
          .sort(),
      );
      return { items: page.catalogs.map((c) => c.name), next: page.nextPageToken };
    });
    expect(pages).toBe(2);
    expect(items).toHaveLength(6);
    const iceberg = await callOperation(ops.ListCatalogs, { pattern: '%iceberg' });
    expect(iceberg.catalogs.map((c) => c.name)).toEqual(['logs_iceberg', 'marketing_iceberg']);
  });

  it('answers GetCatalog and GetCatalogById 404 with an integer code, other 404s with NotFound', async () => {
    expect(await errorOf('/catalogs/nope_catalog')).toEqual({
      status: 404,
      code: 404,
      message: 'Catalog "nope_catalog" does not exist.',
      resourceType: 'CATALOG',
      resourceName: 'nope_catalog',
    });
    expect(await errorOf('/catalogs/id/clg-paimon-0000000000000000')).toMatchObject({
      status: 404,
      code: 404,
      resourceType: 'CATALOG',
      resourceName: 'clg-paimon-0000000000000000',
    });
    const id = await catalogId('sales_lake');
    expect(await errorOf(`/${id}/databases/nope`)).toMatchObject({
      status: 404,
      code: 'NotFound',
      resourceType: 'DATABASE',
      resourceName: 'nope',
    });
    expect(await errorOf(`/${id}/databases/sales/tables/nope`)).toMatchObject({
      code: 'NotFound',
      resourceType: 'TABLE',
      resourceName: 'nope',
    });
    const viaClient = await apiFailure(callOperation(ops.GetCatalog, { catalog: 'nope_catalog' }));
    expect(viaClient).toMatchObject({ status: 404, code: '404', operation: 'GetCatalog' });
  });

  it('finds a catalog by id with the same record as by name', async () => {
    const byName = await callOperation(ops.GetCatalog, { catalog: 'marketing_iceberg' });
    expect(byName.id).toMatch(/^clg-iceberg-[0-9a-f]{16}$/);
    expect(await callOperation(ops.GetCatalogById, { id: byName.id })).toEqual(byName);
  });
});

describe('catalog lifecycle', () => {
  afterEach(() => vi.useRealTimers());

  it('goes NEW → INITIALIZING → RUNNING, starts empty, and is gone 3 s after a drop', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await callOperation(ops.CreateCatalog, {
      name: 'new_catalog',
      type: 'ICEBERG',
      options: { 'iceberg.format-version': '2' },
      isShared: false,
    });
    const status = async () =>
      (await callOperation(ops.GetCatalog, { catalog: 'new_catalog' })).status;
    expect(await status()).toBe('NEW');
    vi.setSystemTime(start + 1_500);
    expect(await status()).toBe('INITIALIZING');
    vi.setSystemTime(start + 4_200);
    const catalog = await callOperation(ops.GetCatalog, { catalog: 'new_catalog' });
    expect(catalog).toMatchObject({
      status: 'RUNNING',
      type: 'ICEBERG',
      isShared: false,
      owner: 'acs:ram::1234567890123456:user/alice',
      createdAt: start,
      options: {
        'iceberg.format-version': '2',
        warehouse: 'oss://parapet-lake-cn-hangzhou/new_catalog',
      },
    });
    expect(await callOperation(ops.ListDatabases, { catalogId: catalog.id })).toEqual({
      databases: [],
      nextPageToken: null,
    });
    const summary = await callOperation(ops.GetCatalogSummary, { catalogId: catalog.id });
    expect(summary.databaseCount.currentValue).toBe(0);
    expect(summary.totalFileSizeInBytes.currentValue).toBe(0);

    await callOperation(ops.DropCatalog, { catalog: 'new_catalog' });
    vi.setSystemTime(start + 5_000);
    expect(await status()).toBe('DELETING');
    const listed = await callOperation(ops.ListCatalogs, { pattern: 'new_catalog' });
    expect(listed.catalogs.map((c) => c.status)).toEqual(['DELETING']);
    expect(
      (
        await errorOf('/catalogs', {
          method: 'POST',
          body: JSON.stringify({ name: 'new_catalog', type: 'PAIMON' }),
        })
      ).status,
    ).toBe(409);

    vi.setSystemTime(start + 4_200 + 3_100);
    expect((await errorOf('/catalogs/new_catalog')).code).toBe(404);
    expect((await errorOf(`/catalogs/id/${catalog.id}`)).code).toBe(404);
    expect((await callOperation(ops.ListCatalogs, { pattern: 'new%' })).catalogs).toEqual([]);
    expect((await errorOf(`/${catalog.id}/databases`)).status).toBe(404);

    // The name is free again.
    await callOperation(ops.CreateCatalog, {
      name: 'new_catalog',
      type: 'PAIMON',
      options: {},
      isShared: false,
    });
    const again = await callOperation(ops.GetCatalog, { catalog: 'new_catalog' });
    expect(again).toMatchObject({ status: 'NEW', type: 'PAIMON' });
    expect(again.id).not.toBe(catalog.id);
  });

  it('ends INITIALIZE_FAILED when the name contains "fail"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await callOperation(ops.CreateCatalog, {
      name: 'will_fail_soon',
      type: 'PAIMON',
      options: {},
      isShared: false,
    });
    vi.setSystemTime(start + 2_000);
    expect((await callOperation(ops.GetCatalog, { catalog: 'will_fail_soon' })).status).toBe(
      'INITIALIZING',
    );
    vi.setSystemTime(start + 4_000);
    expect((await callOperation(ops.GetCatalog, { catalog: 'will_fail_soon' })).status).toBe(
      'INITIALIZE_FAILED',
    );
  });

  it('refuses writes under a catalog that is not RUNNING, and reads still work', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await callOperation(ops.CreateCatalog, {
      name: 'fresh_one',
      type: 'PAIMON',
      options: {},
      isShared: false,
    });
    const fresh = await callOperation(ops.GetCatalog, { catalog: 'fresh_one' });
    const create = (id: string) =>
      errorOf(`/${id}/databases`, { method: 'POST', body: JSON.stringify({ name: 'db1' }) });
    expect(await create(fresh.id)).toMatchObject({
      status: 409,
      code: 'CatalogNotRunning',
      message: expect.stringContaining('NEW'),
    });
    expect(await create(await catalogId('ml_features'))).toMatchObject({
      status: 409,
      code: 'CatalogNotRunning',
      message: expect.stringContaining('INITIALIZE_FAILED'),
    });
    const finance = await catalogId('finance_archive');
    expect(await create(finance)).toMatchObject({ status: 403, code: 'Forbidden' });
    const ledger = await callOperation(ops.GetDatabase, { catalogId: finance, database: 'ledger' });
    expect(ledger.tableCount).toBe(2);
  });

  it('validates CreateCatalog and answers 409 for a duplicate name', async () => {
    const post = (body: unknown) =>
      errorOf('/catalogs', { method: 'POST', body: JSON.stringify(body) });
    expect(await post({ name: 'Bad-Name', type: 'PAIMON' })).toMatchObject({
      status: 400,
      code: 'InvalidParameter',
      resourceName: 'name',
      message: expect.stringMatching(/^name: /),
    });
    expect(await post({ name: 'ok', type: 'PAIMON' })).toMatchObject({ resourceName: 'name' });
    expect(await post({ name: 'good_name', type: 'HIVE' })).toMatchObject({
      status: 400,
      resourceName: 'type',
    });
    expect(await post({ name: 'good_name', type: 'PAIMON', isShared: true })).toMatchObject({
      status: 400,
      resourceName: 'shareId',
    });
    expect(await post({ name: 'good_name', type: 'PAIMON', options: { a: 1 } })).toMatchObject({
      status: 400,
      resourceName: 'options.a',
    });
    expect(await post({ name: 'sales_lake', type: 'PAIMON' })).toEqual({
      status: 409,
      code: 'AlreadyExists',
      message: 'Catalog "sales_lake" already exists.',
      resourceType: 'CATALOG',
      resourceName: 'sales_lake',
    });
  });

  it('alters catalog options and reports removed, updated and missing keys', async () => {
    const result = await callOperation(ops.AlterCatalog, {
      catalog: 'sales_lake',
      removals: ['storage.lifecycle.enabled', 'not.there'],
      updates: { 'owner.team': 'data-platform' },
    });
    expect(result).toEqual({
      removed: ['storage.lifecycle.enabled'],
      updated: ['owner.team'],
      missing: ['not.there'],
    });
    const catalog = await callOperation(ops.GetCatalog, { catalog: 'sales_lake' });
    expect(catalog.options['owner.team']).toBe('data-platform');
    expect(catalog.options).not.toHaveProperty('storage.lifecycle.enabled');
    expect(catalog.updatedBy).toBe('acs:ram::1234567890123456:user/alice');
    expect(
      await errorOf('/catalogs/sales_lake', {
        method: 'POST',
        body: JSON.stringify({ removals: ['a'], updates: { a: 'b' } }),
      }),
    ).toMatchObject({ status: 400, resourceName: 'updates.a' });
  });
});

describe('route overlaps', () => {
  afterEach(() => vi.useRealTimers());

  it('sends /catalogs/<name> paths to the catalog operations even when they look like database routes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await callOperation(ops.CreateCatalog, {
      name: 'databases',
      type: 'PAIMON',
      options: { k: 'v' },
      isShared: false,
    });
    vi.setSystemTime(start + 5_000);
    // GET /catalogs/databases is GetCatalog, not ListDatabases of a catalog with id "catalogs".
    const catalog = await callOperation(ops.GetCatalog, { catalog: 'databases' });
    expect(catalog).toMatchObject({ name: 'databases', status: 'RUNNING' });
    // POST /catalogs/databases is AlterCatalog, not CreateDatabase.
    expect(
      await callOperation(ops.AlterCatalog, { catalog: 'databases', removals: ['k'], updates: {} }),
    ).toEqual({ removed: ['k'], updated: [], missing: [] });
    // GET /catalogs/databases/token is GetCatalogToken, not GetDatabase "token".
    const token = await callOperation(ops.GetCatalogToken, { catalog: 'databases' });
    expect(token.token[TOKEN_KEYS.bucket]).toBe('parapet-lake-cn-hangzhou');
    // GET /catalogs/id/<id> is GetCatalogById; /catalogs/id/token too (there is no catalog "id").
    expect((await callOperation(ops.GetCatalogById, { id: catalog.id })).name).toBe('databases');
    expect(await errorOf('/catalogs/id/token')).toMatchObject({ code: 404, resourceName: 'token' });
    // The catalog's own database routes work by id.
    await callOperation(ops.CreateDatabase, { catalogId: catalog.id, name: 'inner', options: {} });
    expect((await callOperation(ops.ListDatabases, { catalogId: catalog.id })).databases).toEqual([
      'inner',
    ]);
  });

  it('counts a fault on one operation only against that operation', async () => {
    setFaultSpec('lake:ListDatabases:503');
    expect((await callOperation(ops.GetCatalog, { catalog: 'sales_lake' })).name).toBe(
      'sales_lake',
    );
    const id = await catalogId('sales_lake');
    expect((await apiFailure(callOperation(ops.ListDatabases, { catalogId: id }))).status).toBe(
      503,
    );
    setFaultSpec('');
  });
});

describe('databases', () => {
  it('lists sales_lake databases with counts and locations, and pages them', async () => {
    const id = await catalogId('sales_lake');
    const details = await callOperation(ops.ListDatabaseDetails, { catalogId: id });
    expect(details.databaseDetails).toHaveLength(24);
    const byName = Object.fromEntries(details.databaseDetails.map((d) => [d.name, d]));
    expect(byName.telemetry?.tableCount).toBe(1_200);
    expect(byName.scratch?.tableCount).toBe(0);
    expect(byName.sales?.location).toBe('oss://parapet-sales-lake/sales_lake/sales.db');
    const total = details.databaseDetails.reduce((sum, d) => sum + (d.tableCount ?? 0), 0);
    expect(total).toBeGreaterThanOrEqual(2_000);

    const { items, pages } = await walk(async (pageToken) => {
      const page = await callOperation(ops.ListDatabases, {
        catalogId: id,
        maxResults: 5,
        pageToken,
      });
      return { items: page.databases, next: page.nextPageToken };
    });
    expect(pages).toBe(5);
    expect(items).toEqual(details.databaseDetails.map((d) => d.name));
    expect(items).toEqual([...items].sort());
  });

  it('creates, alters and drops a database; 409 for a duplicate, 405 while it has tables', async () => {
    const id = await catalogId('sales_lake');
    await callOperation(ops.CreateDatabase, {
      catalogId: id,
      name: 'sandbox',
      options: { a: '1' },
    });
    const created = await callOperation(ops.GetDatabase, { catalogId: id, database: 'sandbox' });
    expect(created).toMatchObject({
      name: 'sandbox',
      tableCount: 0,
      options: { a: '1' },
      location: 'oss://parapet-sales-lake/sales_lake/sandbox.db',
    });
    expect(
      await errorOf(`/${id}/databases`, {
        method: 'POST',
        body: JSON.stringify({ name: 'sandbox' }),
      }),
    ).toMatchObject({
      status: 409,
      code: 'AlreadyExists',
      resourceType: 'DATABASE',
      resourceName: 'sandbox',
    });
    expect(
      await errorOf(`/${id}/databases`, {
        method: 'POST',
        body: JSON.stringify({ name: '9lives' }),
      }),
    ).toMatchObject({ status: 400, resourceName: 'name' });
    expect(
      await callOperation(ops.AlterDatabase, {
        catalogId: id,
        database: 'sandbox',
        removals: ['a'],
        updates: { b: '2' },
      }),
    ).toEqual({ removed: ['a'], updated: ['b'], missing: [] });

    expect(await errorOf(`/${id}/databases/sales`, { method: 'DELETE' })).toEqual({
      status: 405,
      code: 'DatabaseNotEmpty',
      message: expect.stringContaining('11 tables'),
      resourceType: 'DATABASE',
      resourceName: 'sales',
    });
    await callOperation(ops.DropDatabase, { catalogId: id, database: 'scratch' });
    expect((await errorOf(`/${id}/databases/scratch`)).status).toBe(404);
    const names = (await callOperation(ops.ListDatabases, { catalogId: id })).databases;
    expect(names).toContain('sandbox');
    expect(names).not.toContain('scratch');
  });
});

describe('tables and paging', () => {
  async function salesIds() {
    return { catalogId: await catalogId('sales_lake'), database: 'sales' };
  }

  it('walks 1,200 telemetry tables once each, in name order, with nextPageToken null at the end', async () => {
    const target = { catalogId: await catalogId('sales_lake'), database: 'telemetry' };
    const { items, pages } = await walk(async (pageToken) => {
      const page = await callOperation(ops.ListTables, { ...target, maxResults: 500, pageToken });
      return { items: page.tables, next: page.nextPageToken };
    });
    expect(pages).toBe(3);
    expect(items).toHaveLength(1_200);
    expect(new Set(items).size).toBe(1_200);
    expect(items[0]).toBe('events_0001');
    expect(items[1_199]).toBe('events_1200');
    // events_0001 … events_0099: a page of exactly 99 is the last; of 98 is not.
    const exact = await callOperation(ops.ListTables, {
      ...target,
      pattern: 'events_00%',
      maxResults: 99,
    });
    expect(exact.tables).toHaveLength(99);
    expect(exact.nextPageToken).toBeNull();
    const short = await callOperation(ops.ListTables, {
      ...target,
      pattern: 'events_00%',
      maxResults: 98,
    });
    expect(short.nextPageToken).toEqual(expect.any(String));
  });

  it('matches patterns SQL-style with % (right-fuzzy), exact without %, and _ literally', async () => {
    const target = await salesIds();
    const names = async (pattern: string) =>
      (await callOperation(ops.ListTables, { ...target, pattern })).tables;
    expect(await names('ord%')).toEqual(['order_items', 'orders', 'orders_2021_backup']);
    expect(await names('orders')).toEqual(['orders']);
    expect(await names('order')).toEqual([]);
    expect(await names('%')).toHaveLength(11);
    expect(await names('o%s%')).toEqual(['order_items', 'orders', 'orders_2021_backup']);
    expect(await names('o%s_%')).toEqual(['orders_2021_backup']);
    expect(await names('%_backup')).toEqual(['orders_2021_backup']);
    expect(await names('_rders')).toEqual([]);
    expect(await names('%type%')).toEqual(['all_types']);
    const telemetry = { ...target, database: 'telemetry' };
    const page = await callOperation(ops.ListTables, { ...telemetry, pattern: 'events_01%' });
    expect(page.tables).toHaveLength(100);
    expect(page.tables[0]).toBe('events_0100');
  });

  it('pages a pattern across pages and refuses tokens it did not issue for this list', async () => {
    const target = { catalogId: await catalogId('sales_lake'), database: 'telemetry' };
    const { items } = await walk(async (pageToken) => {
      const page = await callOperation(ops.ListTableDetails, {
        ...target,
        pattern: 'events_1%',
        maxResults: 64,
        pageToken,
      });
      return { items: page.tableDetails.map((t) => t.name), next: page.nextPageToken };
    });
    expect(items).toHaveLength(201);
    const first = await callOperation(ops.ListTables, { ...target, maxResults: 10 });
    const token = first.nextPageToken ?? '';
    const bad = async (query: string, database = 'telemetry') =>
      errorOf(`/${target.catalogId}/databases/${database}/tables?${query}`);
    for (const query of [
      'pageToken=garbage!',
      'pageToken=e30',
      `pageToken=${btoa('{"v":1,"a":"events_0500","s":"x"}').replace(/=+$/, '')}`,
      `pageToken=${token}&tableNamePattern=events%25`,
    ]) {
      expect(await bad(query)).toMatchObject({
        status: 400,
        code: 'InvalidParameter',
        resourceName: 'pageToken',
        message: expect.stringMatching(/^pageToken: /),
      });
    }
    expect((await bad(`pageToken=${token}`, 'sales')).status).toBe(400);
    expect(
      (await raw(`/${target.catalogId}/databases/telemetry/tables?pageToken=${token}`)).status,
    ).toBe(200);
    for (const maxResults of ['0', '1001', 'abc', '-1', '2.5']) {
      expect(await bad(`maxResults=${maxResults}`)).toMatchObject({
        status: 400,
        resourceName: 'maxResults',
      });
    }
  });

  it('lists every seeded table with the schema GetTable returns, so their column counts agree', async () => {
    // The table list counts the columns of the schema ListTableDetails sends, the schema tab those
    // of GetTable's: one schema, no count stored beside it. Its partition keys are top-level
    // columns and the ones the table's partitions are made from.
    const facts = (schema: Table['schema']) => ({
      columns: schema?.fields.map((field) => field.name),
      partitionKeys: schema?.partitionKeys,
    });
    let tables = 0;
    for (const catalog of lake().catalogs.values()) {
      for (const database of catalog.databases.values()) {
        const { items } = await walk(async (pageToken) => {
          const query = new URLSearchParams({ maxResults: '1000' });
          if (pageToken) query.set('pageToken', pageToken);
          const { body } = await raw(
            `/${catalog.id}/databases/${database.name}/table-details?${query.toString()}`,
          );
          const page = body as { tableDetails: Table[]; nextPageToken: string | null };
          return { items: page.tableDetails, next: page.nextPageToken };
        });
        expect(items.map((t) => t.name)).toEqual(database.tables.values().map((t) => t.name));
        for (const listed of items) {
          const stored = database.tables.get(listed.name);
          const schema = stored && schemaOf(stored);
          expect(facts(listed.schema), `${database.name}.${listed.name}`).toEqual(facts(schema));
          const columns = new Set(schema?.fields.map((field) => field.name));
          expect(schema?.partitionKeys.filter((key) => !columns.has(key))).toEqual([]);
          expect(stored?.plan?.keys ?? [], `${database.name}.${listed.name}`).toEqual(
            schema?.partitionKeys,
          );
          tables += 1;
        }
      }
    }
    expect(tables).toBeGreaterThan(2_000);
    // Over the wire, GetTable's schema is the listed one exactly (the sales showcase tables).
    const sales = await salesIds();
    const listed = await callOperation(ops.ListTableDetails, { ...sales, maxResults: 1_000 });
    for (const table of listed.tableDetails) {
      const got = await callOperation(ops.GetTable, { ...sales, table: table.name });
      expect(got.schema, table.name).toEqual(table.schema);
    }
    const orders = listed.tableDetails.find((t) => t.name === 'orders');
    expect(orders?.schema?.fields).toHaveLength(18);
  });

  it('serves orders with its keys, partitions and sales functions and views', async () => {
    const target = await salesIds();
    const orders = await callOperation(ops.GetTable, { ...target, table: 'orders' });
    expect(orders.schema?.primaryKeys).toEqual(['order_id', 'dt', 'region']);
    expect(orders.schema?.partitionKeys).toEqual(['dt', 'region']);
    expect(orders.path).toBe('oss://parapet-sales-lake/sales_lake/sales.db/orders');
    expect(orders.createdAt).toBeLessThan(orders.updatedAt ?? 0);
    const customers = await callOperation(ops.GetTable, { ...target, table: 'customers' });
    expect(customers.schema?.primaryKeys).toEqual(['customer_id']);
    const functions = await callOperation(ops.ListFunctions, target);
    expect(functions.functions).toEqual(
      expect.arrayContaining(['mask_email', 'parse_ua', 'to_cents']),
    );
    const views = await callOperation(ops.ListViewDetails, target);
    const daily = views.viewDetails.find((v) => v.name === 'daily_revenue');
    expect(Object.keys(daily?.schema.dialects ?? {}).sort()).toEqual(['flink', 'spark']);
    expect(views.viewDetails.map((v) => v.name)).toEqual(
      expect.arrayContaining(['active_customers', 'daily_revenue']),
    );
  });

  it('pages ListPartitions and ListPartitionSummaries over the same 1,200 orders partitions', async () => {
    const target = { ...(await salesIds()), table: 'orders' };
    const partitions = await walk(async (pageToken) => {
      const page = await callOperation(ops.ListPartitions, {
        ...target,
        maxResults: 500,
        pageToken,
      });
      return { items: page.partitions, next: page.nextPageToken };
    });
    const summaries = await walk(async (pageToken) => {
      const page = await callOperation(ops.ListPartitionSummaries, { ...target, pageToken });
      return { items: page.partitions, next: page.nextPageToken };
    });
    expect(partitions.items).toHaveLength(1_200);
    expect(summaries.items).toHaveLength(1_200);
    expect(summaries.pages).toBe(2);
    const names = partitions.items.map((p) => `dt=${p.spec.dt}/region=${p.spec.region}`);
    expect(summaries.items.map((p) => p.partitionName)).toEqual(names);
    expect(names[0]).toMatch(/^dt=\d{4}-\d{2}-\d{2}\/region=cn$/);
    expect(partitions.items.map((p) => p.storageClass)).toEqual(
      expect.arrayContaining(['STANDARD', 'IA', 'ARCHIVE', 'COLD_ARCHIVE']),
    );
    const today = dayOf(lake().anchorMs);
    const lastDay = partitions.items.at(-1)?.spec.dt;
    expect(lastDay).toBe(today);
    const march = await callOperation(ops.ListPartitions, {
      ...target,
      pattern: `dt=${today}/%`,
    });
    expect(march.partitions.map((p) => p.spec.region)).toEqual(['cn', 'eu', 'us']);
  });
});

describe('AlterTable and CreateTable', () => {
  it('applies every change, bumps schemaId and updatedAt, and is all-or-nothing', async () => {
    const target = {
      catalogId: await catalogId('sales_lake'),
      database: 'sales',
      table: 'customers',
    };
    const before = await callOperation(ops.GetTable, target);
    await callOperation(ops.AlterTable, {
      ...target,
      changes: [
        {
          action: 'addColumn',
          fieldNames: ['loyalty_tier'],
          dataType: { type: 'VARCHAR', length: 16 },
          move: { type: 'AFTER', referenceFieldName: 'vip_level' },
          comment: 'Tier name',
        },
        { action: 'renameColumn', fieldNames: ['full_name'], newName: 'display_name' },
        { action: 'setOption', key: 'snapshot.num-retained.max', value: '50' },
      ],
    });
    const after = await callOperation(ops.GetTable, target);
    expect(after.schemaId).toBe((before.schemaId ?? 0) + 1);
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt ?? 0);
    const names = after.schema?.fields.map((f) => f.name) ?? [];
    expect(names).toContain('display_name');
    expect(names).not.toContain('full_name');
    expect(names.indexOf('loyalty_tier')).toBe(names.indexOf('vip_level') + 1);
    expect(after.schema?.options['snapshot.num-retained.max']).toBe('50');

    const rejected = await errorOf(`/${target.catalogId}/databases/sales/tables/customers`, {
      method: 'POST',
      body: JSON.stringify({
        changes: [
          { action: 'setOption', key: 'a', value: 'b' },
          { action: 'renameColumn', fieldNames: ['email'] },
        ],
      }),
    });
    expect(rejected).toMatchObject({
      status: 400,
      code: 'InvalidParameter',
      resourceName: 'changes[1].newName',
      message: expect.stringMatching(/^changes\[1\]\.newName: /),
    });
    const unchanged = await callOperation(ops.GetTable, target);
    expect(unchanged.schemaId).toBe(after.schemaId);
    expect(unchanged.schema?.options).not.toHaveProperty('a');

    expect(
      await errorOf(`/${target.catalogId}/databases/sales/tables/customers`, {
        method: 'POST',
        body: JSON.stringify({ changes: [{ action: 'dropColumn', fieldNames: ['no_such'] }] }),
      }),
    ).toMatchObject({ status: 400, resourceName: 'changes[0].fieldNames' });
    expect(
      await errorOf(`/${target.catalogId}/databases/sales/tables/customers`, {
        method: 'POST',
        body: JSON.stringify({ changes: [] }),
      }),
    ).toMatchObject({ status: 400, resourceName: 'changes' });
  });

  it('creates an empty table with ids assigned, lists it, and drops it from every total', async () => {
    const id = await catalogId('sales_lake');
    const before = await callOperation(ops.GetCatalogSummary, { catalogId: id });
    await callOperation(ops.CreateTable, {
      catalogId: id,
      database: 'sales',
      identifier: { database: 'sales', object: 'returns' },
      schema: {
        fields: [
          { name: 'return_id', type: { type: 'BIGINT', nullable: false } },
          { name: 'reason', type: { type: 'STRING' } },
          {
            name: 'items',
            type: {
              type: 'ARRAY',
              element: { type: 'ROW', fields: [{ name: 'sku', type: { type: 'STRING' } }] },
            },
          },
        ],
        primaryKeys: ['return_id'],
        partitionKeys: [],
        options: { bucket: '4' },
        comment: 'Returns',
      },
    });
    const table = await callOperation(ops.GetTable, {
      catalogId: id,
      database: 'sales',
      table: 'returns',
    });
    expect(table).toMatchObject({ name: 'returns', schemaId: 0, storageClass: 'STANDARD' });
    expect(table.schema?.fields.map((f) => f.id)).toEqual([0, 1, 2]);
    expect(table.schema?.fields[2]?.type.element?.fields?.[0]?.id).toBe(3);
    const snapshot = await callOperation(ops.GetTableSnapshot, {
      catalogId: id,
      database: 'sales',
      table: 'returns',
    });
    expect(snapshot).toMatchObject({
      recordCount: 0,
      fileCount: 0,
      partitionCount: 0,
      snapshot: null,
    });
    const summary = await callOperation(ops.GetCatalogSummary, { catalogId: id });
    expect(summary.tableCount.currentValue).toBe(before.tableCount.currentValue + 1);
    expect(summary.totalFileSizeInBytes.currentValue).toBe(
      before.totalFileSizeInBytes.currentValue,
    );
    expect(
      (await callOperation(ops.ListTables, { catalogId: id, database: 'sales', pattern: 'ret%' }))
        .tables,
    ).toEqual(['returns']);

    const post = (body: unknown) =>
      errorOf(`/${id}/databases/sales/tables`, { method: 'POST', body: JSON.stringify(body) });
    const schema = { fields: [{ name: 'a', type: { type: 'INT' } }] };
    expect(
      await post({ identifier: { database: 'sales', object: 'returns' }, schema }),
    ).toMatchObject({
      status: 409,
      code: 'AlreadyExists',
      resourceType: 'TABLE',
    });
    expect(await post({ identifier: { database: 'other', object: 'x' }, schema })).toMatchObject({
      status: 400,
      resourceName: 'identifier.database',
    });
    expect(
      await post({ identifier: { database: 'sales', object: 'bad name' }, schema }),
    ).toMatchObject({
      resourceName: 'identifier.object',
    });
    expect(
      await post({
        identifier: { database: 'sales', object: 'dup' },
        schema: {
          fields: [
            { name: 'a', type: { type: 'INT' } },
            { name: 'A', type: { type: 'INT' } },
          ],
        },
      }),
    ).toMatchObject({ status: 400, resourceName: 'schema.fields[1].name' });
    expect(
      await post({
        identifier: { database: 'sales', object: 'keys' },
        schema: { ...schema, primaryKeys: ['nope'] },
      }),
    ).toMatchObject({ status: 400, resourceName: expect.stringMatching(/^schema\.primaryKeys/) });
    expect(
      await post({
        identifier: { database: 'sales', object: 'x' },
        schema: { fields: [{ name: 'a', type: { type: 5 } }] },
      }),
    ).toMatchObject({ status: 400, resourceName: 'schema.fields[0].type.type' });

    await callOperation(ops.DropTable, { catalogId: id, database: 'sales', table: 'orders' });
    const dropped = await callOperation(ops.GetCatalogSummary, { catalogId: id });
    expect(dropped.tableCount.currentValue).toBe(before.tableCount.currentValue);
    expect(dropped.partitionCount.currentValue).toBe(before.partitionCount.currentValue - 1_200);
    expect(dropped.totalFileSizeInBytes.currentValue).toBeLessThan(
      before.totalFileSizeInBytes.currentValue,
    );
    expect((await errorOf(`/${id}/databases/sales/tables/orders`)).status).toBe(404);
  });
});

describe('storage summaries', () => {
  it('adds up: catalog = Σ databases = Σ tables, tiers = total', async () => {
    const id = await catalogId('marketing_iceberg');
    const catalog = await callOperation(ops.GetCatalogSummary, { catalogId: id });
    const databases = (await callOperation(ops.ListDatabases, { catalogId: id })).databases;
    const dbSummaries = await Promise.all(
      databases.map((database) =>
        callOperation(ops.GetDatabaseSummary, { catalogId: id, database }),
      ),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(catalog.databaseCount.currentValue).toBe(3);
    expect(catalog.tableCount.currentValue).toBe(sum(dbSummaries.map((d) => d.tableCount)));
    expect(catalog.totalFileSizeInBytes.currentValue).toBe(
      sum(dbSummaries.map((d) => d.totalFileSizeInBytes)),
    );
    expect(catalog.partitionCount.currentValue).toBe(sum(dbSummaries.map((d) => d.partitionCount)));
    expect(catalog.totalMetaFileCount.currentValue).toBe(
      sum(dbSummaries.map((d) => d.totalMetaFileCount)),
    );
    expect(
      catalog.objTypeStandardSize +
        catalog.objTypeIaSize +
        catalog.objTypeArchiveSize +
        catalog.objTypeColdArchiveSize,
    ).toBe(catalog.totalFileSizeInBytes.currentValue);
    expect(catalog.objTypeIaSize).toBe(sum(dbSummaries.map((d) => d.objTypeIaSize)));

    for (const db of dbSummaries) {
      const tables = (
        await callOperation(ops.ListTables, { catalogId: id, database: db.databaseName })
      ).tables;
      const tableSummaries = await Promise.all(
        tables.map((table) =>
          callOperation(ops.GetTableSummary, { catalogId: id, database: db.databaseName, table }),
        ),
      );
      expect(db.totalFileSizeInBytes).toBe(sum(tableSummaries.map((t) => t.totalFileSizeInBytes)));
      expect(db.totalFileCount).toBe(sum(tableSummaries.map((t) => t.totalFileCount)));
      expect(db.partitionCount).toBe(sum(tableSummaries.map((t) => t.partitionCount)));
    }
    for (const series of [
      catalog.tableCount,
      catalog.totalFileSizeInBytes,
      catalog.partitionCount,
    ]) {
      expect(series.lastDayValue).toBeLessThanOrEqual(series.currentValue);
      expect(series.lastMonthValue).toBeLessThanOrEqual(series.lastDayValue);
      expect(series.lastMonthValue).toBeGreaterThanOrEqual(0);
    }
    expect(catalog.generatedDate).toBe(dayOf(Date.now()));
    expect(catalog.apiVisitCountMonthly).toBeGreaterThan(0);
  });

  it('sums sales_lake over its 24 databases and orders over its partitions', async () => {
    const id = await catalogId('sales_lake');
    const catalog = await callOperation(ops.GetCatalogSummary, { catalogId: id });
    const details = (await callOperation(ops.ListDatabaseDetails, { catalogId: id }))
      .databaseDetails;
    const dbSummaries = await Promise.all(
      details.map((d) =>
        callOperation(ops.GetDatabaseSummary, { catalogId: id, database: d.name }),
      ),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(catalog.tableCount.currentValue).toBeGreaterThanOrEqual(2_000);
    expect(catalog.totalFileSizeInBytes.currentValue).toBe(
      sum(dbSummaries.map((d) => d.totalFileSizeInBytes)),
    );
    expect(catalog.objTypeArchiveSize).toBe(sum(dbSummaries.map((d) => d.objTypeArchiveSize)));

    const target = { catalogId: id, database: 'sales', table: 'orders' };
    const table = await callOperation(ops.GetTableSummary, target);
    const partitions = (await callOperation(ops.ListPartitionSummaries, target)).partitions.concat(
      (
        await callOperation(ops.ListPartitionSummaries, {
          ...target,
          pageToken: (await callOperation(ops.ListPartitionSummaries, target)).nextPageToken,
        })
      ).partitions,
    );
    expect(partitions).toHaveLength(1_200);
    expect(table.partitionCount).toBe(1_200);
    expect(table.totalFileSizeInBytes).toBe(sum(partitions.map((p) => p.totalFileSizeInBytes)));
    expect(table.totalFileCount).toBe(sum(partitions.map((p) => p.totalFileCount)));
    expect(table.totalFileAccessNum).toBe(sum(partitions.map((p) => p.totalFileAccessNum ?? 0)));
    const bySize = (storageClass: string) =>
      sum(
        partitions
          .filter((p) => p.storageClass === storageClass)
          .map((p) => p.totalFileSizeInBytes),
      );
    expect(table.objTypeStandardSize).toBe(bySize('STANDARD'));
    expect(table.objTypeIaSize).toBe(bySize('IA'));
    expect(table.objTypeArchiveSize).toBe(bySize('ARCHIVE'));
    expect(table.objTypeColdArchiveSize).toBe(bySize('COLD_ARCHIVE'));
    expect(table.totalFileAccessNum7d).toBeLessThanOrEqual(table.totalFileAccessNum30d);
    expect(table.totalFileAccessNum30d).toBeLessThanOrEqual(table.totalFileAccessNum);

    const now = Date.now();
    const idle = (days: number, classes: string[]) =>
      partitions.filter(
        (p) =>
          classes.includes(p.storageClass ?? '') &&
          (p.createdAt ?? 0) <= now - days * DAY_MS &&
          (p.lastAccessTime == null || p.lastAccessTime < now - days * DAY_MS),
      ).length;
    expect(table.unaccessedStdPartitionCount30d).toBe(idle(30, ['STANDARD']));
    expect(table.unaccessedStdIaPartitionCount180d).toBe(idle(180, ['STANDARD', 'IA']));
    expect(table.unaccessedStdPartitionCount30d).toBeGreaterThan(0);
    expect(table.unaccessedStdIaPartitionCount180d).toBeGreaterThan(0);
    for (const p of partitions) {
      expect(p.totalFileAccessNum7d ?? 0).toBeLessThanOrEqual(p.totalFileAccessNum30d ?? 0);
      expect(p.totalFileAccessNum30d ?? 0).toBeLessThanOrEqual(p.totalFileAccessNum ?? 0);
    }

    const snapshot = await callOperation(ops.GetTableSnapshot, target);
    expect(snapshot).toMatchObject({
      fileSizeInBytes: table.totalFileSizeInBytes,
      fileCount: table.totalFileCount,
      partitionCount: 1_200,
    });
    expect(snapshot.recordCount).toBeGreaterThan(snapshot.fileCount);
    const compaction = await callOperation(ops.GetTableCompaction, target);
    expect(compaction.latencyFileEarliestTime).toBeLessThan(now);
    expect(Number.isInteger(compaction.cuUsage)).toBe(false);
  });

  it('trends one entry per day of the range, agreeing with the summary', async () => {
    const id = await catalogId('sales_lake');
    const today = dayOf(Date.now());
    const start = addDays(today, -29);
    const trend = await callOperation(ops.GetCatalogSummaryTrend, {
      catalogId: id,
      startDate: start,
      endDate: today,
    });
    const summary = await callOperation(ops.GetCatalogSummary, { catalogId: id });
    for (const series of Object.values(trend)) {
      expect(series).toHaveLength(30);
      expect(series[0]?.date).toBe(start);
      expect(series.at(-1)?.date).toBe(today);
      expect(series.map((e) => e.date)).toEqual([...series.map((e) => e.date)].sort());
      for (const entry of series) expect(entry.value).toBeGreaterThanOrEqual(0);
    }
    expect(trend.totalFileSizeInBytes.at(-1)?.value).toBe(
      summary.totalFileSizeInBytes.currentValue,
    );
    expect(trend.totalFileSizeInBytes.at(-2)?.value).toBe(
      summary.totalFileSizeInBytes.lastDayValue,
    );
    expect(trend.totalFileCount.at(-1)?.value).toBe(summary.totalFileCount.currentValue);
    expect(trend.totalMetaCount.at(-2)?.value).toBe(summary.totalMetaFileCount.lastDayValue);

    const year = await callOperation(ops.GetCatalogSummaryTrend, {
      catalogId: id,
      startDate: addDays(today, -(TREND_MAX_DAYS - 1)),
      endDate: today,
    });
    expect(year.apiVisitCount).toHaveLength(TREND_MAX_DAYS);

    const trendError = (startDate: string, endDate: string) =>
      errorOf(`/${id}/storage-summary/trend?startDate=${startDate}&endDate=${endDate}`);
    expect(await trendError('2025-13-01', today)).toMatchObject({
      status: 400,
      resourceName: 'startDate',
    });
    expect(await trendError(start, 'yesterday')).toMatchObject({
      status: 400,
      resourceName: 'endDate',
    });
    expect(await trendError(today, start)).toMatchObject({
      status: 400,
      resourceName: 'startDate',
    });
    expect(await trendError(addDays(today, -TREND_MAX_DAYS), today)).toMatchObject({
      status: 400,
      message: expect.stringContaining(`${TREND_MAX_DAYS + 1} days`),
    });
    expect(await trendError(start, addDays(today, 1))).toMatchObject({
      status: 400,
      resourceName: 'endDate',
    });
    expect((await errorOf(`/${id}/storage-summary?date=2025-02-30`)).resourceName).toBe('date');
  });

  it('answers a past summary date from history', async () => {
    const id = await catalogId('sales_lake');
    const today = dayOf(Date.now());
    const yesterday = addDays(today, -1);
    const now = await callOperation(ops.GetCatalogSummary, { catalogId: id });
    const then = await callOperation(ops.GetCatalogSummary, { catalogId: id, date: yesterday });
    expect(then.generatedDate).toBe(yesterday);
    expect(then.totalFileSizeInBytes.currentValue).toBe(now.totalFileSizeInBytes.lastDayValue);
    expect(
      then.objTypeStandardSize +
        then.objTypeIaSize +
        then.objTypeArchiveSize +
        then.objTypeColdArchiveSize,
    ).toBe(then.totalFileSizeInBytes.currentValue);
  });
});

describe('tokens', () => {
  it('issues catalog and table credentials valid for an hour', async () => {
    const before = Date.now();
    const token = await callOperation(ops.GetCatalogToken, { catalog: 'sales_lake' });
    expect(Object.keys(token.token).sort()).toEqual(Object.values(TOKEN_KEYS).sort());
    expect(token.token[TOKEN_KEYS.accessKeyId]).toMatch(/^STS\.[A-Za-z0-9]{25}$/);
    expect(token.token[TOKEN_KEYS.bucket]).toBe('parapet-sales-lake');
    expect(token.expiresAtMillis).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(token.expiresAtMillis).toBeLessThanOrEqual(Date.now() + 3_600_000);
    const again = await callOperation(ops.GetCatalogToken, { catalog: 'sales_lake' });
    expect(again.token[TOKEN_KEYS.accessKeySecret]).not.toBe(
      token.token[TOKEN_KEYS.accessKeySecret],
    );

    const target = { catalogId: await catalogId('sales_lake'), database: 'sales', table: 'orders' };
    const internal = await callOperation(ops.GetTableToken, { ...target, isInternal: true });
    const external = await callOperation(ops.GetTableToken, { ...target, isInternal: false });
    expect(internal.token[TOKEN_KEYS.endpoint]).toBe('oss-cn-hangzhou-internal.aliyuncs.com');
    expect(external.token[TOKEN_KEYS.endpoint]).toBe('oss-cn-hangzhou.aliyuncs.com');
  });

  it('refuses a token for a storage-restricted catalog with 403 Forbidden', async () => {
    expect(await errorOf('/catalogs/finance_archive/token')).toMatchObject({
      status: 403,
      code: 'Forbidden',
      resourceType: 'CATALOG',
      resourceName: 'finance_archive',
    });
    const id = await catalogId('finance_archive');
    expect((await errorOf(`/${id}/databases/ledger/tables/accounts/token`)).status).toBe(403);
  });
});

describe('journal', () => {
  it('replays every change after a reload (a new database over the same storage)', async () => {
    const id = await catalogId('sales_lake');
    await callOperation(ops.CreateDatabase, {
      catalogId: id,
      name: 'replayed',
      options: { x: '1' },
    });
    await callOperation(ops.CreateTable, {
      catalogId: id,
      database: 'replayed',
      identifier: { database: 'replayed', object: 't1' },
      schema: {
        fields: [{ name: 'a', type: { type: 'INT' } }],
        primaryKeys: [],
        partitionKeys: [],
        options: {},
      },
    });
    await callOperation(ops.AlterTable, {
      catalogId: id,
      database: 'replayed',
      table: 't1',
      changes: [{ action: 'renameColumn', fieldNames: ['a'], newName: 'b' }],
    });
    await callOperation(ops.DropDatabase, { catalogId: id, database: 'scratch' });
    await callOperation(ops.AlterCatalog, {
      catalog: 'sales_lake',
      removals: [],
      updates: { y: '2' },
    });
    await callOperation(ops.DropTable, { catalogId: id, database: 'sales', table: 'refunds' });
    const live = await callOperation(ops.GetTable, {
      catalogId: id,
      database: 'replayed',
      table: 't1',
    });

    const reloaded = new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
    expect(reloaded.journal.map((op) => op.op)).toEqual([
      'createDatabase',
      'createTable',
      'alterTable',
      'dropDatabase',
      'alterCatalog',
      'dropTable',
    ]);
    const db = reloaded.store('lake');
    const catalog = db.catalogsById.get(id);
    expect(catalog?.options.y).toBe('2');
    expect(catalog?.databases.has('scratch')).toBe(false);
    expect(catalog?.databases.get('sales')?.tables.has('refunds')).toBe(false);
    const table = catalog?.databases.get('replayed')?.tables.get('t1');
    expect(table?.schema?.fields.map((f) => f.name)).toEqual(['b']);
    expect(table).toMatchObject({ id: live.id, schemaId: 1, updatedAt: live.updatedAt });
  });
});

describe('error body variants', () => {
  it('formats the capitalized variant and the integer code', () => {
    expect(
      lakeErrorBody({
        status: 404,
        code: 'NotFound',
        message: 'Share "s" does not exist.',
        details: { resourceType: 'SHARE', resourceName: 's', style: 'capitalized' },
      }),
    ).toEqual({
      Code: 'NotFound',
      Message: 'Share "s" does not exist.',
      ResourceType: 'SHARE',
      ResourceName: 's',
    });
    expect(
      lakeErrorBody({ status: 404, message: 'x', details: { style: 'integer-code' } }),
    ).toEqual({
      code: 404,
      message: 'x',
    });
  });

  it('answers a capitalized error through a lake handler', async () => {
    const service = mockService('lake', {
      routes: restRoutes({ DescribeRegions: 'GET /lake/v1/probe' }),
    });
    const probe = { ...ops.DescribeRegions, path: '/lake/v1/probe' };
    service.on('DescribeRegions', () => {
      throw capitalized(notFound('table', 'ghost'));
    });
    server.use(
      ...service.handlers(),
      http.get('*/never', () => new Response(null)),
    );
    const { status, body } = await raw('/probe');
    expect(status).toBe(404);
    expect(body).toEqual({
      Code: 'NotFound',
      Message: 'Table "ghost" does not exist.',
      ResourceType: 'TABLE',
      ResourceName: 'ghost',
    });
    const error = await apiFailure(callOperation(probe, undefined));
    expect(error).toMatchObject({ status: 404, code: 'NotFound' });
  });
});

describe('large scale', () => {
  afterEach(() => {
    configureMockDb({ scale: 'normal', storage: webStorage('localStorage') });
  });

  it('holds 10,000 telemetry tables, 20,000 orders partitions and 10,000 wide_events columns', async () => {
    configureMockDb({ scale: 'large', storage: null });
    const id = await catalogId('sales_lake');
    const target = { catalogId: id, database: 'telemetry' };
    const telemetry = await callOperation(ops.GetDatabase, target);
    expect(telemetry.tableCount).toBe(10_000);
    const wide = await callOperation(ops.GetTable, {
      catalogId: id,
      database: 'sales',
      table: 'wide_events',
    });
    expect(wide.schema?.fields).toHaveLength(10_000);
    const orders = await callOperation(ops.GetTableSnapshot, {
      catalogId: id,
      database: 'sales',
      table: 'orders',
    });
    expect(orders.partitionCount).toBe(20_000);

    // A page of 1,000 table details from the middle of 10,000, answered by the body quickly.
    const db = lake();
    const database = db.catalogsById.get(id)?.databases.get('telemetry');
    if (!database) throw new Error('telemetry missing');
    const first = await callOperation(ops.ListTableDetails, { ...target, maxResults: 1_000 });
    const query = new URLSearchParams({ maxResults: '1000', pageToken: first.nextPageToken ?? '' });
    const started = performance.now();
    const page = listPage(database.tables, {
      query,
      patternParam: 'tableNamePattern',
      list: 'ListTableDetails',
      parent: `${id}/telemetry`,
      nameOf: (t) => t.name,
    });
    page.items.forEach((t) => t.schema ?? t.buildSchema());
    // Guards against a complexity blow-up, not speed budgets (those are the bench's: a loaded
    // machine must not fail a unit test, docs/testing.md).
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(page.items).toHaveLength(1_000);

    const fetched = performance.now();
    const second = await callOperation(ops.ListTableDetails, {
      ...target,
      maxResults: 1_000,
      pageToken: first.nextPageToken,
    });
    const elapsed = performance.now() - fetched;
    expect(second.tableDetails.map((t: Table) => t.name)).toEqual(page.items.map((t) => t.name));
    // Through msw, JSON and the client's schema check.
    expect(elapsed).toBeLessThan(5_000);

    const partitions = partitionsOf(
      database.tables.get('events_0001') ??
        (() => {
          throw new Error('no events_0001');
        })(),
      db.anchorMs,
    );
    expect(partitions.size).toBe(30);
  });
});
