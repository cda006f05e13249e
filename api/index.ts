/**
 * The Vercel serverless function: every `/api/*` path is rewritten here (vercel.json) and served
 * by the same app the Node server mounts. Nothing else may live in api/: Vercel would make each
 * file its own function and answer 404 for every other `/api/*` path.
 */
import { app } from '../src/server/app.ts';
import { getDatabase } from '../src/server/db/database.ts';
import { EnvError, getEnv, mailConfigurationProblem } from '../src/server/env.ts';
import { log } from '../src/server/log.ts';
import { trackMailEnqueued } from '../src/server/mail/outbox.ts';
import { deliverAfterRequest } from '../src/server/mail/worker.ts';
import { onBtmJobDue, pruneBtmJobs, runNextBtmJob } from '../src/server/services/btmJobs.ts';

// Validate the configuration at cold start: without DATABASE_URL the function stops here with a
// message naming it, rather than answering 500 to every request; likewise without the mail it needs.
const env = getEnv();
const mailProblem = mailConfigurationProblem(env);
if (mailProblem && 'error' in mailProblem) throw new EnvError(mailProblem.error);
if (mailProblem) log.warn(mailProblem.warning);

/**
 * A function has no loop to run optimizer jobs from: the request that made one due (its POST, or a
 * GET that found it unattended) runs it after its answer, while Vercel keeps the function alive
 * for it (waitUntil, within vercel.json's maxDuration; decision 090).
 */
onBtmJobDue(() => {
  const context = (globalThis as { [key: symbol]: { get?(): { waitUntil?(work: Promise<unknown>): void } } | undefined })[
    Symbol.for('@vercel/request-context')
  ]?.get?.();
  const work = getDatabase()
    .then(async ({ db }) => {
      await runNextBtmJob(db, { timeLimitSeconds: env.BTM_JOB_TIME_LIMIT_SECONDS, log });
      // No loop prunes here: each run deletes a batch of the jobs past their retention.
      await pruneBtmJobs(db);
    })
    .catch((error: unknown) => log.warn({ err: error }, 'optimizer job run failed; the next poll tries again'));
  context?.waitUntil?.(work);
});

/**
 * A function has no loop to deliver mail from: a request that wrote a message tries to deliver it
 * before it ends (a few seconds at most), and the cron call (GET /api/cron/mail) retries the rest.
 */
async function handle(request: Request): Promise<Response> {
  const { result: response, enqueued } = await trackMailEnqueued(async () => app.fetch(request));
  if (enqueued > 0) await deliverAfterRequest({ database: getDatabase, env, log });
  return response;
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as HEAD, handle as OPTIONS };
