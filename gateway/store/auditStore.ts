/**
 * Audit records in the gateway's database (docs/deploy.md "Activity"): written as a call is
 * audited (audit.ts), read back by `/api/activity` a page at a time, newest first, by keyset (the
 * time and id of the last record seen), exported whole in batches, and removed after the
 * retention. Filters become fixed clauses with numbered parameters; no value is spliced into SQL.
 */
import type { ActivityFilter, ActivityOutcome, ActivityService } from '../../src/api/contract';
import type { ActivityPerson, ActivityRecord } from '../../src/api/contract';
import type { Database, Queryable } from './database';

export interface AuditEntry {
  time: Date;
  instance: string;
  user: { subject: string; email: string | null; name: string | null } | null;
  role: string | null;
  device?: string | null;
  service: ActivityService;
  operation: string;
  method: string;
  resource: Record<string, string>;
  /** Parent first (`lake/<catalog>/<database>/<table>`); null when the call names no path. */
  resourcePath: string | null;
  outcome: ActivityOutcome;
  upstreamStatus: number | null;
  requestId: string | null;
  durationMs: number | null;
  gatewayRequestId: string;
}

export type AuditEnding = Pick<
  AuditEntry,
  'outcome' | 'upstreamStatus' | 'requestId' | 'durationMs'
>;

interface Row {
  id: string;
  time: Date | string;
  instance: string;
  user_subject: string | null;
  user_email: string | null;
  user_name: string | null;
  role: string | null;
  device: string | null;
  service: string;
  operation: string;
  method: string;
  resource: Record<string, string> | string;
  resource_path: string | null;
  outcome: string;
  upstream_status: number | null;
  request_id: string | null;
  duration_ms: number | null;
}

const COLUMNS = `id::text AS id, time, instance, user_subject, user_email, user_name, role, device,
  service, operation, method, resource, resource_path, outcome, upstream_status, request_id,
  duration_ms`;

/** A drop or delete the upstream answered 2xx: what it names is gone from then on. */
const REMOVAL = `(operation LIKE 'Drop%' OR operation LIKE 'Delete%') AND outcome = 'answered'
  AND upstream_status BETWEEN 200 AND 299`;

/** Who may see what: an admin every record, anyone else their own. */
export type ActivityScope = { kind: 'all' } | { kind: 'own'; subject: string };

export class BadCursor extends Error {}

/** The opaque cursor of a page: the last record's time and id. */
export function encodeCursor(time: Date, id: string): string {
  return Buffer.from(JSON.stringify([time.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): { time: Date; id: string } {
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(time));
    if (typeof id !== 'string' || !/^\d{1,19}$/.test(id) || Number.isNaN(date.getTime())) {
      throw new Error('shape');
    }
    return { time: date, id };
  } catch {
    throw new BadCursor('the cursor is not one this gateway gave out');
  }
}

/** Every ancestor of a resource path and itself (`a/b/c` → `a/b`, `a/b/c`), service first. */
export function pathAndAncestors(path: string): string[] {
  const parts = path.split('/');
  const out: string[] = [];
  for (let end = 2; end <= parts.length; end += 1) out.push(parts.slice(0, end).join('/'));
  return out;
}

function whereOf(filter: ActivityFilter, scope: ActivityScope) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  const subject = scope.kind === 'own' ? scope.subject : filter.user;
  if (subject) add('user_subject = ?', subject);
  if (filter.operation) add('operation = ?', filter.operation);
  if (filter.service) add('service = ?', filter.service);
  if (filter.outcome) add('outcome = ?', filter.outcome);
  if (filter.from) add('time >= ?', new Date(filter.from));
  if (filter.to) add('time < ?', new Date(filter.to));
  return { clauses, params };
}

function toRecord(row: Row, gone: boolean): ActivityRecord {
  const resource = typeof row.resource === 'string' ? JSON.parse(row.resource) : row.resource;
  return {
    id: row.id,
    time: new Date(row.time).toISOString(),
    instance: row.instance,
    user:
      row.user_subject === null
        ? null
        : { subject: row.user_subject, email: row.user_email, name: row.user_name },
    role: (row.role as ActivityRecord['role']) ?? null,
    device: row.device,
    service: row.service as ActivityService,
    operation: row.operation,
    method: row.method,
    resource: resource as Record<string, string>,
    outcome: row.outcome as ActivityOutcome,
    upstreamStatus: row.upstream_status,
    requestId: row.request_id,
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    gone,
  };
}

export class AuditStore {
  constructor(private readonly db: Database) {}

