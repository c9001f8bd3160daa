/**
 * Snapshot facts the pages show: int64 values (ids, sequence numbers, added rows) stay decimal
 * strings (docs/design.md §8) and are only turned into numbers to be drawn.
 */
import type { IcebergSnapshot } from '../../../../api/lake/icebergSchemas';
import { dateTimeFormat } from '../../../../lib/intl';

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

/** Every kind the timeline can draw, in the order of its lanes (top to bottom) and legend. */
export const TIMELINE_KINDS: readonly (SnapshotOperation | 'other')[] = [
  ...SNAPSHOT_OPERATIONS,
  'other',
];

/**
 * Each kind's marker shape: the kinds differ by lane and shape as well as by colour, so none is
 * told apart by colour alone.
 */
export const OPERATION_SYMBOLS: Readonly<Record<SnapshotOperation | 'other', string>> = {
  append: 'circle',
  overwrite: 'rect',
  delete: 'triangle',
  replace: 'diamond',
  other: 'roundRect',
};

/** Marker sizes in pixels: a snapshot that added no rows still gets the smallest, never none. */
export const MARKER_MIN = 16;
export const MARKER_MAX = 24;

/**
 * A marker's size for the rows a snapshot added, by area (square root) against the page's
 * largest, so a delete or replace that adds 0 rows is as visible as the smallest append.
 */
export function markerSize(addedRows: string, largest: number): number {
  const rows = Math.max(0, int64ToNumber(addedRows));
  if (!(largest > 0) || rows === 0) return MARKER_MIN;
  return Math.round(
    MARKER_MIN + (MARKER_MAX - MARKER_MIN) * Math.sqrt(Math.min(rows, largest) / largest),
  );
}

export interface TimelineMarker {
  /** [commit time in ms, lane index]: x on the time axis, y the kind's lane. */
  value: [number, number];
  symbolSize: number;
  point: TimelinePoint;
}

export interface TimelineLane {
  kind: SnapshotOperation | 'other';
  markers: TimelineMarker[];
}

export interface TimelineModel {
  /** One lane per kind on the page, in TIMELINE_KINDS order; a kind with no snapshot has none. */
  lanes: TimelineLane[];
  /** The page's first and last commit times (equal for one snapshot); null for none. */
  range: [number, number] | null;
  /** The current snapshot's commit time, when it is on the page. */
  currentAt: number | null;
}

/**
 * The timeline as drawn: snapshots at their commit time (a time axis, not their place in the
 * list), one lane per operation kind, each marker sized by the rows it added.
 */
export function timelineModel(points: readonly TimelinePoint[]): TimelineModel {
  const kinds = TIMELINE_KINDS.filter((kind) => points.some((p) => p.kind === kind));
  const largest = Math.max(0, ...points.map((p) => int64ToNumber(p.addedRows)));
  const lanes = kinds.map((kind, lane) => ({
    kind,
    markers: points
      .filter((p) => p.kind === kind)
      .map((point) => ({
        value: [point.timestampMillis, lane] as [number, number],
        symbolSize: markerSize(point.addedRows, largest),
        point,
      })),
  }));
  const times = points.map((p) => p.timestampMillis);
  return {
    lanes,
    range: times.length > 0 ? [Math.min(...times), Math.max(...times)] : null,
    currentAt: points.find((p) => p.current)?.timestampMillis ?? null,
  };
}

const DAY = 86_400_000;

/**
 * A time-axis tick's label in the user's language, as fine as the page's span needs: the time
 * of day within two days, month and day within a year, month and year beyond.
 */
export function axisTimeLabel(value: number, spanMs: number, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    spanMs <= 2 * DAY
      ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
      : spanMs <= 366 * DAY
        ? { month: 'short', day: 'numeric' }
        : { year: 'numeric', month: 'short' };
  return dateTimeFormat(locale, options).format(value);
}

/** The summary map sorted for reading: Iceberg's own keys first, then the engine's. */
export function summaryEntries(summary: Readonly<Record<string, string>>): [string, string][] {
  return Object.entries(summary).sort(([a], [b]) => a.localeCompare(b));
}
