/**
 * Vitest's global setup for the gateway's tests: one PGlite database is created and migrated
 * once, and its data directory handed to every test file (testSupport.ts `testDatabase`), which
 * starts its own copy from it in a fraction of the time a new one takes (initdb in WebAssembly:
 * seconds on a busy 2-core machine, against a hook's 10 s).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from './store/database';
import { migrate } from './store/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayDatabaseImage: string;
  }
}

export default async function setup(project: TestProject) {
  const db = await PGlite.create();
  await migrate(pgliteDatabase(db));
  const image = await db.dumpDataDir('none');
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), 'parapet-gateway-db-'));
  const file = join(dir, 'image.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('gatewayDatabaseImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
