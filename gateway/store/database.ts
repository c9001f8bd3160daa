/**
 * The gateway's database (docs/deploy.md "Where the gateway keeps things"): PostgreSQL, either a
 * server (`database.url`, how several instances share audit records, playlists and device links)
 * or PGlite, PostgreSQL compiled to WebAssembly and embedded in the process, in a folder
 * (`database.dir`), so trying the gateway needs nothing installed. Both are reached through this
 * one interface, with parameterized SQL only: a value is never spliced into a statement.
 */
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConfig } from '../configTypes';

export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (a migration file). */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens the configured database (it is not migrated yet: migrate.ts). */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.url === null ? openPglite(config.dir) : openPostgres(config.url);
}

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dir === 'memory://' || dir === '';
  if (!inMemory) await mkdir(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(inMemory ? undefined : dir));
}

/** A PGlite instance as the gateway's Database. */
export function pgliteDatabase(db: PGlite): Database {
  const query = async <Row>(text: string, params: readonly unknown[] = []) =>
    (await db.query<Row>(text, [...params])).rows;
  return {
    kind: 'pglite',
    query,
    exec: async (text) => void (await db.exec(text)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(text: string, params: readonly unknown[] = []) =>
            (await tx.query<Row>(text, [...params])).rows,
          exec: async (text) => void (await tx.exec(text)),
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer is said within seconds, not after the OS's TCP timeout.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'parapet-gateway',
  });
  // An idle client whose server went away emits an error; without a listener it would crash the
  // process. The next query finds out and reports it where it happens.
  pool.on('error', () => undefined);
  const query = async <Row>(text: string, params: readonly unknown[] = []) =>
    (await pool.query(text, [...params])).rows as Row[];
  return {
    kind: 'postgres',
    query,
    // Without parameters pg uses the simple protocol, which takes several statements.
    exec: async (text) => void (await pool.query(text)),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(text: string, params: readonly unknown[] = []) =>
            (await client.query(text, [...params])).rows as Row[],
          exec: async (text) => void (await client.query(text)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
