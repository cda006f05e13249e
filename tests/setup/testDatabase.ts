import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '~/server/db/client';
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
