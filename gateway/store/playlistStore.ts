/**
 * Playlists in the gateway's database (docs/deploy.md "Playlists"). An update names the version
 * it read and changes the row only if that is still the version: two people editing one playlist
 * cannot overwrite each other unseen.
 */
import { randomBytes } from 'node:crypto';
import type { Playlist, PlaylistEntry, PlaylistInput } from '../../src/api/contract';
import type { Database } from './database';

interface Row {
  id: string;
  name: string;
  entries: PlaylistEntry[] | string;
  created_by_subject: string | null;
  created_by_email: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
}

export type Creator = { subject: string; email: string | null; name: string | null } | null;

const COLUMNS = `id, name, entries, created_by_subject, created_by_email, created_by_name,
  created_at, updated_at, version`;

function toPlaylist(row: Row): Playlist {
  return {
    id: row.id,
    name: row.name,
    entries:
      typeof row.entries === 'string' ? (JSON.parse(row.entries) as PlaylistEntry[]) : row.entries,
    createdBy:
      row.created_by_subject === null
        ? null
        : {
            subject: row.created_by_subject,
            email: row.created_by_email,
            name: row.created_by_name,
          },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: Number(row.version),
  };
}

/** Only the two fields of each entry, in order: nothing else a client sent is stored. */
const storedEntries = (entries: readonly PlaylistEntry[]) =>
  JSON.stringify(entries.map(({ screenId, seconds }) => ({ screenId, seconds })));

export class PlaylistStore {
  constructor(private readonly db: Database) {}

  async list(): Promise<Playlist[]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM playlists ORDER BY updated_at DESC, id`,
    );
    return rows.map(toPlaylist);
  }

  async get(id: string): Promise<Playlist | null> {
    const rows = await this.db.query<Row>(`SELECT ${COLUMNS} FROM playlists WHERE id = $1`, [id]);
    return rows[0] ? toPlaylist(rows[0]) : null;
  }

  async count(): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>('SELECT count(*) AS n FROM playlists');
    return Number(rows[0]?.n ?? 0);
  }

  async create(input: PlaylistInput, by: Creator, now: Date): Promise<Playlist> {
    const id = `pl-${randomBytes(9).toString('base64url')}`;
    const rows = await this.db.query<Row>(
      `INSERT INTO playlists (id, name, entries, created_by_subject, created_by_email,
         created_by_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${COLUMNS}`,
      [
        id,
        input.name.trim(),
        storedEntries(input.entries),
        by?.subject ?? null,
        by?.email ?? null,
        by?.name ?? null,
        now,
      ],
    );
    if (!rows[0]) throw new Error('the database stored no playlist');
    return toPlaylist(rows[0]);
  }

  /** The changed playlist; `stale` when it changed since `version`; null when there is none. */
  async update(
    id: string,
    input: PlaylistInput,
    version: number,
    now: Date,
  ): Promise<Playlist | 'stale' | null> {
    const rows = await this.db.query<Row>(
      `UPDATE playlists SET name = $3, entries = $4, updated_at = $5, version = version + 1
        WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
      [id, version, input.name.trim(), storedEntries(input.entries), now],
    );
    if (rows[0]) return toPlaylist(rows[0]);
    return (await this.get(id)) ? 'stale' : null;
  }

  /** Whether there was one to delete. */
  async remove(id: string): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      'DELETE FROM playlists WHERE id = $1 RETURNING id',
      [id],
    );
    return rows.length > 0;
  }
}
