import { getEnv } from '../env.ts';
import { connectDatabase, type DatabaseHandle } from './client.ts';
import { seedDemoData } from './seed.ts';

let opening: Promise<DatabaseHandle> | undefined;

/**
 * The process-wide database: opened on first use (there is no start-up hook on serverless),
 * migrated, and seeded with demo data when the configuration asks for it.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  opening ??= openDatabase().catch((error: unknown) => {
    opening = undefined; // let the next request try again rather than caching the failure
    throw error;
  });
  return opening;
}

async function openDatabase(): Promise<DatabaseHandle> {
  const env = getEnv();
  const handle = await connectDatabase({
    url: env.DATABASE_URL,
    poolMax: env.DATABASE_POOL_MAX,
    pgliteDir: env.PGLITE_DIR,
  });
  closeOnSignals();
  await handle.migrate();
  if (env.seedDemoData) {
    const report = await seedDemoData(handle.db, { withDemoUsers: !env.isProduction });
    if (report.productsAdded > 0) console.info(`[db] seeded ${report.productsAdded} demo products`);
    for (const user of report.usersAdded) {
      console.info(`[db] demo ${user.role} account: ${user.email} / ${user.password}`);
    }
  }
  return handle;
}

/** Closes the database if it was opened; PGlite must be closed to flush its files. */
export async function closeDatabase(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (current) await (await current).close();
}

let signalsHooked = false;
function closeOnSignals(): void {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      closeDatabase()
        .catch((error: unknown) => console.error('[db] close failed:', error))
        .finally(() => process.exit(0));
    });
  }
}
