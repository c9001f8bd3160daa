/**
 * Snapshot facts the pages show: int64 values (ids, sequence numbers, added rows) stay decimal
 * strings (docs/design.md §8) and are only turned into numbers to be drawn.
 */
import type { IcebergSnapshot } from '../../../../api/lake/icebergSchemas';

/** Operations Iceberg writes, in the order the chart's legend lists them. */
export const SNAPSHOT_OPERATIONS = ['append', 'overwrite', 'delete', 'replace'] as const;
export type SnapshotOperation = (typeof SNAPSHOT_OPERATIONS)[number];

/** Colours that keep 3:1 against white, told apart by hue (and by the legend's names). */
export const OPERATION_COLORS: Readonly<Record<SnapshotOperation | 'other', string>> = {
  append: '#1668dc',
  overwrite: '#d46b08',
  delete: '#cf1322',
  replace: '#389e0d',
  other: '#595959',
};

export function operationKind(operation: string | undefined): SnapshotOperation | 'other' {
  return (SNAPSHOT_OPERATIONS as readonly string[]).includes(operation ?? '')
    ? (operation as SnapshotOperation)
    : 'other';
}

/** Compares two int64 digit strings exactly. */
export function compareInt64(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** An int64 as a number for drawing only (a bar's height); exact below 2^53. */
export function int64ToNumber(value: string | undefined): number {
  return value === undefined ? 0 : Number(value);
}

export interface TimelinePoint {
  id: string;
  sequenceNumber: string | undefined;
  timestampMillis: number;
  addedRows: string;
  operation: string;
  kind: SnapshotOperation | 'other';
  current: boolean;
}

/** A page of snapshots as the timeline draws them: oldest first (by sequence, then time). */
export function timelinePoints(
  snapshots: readonly IcebergSnapshot[],
  currentId: string | undefined,
): TimelinePoint[] {
  const points = snapshots.map((s) => ({
    id: s.id,
    sequenceNumber: s.sequenceNumber,
    timestampMillis: s.timestampMillis,
    addedRows: s.addedRows ?? '0',
    operation: s.operation ?? '',
    kind: operationKind(s.operation),
    current: s.id === currentId,
  }));
  return points.sort(
    (a, b) =>
      a.timestampMillis - b.timestampMillis ||
      compareInt64(a.sequenceNumber ?? '0', b.sequenceNumber ?? '0'),
  );
}

/** The summary map sorted for reading: Iceberg's own keys first, then the engine's. */
export function summaryEntries(summary: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(summary).sort(([a], [b]) => a.localeCompare(b));
}
