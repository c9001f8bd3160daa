import { dataTypeNames, type DataField, type FullDataType } from '../../src/api/lake/schemas';
import { applyLakeOp, isLakeOp } from './store';
import { catalogStatus, schemaOf } from './store/catalogs';
import { seedLakeDb } from './seeds/estate';
import type { LakeDb, LakeTable } from './store/types';
import { partitionsOf } from './store/partitions';
import { schemaProblem } from './store/schemaRules';
import { catalogTrend } from './store/summary';
import { dayOf, daysBetween, startOfDay } from './store/time';
import { countFields } from './seeds/typeBuilders';

const ANCHOR = Date.UTC(2026, 2, 15, 9, 30);

let normal: LakeDb;
beforeAll(() => {
  normal = seedLakeDb({ anchorMs: ANCHOR, scale: 'normal' });
});

function catalog(db: LakeDb, name: string) {
  const found = db.catalogs.get(name);
  if (!found) throw new Error(`no catalog ${name}`);
  return found;
}

function table(db: LakeDb, database: string, name: string): LakeTable {
  const found = catalog(db, 'sales_lake').databases.get(database)?.tables.get(name);
  if (!found) throw new Error(`no table ${database}.${name}`);
  return found;
}

function allTables(db: LakeDb): LakeTable[] {
  const out: LakeTable[] = [];
  db.catalogs.forEach((c) => c.databases.forEach((d) => d.tables.forEach((t) => out.push(t))));
  return out;
}

function types(fields: readonly DataField[]): FullDataType[] {
  const out: FullDataType[] = [];
  const visit = (type: FullDataType | undefined) => {
    if (!type) return;
    out.push(type);
    type.fields?.forEach((f) => visit(f.type));
    visit(type.element);
    visit(type.key);
    visit(type.value);
  };
  fields.forEach((f) => visit(f.type));
  return out;
}

function depth(fields: readonly DataField[]): number {
  const ofType = (type: FullDataType | undefined): number =>
    type
      ? Math.max(
          type.fields ? depth(type.fields) : 0,
          ofType(type.element),
          ofType(type.key),
          ofType(type.value),
        )
      : 0;
  return fields.length === 0 ? 0 : 1 + Math.max(...fields.map((f) => ofType(f.type)));
}

