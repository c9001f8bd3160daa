import {
  ACTIVITY_MAX_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE,
  type ActivityFilter,
} from '../../src/api/activity/model';
import type { ActivityPage, ActivityPerson, ActivityRecord } from '../../src/api/activity/schemas';
import {
  activityTarget,
  isRemoval,
  removes,
  type ActivityTarget,
} from '../../src/api/activity/target';
import { readItem, writeItem, type StorageLike } from '../core/storage';
import { seedActivity, type ActivityEstate, type StoredActivity } from './seed';

/** Where the demo's own records persist, apart from the data journal (whose bounds they would eat). */
export const ACTIVITY_STORAGE_KEY = 'parapet.mock.activity';
/**
 * The records the demo made that are kept across reloads, newest (about 175 KB: localStorage is
 * shared with the data journal); the seeded history is rebuilt, never stored.
 */
export const ACTIVITY_KEPT = 500;

interface Saved {
  anchorMs: number;
  records: StoredActivity[];
}

function isSaved(value: unknown, anchorMs: number): value is Saved {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<Saved>;
  return saved.anchorMs === anchorMs && Array.isArray(saved.records);
}

const isStored = (value: unknown): value is StoredActivity =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredActivity).id === 'string' &&
  typeof (value as StoredActivity).time === 'string' &&
  typeof (value as StoredActivity).operation === 'string';

/** Who is asking: their subject, and whether they see everyone's records. */
export interface ActivityViewer {
  subject: string;
  admin: boolean;
}

/**
 * The demo's audit log: the seeded history of its estate, then every write and token read the
 * mock answered, newest first, as the gateway keeps them in its database.
 */
export class ActivityLog {
  private readonly anchorMs: number;
  private readonly storage: StorageLike | null;
  /** Newest first: the demo's own records, then (older) the seeded ones. */
  private records: StoredActivity[];
  private readonly own: StoredActivity[];

  constructor(anchorMs: number, estate: () => ActivityEstate, storage: StorageLike | null) {
    this.anchorMs = anchorMs;
    this.storage = storage;
    let saved: unknown;
    try {
      saved = JSON.parse(readItem(storage, ACTIVITY_STORAGE_KEY) ?? 'null');
    } catch {
      saved = null;
    }
    this.own = isSaved(saved, anchorMs) ? saved.records.filter(isStored) : [];
    this.records = [...[...this.own].reverse(), ...seedActivity(anchorMs, estate())];
  }

  append(record: StoredActivity): void {
    this.takeStored();
    this.own.push(record);
    if (this.own.length > ACTIVITY_KEPT) this.own.splice(0, this.own.length - ACTIVITY_KEPT);
    // Calls overlap: one that started earlier may end later, and the log stays in id order.
    const at = this.records.findIndex((other) => other.id < record.id);
    this.records.splice(at < 0 ? this.records.length : at, 0, record);
    if (!this.storage) return;
    writeItem(
      this.storage,
      ACTIVITY_STORAGE_KEY,
      JSON.stringify({ anchorMs: this.anchorMs, records: this.own } satisfies Saved),
    );
  }

  /**
   * Records another tab of the demo stored since this one read them (a wall's tab records its
   * link's first use): kept, so this tab's next write does not store over them.
   */
  private takeStored(): void {
    let saved: unknown;
    try {
      saved = JSON.parse(readItem(this.storage, ACTIVITY_STORAGE_KEY) ?? 'null');
    } catch {
      return;
    }
    if (!isSaved(saved, this.anchorMs)) return;
    const known = new Set(this.own.map((record) => record.id));
    for (const record of saved.records.filter(isStored)) {
      if (known.has(record.id)) continue;
      this.own.push(record);
      const at = this.records.findIndex((other) => other.id < record.id);
      this.records.splice(at < 0 ? this.records.length : at, 0, record);
    }
    this.own.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Every record, newest first, each with `gone` decided by the removals after it. */
  all(): ActivityRecord[] {
    const removed: ActivityTarget[] = [];
    return this.records.map((record) => {
      const target = activityTarget(record.service, record.operation, record.resource);
      const gone = target !== null && removed.some((removal) => removes(removal, target));
      const answered =
        record.outcome === 'answered' &&
        record.upstreamStatus !== null &&
        record.upstreamStatus >= 200 &&
        record.upstreamStatus < 300;
      if (target && answered && isRemoval(record.operation)) removed.push(target);
      return { ...record, gone };
    });
  }

  /** Records the viewer may see that match the filter, newest first. */
  matching(filter: ActivityFilter, viewer: ActivityViewer): ActivityRecord[] {
    const from = filter.from ? Date.parse(filter.from) : -Infinity;
    const to = filter.to ? Date.parse(filter.to) : Infinity;
    const user = viewer.admin ? filter.user : viewer.subject;
    return this.all().filter((record) => {
      if (user !== undefined && record.user?.subject !== user) return false;
      if (filter.operation && record.operation !== filter.operation) return false;
      if (filter.service && record.service !== filter.service) return false;
      if (filter.outcome && record.outcome !== filter.outcome) return false;
      const time = Date.parse(record.time);
      return time >= from && time < to;
    });
  }

  /** One page after `cursor` (the last id of the page before), as `/api/activity` answers it. */
  page(
    filter: ActivityFilter,
    viewer: ActivityViewer,
    cursor: string | null,
    limit = ACTIVITY_PAGE_SIZE,
  ): ActivityPage {
    const size = Math.min(ACTIVITY_MAX_PAGE_SIZE, Math.max(1, Math.trunc(limit)));
    const matches = this.matching(filter, viewer);
    // Ids order like times: what is older than the cursor is what comes after it.
    const start = cursor === null ? 0 : matches.findIndex((record) => record.id < cursor);
    const records = start < 0 ? [] : matches.slice(start, start + size);
    const last = records.at(-1);
    const more = start >= 0 && start + size < matches.length;
    return {
      records,
      nextCursor: more && last ? last.id : null,
      total: matches.length,
      scope: viewer.admin ? 'all' : 'own',
    };
  }

  /** The people the records name, by name. */
  people(): ActivityPerson[] {
    const bySubject = new Map<string, ActivityPerson>();
    for (const record of this.records) {
      if (record.user && !bySubject.has(record.user.subject)) {
        bySubject.set(record.user.subject, record.user);
      }
    }
    const label = (p: ActivityPerson) => p.name ?? p.email ?? p.subject;
    return [...bySubject.values()].sort((a, b) => label(a).localeCompare(label(b)));
  }
}
