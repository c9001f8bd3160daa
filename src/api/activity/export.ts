/**
 * How the activity downloads (`/api/activity/export`): pure functions over records, no DOM and no
 * Node, so the gateway (which reads its records from SQL) and the demo's mock write the very same
 * bytes.
 */
import type { ActivityFormat } from './model';
import type { ActivityRecord } from './schemas';

/** The CSV's columns, in order; its header row is these names. */
export const ACTIVITY_CSV_COLUMNS = [
  'time',
  'id',
  'instance',
  'subject',
  'email',
  'name',
  'role',
  'device',
  'service',
  'operation',
  'method',
  'resource',
  'outcome',
  'upstreamStatus',
  'requestId',
  'durationMs',
  'gone',
] as const;

/** A download's content type, by format. */
export const ACTIVITY_CONTENT_TYPES: Readonly<Record<ActivityFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/**
 * One CSV cell. A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or
 * carriage return before one) as a formula, so such a cell is opened with `'`; then quoted as
 * RFC 4180 says when it holds a comma, quote or line break.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A record's resource as `k=v; k=v`, in the record's key order. */
export function resourceText(resource: Readonly<Record<string, string>>): string {
  return Object.entries(resource)
    .map(([key, value]) => `${key}=${value}`)
    .join('; ');
}

/** The CSV's header row, with its line ending. */
export function activityCsvHeader(): string {
  return `${ACTIVITY_CSV_COLUMNS.join(',')}\r\n`;
}

/** One record as one CSV line (with its CRLF line ending), in ACTIVITY_CSV_COLUMNS' order. */
export function activityCsvLine(record: ActivityRecord): string {
  const cells: Record<(typeof ACTIVITY_CSV_COLUMNS)[number], string | number | boolean | null> = {
    time: record.time,
    id: record.id,
    instance: record.instance,
    subject: record.user?.subject ?? null,
    email: record.user?.email ?? null,
    name: record.user?.name ?? null,
    role: record.role,
    device: record.device ?? null,
    service: record.service,
    operation: record.operation,
    method: record.method,
    resource: resourceText(record.resource),
    outcome: record.outcome,
    upstreamStatus: record.upstreamStatus,
    requestId: record.requestId,
    durationMs: record.durationMs,
    gone: record.gone,
  };
  return `${ACTIVITY_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')}\r\n`;
}

/** One record as one JSON line (with its line ending). */
export function activityJsonLine(record: ActivityRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/** A whole download's text: the CSV's header and lines, or the JSON lines. */
export function activityExportText(
  records: readonly ActivityRecord[],
  format: ActivityFormat,
): string {
  if (format === 'jsonl') return records.map(activityJsonLine).join('');
  return activityCsvHeader() + records.map(activityCsvLine).join('');
}

/** `parapet-activity-<UTC date>.csv|jsonl`, the download's file name. */
export function activityExportFilename(format: ActivityFormat, at: Date): string {
  return `parapet-activity-${at.toISOString().slice(0, 10)}.${format}`;
}

/** The `Content-Disposition` of a download. */
export function activityContentDisposition(format: ActivityFormat, at: Date): string {
  return `attachment; filename="${activityExportFilename(format, at)}"`;
}