  /** Writes a record; resolves with its id. Throws when the database cannot take it. */
  async insert(entry: AuditEntry, db: Queryable = this.db): Promise<string> {
    const rows = await db.query<{ id: string }>(
      `INSERT INTO audit_records (time, instance, user_subject, user_email, user_name, role,
         device, service, operation, method, resource, resource_path, outcome, upstream_status,
         request_id, duration_ms, gateway_request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       RETURNING id::text AS id`,
      [
        entry.time,
        entry.instance,
        entry.user?.subject ?? null,
        entry.user?.email ?? null,
        entry.user?.name ?? null,
        entry.role,
        entry.device ?? null,
        entry.service,
        entry.operation,
        entry.method,
        JSON.stringify(entry.resource),
        entry.resourcePath,
        entry.outcome,
        entry.upstreamStatus,
        entry.requestId,
        entry.durationMs,
        entry.gatewayRequestId,
      ],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('the database wrote no audit record');
    return id;
  }

  /** Completes a record written as `unfinished` before its call went out. */
  async finish(id: string, ending: AuditEnding): Promise<void> {
    await this.db.query(
      `UPDATE audit_records SET outcome = $2, upstream_status = $3, request_id = $4,
         duration_ms = $5 WHERE id = $1::bigint`,
      [id, ending.outcome, ending.upstreamStatus, ending.requestId, ending.durationMs],
    );
  }

  /** One page, newest first, after `cursor` (the previous page's `nextCursor`). */
  async page(
    filter: ActivityFilter,
    scope: ActivityScope,
    page: { cursor: string | null; limit: number },
  ): Promise<{ records: ActivityRecord[]; nextCursor: string | null; total: number }> {
    const { clauses, params } = whereOf(filter, scope);
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const counted = await this.db.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM audit_records ${where}`,
      params,
    );
    const pageClauses = [...clauses];
    const pageParams = [...params];
    if (page.cursor) {
      const after = decodeCursor(page.cursor);
      pageParams.push(after.time, after.id);
      pageClauses.push(`(time, id) < ($${pageParams.length - 1}, $${pageParams.length}::bigint)`);
    }
    pageParams.push(page.limit + 1);
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM audit_records
       ${pageClauses.length ? `WHERE ${pageClauses.join(' AND ')}` : ''}
       ORDER BY time DESC, id DESC LIMIT $${pageParams.length}`,
      pageParams,
    );
    const more = rows.length > page.limit;
    const shown = more ? rows.slice(0, page.limit) : rows;
    const last = shown.at(-1);
    return {
      records: await this.withGone(shown),
      nextCursor: more && last ? encodeCursor(new Date(last.time), last.id) : null,
      total: Number(counted[0]?.total ?? 0),
    };
  }

  /** Every record the filter matches, newest first, in batches (an export of any size). */
  async *all(filter: ActivityFilter, scope: ActivityScope, batch = 1000) {
    let cursor: string | null = null;
    do {
      const page = await this.page(filter, scope, { cursor, limit: batch });
      yield* page.records;
      cursor = page.nextCursor;
    } while (cursor);
  }

  /** The people the records name, most recent first (an admin's person filter). */
  async people(limit = 500): Promise<ActivityPerson[]> {
    const rows = await this.db.query<{
      user_subject: string;
      user_email: string | null;
      user_name: string | null;
    }>(
      `SELECT DISTINCT ON (user_subject) user_subject, user_email, user_name, time
         FROM audit_records WHERE user_subject IS NOT NULL
         ORDER BY user_subject, time DESC`,
    );
    return rows
      .map((row) => ({ subject: row.user_subject, email: row.user_email, name: row.user_name }))
      .slice(0, limit);
  }

  /** Removes the records older than `days` days before `now`; resolves with how many. */
  async removeOlderThan(days: number, now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const rows = await this.db.query<{ n: string | number }>(
      `WITH removed AS (DELETE FROM audit_records WHERE time < $1 RETURNING 1)
       SELECT count(*) AS n FROM removed`,
      [cutoff],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Marks the records whose resource (or an ancestor) a later answered drop removed. */
  private async withGone(rows: readonly Row[]): Promise<ActivityRecord[]> {
    const paths = new Set<string>();
    for (const row of rows) {
      if (row.resource_path)
        for (const path of pathAndAncestors(row.resource_path)) paths.add(path);
    }
    const removedAt = new Map<string, number>();
    if (paths.size > 0) {
      const removals = await this.db.query<{ resource_path: string; last: Date | string }>(
        `SELECT resource_path, max(time) AS last FROM audit_records
          WHERE resource_path = ANY($1::text[]) AND ${REMOVAL} GROUP BY resource_path`,
        [[...paths]],
      );
      for (const removal of removals) {
        removedAt.set(removal.resource_path, new Date(removal.last).getTime());
      }
    }
    return rows.map((row) => {
      const time = new Date(row.time).getTime();
      const gone =
        row.resource_path !== null &&
        pathAndAncestors(row.resource_path).some((path) => (removedAt.get(path) ?? -1) >= time);
      return toRecord(row, gone);
    });
  }
}
