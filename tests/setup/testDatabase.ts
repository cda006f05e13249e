import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '~/server/db/client';

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

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database created on
 * the PostgreSQL server of DATABASE_URL, so files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const handle = await connectDatabase({ pgliteDir: 'memory' });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }

  const scratch = await createScratchPostgresDatabase();
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

/** An empty database of its own on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
export async function createScratchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('A scratch PostgreSQL database needs DATABASE_URL');
  const name = `voltfield_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
