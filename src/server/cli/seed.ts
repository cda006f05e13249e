/**
 * `npm run db:seed`: migrate, then add the demo data (idempotent: existing rows are kept).
 * Stop the app first when it runs on the embedded database: PGlite allows one process per folder.
 */
import { connectDatabase } from '../db/client.ts';
import { seedDemoData } from '../db/seed.ts';
import { getEnv } from '../env.ts';

const env = getEnv();
const handle = await connectDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await handle.migrate();
  const report = await seedDemoData(handle.db, { withDemoUsers: !env.isProduction });
  console.info(`Demo data: ${report.productsAdded} products added.`);
  for (const user of report.usersAdded) console.info(`Demo ${user.role} account: ${user.email} / ${user.password}`);
  if (report.demoRfqsAdded > 0) console.info('Demo buyer: a quoted RFQ, a saved BESS calculation and a site to compute added.');
} finally {
  await handle.close();
}