describe('lake seed', () => {
  it('holds the six catalogs of lake-common.md with their states', () => {
    expect(normal.catalogs.values().map((c) => [c.name, catalogStatus(c, ANCHOR)])).toEqual([
      ['finance_archive', 'STORAGE_RESTRICTED'],
      ['logs_iceberg', 'RUNNING'],
      ['marketing_iceberg', 'RUNNING'],
      ['ml_features', 'INITIALIZE_FAILED'],
      ['partner_share', 'RUNNING'],
      ['sales_lake', 'RUNNING'],
    ]);
    expect(catalog(normal, 'ml_features').databases.size).toBe(0);
    expect(catalog(normal, 'sales_lake').prepay).toMatchObject({
      cu: 16,
      instanceStatus: 'RUNNING',
    });
  });

  it('gives sales_lake 24 databases and 2,000+ tables, telemetry 1,200, scratch none', () => {
    const sales = catalog(normal, 'sales_lake');
    expect(sales.databases.size).toBe(24);
    let tables = 0;
    sales.databases.forEach((d) => (tables += d.tables.size));
    expect(tables).toBeGreaterThanOrEqual(2_000);
    const telemetry = sales.databases.get('telemetry');
    expect(telemetry?.tables.size).toBe(1_200);
    expect(telemetry?.tables.values()[0]?.name).toBe('events_0001');
    expect(telemetry?.tables.has('events_1200')).toBe(true);
    expect(sales.databases.get('scratch')?.tables.size).toBe(0);
    expect(
      sales.databases
        .get('sales')
        ?.tables.values()
        .map((t) => t.name),
    ).toEqual([
      'all_types',
      'carts',
      'customers',
      'nested_profile',
      'order_items',
      'orders',
      'orders_2021_backup',
      'payments',
      'products',
      'refunds',
      'wide_events',
    ]);
    expect(
      sales.databases
        .get('sales')
        ?.functions.values()
        .map((f) => f.name),
    ).toEqual(expect.arrayContaining(['mask_email', 'to_cents', 'parse_ua']));
  });

  it('partitions orders by dt and region, 1,200 partitions within the table’s life', () => {
    const orders = table(normal, 'sales', 'orders');
    expect(schemaOf(orders).primaryKeys).toEqual(['order_id', 'dt', 'region']);
    expect(schemaOf(orders).partitionKeys).toEqual(['dt', 'region']);
    const partitions = partitionsOf(orders, ANCHOR).values();
    expect(partitions).toHaveLength(1_200);
    expect(partitions[0]?.name).toMatch(/^dt=\d{4}-\d{2}-\d{2}\/region=cn$/);
    const firstDay = partitions[0]?.spec.dt ?? '';
    expect(startOfDay(firstDay)).toBeGreaterThan(orders.createdAt);
    expect(partitions.at(-1)?.spec.dt).toBe(dayOf(ANCHOR));
    for (const p of partitions) {
      expect(p.createdAt).toBeGreaterThanOrEqual(orders.createdAt);
      expect(p.createdAt).toBeLessThanOrEqual(p.updatedAt);
      expect(p.updatedAt).toBeLessThan(ANCHOR);
      if (p.storageActionTimestamp !== null) {
        expect(p.storageActionTimestamp).toBeGreaterThanOrEqual(p.createdAt);
        expect(p.storageActionTimestamp).toBeLessThanOrEqual(ANCHOR);
      }
    }
    const actions = new Set(partitions.map((p) => p.storageAction));
    expect([...actions].sort()).toEqual(
      expect.arrayContaining(['CONVERTED', 'CONVERTING_TO_IA', 'NONE']),
    );
  });

  it('makes every table exactly the sum of its partitions, and tiers the sum of the total', () => {
    for (const name of ['orders', 'order_items', 'payments']) {
      const t = table(normal, 'sales', name);
      const partitions = partitionsOf(t, ANCHOR).values();
      const sum = (pick: (p: (typeof partitions)[number]) => number) =>
        partitions.reduce((total, p) => total + pick(p), 0);
      expect(sum((p) => p.fileSizeInBytes)).toBe(t.stats.fileSize);
      expect(sum((p) => p.fileCount)).toBe(t.stats.fileCount);
      expect(sum((p) => p.recordCount)).toBe(t.stats.recordCount);
      expect(sum((p) => (p.storageClass === 'IA' ? p.fileSizeInBytes : 0))).toBe(
        t.stats.tiers.objTypeIaSize,
      );
      for (const p of partitions) expect(p.fileCount).toBeGreaterThan(0);
    }
    for (const t of allTables(normal)) {
      const tiers = t.stats.tiers;
      expect(
        tiers.objTypeStandardSize +
          tiers.objTypeIaSize +
          tiers.objTypeArchiveSize +
          tiers.objTypeColdArchiveSize,
      ).toBe(t.stats.fileSize);
    }
    const storage = table(normal, 'sales', 'orders').stats.tiers;
    expect(Object.values(storage).every((size) => size > 0)).toBe(true);
  });

  it('keeps times in order: catalog ≤ database ≤ table created, created ≤ updated ≤ anchor', () => {
    const broken: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) broken.push(what);
    };
    normal.catalogs.forEach((c) => {
      check(c.createdAt <= c.updatedAt, c.name);
      c.databases.forEach((d) => {
        const where = `${c.name}.${d.name}`;
        check(d.createdAt > c.createdAt && d.createdAt <= d.updatedAt, `${where} times`);
        check(d.updatedAt <= ANCHOR, `${where} updated`);
        check(d.location === `oss://${c.bucket}/${c.name}/${d.name}.db`, `${where} location`);
        d.tables.forEach((t) => {
          const at = `${where}.${t.name}`;
          check(t.createdAt > d.createdAt && t.createdAt < t.updatedAt, `${at} times`);
          check(t.updatedAt <= ANCHOR, `${at} updated`);
          check(t.path === `${d.location}/${t.name}`, `${at} path`);
          check(
            /^acs:ram::1234567890123456:((user|role)\/[\w-]+|root)$/.test(t.owner),
            `${at} owner`,
          );
          if (t.plan) {
            check(startOfDay(t.plan.firstDay) > t.createdAt, `${at} first partition`);
            check(
              daysBetween(t.plan.firstDay, dayOf(ANCHOR)) === t.plan.days - 1,
              `${at} last day`,
            );
          }
        });
      });
    });
    expect(broken).toEqual([]);
  });

  it('builds valid schemas: wide_events 2,000 columns, nested_profile 500+ fields five deep, every type', () => {
    const wide = schemaOf(table(normal, 'sales', 'wide_events'));
    expect(wide.fields).toHaveLength(2_000);
    const nested = schemaOf(table(normal, 'sales', 'nested_profile'));
    expect(countFields(nested.fields)).toBeGreaterThanOrEqual(500);
    expect(depth(nested.fields)).toBe(5);
    const nestedTypes = types(nested.fields).map((t) => t.type);
    expect(nestedTypes).toEqual(expect.arrayContaining(['ROW', 'ARRAY', 'MAP']));

    const sales = catalog(normal, 'sales_lake').databases.get('sales');
    const seen = new Set<string>();
    sales?.tables.forEach((t) => {
      const schema = schemaOf(t);
      expect(schemaProblem(schema)).toBeNull();
      for (const type of types(schema.fields)) {
        seen.add(type.type);
        if (type.type === 'DECIMAL') {
          expect(type.precision).toEqual(expect.any(Number));
          expect(type.scale).toEqual(expect.any(Number));
        }
        if (type.type === 'CHAR' || type.type === 'VARCHAR') expect(type.length).toBeGreaterThan(0);
      }
    });
    expect([...seen].sort()).toEqual([...dataTypeNames].sort());

    // Field ids are unique across nesting levels.
    const ids: number[] = [];
    const collect = (fields: readonly DataField[]) =>
      fields.forEach((f) => {
        ids.push(f.id ?? -1);
        const visit = (type: FullDataType | undefined): void => {
          if (!type) return;
          if (type.fields) collect(type.fields);
          visit(type.element);
          visit(type.key);
          visit(type.value);
        };
        visit(f.type);
      });
    collect(nested.fields);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(0);
  });

  it('seeds every other table with a valid schema too', () => {
    const invalid = allTables(normal)
      .filter((t) => schemaProblem(schemaOf(t)) !== null)
      .map((t) => t.name);
    expect(invalid).toEqual([]);
  });

  it('is deterministic, and ids do not depend on the scale or the anchor', () => {
    const again = seedLakeDb({ anchorMs: ANCHOR, scale: 'normal' });
    const snapshot = (db: LakeDb) =>
      JSON.stringify(
        db.catalogs.values().map((c) => ({
          ...c,
          databases: c.databases
            .values()
            .map((d) => ({ ...d, tables: d.tables.values().map((t) => t.stats) })),
        })),
      );
    expect(snapshot(again)).toBe(snapshot(normal));
    const later = seedLakeDb({ anchorMs: ANCHOR + 5 * 3_600_000, scale: 'large' });
    expect(later.catalogs.values().map((c) => c.id)).toEqual(
      normal.catalogs.values().map((c) => c.id),
    );
    expect(table(later, 'sales', 'orders').id).toBe(table(normal, 'sales', 'orders').id);
    expect(table(later, 'telemetry', 'events_0042').id).toBe(
      table(normal, 'telemetry', 'events_0042').id,
    );
  });

  it('trends sizes that never fall below zero and end at the current totals', () => {
    const sales = catalog(normal, 'sales_lake');
    const today = dayOf(ANCHOR);
    const trend = catalogTrend(sales, '2025-03-15', today, today, ANCHOR);
    expect(trend.totalFileSizeInBytes).toHaveLength(366);
    let total = 0;
    sales.databases.forEach((d) => d.tables.forEach((t) => (total += t.stats.fileSize)));
    expect(trend.totalFileSizeInBytes.at(-1)?.value).toBe(total);
    const values = trend.totalFileSizeInBytes.map((e) => e.value);
    values.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(values[i] ?? 0));
  });
});

