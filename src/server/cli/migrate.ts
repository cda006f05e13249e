/** `npm run db:migrate`: apply pending migrations to DATABASE_URL, or to the embedded database. */
import { connectDatabase } from '../db/client.ts';
import { getEnv } from '../env.ts';

const env = getEnv();
const handle = await connectDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await handle.migrate();
  console.info(`Migrations applied (${handle.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${env.PGLITE_DIR}`}).`);
} finally {
  await handle.close();
}
