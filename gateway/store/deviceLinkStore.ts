/**
 * Device links in the gateway's database (docs/deploy.md "Device links"). A link is found by its
 * token's SHA-256, never by the token; revoking is one conditional UPDATE, so of two admins
 * revoking the same link at once exactly one does it and the other is told who did.
 */
import { randomBytes } from 'node:crypto';
import {
  DEVICE_LINK_KEEP_DAYS,
  type DeviceLink,
  type DeviceLinkInput,
  type DeviceLinkTarget,
} from '../../src/api/contract';
import type { Database } from './database';

type Person = { subject: string; email: string | null; name: string | null };

interface Row {
  id: string;
  name: string;
  target_kind: 'screen' | 'playlist';
  target_id: string;
  created_by_subject: string | null;
  created_by_email: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  revoked_by_subject: string | null;
  revoked_by_email: string | null;
  revoked_by_name: string | null;
  scope: string[] | string | null;
  screen_ids: string[] | string | null;
  scoped_at: Date | string | null;
  last_used_at: Date | string | null;
  last_used_from: string | null;
  addresses: number | string;
}

/** A link as the gateway itself reads it: the admin's view and what it may read. */
export interface StoredDeviceLink extends DeviceLink {
  /** Screen operations it may call; null until worked out from its screens. */
  scope: string[] | null;
  /** The screens it may read the layout of; null until worked out. */
  screenIds: string[] | null;
  scopedAt: string | null;
}

const COLUMNS = `l.id, l.name, l.target_kind, l.target_id, l.created_by_subject, l.created_by_email,
  l.created_by_name, l.created_at, l.expires_at, l.revoked_at, l.revoked_by_subject,
  l.revoked_by_email, l.revoked_by_name, l.scope, l.screen_ids, l.scoped_at, l.last_used_at,
  l.last_used_from,
  (SELECT count(*) FROM device_link_addresses a WHERE a.link_id = l.id) AS addresses`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function person(subject: string | null, email: string | null, name: string | null) {
  return subject === null ? null : { subject, email, name };
}

function toLink(row: Row): StoredDeviceLink {
  const target: DeviceLinkTarget =
    row.target_kind === 'screen'
      ? { kind: 'screen', screenId: row.target_id }
      : { kind: 'playlist', playlistId: row.target_id };
  return {
    id: row.id,
    name: row.name,
    target,
    createdBy: person(row.created_by_subject, row.created_by_email, row.created_by_name),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    revokedAt: isoOrNull(row.revoked_at),
    revokedBy: person(row.revoked_by_subject, row.revoked_by_email, row.revoked_by_name),
    lastUsedAt: isoOrNull(row.last_used_at),
    lastUsedFrom: row.last_used_from,
    addresses: Number(row.addresses),
    scope: json<string[]>(row.scope),
    screenIds: json<string[]>(row.screen_ids),
    scopedAt: isoOrNull(row.scoped_at),
  };
}

/** The admin's view: without what the gateway works out for itself. */
export function publicLink(link: StoredDeviceLink): DeviceLink {
  const { scope: _scope, screenIds: _screenIds, scopedAt: _scopedAt, ...shown } = link;
  return shown;
}

export type RevokeResult =
  | { kind: 'revoked'; link: StoredDeviceLink }
  | { kind: 'already'; link: StoredDeviceLink }
  | { kind: 'none' };

export class DeviceLinkStore {
  constructor(private readonly db: Database) {}