describe('lake ops', () => {
  /** A stored createTable op, valid but for `schema`. */
  const createTableOp = (schema: unknown) => ({
    service: 'lake',
    op: 'createTable',
    at: 1,
    catalogId: 'c',
    database: 'd',
    id: 'i',
    name: 't',
    schema,
  });

  it('validates stored ops and rejects malformed ones', () => {
    expect(isLakeOp({ service: 'lake', op: 'dropCatalog', at: 1, catalogId: 'clg-x' })).toBe(true);
    expect(isLakeOp(createTableOp({ fields: [{ name: 'a', type: { type: 'INT' } }] }))).toBe(true);
    for (const bad of [
      null,
      { service: 'agent', op: 'dropCatalog', at: 1, catalogId: 'x' },
      { service: 'lake', op: 'dropCatalog', at: 'soon', catalogId: 'x' },
      { service: 'lake', op: 'explode', at: 1 },
      { service: 'lake', op: 'alterCatalog', at: 1, catalogId: 'x', removals: [1], updates: {} },
      createTableOp({ fields: [{ name: 1 }] }),
      {
        service: 'lake',
        op: 'alterTable',
        at: 1,
        catalogId: 'c',
        database: 'd',
        table: 't',
        changes: [{}],
      },
    ]) {
      expect(isLakeOp(bad)).toBe(false);
    }
  });

  it('derives catalog status from time and forgets a dropped catalog after 3 s', () => {
    const db = seedLakeDb({ anchorMs: ANCHOR, scale: 'normal' });
    const at = ANCHOR + 60_000;
    applyLakeOp(db, {
      service: 'lake',
      op: 'createCatalog',
      at,
      id: 'clg-paimon-00000000000000aa',
      name: 'fail_fast',
      type: 'PAIMON',
      options: {},
      isShared: false,
      shareId: null,
    });
    const created = catalog(db, 'fail_fast');
    expect(
      [at, at + 999, at + 1_000, at + 3_999, at + 4_000].map((t) => catalogStatus(created, t)),
    ).toEqual(['NEW', 'NEW', 'INITIALIZING', 'INITIALIZING', 'INITIALIZE_FAILED']);
    applyLakeOp(db, { service: 'lake', op: 'dropCatalog', at: at + 10_000, catalogId: created.id });
    expect(catalogStatus(created, at + 12_999)).toBe('DELETING');
    expect(catalogStatus(created, at + 13_000)).toBeNull();
    // The name can be taken again once the old catalog is gone.
    applyLakeOp(db, {
      service: 'lake',
      op: 'createCatalog',
      at: at + 20_000,
      id: 'clg-paimon-00000000000000bb',
      name: 'fail_fast',
      type: 'PAIMON',
      options: {},
      isShared: false,
      shareId: null,
    });
    expect(catalog(db, 'fail_fast').id).toBe('clg-paimon-00000000000000bb');
    expect(db.catalogsById.has('clg-paimon-00000000000000aa')).toBe(false);
  });
});

describe('lake seed at large scale', () => {
  it('seeds 10,000 telemetry tables, 20,000 orders partitions and 10,000 columns, quickly', () => {
    const started = performance.now();
    const large = seedLakeDb({ anchorMs: ANCHOR, scale: 'large' });
    // A guard against a complexity blow-up, not a speed budget (docs/testing.md).
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(catalog(large, 'sales_lake').databases.get('telemetry')?.tables.size).toBe(10_000);
    const orders = table(large, 'sales', 'orders');
    expect(orders.plan && orders.plan.days * orders.plan.regions.length).toBe(20_000);
    expect(partitionsOf(orders, ANCHOR).size).toBe(20_000);
    expect(schemaOf(table(large, 'sales', 'wide_events')).fields).toHaveLength(10_000);
  });
});
