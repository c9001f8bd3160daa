import type { MockPersistence, MockScale } from '../src/api/mockControl';
import { removeItem, webStorage, type StorageLike } from './core/storage';
import { activityEstate } from './activity/estate';
import { ACTIVITY_STORAGE_KEY, ActivityLog } from './activity/log';
import { PLAYLISTS_STORAGE_KEY, PlaylistStore } from './playlists/store';
import { DEVICE_LINKS_STORAGE_KEY, DeviceLinkStore } from './deviceLinks/store';
import { forgetDevice } from './deviceLinks/held';
import { boundJournal, shrinkJournal } from './journalBounds';
import { clearMockState, loadMockState, MOCK_STATE_VERSION, saveMockState } from './core/persist';
import { applyOp, isMockOp, STORES, type DbOf, type MockOp, type StoreName } from './stores';

const SAVED: MockPersistence = { notSaved: null, dropped: 0 };

interface MockDatabaseOptions {
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
  /** Stores seeded so far; the others are seeded (and replayed) when first read. */
  private readonly built = new Map<StoreName, unknown>();
  private persistence: MockPersistence = SAVED;
  private readonly persistenceListeners = new Set<() => void>();
  /** The audit log (mocks/activity), built when first read, like a store. */
  private activityLog: ActivityLog | null = null;
  /** The gateway's playlists as the demo keeps them (mocks/playlists), built when first read. */
  private playlistStore: PlaylistStore | null = null;
  /** The gateway's device links as the demo keeps them (mocks/deviceLinks), built when first read. */
  private deviceLinkStore: DeviceLinkStore | null = null;

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

  /** One service's live data: its seed for this anchor with every journaled change replayed. */
  store<S extends StoreName>(name: S): DbOf<S> {
    let db = this.built.get(name) as DbOf<S> | undefined;
    if (db === undefined) {
      db = STORES[name].seed({ anchorMs: this.anchor, scale: this.scale }) as DbOf<S>;
      for (const op of this.ops) if (op.service === name) applyOp(db, op);
      this.built.set(name, db);
    }
    return db;
  }

  /** The demo's audit log: its seeded history, then every write and token read answered. */
  activity(): ActivityLog {
    this.activityLog ??= new ActivityLog(
      this.anchor,
      () => activityEstate(this.store('lake'), this.store('screen'), this.store('agent')),
      this.storage,
    );
    return this.activityLog;
  }

  /** The demo's saved playlists: two seeded over the seeded screens, then every change. */
  playlists(): PlaylistStore {
    this.playlistStore ??= new PlaylistStore(this.anchor, this.storage);
    return this.playlistStore;
  }

  /** The demo's device links: three seeded over the seeded screens and playlists, then every change. */
  deviceLinks(): DeviceLinkStore {
    this.deviceLinkStore ??= new DeviceLinkStore(this.anchor, this.storage);
    return this.deviceLinkStore;
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
    removeItem(this.storage, ACTIVITY_STORAGE_KEY);
    removeItem(this.storage, PLAYLISTS_STORAGE_KEY);
    removeItem(this.storage, DEVICE_LINKS_STORAGE_KEY);
    // The tab's link is of the data that is gone: the tab is the demo's console again.
    forgetDevice();
    this.anchor = this.now();
    this.ops = [];
    this.built.clear();
    this.activityLog = null;
    this.playlistStore = null;
    this.deviceLinkStore = null;
    this.setPersistence(SAVED);
    this.persist();
  }

  /** Whether the changes are stored: what the app tells the user (through MockControl). */
  getPersistence = (): MockPersistence => this.persistence;

  subscribePersistence = (listener: () => void): (() => void) => {
    this.persistenceListeners.add(listener);
    return () => this.persistenceListeners.delete(listener);
  };

  private applyToBuilt(op: MockOp): void {
    // A store not built yet replays the journal when it is first read.
    const db = this.built.get(op.service);
    if (db !== undefined) applyOp(db, op);
  }

  /**
   * Stores the anchor and the journal, kept within its bounds (journalBounds.ts). When storage is
   * full, older pictures and changes make room, oldest first; what could not be stored, or had
   * to go, is reported. Stores already built this session keep every change until a reload.
   */
  private persist(): void {
    this.ops = boundJournal(this.ops).ops;
    // No storage at all is a choice (node, tests): nothing to report.
    if (!this.storage) return;
    const save = (journal: MockOp[]) =>
      saveMockState(this.storage, { version: MOCK_STATE_VERSION, anchorMs: this.anchor, journal });
    let journal = this.ops;
    let write = save(journal);
    while (!write.ok && write.reason === 'quota') {
      const smaller = shrinkJournal(journal);
      if (!smaller) break;
      journal = smaller;
      write = save(journal);
    }
    // Dropping only pays when what is left fits; otherwise the session keeps every change.
    const dropped = write.ok ? this.ops.length - journal.length : 0;
    if (write.ok) this.ops = journal;
    const notSaved = write.ok ? null : write.reason;
    if (notSaved === this.persistence.notSaved && dropped === 0) return;
    this.setPersistence({ notSaved, dropped: this.persistence.dropped + dropped });
  }

  private setPersistence(next: MockPersistence): void {
    if (next === this.persistence) return;
    this.persistence = next;
    this.persistenceListeners.forEach((listener) => listener());
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
