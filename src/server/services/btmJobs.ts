import { randomBytes, randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { BtmAnswer } from '../../domain/btm/answer.ts';
import type { BtmRequest } from '../../domain/schemas/calculators/btm.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { btmJobs, type BtmJobStatus } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { PoolFullError } from '../workerPool.ts';
import { startWorkLoop, type WorkLoop } from '../workLoop.ts';
import { answerBtmWithinTimeLimit } from './btm.ts';

/**
 * Optimizer solves as jobs in the database (decision 090): posted, then polled for their answer.
 * Any process may run them — the Node server's loop (`startBtmJobLoop`), or on Vercel the function
 * that took the POST or a GET — and a claim (FOR UPDATE SKIP LOCKED, then a lease it renews while it
 * solves) keeps two from running one job. A worker that dies leaves its lease to run out; the job is
 * then claimed again, MAX_ATTEMPTS runs in all.
 */

/** A claim holds this long unless renewed: a job whose worker died waits at most this long to run again. */
export const BTM_JOB_LEASE_MS = 30_000;
/** How often a running job renews its lease (and records its progress): a few times per lease. */
const LEASE_RENEWAL_MS = 10_000;
/** Runs a job gets; one whose worker died this many times is failed with GAVE_UP. */
export const BTM_JOB_MAX_ATTEMPTS = 3;
export const BTM_JOB_GAVE_UP = `The optimizer stopped ${BTM_JOB_MAX_ATTEMPTS} times while solving this job (its server restarted or failed), so it was not tried again.`;
/** A finished job (its answer, or why it has none) is kept this long after it finished, then deleted. */
export const BTM_JOB_RETENTION_HOURS = 24;
const HOUR_MS = 3_600_000;
const PRUNE_BATCH = 100;

/** 18 random bytes, 144 bits, as 24 base64url characters: the job's id, and an anonymous caller's key to it. */
const newJobId = () => randomBytes(18).toString('base64url');

/** A job's id in a path: what newJobId makes (any other text names no job). */
export const btmJobIdParamSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{24}$/, 'Not a valid job id')) });

/** What GET answers: the answer when done, the 422's message when failed. */
export interface BtmJobView {
  status: BtmJobStatus;
  progress: number;
  result?: BtmAnswer;
  error?: string;
}

export async function createBtmJob(db: Database, request: BtmRequest, userId: string | null): Promise<string> {
  const id = newJobId();
  await db.insert(btmJobs).values({ id, userId, request });
  return id;
}

/**
 * The job as its owner sees it: a signed-in user's job only by that user, an anonymous one by
 * whoever holds its id. Anyone else gets the 404 an unknown id gets, so an id reveals nothing.
 * `due` says whether nobody is running it now (queued, or its worker's lease ran out).
 */
export async function readBtmJob(
  db: Database,
  id: string,
  userId: string | null,
  now = new Date(),
): Promise<BtmJobView & { due: boolean }> {
  const [job] = await db
    .select({
      userId: btmJobs.userId,
      status: btmJobs.status,
      progress: btmJobs.progress,
      result: btmJobs.result,
      error: btmJobs.error,
      claimedUntil: btmJobs.claimedUntil,
    })
    .from(btmJobs)
    .where(eq(btmJobs.id, id));
  if (!job || (job.userId !== null && job.userId !== userId)) throw new ApiError(404, 'Job not found');
  const unfinished = job.status === 'queued' || job.status === 'running';
  return {
    status: job.status,
    progress: job.progress,
    ...(job.result ? { result: job.result } : {}),
    ...(job.error ? { error: job.error } : {}),
    due: unfinished && (job.claimedUntil === null || job.claimedUntil <= now),
  };
}

export interface BtmJobClaim {
  id: string;
  token: string;
  attempts: number;
  request: BtmRequest;
}

/**
 * Takes the oldest job nobody holds (queued, or running under a lease that ran out), in one
 * statement: a row another claim is taking is skipped, not waited for, and the lease written here
 * keeps every other claimer away after it commits. Jobs whose worker died on their last attempt
 * are failed first, with GAVE_UP. When no job is queued or running, one read says so and nothing is written.
 */
