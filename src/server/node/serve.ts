/**
 * The self-hosted server (`npm start` builds, then runs this file; `npm run serve` runs it alone):
 * the built site from dist/ and the API app, in one Node process. HOST and PORT are honoured
 * (default localhost:4321).
 *
 * Start: the configuration is validated, the database opened, migrated and seeded before the
 * first request, then the server listens and says where, on which database, with which demo
 * accounts and where its mail goes. The mail worker runs on a loop (src/server/mail/worker.ts), and
 * so does the optimizer's job runner (src/server/services/btmJobs.ts).
 * Stop (SIGTERM/SIGINT): no new connections, no new mail run and no new job, requests in flight and
 * the mail run in progress finish (for at most SHUTDOWN_GRACE_MS), a job running goes back to the
 * queue (for this server's next start or another process), then the database is closed (PGlite
 * must be, to flush its files) and the optimizer's solver threads are ended.
 */
import path from 'node:path';
import { app } from '../app.ts';
import { setHashCostForTests } from '../auth/passwords.ts';
import { closeDatabase, demoAccountLines, getDatabase, openDatabase, type OpenedDatabase } from '../db/database.ts';
import { getEnv, mailConfigurationProblem } from '../env.ts';
import { log } from '../log.ts';
import { startMailLoop } from '../mail/worker.ts';
import { closeBtmSolverPool } from '../services/btm.ts';
import { onBtmJobDue, startBtmJobLoop } from '../services/btmJobs.ts';
import { enqueueQuoteExpiryReminders } from '../services/quoteReminders.ts';
import { createNodeServer } from './nodeServer.ts';
import { onDemandPages } from './onDemandPages.ts';
import { staticSite } from './staticFiles.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const env = getEnv();
if (env.PASSWORD_HASH_COST !== undefined) setHashCostForTests(env.PASSWORD_HASH_COST);
const mailProblem = mailConfigurationProblem(env);
if (mailProblem && 'error' in mailProblem) {
  process.stderr.write(`${mailProblem.error}\n`);
  process.exit(1);
}
const dist = path.resolve('dist');
const site = staticSite(dist);

let opened: OpenedDatabase | undefined;
try {
  opened = await openDatabase();
} catch (error) {
  // Serve anyway: pages need no database, the API answers 503 and retries on each request.
  log.error({ err: error }, 'the database could not be opened; the API answers 503 until it can');
}

const mailLoop = startMailLoop({ database: getDatabase, env, log, reminders: enqueueQuoteExpiryReminders });
const jobLoop = startBtmJobLoop({ database: getDatabase, timeLimitSeconds: env.BTM_JOB_TIME_LIMIT_SECONDS, log });
onBtmJobDue(() => jobLoop.wake());
const server = createNodeServer({
  app,
  site,
  pages: onDemandPages(dist, log),
  production: env.isProduction,
  log,
  onMailEnqueued: () => mailLoop.wake(),
});
if (mailProblem && 'warning' in mailProblem) log.warn(mailProblem.warning);
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => {
  const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.PGLITE_DIR}`;
  // Where a developer reads the mail this server writes, when it sends none.
  const mail = env.SMTP_URL
    ? `sent through ${new URL(env.SMTP_URL).host} as ${env.MAIL_FROM}`
    : `not sent (no SMTP_URL): read it in the admin panel, http://${host}:${port}/admin?tab=emails`;
  const lines = [
    `Voltfield is running at http://${host}:${port}`,
    `Database: ${database}`,
    `Mail: ${mail}`,
    ...demoAccountLines(opened?.seeded),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
});

// A rejected promise nobody awaited is a bug to fix, not a reason to stop serving everyone.
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    log.info({ signal }, 'stopping: finishing the requests in flight');
    // The mail run in progress finishes its message and gives the rest back; it must end before the database closes.
    const mailStopped = Promise.all([mailLoop.stop(), jobLoop.stop()]);
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    server.close(() => {
      clearTimeout(deadline);
      Promise.race([mailStopped, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())])
        // The optimizer's threads end once no request can want them.
        .then(() => Promise.all([closeDatabase(), closeBtmSolverPool()]))
        .catch((error: unknown) => log.error({ err: error }, 'closing the database failed'))
        .finally(() => {
          log.info('stopped');
          process.exit(0);
        });
    });
    server.closeIdleConnections();
  });
}
