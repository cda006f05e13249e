import { mkdir } from 'node:fs/promises';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from './migrationsFolder.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A Drizzle database on either driver; services take it as a parameter. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pg' | 'pglite';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies pending migrations; safe to run from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** A postgres:// URL: use the `pg` driver with a pool. */
  url?: string;
  poolMax?: number;
  /** Where PGlite keeps its files when no URL is given; `memory` keeps nothing on disk. */
  pgliteDir?: string;
}

/** Arbitrary constant naming the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 727_061_001;

/** Opens PostgreSQL through a `pg` pool, or the embedded PGlite when no URL is given. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  return options.url ? connectPostgres(options.url, options.poolMax ?? 10) : connectPglite(options.pgliteDir ?? 'memory');
}

async function connectPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return {
    db: drizzle({ client: pool, schema }) as unknown as Database,
    driver: 'pg',
    async migrate() {
      // A session-level lock on one dedicated connection: concurrent cold starts wait their turn.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function connectPglite(dir: string): Promise<DatabaseHandle> {
  // Loaded only here, so deployments with DATABASE_URL never load the WebAssembly build.
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // PGlite does not create missing parent folders itself.
  if (dir !== 'memory') await mkdir(dir, { recursive: true });
  const client = dir === 'memory' ? new PGlite() : new PGlite(dir);
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // One embedded instance per process owns its folder: nothing to race with.
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
