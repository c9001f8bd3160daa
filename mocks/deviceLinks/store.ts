import {
  DEVICE_LINK_KEEP_DAYS,
  DEVICE_TOKEN_PATTERN,
  deviceLinkStatus,
  type DeviceLinkInput,
  type DeviceLinkStatus,
} from '../../src/api/deviceLinks/model';
import type { DeviceLink } from '../../src/api/deviceLinks/schemas';
import { readItem, writeItem, type StorageLike } from '../core/storage';

/** Where the demo's device links persist, beside the playlists (as the activity log does). */
export const DEVICE_LINKS_STORAGE_KEY = 'parapet.mock.deviceLinks';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

type Person = NonNullable<DeviceLink['createdBy']>;
const person = (subject: string, name: string, email: string): Person => ({ subject, name, email });
/** People of the seeded history (mocks/activity/seed.ts): the admins. */
const CHEN_JING = person('u-chen-jing', 'Chen Jing', 'chen.jing@example.com');
const DEMO_ADMIN = person('demo-admin', 'Demo admin', 'admin@demo.parapet.example');

/** A link as the store keeps it: the token only as its SHA-256, and every address it came from. */
interface StoredLink {
  link: DeviceLink;
  tokenHash: string;
  from: string[];
}

/** A hash of a token nobody holds: seeded links can be listed and revoked, never opened. */
const unknowable = (id: string) => `seeded:${id}`;

/**
 * Three links over the seeded screens and playlists: the SOC's wall on its playlist, made after
 * the playlist and in use two minutes ago; a lobby TV whose month ran out three days ago; an old
 * NOC wall revoked five days ago.
 */
export function seedDeviceLinks(anchorMs: number): StoredLink[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  const link = (shown: Omit<DeviceLink, 'addresses'>, from: string[]): StoredLink => ({
    link: { ...shown, addresses: from.length },
    tokenHash: unknowable(shown.id),
    from,
  });
  return [
    link(
      {
        id: 'dl-socWall1Seed',
        name: 'SOC wall 1',
        target: { kind: 'playlist', playlistId: 'pl-socWallSeed1' },
        createdBy: CHEN_JING,
        // The playlist was made six days ago; its wall got a link the day after.
        createdAt: iso(anchorMs - 5 * DAY - 2 * HOUR),
        expiresAt: iso(anchorMs + 85 * DAY - 2 * HOUR),
        revokedAt: null,
        revokedBy: null,
        lastUsedAt: iso(anchorMs - 2 * MINUTE),
        lastUsedFrom: '10.20.4.17',
      },
      ['10.20.4.16', '10.20.4.17'],
    ),
    link(
      {
        id: 'dl-lobbyTvSeed1',
        name: 'Lobby TV',
        target: { kind: 'screen', screenId: '1001' },
        createdBy: DEMO_ADMIN,
        createdAt: iso(anchorMs - 33 * DAY + 3 * HOUR),
        expiresAt: iso(anchorMs - 3 * DAY + 3 * HOUR),
        revokedAt: null,
        revokedBy: null,
        lastUsedAt: iso(anchorMs - 3 * DAY + 2 * HOUR),
        lastUsedFrom: '10.20.9.31',
      },
      ['10.20.9.31'],
    ),
    link(
      {
        id: 'dl-oldNocSeed01',
        name: 'Old NOC wall',
        target: { kind: 'screen', screenId: '1002' },
        createdBy: CHEN_JING,
        createdAt: iso(anchorMs - 24 * DAY - 4 * HOUR),
        expiresAt: iso(anchorMs + 66 * DAY - 4 * HOUR),
        revokedAt: iso(anchorMs - 5 * DAY + 6 * HOUR),
        revokedBy: DEMO_ADMIN,
        lastUsedAt: iso(anchorMs - 5 * DAY + 5 * HOUR),
        lastUsedFrom: '10.20.7.2',
      },
      ['10.20.7.2'],
    ),
  ];
}

interface Saved {
  anchorMs: number;
  links: StoredLink[];
}

function isSaved(value: unknown, anchorMs: number): value is Saved {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<Saved>;
  return saved.anchorMs === anchorMs && Array.isArray(saved.links);
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Unpadded base64url of bytes. */
function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k += 1) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** A new token as the gateway makes it: 32 random bytes, base64url (DEVICE_TOKEN_PATTERN). */
export function newDeviceToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** `dl-` and twelve base64url characters, as the gateway makes them. */
function newId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return `dl-${base64url(bytes)}`;
}

/** SHA-256 of the token, hex: all the store keeps of it, as the gateway's database does. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type RevokeResult =
  { kind: 'revoked'; link: DeviceLink } | { kind: 'already'; link: DeviceLink } | { kind: 'none' };

/**
 * The demo's device links, as the gateway keeps them in its database: seeded relative to the
 * mock's anchor, then every change, stored whole so a reload keeps them.
 */
