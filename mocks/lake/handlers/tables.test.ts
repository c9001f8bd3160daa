// @vitest-environment jsdom
/** The lake mock's databases, tables, their paging and schema changes, through the client. */
import { lakeOperations as ops } from '../../../src/api/lake/operations';
import type { Table } from '../../../src/api/lake/schemas';
import { callOperation } from '../../../src/api/operation';
import { schemaOf } from '../store/catalogs';
import { dayOf } from '../store/time';
import { server } from '../../node';

import { catalogId, errorOf, lake, raw, walk } from '../testing';

// test/setup.ts starts `server` and, before each test, clears storage and reseeds the mock.
void server;

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
