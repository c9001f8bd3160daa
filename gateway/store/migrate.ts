/**
 * Schema migrations: the ordered SQL files of ./migrations (`NNNN_name.sql`), each applied once,
 * in order, recorded in `schema_migrations`. All run in one transaction under an advisory lock, so
 * two instances starting together against one server apply each file once, and a file that fails
 * leaves the schema as it was. Migrations only ever add files: an applied one is never edited.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant: the lock only has to be the same number in every instance. */
const MIGRATION_LOCK = 727_274_201;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
    if (!match) throw new Error(`migrations: ${file} is not named NNNN_name.sql`);
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`migrations: two files are version ${version}`);
    }
    migrations.push({ version, name: match[2] ?? file, sql: await readFile(dir + file, 'utf8') });
  }
  return migrations;
}

/** Applies the migrations not applied yet; resolves with the versions it applied. */
export async function migrate(db: Database, migrations?: readonly Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    const newest = Math.max(0, ...applied);
    const known = Math.max(0, ...all.map((m) => m.version));
    if (newest > known) {
      throw new Error(
        `the database's schema is version ${newest}, newer than this gateway knows (${known}): run the newer gateway`,
      );
    }
    const done: number[] = [];
    for (const migration of all) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
