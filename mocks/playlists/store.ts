import type { PlaylistInput } from '../../src/api/playlists/model';
import type { Playlist } from '../../src/api/playlists/schemas';
import { readItem, writeItem, type StorageLike } from '../core/storage';

/** Where the demo's playlists persist, beside the data journal (as the activity log does). */
export const PLAYLISTS_STORAGE_KEY = 'parapet.mock.playlists';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Person = NonNullable<Playlist['createdBy']>;
const person = (subject: string, name: string, email: string): Person => ({ subject, name, email });
/** People of the seeded history (mocks/activity/seed.ts), so the two tell one story. */
const CHEN_JING = person('u-chen-jing', 'Chen Jing', 'chen.jing@example.com');
const MAYA_PATEL = person('u-maya-patel', 'Maya Patel', 'maya.patel@example.com');

/**
 * Two playlists over the seeded screens (1001 安全总览, 1002 攻击态势, 1003 Ops): the SOC's wall,
 * made by an admin last week and changed twice since, and an editor's morning briefing.
 */
export function seedPlaylists(anchorMs: number): Playlist[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  return [
    {
      id: 'pl-socWallSeed1',
      name: 'SOC 值班墙',
      entries: [
        { screenId: '1001', seconds: 60 },
        { screenId: '1002', seconds: 45 },
        { screenId: '1003', seconds: 30 },
      ],
      createdBy: CHEN_JING,
      createdAt: iso(anchorMs - 6 * DAY - 3 * HOUR),
      updatedAt: iso(anchorMs - 2 * DAY + 5 * HOUR),
      version: 3,
    },
    {
      id: 'pl-morningBrf01',
      name: 'Morning briefing',
      entries: [
        { screenId: '1002', seconds: 120 },
        { screenId: '1001', seconds: 90 },
      ],
      createdBy: MAYA_PATEL,
      createdAt: iso(anchorMs - 3 * DAY + 2 * HOUR),
      updatedAt: iso(anchorMs - 3 * DAY + 2 * HOUR),
      version: 1,
    },
  ];
}

interface Saved {
  anchorMs: number;
  playlists: Playlist[];
}

function isSaved(value: unknown, anchorMs: number): value is Saved {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<Saved>;
  return saved.anchorMs === anchorMs && Array.isArray(saved.playlists);
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `pl-` and twelve base64url characters, as the gateway makes them. */
function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `pl-${[...bytes].map((byte) => ID_CHARS[byte % 64]).join('')}`;
}

/**
 * The demo's saved playlists, as the gateway keeps them in its database: seeded relative to the
 * mock's anchor, then every change, stored whole (a few hundred bytes each) so a reload keeps them.
 */
export class PlaylistStore {
  private playlists: Playlist[];

  constructor(
    private readonly anchorMs: number,
    private readonly storage: StorageLike | null,
  ) {
    let saved: unknown;
    try {
      saved = JSON.parse(readItem(storage, PLAYLISTS_STORAGE_KEY) ?? 'null');
    } catch {
      saved = null;
    }
    this.playlists = isSaved(saved, anchorMs) ? saved.playlists : seedPlaylists(anchorMs);
  }

  /** Newest change first, as the gateway lists them. */
  list(): Playlist[] {
    return [...this.playlists].sort(
      (a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id),
    );
  }

  get(id: string): Playlist | undefined {
    return this.playlists.find((playlist) => playlist.id === id);
  }

  count(): number {
    return this.playlists.length;
  }

  create(input: PlaylistInput, by: Person | null, now: Date): Playlist {
    const made: Playlist = {
      id: newId(),
      name: input.name.trim(),
      entries: input.entries.map(({ screenId, seconds }) => ({ screenId, seconds })),
      createdBy: by,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      version: 1,
    };
    this.playlists.push(made);
    this.persist();
    return made;
  }

  /** The changed playlist, 'stale' when it changed since `version`, null when there is none. */
  update(id: string, input: PlaylistInput, version: number, now: Date): Playlist | 'stale' | null {
    const index = this.playlists.findIndex((playlist) => playlist.id === id);
    const current = this.playlists[index];
    if (!current) return null;
    if (current.version !== version) return 'stale';
    const changed: Playlist = {
      ...current,
      name: input.name.trim(),
      entries: input.entries.map(({ screenId, seconds }) => ({ screenId, seconds })),
      updatedAt: now.toISOString(),
      version: current.version + 1,
    };
    this.playlists[index] = changed;
    this.persist();
    return changed;
  }

  remove(id: string): boolean {
    const before = this.playlists.length;
    this.playlists = this.playlists.filter((playlist) => playlist.id !== id);
    if (this.playlists.length === before) return false;
    this.persist();
    return true;
  }

  private persist(): void {
    if (!this.storage) return;
    writeItem(
      this.storage,
      PLAYLISTS_STORAGE_KEY,
      JSON.stringify({ anchorMs: this.anchorMs, playlists: this.playlists } satisfies Saved),
    );
  }
}
