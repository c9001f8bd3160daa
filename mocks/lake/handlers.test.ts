// @vitest-environment jsdom
import { http } from 'msw';
import { apiFailure } from '../../test/apiFailure';
import { lakeOperations as ops } from '../../src/api/lake/operations';
import { callOperation } from '../../src/api/operation';
import { DAY_MS } from './store/time';
import { setFaultSpec } from '../core/faultState';
import { server } from '../node';
import { TOKEN_KEYS } from './assumed';
import { lakeErrorBody } from './errorBody';
import { capitalized, notFound } from './handlers/errors';
import { mockService } from '../core/mockService';
import { restRoutes } from '../core/routes';
import { catalogId, errorOf, lake, raw, walk } from './testing';

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

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
