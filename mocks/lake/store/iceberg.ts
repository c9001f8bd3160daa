/**
 * The Iceberg view of the lake mock (one estate): an ICEBERG catalog's databases are its
 * namespaces and their tables its Iceberg tables. What only Iceberg has (field ids, partition
 * transforms, the snapshot chain) is derived from the table itself, deterministically from its
 * seed, and kept consistent with it: the snapshots run from the table's creation to the time its
 * sizes were taken, their added rows sum to its record count, every parent is the snapshot
 * before, and the newest is the current one.
 */
import type { DataField, FullDataType } from '../../../src/api/lake/schemas';
import { schemaOf } from './catalogs';
import type { LakeTable } from './types';
import { createRng, deriveSeed, type Rng } from '../../core/rng';

/** An int64 on the wire: a bigint is written as bare JSON digits (see core/int64Json.ts). */
export type WireInt64 = bigint;

export interface MockIcebergField {
  id: WireInt64;
  name: string;
  doc?: string;
  /** A primitive's name, or the JSON text of a nested IcebergFullDataType (assumed). */
  type: string;
  optional: boolean;
}

interface MockIcebergType {
  type: string;
  fields?: MockIcebergField[];
  element?: MockIcebergType;
  key?: MockIcebergType;
  value?: MockIcebergType;
}

export interface MockIcebergSnapshot {
  id: WireInt64;
  parentId?: WireInt64;
  sequenceNumber: WireInt64;
  timestampMillis: WireInt64;
  addedRows: WireInt64;
  schemaId: WireInt64;
  operation: string;
  summary: Record<string, string>;
}

export interface MockIcebergPartitionField {
  sourceId: WireInt64;
  fieldId: WireInt64;
  transform: string;
  name: string;
}

export interface IcebergTableData {
  fields: MockIcebergField[];
  partitionFields: MockIcebergPartitionField[];
  properties: Record<string, string>;
  /** Oldest first; the last is the current snapshot. */
  snapshots: MockIcebergSnapshot[];
}

const PRIMITIVES: Readonly<Record<string, string>> = {
  BOOLEAN: 'boolean',
  TINYINT: 'int',
  SMALLINT: 'int',
  INT: 'int',
  BIGINT: 'long',
  FLOAT: 'float',
  DOUBLE: 'double',
  CHAR: 'string',
  VARCHAR: 'string',
  STRING: 'string',
  BINARY: 'binary',
  VARBINARY: 'binary',
  BYTES: 'binary',
  DATE: 'date',
  TIME: 'time',
  TIMESTAMP: 'timestamp',
};

/** Hands out Iceberg field ids in schema order (pre-order, as Iceberg assigns them). */
class FieldIds {
  private next = 1;
  take(): bigint {
    const id = BigInt(this.next);
    this.next += 1;
    return id;
  }
}

function icebergType(type: FullDataType, ids: FieldIds): MockIcebergType {
  switch (type.type) {
    case 'ROW':
      return { type: 'struct', fields: (type.fields ?? []).map((f) => icebergField(f, ids)) };
    case 'ARRAY':
    case 'MULTISET':
      return { type: 'list', element: icebergType(type.element ?? { type: 'STRING' }, ids) };
    case 'MAP':
      return {
        type: 'map',
        key: icebergType(type.key ?? { type: 'STRING' }, ids),
        value: icebergType(type.value ?? { type: 'STRING' }, ids),
      };
    case 'DECIMAL':
      return { type: `decimal(${type.precision ?? 38},${type.scale ?? 0})` };
    default:
      return { type: PRIMITIVES[type.type] ?? 'string' };
  }
}

/** A nested type as the wire carries it: JSON text of the IcebergFullDataType (assumed). */
function wireType(type: MockIcebergType): string {
  return type.fields || type.element || type.key ? JSON.stringify(type, bigintAsNumber) : type.type;
}

// Inside the JSON text of a type, field ids are small: plain numbers.
const bigintAsNumber = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? Number(value) : value;

function icebergField(field: DataField, ids: FieldIds): MockIcebergField {
  const id = ids.take();
  const type = icebergType(field.type, ids);
  return {
    id,
    name: field.name,
    ...(field.description ? { doc: field.description } : {}),
    type: wireType(type),
    optional: field.type.nullable !== false,
  };
}

const PARTITION_FIELD_BASE = 1000n;

function partitionFields(
  table: LakeTable,
  fields: readonly MockIcebergField[],
): MockIcebergPartitionField[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const result: MockIcebergPartitionField[] = [];
  const add = (source: MockIcebergField | undefined, transform: string, name: string) => {
    if (!source) return;
    result.push({
      sourceId: source.id,
      fieldId: PARTITION_FIELD_BASE + BigInt(result.length),
      transform,
      name,
    });
  };
  for (const key of table.plan?.keys ?? []) add(byName.get(key), 'identity', key);
  // A partitioned table also buckets its first long id column, as Iceberg tables often do.
  if (result.length > 0) {
    const idColumn = fields.find((f) => f.type === 'long' && f.name.endsWith('_id'));
    if (idColumn) add(idColumn, 'bucket[16]', `${idColumn.name}_bucket`);
  }
  return result;
}