  /** Newest first; revoked and expired ones for DEVICE_LINK_KEEP_DAYS after they ended. */
  async list(): Promise<StoredDeviceLink[]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM device_links l ORDER BY l.created_at DESC, l.id`,
    );
    return rows.map(toLink);
  }

  async count(): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM device_links',
    );
    return Number(rows[0]?.n ?? 0);
  }

  async get(id: string): Promise<StoredDeviceLink | null> {
    const rows = await this.db.query<Row>(`SELECT ${COLUMNS} FROM device_links l WHERE l.id = $1`, [
      id,
    ]);
    return rows[0] ? toLink(rows[0]) : null;
  }

  async findByTokenHash(hash: string): Promise<StoredDeviceLink | null> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM device_links l WHERE l.token_sha256 = $1`,
      [hash],
    );
    return rows[0] ? toLink(rows[0]) : null;
  }

  async create(
    input: DeviceLinkInput,
    tokenHash: string,
    scope: { operations: string[]; screenIds: string[] } | null,
    by: Person | null,
    now: Date,
  ): Promise<StoredDeviceLink> {
    const id = `dl-${randomBytes(9).toString('base64url')}`;
    const targetId =
      input.target.kind === 'screen' ? input.target.screenId : input.target.playlistId;
    await this.db.query(
      `INSERT INTO device_links (id, name, token_sha256, target_kind, target_id,
         created_by_subject, created_by_email, created_by_name, created_at, expires_at,
         scope, screen_ids, scoped_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        input.name.trim(),
        tokenHash,
        input.target.kind,
        targetId,
        by?.subject ?? null,
        by?.email ?? null,
        by?.name ?? null,
        now,
        new Date(input.expiresAt),
        scope ? JSON.stringify(scope.operations) : null,
        scope ? JSON.stringify(scope.screenIds) : null,
        scope ? now : null,
      ],
    );
    const made = await this.get(id);
    if (!made) throw new Error('the database stored no device link');
    return made;
  }

  /** Revoked now by `by`, or already revoked (by whom, when), or no such link. */
  async revoke(id: string, by: Person | null, now: Date): Promise<RevokeResult> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE device_links SET revoked_at = $2, revoked_by_subject = $3, revoked_by_email = $4,
         revoked_by_name = $5
       WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
      [id, now, by?.subject ?? null, by?.email ?? null, by?.name ?? null],
    );
    const link = await this.get(id);
    if (!link) return { kind: 'none' };
    return rows.length > 0 ? { kind: 'revoked', link } : { kind: 'already', link };
  }

  async saveScope(id: string, operations: string[], screenIds: string[], now: Date) {
    await this.db.query(
      'UPDATE device_links SET scope = $2, screen_ids = $3, scoped_at = $4 WHERE id = $1',
      [id, JSON.stringify(operations), JSON.stringify(screenIds), now],
    );
  }

  /**
   * A use from `address`: the link's last use moves on, and whether this is the first use from
   * that address (which is audited) is answered by the insert itself, so two instances seeing
   * the same new address at once record it once.
   */
  async recordUse(id: string, address: string, now: Date): Promise<{ firstFromAddress: boolean }> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query<{ address: string }>(
        `INSERT INTO device_link_addresses (link_id, address, first_used_at, last_used_at)
         VALUES ($1, $2, $3, $3)
         ON CONFLICT (link_id, address) DO UPDATE SET last_used_at = EXCLUDED.last_used_at
         RETURNING (xmax = 0) AS inserted, address`,
        [id, address, now],
      );
      await tx.query(
        'UPDATE device_links SET last_used_at = $2, last_used_from = $3 WHERE id = $1',
        [id, now, address],
      );
      const first = (inserted[0] as { inserted?: boolean } | undefined)?.inserted === true;
      return { firstFromAddress: first };
    });
  }

  /** Removes links that ended (revoked or expired) more than DEVICE_LINK_KEEP_DAYS ago. */
  async removeEnded(now: Date): Promise<number> {
    const before = new Date(now.getTime() - DEVICE_LINK_KEEP_DAYS * 86_400_000);
    const rows = await this.db.query<{ id: string }>(
      `DELETE FROM device_links
        WHERE (revoked_at IS NOT NULL AND revoked_at < $1) OR expires_at < $1 RETURNING id`,
      [before],
    );
    return rows.length;
  }
}
