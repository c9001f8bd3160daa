/**
 * A table's storage summary, latest snapshot and compaction in the lake mock, computed when asked
 * from the table and its partitions (the catalog's and a database's summaries: summary.ts).
 */
import type { TableCompaction, TableSnapshot, TableSummary } from '../../../src/api/lake/schemas';
import { partitionsOf } from './partitions';
import { instantOf } from './summary';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';
import { actionParams, partitionCountOf, tableAccess, tableTiersAt, tableTotalsAt } from './tables';
import type { LakeTable, TableAccess } from './types';
import { createRng, deriveSeed } from '../../core/rng';

/** Access of a table: its own, or its partitions' summed (last access is the latest of theirs). */
function accessOf(table: LakeTable, anchorMs: number): TableAccess {
  if (!table.plan) return tableAccess(table, anchorMs);
  const access: TableAccess = {
    lastAccessTime: null,
    accessTotal: 0,
    access30d: 0,
    access7d: 0,
    lastRequester: null,
    topRequester: null,
  };
  const byRequester = new Map<string, number>();
  partitionsOf(table, anchorMs).forEach((p) => {
    access.accessTotal += p.accessTotal;
    access.access30d += p.access30d;
    access.access7d += p.access7d;
    if (p.lastAccessTime !== null && (access.lastAccessTime ?? -1) < p.lastAccessTime) {
      access.lastAccessTime = p.lastAccessTime;
      access.lastRequester = p.lastRequester;
    }
    if (p.topRequester) {
      byRequester.set(p.topRequester, (byRequester.get(p.topRequester) ?? 0) + p.accessTotal);
    }
  });
  let best = -1;
  for (const [requester, count] of byRequester) {
    if (count > best) {
      best = count;
      access.topRequester = requester;
    }
  }
  return access;
}

/** Partitions not read for 30 days (standard) and for 180 days (standard or infrequent access). */
function unaccessedCounts(
  table: LakeTable,
  anchorMs: number,
  now: number,
): { std30: number; stdIa180: number } {
  const counts = { std30: 0, stdIa180: 0 };
  if (!table.plan) return counts;
  const idleSince = (p: { createdAt: number; lastAccessTime: number | null }, days: number) => {
    const cutoff = now - days * DAY_MS;
    return p.createdAt <= cutoff && (p.lastAccessTime === null || p.lastAccessTime < cutoff);
  };
  partitionsOf(table, anchorMs).forEach((p) => {
    if (p.storageClass === 'STANDARD' && idleSince(p, 30)) counts.std30 += 1;
    if ((p.storageClass === 'STANDARD' || p.storageClass === 'IA') && idleSince(p, 180)) {
      counts.stdIa180 += 1;
    }
  });
  return counts;
}

export function tableSummary(
  table: LakeTable,
  databaseName: string,
  context: { anchorMs: number; day: string; today: string; now: number },
): TableSummary {
  const { anchorMs, day, today, now } = context;
  const at = instantOf(day, today, now);
  const totals = tableTotalsAt(table, at, day);
  const access = accessOf(table, anchorMs);
  const idle = unaccessedCounts(table, anchorMs, now);
  return {
    databaseName,
    tableName: table.name,
    path: table.path,
    generatedDate: day,
    storageClass: table.storageClass,
    lastRequester: access.lastRequester,
    topRequester: access.topRequester,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    lastAccessTime: access.lastAccessTime,
    storageActionTimestamp: table.storageActionTimestamp,
    partitionCount: totals.partitionCount,
    unaccessedStdPartitionCount30d: idle.std30,
    unaccessedStdIaPartitionCount180d: idle.stdIa180,
    totalFileSizeInBytes: totals.fileSize,
    totalFileCount: totals.fileCount,
    totalMetaSizeInBytes: totals.metaSize,
    totalMetaFileCount: totals.metaFileCount,
    totalFileAccessNum: access.accessTotal,
    totalFileAccessNum7d: access.access7d,
    totalFileAccessNum30d: access.access30d,
    ...tableTiersAt(table, at),
    storageActionParams: actionParams(table.storageAction, table.storageClass, 'lifecycle'),
  };
}

/** The latest snapshot: the table's totals, written by its last writer. */
export function tableSnapshot(table: LakeTable, anchorMs: number): TableSnapshot {
  const { stats } = table;
  const partitionCount = partitionCountOf(table.plan);
  if (stats.fileCount === 0) {
    return {
      lastFileCreationTime: null,
      recordCount: 0,
      fileSizeInBytes: 0,
      fileCount: 0,
      partitionCount: 0,
      totalBuckets: table.totalBuckets,
      snapshot: null,
    };
  }
  let lastFile = table.stats.grownAt;
  if (table.plan) {
    partitionsOf(table, anchorMs).forEach((p) => {
      lastFile = Math.max(lastFile, p.lastFileCreationTime);
    });
  }
  const rng = createRng(deriveSeed(table.seed, 'snapshot'));
  const commitsPerDay = table.plan ? rng.int(24, 96) : rng.int(1, 4);
  const lifeDays = Math.max(1, Math.floor((lastFile - table.createdAt) / DAY_MS));
  const id = lifeDays * commitsPerDay + rng.int(0, commitsPerDay);
  return {
    lastFileCreationTime: lastFile,
    recordCount: stats.recordCount,
    fileSizeInBytes: stats.fileSize,
    fileCount: stats.fileCount,
    partitionCount,
    totalBuckets: table.totalBuckets,
    snapshot: {
      id,
      schemaId: table.schemaId,
      commitUser: table.updatedBy,
      commitIdentifier: id * 10 + rng.int(0, 9),
      commitKind: rng.chance(0.8) ? 'APPEND' : 'COMPACT',
      timeMillis: lastFile,
      totalRecordCount: stats.recordCount,
      deltaRecordCount: Math.min(stats.recordCount, rng.int(1, 50_000)),
    },
  };
}

/** Compaction: CU spent so far and the oldest file still waiting to be merged. */
export function tableCompaction(
  table: LakeTable,
  catalogId: string,
  anchorMs: number,
): TableCompaction {
  if (table.stats.fileCount === 0) {
    return {
      catalogId,
      tableId: table.id,
      cuUsage: 0,
      latencyFileEarliestTime: null,
      lastCompactedFileTime: null,
      maxLevel0FileCount: null,
    };
  }
  const rng = createRng(deriveSeed(table.seed, 'compaction'));
  const cuUsage =
    Math.round((table.stats.fileCount / 50) * (0.5 + rng.next()) * 1_000) / 1_000 + 0.125;
  const earliest = Math.max(
    table.createdAt + MINUTE_MS,
    anchorMs - rng.int(5 * MINUTE_MS, table.plan ? 2 * HOUR_MS : 30 * HOUR_MS),
  );
  return {
    catalogId,
    tableId: table.id,
    cuUsage,
    latencyFileEarliestTime: earliest,
    lastCompactedFileTime: Math.max(
      table.createdAt + MINUTE_MS,
      earliest - rng.int(MINUTE_MS, HOUR_MS),
    ),
    maxLevel0FileCount: String(rng.int(1, 12)),
  };
}
