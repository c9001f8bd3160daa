/**
 * The gateway's own writes under /api (its playlists and device links), audited like a service's:
 * the caller's right first (a refusal is recorded too), then the record written before the change
 * is made and completed with how it ended, so the database that cannot record a change does not
 * get it either.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditRecord } from './audit';
import type { AuditTrail } from './auditTrail';
import type { ErrorReason } from './errors';
import { sendError } from './proxy';

export interface OwnWriteOutcome {
  status: number;
  body?: unknown;
  /** A refusal the change itself found (a conflict, nothing there): sent in the error shape. */
  reason?: ErrorReason;
  message?: string;
}

export interface OwnWrite<S> {
  operation: string;
  resource: Record<string, string>;
  /** Why the caller may not make it (a 403), or null. */
  refusal: { reason: ErrorReason; message: string } | null;
  store: S | null;
  trail: AuditTrail;
  work: (store: S) => Promise<OwnWriteOutcome>;
}

export function auditRecordOf(
  request: FastifyRequest,
  operation: string,
  resource: Record<string, string>,
  started: number,
  outcome: AuditRecord['outcome'],
  status: number | null,
): AuditRecord {
  return {
    type: 'audit',
    user: request.parapet.user,
    role: request.parapet.role,
    ...(request.parapet.device ? { device: request.parapet.device.name } : {}),
    service: 'gateway',
    operation,
    method: request.method,
    resource,
    outcome,
    upstreamStatus: status,
    requestId: request.id,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    gatewayRequestId: request.id,
  };
}

export async function ownWrite<S>(
  request: FastifyRequest,
  reply: FastifyReply,
  write: OwnWrite<S>,
): Promise<unknown> {
  const { operation, resource, trail } = write;
  const started = performance.now();
  reply.header('cache-control', 'no-store');
  const record = (outcome: AuditRecord['outcome'], status: number | null) =>
    auditRecordOf(request, operation, resource, started, outcome, status);
  if (write.refusal) {
    trail.refused(record('forbidden', null), null);
    return sendError(reply, 'api', write.refusal.reason, write.refusal.message);
  }
  const store = write.store;
  let complete: (ending: AuditRecord) => Promise<void>;
  try {
    if (!store) throw new Error('the database is not connected');
    complete = await trail.begin(record('answered', null), null);
  } catch (error) {
    request.log.error({ err: error, operation }, 'audit record not written');
    return sendError(
      reply,
      'api',
      'databaseUnavailable',
      `${operation} was not made: the gateway cannot record it (its database is unreachable)`,
    );
  }
  try {
    const outcome = await write.work(store);
    await complete(record('answered', outcome.status));
    if (outcome.reason) return sendError(reply, 'api', outcome.reason, outcome.message ?? '');
    reply.code(outcome.status);
    return outcome.body ?? reply.send();
  } catch (error) {
    await complete(record('answered', 503));
    request.log.error({ err: error, operation }, `${operation} failed`);
    return databaseUnavailable(reply, `${operation} was not made`);
  }
}

/** The 503 of a gateway path whose database is not there (now). */
export function databaseUnavailable(reply: FastifyReply, what: string): FastifyReply {
  return sendError(
    reply,
    'api',
    'databaseUnavailable',
    `the gateway cannot reach its database: ${what}`,
  );
}

/**
 * One of the gateway's own reads (its playlists, its device links): not cached, and a database
 * that is not there, or fails, answered 503 saying what could not be read.
 */
export async function ownRead<S, T>(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  store: S | null,
  read: (store: S) => Promise<T>,
): Promise<T | FastifyReply> {
  reply.header('cache-control', 'no-store');
  if (!store) return databaseUnavailable(reply, `${what} cannot be read now`);
  try {
    return await read(store);
  } catch (error) {
    request.log.error({ err: error }, `${what} read failed`);
    return databaseUnavailable(reply, `${what} cannot be read now`);
  }
}
