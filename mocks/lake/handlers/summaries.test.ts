// @vitest-environment jsdom
/** The lake mock's storage summaries, tokens, its journal and the large estate. */
import { TREND_MAX_DAYS } from '../../../src/api/lake/assumed';
import { lakeOperations as ops } from '../../../src/api/lake/operations';
import type { Table } from '../../../src/api/lake/schemas';
import { callOperation } from '../../../src/api/operation';
import { configureMockDb, MockDatabase } from '../../database';
import { partitionsOf } from '../store/partitions';
import { addDays, DAY_MS, dayOf } from '../store/time';
import { server } from '../../node';
import { webStorage } from '../../core/storage';
import { TOKEN_KEYS } from '../assumed';
import { listPage } from './params';

import { catalogId, errorOf, lake } from '../testing';

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

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
