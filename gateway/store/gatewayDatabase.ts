/**
 * The gateway's database over its life: opened and migrated at start-up; when that fails (a
 * server not up yet, a wrong password) the gateway still starts — the console, sign-in and reads
 * work — says it is not ready, and tries again every few seconds. Once connected it removes
 * audit records past their retention, at once and hourly. A server that goes away later is found
 * by the readiness check and by the next write, which is then refused (auditTrail.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConfig } from '../configTypes';
import { AuditStore } from './auditStore';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import { DeviceLinkStore } from './deviceLinkStore';
import { PlaylistStore } from './playlistStore';

const RETRY_MS = 3_000;
const RETENTION_EVERY_MS = 3_600_000;
const CHECK_TIMEOUT_MS = 2_000;

export interface GatewayDatabaseOptions {
  config: DatabaseConfig;
  retentionDays: number;
  logger: FastifyBaseLogger;
  now?: () => number;
  /** Opens the database (tests hand one in). */
  open?: (config: DatabaseConfig) => Promise<Database>;
}

export class GatewayDatabase {
  private db: Database | null = null;
  private store: AuditStore | null = null;
  private playlistStore: PlaylistStore | null = null;
  private deviceLinkStore: DeviceLinkStore | null = null;
  private problem = 'connecting';
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private started: Promise<void> | null = null;

  constructor(private readonly options: GatewayDatabaseOptions) {}

  /** Which database, for the log: never the URL's password. */
  get description(): string {
    const { url, dir } = this.options.config;
    if (url === null) return `PGlite in ${dir}`;
    try {
      const parsed = new URL(url);
      return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }

  /** The audit records, or null while the database is not connected. */
  audit(): AuditStore | null {
    return this.store;
  }

  /** The playlists, or null while the database is not connected. */
  playlists(): PlaylistStore | null {
    return this.playlistStore;
  }

  /** The device links, or null while the database is not connected. */
  deviceLinks(): DeviceLinkStore | null {
    return this.deviceLinkStore;
  }

  /** Connects (once); resolves when connected or after the first failure (retried in the back). */
  start(): Promise<void> {
    this.started ??= this.connect();
    return this.started;
  }

  private async connect(): Promise<void> {
    const { logger } = this.options;
    let db: Database | null = null;
    try {
      db = await (this.options.open ?? openDatabase)(this.options.config);
      const applied = await migrate(db);
      if (this.closed) {
        await db.close();
        return;
      }
      this.db = db;
      this.store = new AuditStore(db);
      this.playlistStore = new PlaylistStore(db);
      this.deviceLinkStore = new DeviceLinkStore(db);
      this.problem = '';
      logger.info(
        { database: this.description, migrationsApplied: applied },
        applied.length ? `database migrated to version ${Math.max(...applied)}` : 'database ready',
      );
      this.every(RETENTION_EVERY_MS, () => this.removeExpired());
      await this.removeExpired();
    } catch (error) {
      await db?.close().catch(() => undefined);
      this.problem = `unreachable (${(error as Error).message})`;
      logger.error(
        { database: this.description, why: (error as Error).message },
        'database unavailable',
      );
      if (!this.closed) {
        const timer = setTimeout(() => {
          this.started = this.connect();
        }, RETRY_MS);
        timer.unref();
        this.timers.push(timer);
      }
    }
  }

  private every(ms: number, work: () => Promise<unknown>) {
    const timer = setInterval(() => void work(), ms);
    timer.unref();
    this.timers.push(timer);
  }

  private async removeExpired(): Promise<void> {
    const store = this.store;
    if (!store) return;
    await this.removeEndedLinks();
    const days = this.options.retentionDays;
    try {
      const removed = await store.removeOlderThan(
        days,
        new Date(this.options.now?.() ?? Date.now()),
      );
      if (removed > 0) {
        this.options.logger.info({ removed, retentionDays: days }, 'old audit records removed');
      }
    } catch (error) {
      this.options.logger.warn({ why: (error as Error).message }, 'audit retention failed');
    }
  }

  private async removeEndedLinks(): Promise<void> {
    try {
      const removed = await this.deviceLinkStore?.removeEnded(
        new Date(this.options.now?.() ?? Date.now()),
      );
      if (removed) this.options.logger.info({ removed }, 'ended device links removed');
    } catch (error) {
      this.options.logger.warn({ why: (error as Error).message }, 'device link clean-up failed');
    }
  }

  /** `ok`, or why not (the readiness check): a round trip, so a server gone away shows. */
  async check(): Promise<string> {
    const db = this.db;
    if (!db) return this.problem;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer within 2 s')), CHECK_TIMEOUT_MS);
        }),
      ]);
      return 'ok';
    } catch (error) {
      return `unreachable (${(error as Error).message})`;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    await this.started?.catch(() => undefined);
    const db = this.db;
    this.db = null;
    this.store = null;
    this.playlistStore = null;
    this.deviceLinkStore = null;
    // A connection already gone (the server stopped) has nothing left to close.
    await db?.close().catch(() => undefined);
  }
}
