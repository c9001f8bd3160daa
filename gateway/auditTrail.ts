/**
 * Where an audited call's record goes (docs/deploy.md "Activity"): one JSON line on stdout, as
 * before, and a row in the gateway's database. A write or token read that is about to be sent is
 * written first, as `unfinished`, and completed when answered; when that first write fails the
 * call is not sent (AuditUnavailable), so nothing is changed unrecorded. A refusal, which changes
 * nothing, is written after the fact, and a failure to write it is logged rather than answered.
 */
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit, type AuditRecord } from './audit';
import type { AuditEnding, AuditEntry, AuditStore } from './store/auditStore';

type StoredOutcome = AuditEntry['outcome'];

export interface AuditTrail {
  /**
   * Before the call goes out: resolves with a handle to complete it, or rejects (do not send). The
   * handle resolves once the record says how the call ended (never rejects: a failure is logged),
   * so the answer is sent after its record is complete and the activity read next shows it.
   */
  begin(
    record: AuditRecord,
    resourcePath: string | null,
  ): Promise<(ending: Ending) => Promise<void>>;
  /** A call that was not sent (refused, not configured): the line and, if it can, the row. */
  refused(record: AuditRecord, resourcePath: string | null): void;
  /** Something that happened without a call to send (a device link's first use from an address):
   * recorded after the fact, like a refusal. */
  happened(record: AuditRecord, resourcePath: string | null): void;
}

type Ending = Pick<AuditRecord, 'outcome' | 'upstreamStatus' | 'requestId' | 'durationMs'>;

export function auditTrail(options: {
  store: () => AuditStore | null;
  instance: string;
  now?: () => number;
}): (logger: FastifyBaseLogger) => AuditTrail {
  const now = options.now ?? Date.now;
  const entryOf = (
    record: AuditRecord,
    resourcePath: string | null,
    outcome: StoredOutcome,
  ): AuditEntry => ({
    time: new Date(now()),
    instance: options.instance,
    user: record.user,
    role: record.role,
    device: record.device ?? null,
    service: record.service,
    operation: record.operation,
    method: record.method,
    resource: record.resource,
    resourcePath,
    outcome,
    upstreamStatus: record.upstreamStatus,
    requestId: record.requestId,
    durationMs: record.durationMs,
    gatewayRequestId: record.gatewayRequestId,
  });
  const stored = (outcome: AuditRecord['outcome']): StoredOutcome =>
    outcome === 'audit-unavailable' ? 'unfinished' : outcome;

  return (logger) => {
    const afterTheFact = (record: AuditRecord, resourcePath: string | null) => {
      writeAudit(logger, record);
      const store = options.store();
      if (!store) return;
      store
        .insert(entryOf(record, resourcePath, stored(record.outcome)))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'audit record written after the fact failed');
        });
    };
    return {
      async begin(record, resourcePath) {
        const store = options.store();
        if (!store) throw new Error('the database is not connected');
        const id = await store.insert(entryOf(record, resourcePath, 'unfinished'));
        return async (ending) => {
          writeAudit(logger, { ...record, ...ending });
          const done: AuditEnding = { ...ending, outcome: stored(ending.outcome) };
          await store.finish(id, done).catch((error: unknown) => {
            // The call was made and its line is on stdout; the row says `unfinished`.
            logger.error({ err: error, auditId: id }, 'audit record not completed');
          });
        };
      },
      refused: afterTheFact,
      happened: afterTheFact,
    };
  };
}
