/**
 * Device links at the gate (docs/deploy.md "Device links"): a browser holding a link's cookie and
 * no person's session is a wall's computer. Its link is looked up by the token's SHA-256 at every
 * call (kept a moment, so one refresh's dozen tile reads ask the database once), so a revoked
 * link stops at the wall's next refresh on every instance. It may call the screen reads of its
 * own screens' tiles only (deviceScope.ts); its first use from each address is audited.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DEVICE_COOKIE,
  DEVICE_LINK_ENDED,
  DEVICE_LINK_OPERATIONS,
  DEVICE_LINK_OUT_OF_SCOPE,
  DEVICE_TOKEN_PATTERN,
  deviceLinkStatus,
  WALL_OPERATIONS,
  type Device,
  type DeviceLinkEnd,
} from '../src/api/contract';
import type { AllowedOperation } from './allowList';
import type { AuditTrail } from './auditTrail';
import type { Refusal, RequestContext } from './context';
import { RESCOPE_AFTER_MS, ScopeUnavailable, workOutScope } from './deviceScope';
import { auditRecordOf } from './ownWrites';
import type { ScreenReads } from './screenReads';
import { readCookie, setCookie } from './session';
import type { DeviceLinkStore, StoredDeviceLink } from './store/deviceLinkStore';
import type { PlaylistStore } from './store/playlistStore';

/** How long a looked-up link is trusted before it is read again. */
const LOOKUP_MS = 2_000;
/** How often a link's "last used" is written per address, per instance. */
const USE_EVERY_MS = 60_000;

export type Identified =
  | { kind: 'none' }
  | { kind: 'device'; link: StoredDeviceLink }
  | { kind: 'ended'; end: DeviceLinkEnd; message: string }
  /** The database cannot say whether the link still holds: refused until it can. */
  | { kind: 'unavailable' };

export interface DeviceGateDeps {
  store: () => DeviceLinkStore | null;
  playlists: () => PlaylistStore | null;
  reads: ScreenReads | null;
  trail: (logger: FastifyRequest['log']) => AuditTrail;
  secureCookie: boolean;
  now?: (() => number) | undefined;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const END_WORDS: Record<DeviceLinkEnd, string> = {
  revoked: 'this device link was revoked',
  expired: 'this device link has expired',
  unknown: 'this device link is not known (cut short or changed?)',
};

export function deviceOf(link: StoredDeviceLink): Device {
  return { id: link.id, name: link.name, target: link.target, expiresAt: link.expiresAt };
}

export class DeviceGate {
  readonly cookieName: string;
  private readonly now: () => number;
  private readonly cache = new Map<string, { link: StoredDeviceLink | null; at: number }>();
  private readonly used = new Map<string, number>();

  constructor(private readonly deps: DeviceGateDeps) {
    this.cookieName = `${deps.secureCookie ? '__Host-' : ''}${DEVICE_COOKIE}`;
    this.now = deps.now ?? Date.now;
  }

