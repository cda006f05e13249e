import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '~/server/db/client';
import { migrationsFolder } from '~/server/db/migrationsFolder';
import { createScratchPostgresDatabase } from './scratchDatabase';

export { createScratchPostgresDatabase };

/** Which database the API suite runs against: `pglite` (default) or `pg` (needs DATABASE_URL). */
export function testDatabaseKind(): 'pglite' | 'pg' {
  const kind = process.env.TEST_DATABASE ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'pg') throw new Error(`TEST_DATABASE must be pglite or pg, not ${kind}`);
  if (kind === 'pg' && !process.env.DATABASE_URL) throw new Error('TEST_DATABASE=pg needs DATABASE_URL');
  return kind;
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  dispose(): Promise<void>;
}

/** One of the PGlite databases the API suite's global setup saved, to start an in-memory PGlite from. */
export async function pgliteSnapshot(which: 'pgliteSnapshot' | 'pgliteEmptySnapshot'): Promise<Blob> {
  return new Blob([await readFile(inject(which))]);
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database created on
 * the PostgreSQL server of DATABASE_URL, so files never see each other's rows. Each is a copy of
 * the database the suite's global setup migrated (tests/setup/apiDatabaseTemplate.ts); migrate()
 * then finds nothing left to apply.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await connectDatabase({ pgliteDir: 'memory', pgliteSnapshot: await pgliteSnapshot('pgliteSnapshot') });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }

  const scratch = await createScratchPostgresDatabase('voltfield_test', { template: inject('postgresTemplate') });
  const handle = await connectDatabase({ url: scratch.url, poolMax: 4 });
  await handle.migrate();
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Applies the committed migrations that come before `tag` (as a database of that time had them). */
export async function migrateBefore(handle: Awaited<ReturnType<typeof openUnmigratedDatabase>>, tag: string): Promise<void> {
  const partial = await mkdtemp(path.join(tmpdir(), 'voltfield-migrations-'));
  try {
    await cp(migrationsFolder(), partial, { recursive: true });
    const journalFile = path.join(partial, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < tag);
    await writeFile(journalFile, JSON.stringify(journal));
    const migrator =
      handle.driver === 'pglite' ? await import('drizzle-orm/pglite/migrator') : await import('drizzle-orm/node-postgres/migrator');
    await migrator.migrate(handle.db as never, { migrationsFolder: partial });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** A database with no migrations applied, of the kind the suite runs on (on PGlite, a copy of a fresh initdb). */
export async function openUnmigratedDatabase() {
  if (testDatabaseKind() === 'pglite') {
    const handle = await connectDatabase({ pgliteDir: 'memory', pgliteSnapshot: await pgliteSnapshot('pgliteEmptySnapshot') });
    return { ...handle, dispose: () => handle.close() };
  }
  const scratch = await createScratchPostgresDatabase();
  const handle = await connectDatabase({ url: scratch.url, poolMax: 2 });
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await scratch.drop();
    },
  };
}
