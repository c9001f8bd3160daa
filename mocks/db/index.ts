import type { MockScale } from '../../src/api/mockControl';
import { webStorage, type StorageLike } from '../storage';
import { agentStore, type AgentDb, type AgentOp } from './agent';
import { clearMockState, loadMockState, MOCK_STATE_VERSION, saveMockState } from './persist';

/**
 * Every journaled op of every service. A new service store (screen, lake) adds its op type here,
 * a case in `isMockOp` and `applyToBuilt`, and an accessor like `agent()`.
 */
export type MockOp = AgentOp;

function isMockOp(value: unknown): value is MockOp {
  return agentStore.isOp(value);
}

export interface MockDatabaseOptions {
  scale: MockScale;
  /** Where the journal persists; null keeps everything in memory. */
  storage: StorageLike | null;
  now?: () => number;
}

/**
 * The mock backend's state: one lazily seeded store per service, plus the journal of changes that
 * is replayed on top of the seeds and persisted with the anchor.
 */
export class MockDatabase {
  readonly scale: MockScale;
  private readonly storage: StorageLike | null;
  private readonly now: () => number;
  private anchor: number;
  private ops: MockOp[];
  private agentDb: AgentDb | null = null;

  constructor(options: MockDatabaseOptions) {
    this.scale = options.scale;
    this.storage = options.storage;
    this.now = options.now ?? Date.now;
    const stored = loadMockState(this.storage, this.now(), isMockOp);
    this.anchor = stored?.anchorMs ?? this.now();
    this.ops = stored?.journal ?? [];
    // Written even before the first change: the anchor fixes every id, so a reload must reuse it
    // or links to an endpoint would stop working.
    if (!stored) this.persist();
  }

  get anchorMs(): number {
    return this.anchor;
  }

  get journal(): readonly MockOp[] {
    return this.ops;
  }

  agent(): AgentDb {
    if (!this.agentDb) {
      const db = agentStore.seed({ anchorMs: this.anchor, scale: this.scale });
      for (const op of this.ops) if (op.service === 'agent') agentStore.apply(db, op);
      this.agentDb = db;
    }
    return this.agentDb;
  }

  /** Applies a change to the live data and persists it in the journal. */
  record(op: MockOp): void {
    this.ops.push(op);
    this.applyToBuilt(op);
    this.persist();
  }

  /** Forgets every change and reseeds relative to now. */
  reset(): void {
    clearMockState(this.storage);
    this.anchor = this.now();
    this.ops = [];
    this.agentDb = null;
    this.persist();
  }

  private applyToBuilt(op: MockOp): void {
    switch (op.service) {
      case 'agent':
        // A store not built yet replays the journal when it is first read.
        if (this.agentDb) agentStore.apply(this.agentDb, op);
        return;
    }
  }

  private persist(): void {
    // A failed write (quota, no storage) only costs persistence across reloads.
    saveMockState(this.storage, {
      version: MOCK_STATE_VERSION,
      anchorMs: this.anchor,
      journal: this.ops,
    });
  }
}

let current: MockDatabase | null = null;

/** Replaces the process-wide database (startup, tests). */
export function configureMockDb(options: MockDatabaseOptions): MockDatabase {
  current = new MockDatabase(options);
  return current;
}

/** The process-wide database the handlers read; normal scale over localStorage until configured. */
export function mockDb(): MockDatabase {
  current ??= new MockDatabase({ scale: 'normal', storage: webStorage('localStorage') });
  return current;
}
