import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { log } from '../log.ts';
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
  /** How long a request waits for a free connection before answering 503 (default POOL_WAIT_MS). */
  poolWaitMs?: number;
  /** Where PGlite keeps its files when no URL is given; `memory` keeps nothing on disk. */
  pgliteDir?: string;
  /**
   * An in-memory PGlite starts as a copy of this database (a `dumpDataDir()` tarball) instead of
   * running initdb: the API tests clone one migrated database per file this way.
   */
  pgliteSnapshot?: Blob;
}

/** How long a request waits for a free connection before answering 503 (pool exhausted, database unreachable). */
const POOL_WAIT_MS = 5_000;

/** Arbitrary constant naming the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 727_061_001;

/** Opens PostgreSQL through a `pg` pool, or the embedded PGlite when no URL is given. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  return options.url
    ? connectPostgres(options.url, options.poolMax ?? 10, options.poolWaitMs ?? POOL_WAIT_MS)
    : connectPglite(options.pgliteDir ?? 'memory', options.pgliteSnapshot);
}

async function connectPostgres(url: string, poolMax: number, poolWaitMs: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: poolWaitMs, keepAlive: true });
  // A connection that dies (pg_terminate_backend, a restart, a network cut) makes its client emit
  // 'error'. The pool listens only while a client is idle; one checked out for a transaction has
  // no listener, and an unhandled 'error' event ends the process. Every client gets one for its
  // whole life: the query in flight fails (the request answers 503), and the pool drops the
  // broken client when it is released.
  pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: error }, 'database connection lost')));
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
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

async function connectPglite(dir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  // Loaded only here, so deployments with DATABASE_URL never load the WebAssembly build.
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dir !== 'memory') {
    // PGlite does not create missing parent folders itself.
    await mkdir(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await initPgliteCluster(dir);
  }
  // PostgreSQL's default 128 MB of shared buffers is sized for a server; the embedded database of a
  // development machine or a test needs a fraction, and the WebAssembly heap holds every byte of it.
  // pg_trgm backs the catalog search (migration 0003).
  const options = {
    postgresqlconf: ['shared_buffers=16MB'],
    extensions: { pg_trgm },
    ...(snapshot && dir === 'memory' ? { loadDataDir: snapshot } : {}),
  };
  const client = dir === 'memory' ? new PGlite(options) : new PGlite(dir, options);
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // One embedded instance per process owns its folder: nothing to race with.
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/**
 * Creates a new embedded database cluster (PostgreSQL's initdb) in a short-lived child process.
 * PGlite's initdb leaves the process that ran it about 230 MB heavier for the rest of its life;
 * run elsewhere, the server opens a ready folder like on any later start.
 */
async function initPgliteCluster(dir: string): Promise<void> {
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
    const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close();`;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], (error, _stdout, stderr) =>
      error ? reject(new Error(`Creating the embedded database in ${dir} failed: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type leaves unknown. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