  cookie(token: string, expiresAt: string): string {
    const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - this.now()) / 1000));
    return setCookie(this.cookieName, token, { secure: this.deps.secureCookie, maxAge: seconds });
  }

  clearCookie(): string {
    return setCookie(this.cookieName, '', { secure: this.deps.secureCookie, maxAge: 0 });
  }

  tokenOf(request: FastifyRequest): string | undefined {
    return readCookie(request.headers.cookie, this.cookieName);
  }

  /** The link a token names, whatever its state (null: none); through the short cache. */
  async find(token: string): Promise<StoredDeviceLink | null | 'unavailable'> {
    if (!DEVICE_TOKEN_PATTERN.test(token)) return null;
    const hash = tokenHash(token);
    const cached = this.cache.get(hash);
    if (cached && this.now() - cached.at < LOOKUP_MS) return cached.link;
    const store = this.deps.store();
    if (!store) return 'unavailable';
    try {
      const link = await store.findByTokenHash(hash);
      if (this.cache.size > 1000) this.cache.clear();
      this.cache.set(hash, { link, at: this.now() });
      return link;
    } catch {
      return 'unavailable';
    }
  }

  /** What a token stands for now. */
  async check(token: string | undefined): Promise<Identified> {
    if (token === undefined || token === '') return { kind: 'none' };
    const link = await this.find(token);
    if (link === 'unavailable') return { kind: 'unavailable' };
    if (link === null) return { kind: 'ended', end: 'unknown', message: END_WORDS.unknown };
    const status = deviceLinkStatus(link, this.now());
    if (status === 'active') return { kind: 'device', link };
    const end = status === 'revoked' ? 'revoked' : 'expired';
    return { kind: 'ended', end, message: END_WORDS[end] };
  }

  endReason(end: DeviceLinkEnd) {
    return { status: 401, code: DEVICE_LINK_ENDED[end], agent: 'authentication_error' };
  }

  /**
   * A use of the link from the request's address: "last used" moves on (at most once a minute per
   * address and instance), and the first use from an address is audited.
   */
  async recordUse(request: FastifyRequest, link: StoredDeviceLink): Promise<void> {
    const address = request.ip;
    const key = `${link.id}|${address}`;
    const at = this.now();
    const last = this.used.get(key);
    if (last !== undefined && at - last < USE_EVERY_MS) return;
    this.used.set(key, at);
    if (this.used.size > 10_000) this.used.clear();
    const store = this.deps.store();
    if (!store) return;
    try {
      const { firstFromAddress } = await store.recordUse(link.id, address, new Date(at));
      if (!firstFromAddress) return;
      const record = auditRecordOf(
        request,
        DEVICE_LINK_OPERATIONS.use,
        { id: link.id, name: link.name, address },
        performance.now(),
        'answered',
        200,
      );
      this.deps.trail(request.log).happened({ ...record, device: link.name }, null);
    } catch (error) {
      request.log.warn({ err: error, link: link.id }, 'device link use not recorded');
    }
  }

  /** Forgets every link read: after a revoke through this instance, its next call sees it. */
  forgetLookups(): void {
    this.cache.clear();
  }

  /** Works the link's scope out again and keeps it; the link as it is now. */
  async rescope(link: StoredDeviceLink): Promise<StoredDeviceLink> {
    const store = this.deps.store();
    if (!store) return link;
    const scope = await workOutScope(link.target, this.deps.reads, this.deps.playlists());
    const operations = 'missing' in scope ? [...WALL_OPERATIONS] : scope.operations;
    // A deleted screen's layout is still asked for by its own Id: the service's 404 lets the
    // wall say the screen is gone, where a refusal would not.
    const own = link.target.kind === 'screen' ? [link.target.screenId] : [];
    const screenIds = 'missing' in scope ? own : scope.screenIds;
    const at = new Date(this.now());
    await store.saveScope(link.id, operations, screenIds, at);
    this.cache.clear();
    return { ...link, scope: operations, screenIds, scopedAt: at.toISOString() };
  }

  /**
   * Whether the link may make this call: a read of the screen service that its screens' tiles or
   * the wall itself make, and a layout (DescribeScreenSetting) only of its own screens. Outside
   * that, the scope is worked out again (not more often than RESCOPE_AFTER_MS) before refusing.
   */
  async authorize(
    context: RequestContext,
    op: AllowedOperation,
    resource: Readonly<Record<string, string>>,
  ): Promise<Refusal | null> {
    let link = context.device;
    if (!link) return null;
    const refuse = (why: string): Refusal => ({
      status: 403,
      code: DEVICE_LINK_OUT_OF_SCOPE,
      message: `the device link ${link?.name ?? ''} may not call ${op.name}: ${why}`,
    });
    if (op.service !== 'screen' || op.write || op.tokenRead) {
      return refuse('a display reads its screens only');
    }
    const within = (l: StoredDeviceLink) =>
      l.scope !== null &&
      l.scope.includes(op.name) &&
      (op.name !== 'DescribeScreenSetting' ||
        (resource.Id !== undefined && (l.screenIds ?? []).includes(resource.Id)));
    if (within(link)) return null;
    const due =
      link.scopedAt === null || this.now() - Date.parse(link.scopedAt) >= RESCOPE_AFTER_MS;
    if (!due) return refuse('its screens do not need it');
    try {
      link = await this.rescope(link);
      context.device = link;
    } catch (error) {
      if (!(error instanceof ScopeUnavailable)) throw error;
      return refuse(`its screens could not be read to check (${error.message})`);
    }
    return within(link) ? null : refuse('its screens do not need it');
  }
}
