/** Builds the lake store's seeded state from the catalog seeds, relative to the anchor. */
import type { MockScale } from '../../../src/api/mockControl';
import { DAY_MS, HOUR_MS } from '../store/time';
import { CATALOG_SEEDS } from './catalogs';
import { LAKE_SEED, type CatalogSeed, type DatabaseSeed } from './shapes';
import { SortedNames } from '../store/sortedNames';
import { makeTable } from '../store/tables';
import type { LakeCatalog, LakeDatabase, LakeDb, LakeFunction, LakeView } from '../store/types';
import { uuidFrom } from '../store/util';
import { createRng, deriveSeed, type Rng } from '../../core/rng';

/** `clg-paimon-…`: 16 hex digits from the catalog's own seed, so ids do not depend on the anchor. */
export function catalogIdFrom(type: string, next: () => number): string {
  let hex = '';
  while (hex.length < 16)
    hex += Math.floor(next() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return `clg-${type.toLowerCase()}-${hex.slice(0, 16)}`;
}

/** A time between `from` and `to`, drawn from the rng. */
const between = (rng: Rng, from: number, to: number) =>
  Math.round(from + Math.max(0, to - from) * rng.next());

function seedDatabase(
  catalog: { name: string; bucket: string; createdAt: number },
  seed: DatabaseSeed,
  anchorMs: number,
): LakeDatabase {
  const rng = createRng(deriveSeed(LAKE_SEED, 'database', catalog.name, seed.name));
  const createdAt = Math.max(
    catalog.createdAt + HOUR_MS,
    anchorMs - seed.ageDays * DAY_MS - rng.int(0, 8 * HOUR_MS),
  );
  const location = `oss://${catalog.bucket}/${catalog.name}/${seed.name}.db`;
  const tables = seed.tables().map((spec) =>
    makeTable(
      {
        anchorMs,
        location,
        notBefore: createdAt,
        seed: deriveSeed(LAKE_SEED, 'table', catalog.name, seed.name, spec.name),
      },
      spec,
    ),
  );
  const functions = (seed.functions?.() ?? []).map((fn): LakeFunction => {
    const fnRng = createRng(deriveSeed(LAKE_SEED, 'function', catalog.name, seed.name, fn.name));
    const fnCreated = Math.max(createdAt + HOUR_MS, anchorMs - fn.ageDays * DAY_MS);
    const { ageDays: _age, owner, ...rest } = fn;
    return {
      id: uuidFrom(fnRng.next),
      ...rest,
      owner,
      createdBy: owner,
      updatedBy: owner,
      createdAt: fnCreated,
      updatedAt: between(fnRng, fnCreated, anchorMs),
    };
  });
  const views = (seed.views?.() ?? []).map((view): LakeView => {
    const viewRng = createRng(deriveSeed(LAKE_SEED, 'view', catalog.name, seed.name, view.name));
    const viewCreated = Math.max(createdAt + HOUR_MS, anchorMs - view.ageDays * DAY_MS);
    return {
      id: uuidFrom(viewRng.next),
      name: view.name,
      schema: {
        fields: view.fields,
        query: view.query,
        dialects: view.dialects,
        comment: view.comment,
        options: view.options,
      },
      owner: view.owner,
      createdBy: view.owner,
      updatedBy: view.owner,
      createdAt: viewCreated,
      updatedAt: between(viewRng, viewCreated, anchorMs),
    };
  });
  const updatedAt = between(rng, createdAt, anchorMs);
  return {
    id: uuidFrom(rng.next),
    name: seed.name,
    location,
    options: { ...seed.options },
    owner: seed.owner,
    createdBy: seed.owner,
    updatedBy: seed.owner,
    createdAt,
    updatedAt,
    tables: SortedNames.from(tables, (t) => t.name),
    functions: SortedNames.from(functions, (f) => f.name),
    views: SortedNames.from(views, (v) => v.name),
  };
}

function seedCatalog(seed: CatalogSeed, anchorMs: number, scale: MockScale): LakeCatalog {
  const rng = createRng(deriveSeed(LAKE_SEED, 'catalog', seed.name));
  const id = catalogIdFrom(seed.type, rng.next);
  const createdAt = anchorMs - seed.ageDays * DAY_MS - rng.int(0, 8 * HOUR_MS);
  const shell = { name: seed.name, bucket: seed.bucket, createdAt };
  const databases = seed.databases(scale).map((db) => seedDatabase(shell, db, anchorMs));
  const prepay = seed.prepay
    ? {
        catalogId: id,
        catalogName: seed.name,
        instanceId: seed.prepay.instanceId,
        instanceStatus: seed.prepay.instanceStatus,
        cu: seed.prepay.cu,
        gmtCreate: anchorMs - seed.prepay.createdDaysAgo * DAY_MS - rng.int(0, 8 * HOUR_MS),
        expireTime: anchorMs + seed.prepay.expiresInDays * DAY_MS,
      }
    : null;
  return {
    id,
    name: seed.name,
    type: seed.type,
    options: { ...seed.options },
    isShared: seed.isShared ?? false,
    shareId: seed.shareId ?? null,
    seededStatus: seed.status,
    dropRequestedAt: null,
    bucket: seed.bucket,
    prepay,
    databases: SortedNames.from(databases, (db) => db.name),
    activity: { ...seed.activity },
    seed: deriveSeed(LAKE_SEED, 'activity', seed.name),
    owner: seed.owner,
    createdBy: seed.owner,
    updatedBy: seed.owner,
    createdAt,
    updatedAt: between(rng, createdAt, anchorMs - 7 * DAY_MS),
  };
}

/** Deterministic: the same anchor and scale always give identical data. */
export function seedLakeDb({ anchorMs, scale }: { anchorMs: number; scale: MockScale }): LakeDb {
  const anchor = Math.floor(anchorMs);
  const catalogs = CATALOG_SEEDS.map((seed) => seedCatalog(seed, anchor, scale));
  return {
    anchorMs: anchor,
    scale,
    catalogs: SortedNames.from(catalogs, (c) => c.name),
    catalogsById: new Map(catalogs.map((c) => [c.id, c])),
  };
}
