import type { APIRoute } from 'astro';
import { app } from '../app.ts';
import { closeDatabase, getDatabase } from '../db/database.ts';
import { getEnv } from '../env.ts';
import { log } from '../log.ts';
import { onBtmJobDue, runNextBtmJob } from '../services/btmJobs.ts';

/**
 * `astro dev` only (astro.config.mjs injects it): the one API app at /api/*. The built Node server
 * (src/server/node/serve.ts) and Vercel (api/index.ts) serve it without Astro.
 */
export const prerender = false;

// PGlite must be closed to flush its files when the dev server stops; once per process, however
// often this module is reloaded.
const hooked = Symbol.for('voltfield.dev.closeDatabaseOnExit');
const flags = globalThis as Record<symbol, boolean>;
if (!flags[hooked]) {
  flags[hooked] = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void closeDatabase().finally(() => process.exit(0)));
  }
}

// No job loop here: an optimizer job runs when a request makes it due (posted, or polled unattended), as on Vercel.
onBtmJobDue(() => {
  void getDatabase()
    .then(({ db }) => runNextBtmJob(db, { timeLimitSeconds: getEnv().BTM_JOB_TIME_LIMIT_SECONDS, log }))
    .catch((error: unknown) => log.warn({ err: error }, 'optimizer job run failed; the next poll tries again'));
});

export const ALL: APIRoute = (context) => {
  let clientAddress: string | undefined;
  try {
    clientAddress = context.clientAddress;
  } catch {
    // The dev server could not tell; rate limits then fall back to a shared bucket.
  }
  return app.fetch(context.request, { clientAddress });
};
