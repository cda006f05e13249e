import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseDriver, type DatabaseHandle } from '~/server/db/client';
import { migrationsFolder } from '~/server/db/migrationsFolder';
import { createScratchPostgresDatabase } from './scratchDatabase';

export { createScratchPostgresDatabase };

/** A kind of database the API suite can run on: the embedded PGlite, or the PostgreSQL server of DATABASE_URL. */
export type TestDatabaseKind = DatabaseDriver;

/**
 * The kinds this run has: PGlite always, PostgreSQL when DATABASE_URL names a server. A file whose
 * subject is the database itself (migrations, constraints, races decided by locks) runs on each,
 * with `describe.each(testDatabaseKinds())`.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
}

/**
 * The database every other file runs on: production's, PostgreSQL, when DATABASE_URL is set, else
 * PGlite. What such a file proves (routes, validation, permissions) does not depend on the kind.
 */
export function defaultTestDatabaseKind(): TestDatabaseKind {
  return process.env.DATABASE_URL ? 'pg' : 'pglite';
}

function assertAvailable(kind: TestDatabaseKind): void {
  if (!testDatabaseKinds().includes(kind)) throw new Error(`A ${kind} test database needs DATABASE_URL`);
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
 * A fresh, migrated database of `kind` (the suite's default unless given): an in-memory PGlite, or
 * a new database created on the PostgreSQL server of DATABASE_URL, so files never see each other's
 * rows. Each is a copy of the database the suite's global setup migrated
 * (tests/setup/apiDatabaseTemplate.ts); migrate() then finds nothing left to apply.
 */
export async function createTestDatabase(kind: TestDatabaseKind = defaultTestDatabaseKind()): Promise<TestDatabase> {
  assertAvailable(kind);
  if (kind === 'pglite') {
    const handle = await connectDatabase({ pgliteDir: 'memory', pgliteSnapshot: await pgliteSnapshot('pgliteSnapshot') });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }

  const scratch = await createScratchPostgresDatabase('voltfield_test', { template: inject('postgresTemplate') });
  // A request waits up to a minute for a connection, not production's 5 s: 200 racing transactions
  // queue on 4 connections, and a busy machine must not turn that queue into a 503. What an empty
  // pool answers is proven apart (databaseAvailability.test.ts, tests/server/databaseLoss.test.ts).
  const handle = await connectDatabase({ url: scratch.url, poolMax: 4, poolWaitMs: 60_000 });
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

/** A database of `kind` (the suite's default unless given) with no migrations applied (on PGlite, a copy of a fresh initdb). */
export async function openUnmigratedDatabase(kind: TestDatabaseKind = defaultTestDatabaseKind()) {
  assertAvailable(kind);
  if (kind === 'pglite') {
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
