/**
 * The audit record (docs/deploy.md "Audit lines"): one JSON line per write and per storage-token
 * read, through the gateway's logger (so on stdout, ready for any log pipeline). It names who
 * (the signed-in user's subject and email, and their role; null with `auth.mode: none`), what (service, operation, the resource's names),
 * how it went (the upstream's status and RequestId, or why it never got one) and how long it
 * took. Never a request or response body, a token or a credential: the resource is made of path
 * parameters and a short list of naming fields only.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { AllowedOperation } from './allowList';
import { activityTarget, auditResourceOf, type ActivityService } from '../src/api/contract';
import type { RequestContext } from './context';

export type AuditOutcome =
  | 'answered'
  | 'forbidden'
  | 'unauthenticated'
  | 'timeout'
  | 'unreachable'
  | 'credentials-unavailable'
  | 'not-configured'
  /** Not sent: its record could not be written to the database first (stdout only). */
  | 'audit-unavailable';

export interface AuditRecord {
  type: 'audit';
  user: RequestContext['user'];
  role: RequestContext['role'];
  /** The device link's name when a wall's computer made the call. */
  device?: string | null;
  /** A service the gateway signs for, or the gateway itself (its playlists and device links). */
  service: ActivityService;
  operation: string;
  method: string;
  resource: Record<string, string>;
  outcome: AuditOutcome;
  upstreamStatus: number | null;
  requestId: string | null;
  durationMs: number;
  gatewayRequestId: string;
}

/**
 * What a call acts on as a path, what holds it first (`lake/<catalogId>/<database>/<table>`), from
 * the console's reading of a record (src/api/activity/target.ts): a later answered drop of a path
 * marks the records of it and of everything under it gone. Null when the call names nothing the
 * console shows.
 */
export function resourcePath(
  service: ActivityService,
  operation: string,
  resource: Record<string, string>,
): string | null {
  const target = activityTarget(service, operation, resource);
  if (!target) return null;
  const parts = ((): string[] => {
    switch (target.kind) {
      case 'catalog':
        return ['lake', 'catalog', target.catalog];
      case 'database':
        return ['lake', target.catalogId, target.database];
      case 'table':
        return ['lake', target.catalogId, target.database, target.table];
      case 'screen':
        return ['screen', target.id];
      case 'webhook':
        return ['agent', target.id];
      case 'share':
        return ['lake', 'share', target.share];
      case 'role':
        return ['lake', 'role', target.role];
    }
  })();
  return parts.map((part) => encodeURIComponent(part)).join('/');
}

export function needsAudit(op: AllowedOperation): boolean {
  return op.write || op.tokenRead;
}

/**
 * The names a call acts on (src/api/activity/resource.ts): its path parameters and the naming
 * fields of its query, form or JSON body. A body over 64 KiB is not read for them.
 */
export function auditResource(
  pathParams: Record<string, string>,
  query: ReadonlyMap<string, string>,
  body: Buffer,
  contentType: string | null,
): Record<string, string> {
  const readable = body.length > 0 && body.length <= 65_536;
  return auditResourceOf(
    pathParams,
    query,
    readable ? { contentType, text: body.toString('utf8') } : null,
  );
}

/**
 * The upstream's request id: its header (`x-acs-request-id`, `x-request-id`) or the body's
 * `RequestId`/`requestId`/`request_id`. The body is parsed for that field only and dropped.
 */
export function upstreamRequestId(headers: IncomingHttpHeaders, body: Buffer): string | null {
  for (const name of ['x-acs-request-id', 'x-request-id']) {
    const value = headers[name];
    if (typeof value === 'string' && value) return value;
  }
  const type = headers['content-type'];
  if (typeof type !== 'string' || !type.includes('json') || body.length === 0) return null;
  try {
    const json: unknown = JSON.parse(body.toString('utf8'));
    if (typeof json !== 'object' || json === null) return null;
    const record = json as Record<string, unknown>;
    for (const field of ['RequestId', 'requestId', 'request_id']) {
      const value = record[field];
      if (typeof value === 'string' && value) return value;
    }
  } catch {
    // Not JSON: no id to read.
  }
  return null;
}

/** Any pino-like logger (the request's child logger, with its request id). */
interface AuditLogger {
  info(record: object, message: string): void;
}

export function writeAudit(logger: AuditLogger, record: AuditRecord): void {
  logger.info(record, 'audit');
}