export class DeviceLinkStore {
  private links: StoredLink[];

  constructor(
    private readonly anchorMs: number,
    private readonly storage: StorageLike | null,
  ) {
    let saved: unknown;
    try {
      saved = JSON.parse(readItem(storage, DEVICE_LINKS_STORAGE_KEY) ?? 'null');
    } catch {
      saved = null;
    }
    this.links = isSaved(saved, anchorMs) ? saved.links : seedDeviceLinks(anchorMs);
  }

  /**
   * What another tab of the demo stored since (the admin's tab revokes, the wall's tab records a
   * use): read before every answer, so each tab answers as one gateway would.
   */
  private sync(): void {
    if (!this.storage) return;
    let saved: unknown;
    try {
      saved = JSON.parse(readItem(this.storage, DEVICE_LINKS_STORAGE_KEY) ?? 'null');
    } catch {
      return;
    }
    if (isSaved(saved, this.anchorMs)) this.links = saved.links;
  }

  /**
   * Newest first, as the gateway lists them; a link that ended more than DEVICE_LINK_KEEP_DAYS
   * ago is no longer listed.
   */
  list(nowMs: number): DeviceLink[] {
    this.sync();
    const keepFrom = nowMs - DEVICE_LINK_KEEP_DAYS * DAY;
    return this.links
      .map((stored) => stored.link)
      .filter((link) => {
        const ended =
          link.revokedAt ?? (Date.parse(link.expiresAt) <= nowMs ? link.expiresAt : null);
        return ended === null || Date.parse(ended) >= keepFrom;
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  }

  count(): number {
    this.sync();
    return this.links.length;
  }

  get(id: string): DeviceLink | undefined {
    this.sync();
    return this.links.find((stored) => stored.link.id === id)?.link;
  }

  /** The link a token opens and its state at `nowMs`; null for a token no link has. */
  async findByToken(
    token: string,
    nowMs = Date.now(),
  ): Promise<{ link: DeviceLink; status: DeviceLinkStatus } | null> {
    if (!DEVICE_TOKEN_PATTERN.test(token)) return null;
    const hash = await tokenHash(token);
    this.sync();
    const found = this.links.find((stored) => stored.tokenHash === hash);
    return found ? { link: found.link, status: deviceLinkStatus(found.link, nowMs) } : null;
  }

  /** A new link and the token that opens it (which the store forgets at once). */
  async create(
    input: DeviceLinkInput,
    by: Person | null,
    now: Date,
  ): Promise<{ link: DeviceLink; token: string }> {
    const token = newDeviceToken();
    const hash = await tokenHash(token);
    this.sync();
    const link: DeviceLink = {
      id: newId(),
      name: input.name.trim(),
      target:
        input.target.kind === 'screen'
          ? { kind: 'screen', screenId: input.target.screenId }
          : { kind: 'playlist', playlistId: input.target.playlistId },
      createdBy: by,
      createdAt: now.toISOString(),
      expiresAt: new Date(Date.parse(input.expiresAt)).toISOString(),
      revokedAt: null,
      revokedBy: null,
      lastUsedAt: null,
      lastUsedFrom: null,
      addresses: 0,
    };
    this.links.push({ link, tokenHash: hash, from: [] });
    this.persist();
    return { link, token };
  }

  /** Revokes once: a second revoke is told who did it first. */
  revoke(id: string, by: Person | null, now: Date): RevokeResult {
    this.sync();
    const stored = this.links.find((candidate) => candidate.link.id === id);
    if (!stored) return { kind: 'none' };
    if (stored.link.revokedAt !== null) return { kind: 'already', link: stored.link };
    stored.link = { ...stored.link, revokedAt: now.toISOString(), revokedBy: by };
    this.persist();
    return { kind: 'revoked', link: stored.link };
  }

  /** A use of the link from `address`: whether it is the first from there (which is audited). */
  recordUse(id: string, address: string, nowMs: number): { firstFromAddress: boolean } {
    this.sync();
    const stored = this.links.find((candidate) => candidate.link.id === id);
    if (!stored) return { firstFromAddress: false };
    const firstFromAddress = !stored.from.includes(address);
    if (firstFromAddress) stored.from.push(address);
    stored.link = {
      ...stored.link,
      lastUsedAt: new Date(nowMs).toISOString(),
      lastUsedFrom: address,
      addresses: stored.from.length,
    };
    this.persist();
    return { firstFromAddress };
  }

  private persist(): void {
    if (!this.storage) return;
    writeItem(
      this.storage,
      DEVICE_LINKS_STORAGE_KEY,
      JSON.stringify({ anchorMs: this.anchorMs, links: this.links } satisfies Saved),
    );
  }
}
