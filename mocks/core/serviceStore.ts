import type { MockScale } from '../../src/api/mockControl';

export interface SeedOptions {
  /** Every seeded time is relative to this instant. */
  anchorMs: number;
  scale: MockScale;
}

/** Every journaled change names the service whose store it belongs to. */
export interface MockOpBase {
  service: string;
  op: string;
  /** When the change happened (ms since epoch); replay uses it instead of the replay time. */
  at: number;
}

/**
 * One service's mock data: a deterministic seed plus the changes replayed on top of it. Each
 * service (agent now; screen and lake later) provides one and registers it in database.ts.
 */
export interface MockStore<Db, Op extends MockOpBase> {
  readonly service: Op['service'];
  seed(options: SeedOptions): Db;
  apply(db: Db, op: Op): void;
  /** Validates an op read back from storage, which may be old or tampered with. */
  isOp(value: unknown): value is Op;
}