/** A random 63-bit snapshot id above 2^53, as Iceberg makes them. */
function snapshotId(rng: Rng): bigint {
  const high = BigInt(rng.int(2 ** 21, 2 ** 31 - 1));
  const low = BigInt(rng.int(0, 2 ** 32 - 1));
  return (high << 32n) | low;
}

const OPERATIONS = [
  ['append', 70],
  ['overwrite', 12],
  ['delete', 8],
  ['replace', 10],
] as const;

const DAY = 86_400_000;

function snapshots(table: LakeTable, schemaId: number): MockIcebergSnapshot[] {
  const rng = createRng(deriveSeed(table.seed, 'iceberg-snapshots'));
  const count = table.plan ? rng.int(24, 60) : rng.int(6, 18);
  const start = table.createdAt;
  const end = Math.max(start + count, table.stats.grownAt);
  const span = end - start;
  // Commit times: sorted random points, the first at creation and the last when sizes were taken.
  const times = [start, end];
  for (let i = 2; i < count; i += 1) times.push(start + Math.floor(rng.next() * span));
  times.sort((a, b) => a - b);
  const operations = times.map((_, i) => (i === 0 ? 'append' : rng.weighted(OPERATIONS)));
  // Rows: every append and overwrite adds a share; a delete removes some; a replace moves files.
  const weights = operations.map((op) =>
    op === 'append' || op === 'overwrite' ? 0.5 + rng.next() : 0,
  );
  const deleted = operations.map((op) =>
    op === 'delete' ? Math.floor(table.stats.recordCount * 0.002 * rng.next()) : 0,
  );
  const target = table.stats.recordCount + deleted.reduce((a, b) => a + b, 0);
  const weightSum = weights.reduce((a, b) => a + b, 0) || 1;
  const added = weights.map((w) => Math.floor((target * w) / weightSum));
  // Whatever rounding left goes to the first snapshot, so the totals end exactly at recordCount.
  added[0] = (added[0] ?? 0) + target - added.reduce((a, b) => a + b, 0);

  const firstSchema = Math.max(0, schemaId - rng.int(0, 2));
  const result: MockIcebergSnapshot[] = [];
  let total = 0;
  let files = 0;
  let parent: bigint | undefined;
  times.forEach((time, i) => {
    const op = operations[i] ?? 'append';
    const rows = added[i] ?? 0;
    const removed = deleted[i] ?? 0;
    total += rows - removed;
    const addedFiles = rows > 0 ? Math.max(1, Math.round(rows / 2_000_000)) : 0;
    files += addedFiles;
    const id = snapshotId(rng);
    const summary: Record<string, string> = {
      'added-data-files': String(
        op === 'replace' ? Math.max(1, Math.round(files / 8)) : addedFiles,
      ),
      'added-records': String(rows),
      'total-records': String(total),
      'total-data-files': String(files),
      'changed-partition-count': String(table.plan ? rng.int(1, 3) : 1),
      'engine-name': rng.pick(['spark', 'flink']),
    };
    if (removed > 0) summary['deleted-records'] = String(removed);
    if (op === 'replace')
      summary['removed-data-files'] = String(Math.max(1, Math.round(files / 4)));
    result.push({
      id,
      ...(parent === undefined ? {} : { parentId: parent }),
      sequenceNumber: BigInt(i + 1),
      timestampMillis: BigInt(time),
      addedRows: BigInt(rows),
      // The schema evolved along the way: later snapshots carry the later ids.
      schemaId: BigInt(Math.min(schemaId, firstSchema + Math.floor((i * 3) / count))),
      operation: op,
      summary,
    });
    parent = id;
  });
  return result;
}

const cache = new WeakMap<LakeTable, IcebergTableData>();

/** The table's Iceberg metadata, derived once per table object. */
export function icebergData(table: LakeTable): IcebergTableData {
  const known = cache.get(table);
  if (known) return known;
  const schema = schemaOf(table);
  const ids = new FieldIds();
  const fields = schema.fields.map((f) => icebergField(f, ids));
  const data: IcebergTableData = {
    fields,
    partitionFields: partitionFields(table, fields),
    properties: {
      'format-version': '2',
      'write.format.default': 'parquet',
      'write.parquet.compression-codec': 'zstd',
      'history.expire.max-snapshot-age-ms': String(30 * DAY),
      ...schema.options,
    },
    snapshots: snapshots(table, table.schemaId),
  };
  cache.set(table, data);
  return data;
}
