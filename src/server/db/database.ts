import { getEnv } from '../env.ts';
import { connectDatabase, type DatabaseHandle } from './client.ts';
import { seedDemoData, type SeedReport } from './seed.ts';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  /** What the demo seed added when this process opened the database (nothing when it is off). */
  seeded?: SeedReport;
}

let opening: Promise<OpenedDatabase> | undefined;

/**
 * The process-wide database: opened once, migrated, and seeded with demo data when the
 * configuration asks for it. The Node server opens it at start; serverless functions, which have
 * no start-up hook, on their first request. A failed open is not kept: the next call tries again,
 * so the app recovers by itself when the database comes back.
 */
export function openDatabase(): Promise<OpenedDatabase> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

export async function getDatabase(): Promise<DatabaseHandle> {
  return (await openDatabase()).handle;
}

async function open(): Promise<OpenedDatabase> {
  const env = getEnv();
  const handle = await connectDatabase({ url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX, pgliteDir: env.PGLITE_DIR });
  try {
    await handle.migrate();
    const seeded = env.seedDemoData ? await seedDemoData(handle.db, { withDemoUsers: !env.isProduction }) : undefined;
    return { handle, seeded };
  } catch (error) {
    // PGlite holds its folder until closed; a pool holds sockets. Either way, let the next try start clean.
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/** Closes the database if it was opened; PGlite must be closed to flush its files. */
export async function closeDatabase(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (!current) return;
  const opened = await current.catch(() => undefined);
  await opened?.handle.close();
}

/** Lines telling a person which demo accounts this start created, with their passwords (development only). */
export function demoAccountLines(seeded: SeedReport | undefined): string[] {
  return (seeded?.usersAdded ?? []).map((user) => `Demo ${user.role} account: ${user.email} / ${user.password}`);
}