export async function claimBtmJob(db: Database, now = new Date(), leaseMs = BTM_JOB_LEASE_MS): Promise<BtmJobClaim | undefined> {
  const unfinished = inArray(btmJobs.status, ['queued', 'running']);
  // Nearly every poll finds no job: the read spares it the two writes below (on the embedded
  // database each is a transaction with its files; idle, the polls cost a few % of a core).
  const [found] = await db.select({ id: btmJobs.id }).from(btmJobs).where(unfinished).limit(1);
  if (!found) return undefined;
  // `now` stands for its whole millisecond: the database keeps microseconds.
  const endOfNow = new Date(now.getTime() + 1);
  const leaseRanOut = or(isNull(btmJobs.claimedUntil), lt(btmJobs.claimedUntil, endOfNow));
  await db
    .update(btmJobs)
    .set({ status: 'failed', error: BTM_JOB_GAVE_UP, finishedAt: now, claimToken: null, claimedUntil: null })
    .where(and(eq(btmJobs.status, 'running'), leaseRanOut, gte(btmJobs.attempts, BTM_JOB_MAX_ATTEMPTS)));
  const due = db
    .select({ id: btmJobs.id })
    .from(btmJobs)
    .where(and(unfinished, leaseRanOut, lt(btmJobs.attempts, BTM_JOB_MAX_ATTEMPTS)))
    .orderBy(asc(btmJobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const token = randomUUID();
  const [claimed] = await db
    .update(btmJobs)
    .set({
      status: 'running',
      progress: 0,
      attempts: sql`${btmJobs.attempts} + 1`,
      claimToken: token,
      claimedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(btmJobs.id, due))
    .returning({ id: btmJobs.id, attempts: btmJobs.attempts, request: btmJobs.request });
  return claimed && { ...claimed, token };
}

/** The row while `claim` still holds it: a worker whose lease ran out and was taken over writes nothing. */
const heldBy = (claim: BtmJobClaim) => and(eq(btmJobs.id, claim.id), eq(btmJobs.claimToken, claim.token));

/** Records a finished job (its answer, or the 422's message); false when the claim no longer holds it. */
export async function finishBtmJob(
  db: Database,
  claim: BtmJobClaim,
  outcome: { result: BtmAnswer } | { error: string },
  now = new Date(),
): Promise<boolean> {
  const written = await db
    .update(btmJobs)
    .set({
      ...('result' in outcome ? { status: 'done', result: outcome.result, progress: 1 } : { status: 'failed', error: outcome.error }),
      finishedAt: now,
      claimToken: null,
      claimedUntil: null,
    })
    .where(heldBy(claim))
    .returning({ id: btmJobs.id });
  return written.length > 0;
}

/**
 * Gives the job back, to be claimed again at once. `counted: false` when it never ran (no solver
 * thread was free, or the server is stopping): the attempt is not one of its MAX_ATTEMPTS.
 */
async function releaseBtmJob(db: Database, claim: BtmJobClaim, counted: boolean): Promise<void> {
  await db
    .update(btmJobs)
    .set({
      status: 'queued',
      progress: 0,
      claimToken: null,
      claimedUntil: null,
      ...(counted ? {} : { attempts: sql`greatest(${btmJobs.attempts} - 1, 0)` }),
    })
    .where(heldBy(claim));
}

export interface RunBtmJobOptions {
  timeLimitSeconds: number;
  log: Logger;
  /** Aborted when the server stops: the job goes back to the queue for another process. */
  signal?: AbortSignal;
}

export type BtmJobRunOutcome = 'done' | 'failed' | 'released' | 'taken-over';

/**
 * Runs a claimed job on the solver threads (the pool the synchronous endpoint uses) within its
 * time limit, renewing the lease and recording the progress as it goes; records its answer, or
 * the message a 422 would carry. A solve that cannot start (every thread busy) or is stopped by a
 * shutdown goes back to the queue; an unexpected failure is retried, up to MAX_ATTEMPTS.
 */
export async function runBtmJob(db: Database, claim: BtmJobClaim, options: RunBtmJobOptions): Promise<BtmJobRunOutcome> {
  let progress = 0;
  let renewal: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewal = db
      .update(btmJobs)
      .set({ claimedUntil: new Date(Date.now() + BTM_JOB_LEASE_MS), progress })
      .where(heldBy(claim))
      .catch((error: unknown) => options.log.warn({ err: error, jobId: claim.id }, 'optimizer job: renewing its lease failed'));
  }, LEASE_RENEWAL_MS);
  timer.unref();
  const stopped = new Promise<'stopped'>((resolve) => {
    if (options.signal?.aborted) resolve('stopped');
    options.signal?.addEventListener('abort', () => resolve('stopped'), { once: true });
  });
  try {
    const solved = answerBtmWithinTimeLimit(
      claim.request,
      options.timeLimitSeconds,
      performance.now(),
      (fraction) => (progress = fraction),
    );
    solved.catch(() => undefined); // settled later by the pool after a stop: nobody waits for it then
    const outcome = await Promise.race([solved.then((result) => ({ result })), stopped]);
    clearInterval(timer);
    await renewal;
    if (outcome === 'stopped') {
      await releaseBtmJob(db, claim, false);
      return 'released';
    }
    return (await finishBtmJob(db, claim, outcome)) ? 'done' : 'taken-over';
  } catch (error) {
    clearInterval(timer);
    await renewal;
    if (error instanceof ApiError && error.status === 422)
      return (await finishBtmJob(db, claim, { error: error.message })) ? 'failed' : 'taken-over';
    if ((error instanceof ApiError && error.status === 503) || error instanceof PoolFullError || options.signal?.aborted) {
      await releaseBtmJob(db, claim, false);
      return 'released';
    }
    options.log.error({ err: error, jobId: claim.id, attempt: claim.attempts }, 'optimizer job failed unexpectedly');
    if (claim.attempts >= BTM_JOB_MAX_ATTEMPTS)
      return (await finishBtmJob(db, claim, { error: BTM_JOB_GAVE_UP })) ? 'failed' : 'taken-over';
    await releaseBtmJob(db, claim, true);
    return 'released';
  }
}

/** Claims the oldest due job and runs it; undefined when there was none. */
export async function runNextBtmJob(db: Database, options: RunBtmJobOptions): Promise<BtmJobRunOutcome | undefined> {
  const claim = await claimBtmJob(db);
  return claim && runBtmJob(db, claim, options);
}

/**
 * Deletes the jobs finished more than BTM_JOB_RETENTION_HOURS ago (their answers can be megabytes),
 * and those queued that long that nobody ran. Bounded per statement; the next run takes the rest.
 */
export async function pruneBtmJobs(db: Database, now = new Date(), retentionHours = BTM_JOB_RETENTION_HOURS): Promise<number> {
  const before = new Date(now.getTime() - retentionHours * HOUR_MS);
  const old = db
    .select({ id: btmJobs.id })
    .from(btmJobs)
    .where(or(lt(btmJobs.finishedAt, before), and(eq(btmJobs.status, 'queued'), lt(btmJobs.createdAt, before))))
    .limit(PRUNE_BATCH);
  const gone = await db.delete(btmJobs).where(inArray(btmJobs.id, old)).returning({ id: btmJobs.id });
  return gone.length;
}

/**
 * Who runs a job that has just become due (posted, or found unattended by a GET): the Node
 * server's loop, or on Vercel the function that took the request. Nobody by default (the tests drive jobs themselves).
 */
let whenDue: (() => void) | undefined;
export function onBtmJobDue(listener: (() => void) | undefined): void {
  whenDue = listener;
}
export function btmJobIsDue(): void {
  whenDue?.();
}

/** How often the Node server looks for a due job (one indexed query), and prunes old ones. */
export const BTM_JOB_LOOP_INTERVAL_MS = 2_000;
const PRUNE_INTERVAL_MS = 15 * 60_000;

/** The job runner's loop (src/server/workLoop.ts): `wake()` looks for a job now; `stop()` gives a running job back to the queue. */
export type BtmJobLoop = WorkLoop;

/**
 * The Node server's job runner: one job at a time per process (so a process with two solver
 * threads or more keeps one for the synchronous endpoint), looking every BTM_JOB_LOOP_INTERVAL_MS
 * and at once when woken, pruning every PRUNE_INTERVAL_MS. A run that fails (the database is away)
 * is logged and the next one tries again.
 */
export function startBtmJobLoop(options: {
  database(): Promise<DatabaseHandle>;
  timeLimitSeconds: number;
  log: Logger;
  intervalMs?: number;
}): BtmJobLoop {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return startWorkLoop({
    intervalMs: options.intervalMs ?? BTM_JOB_LOOP_INTERVAL_MS,
    onError: (error) => options.log.warn({ err: error }, 'optimizer job run failed; the next one tries again'),
    async run(signal) {
      const { db } = await options.database();
      if (Date.now() - lastPrune >= PRUNE_INTERVAL_MS) {
        lastPrune = Date.now();
        const pruned = await pruneBtmJobs(db);
        if (pruned > 0) options.log.info({ pruned }, 'optimizer jobs pruned');
      }
      if (signal.aborted) return false;
      const outcome = await runNextBtmJob(db, { timeLimitSeconds: options.timeLimitSeconds, log: options.log, signal });
      // Another may be waiting: look again at once, unless it could not start (every thread busy).
      return outcome !== undefined && outcome !== 'released';
    },
  });
}
