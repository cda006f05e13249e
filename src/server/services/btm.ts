import { availableParallelism, setPriority } from 'node:os';
import { isMainThread, workerData } from 'node:worker_threads';
import { answerBtm, type BtmAnswer } from '../../domain/btm/answer.ts';
import { highsLoader } from '../../domain/btm/highsLoader.ts';
import { BtmSolveError } from '../../domain/btm/optimize.ts';
import type { BtmRequest } from '../../domain/schemas/calculators/btm.ts';
import { getEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { PoolDeadlineError, PoolFullError, PoolUnavailableError, serveTasks, WorkerPool } from '../workerPool.ts';

/** An answer within 15 s of asking (the Vercel function's limit before jobs): a solve that cannot finish by then says so, and can be posted as a job (btmJobs.ts). */
export const BTM_TIME_LIMIT_SECONDS = 12;

/** A full pool's answer (503): a thread frees within one time limit, so that is how long to wait. */
export const BTM_BUSY_MESSAGE = 'The optimizer is busy with other requests. Please try again in a few seconds.';
export const BTM_BUSY_RETRY_AFTER_SECONDS = BTM_TIME_LIMIT_SECONDS;

/** HiGHS stops itself at its time limit; a solve still running a second later has its worker terminated. */
const OVERRUN_GRACE_MS = 1000;
/** The solver threads' nice value on Linux (0 is the server's, 19 the lowest priority). */
const SOLVER_THREAD_NICE = 10;
/** What a worker is given to know it is this module's solver (workerData). */
const WORKER_ROLE = 'voltfield-btm-solver';

/** HiGHS, loaded once per thread that solves. */
const loadSolver = highsLoader();

/** A solve's outcome as it crosses threads: the answer, or the BtmSolveError's reason and message. */
type Outcome = { answer: BtmAnswer } | { failed: { reason: BtmSolveError['reason']; message: string } };

/** One solve on this thread, telling `onProgress` the share of its parts solved. Any other error (this code's bug) is thrown as it is. */
async function solveHere(request: BtmRequest, timeLimitSeconds: number, onProgress?: (fraction: number) => void): Promise<Outcome> {
  const solver = await loadSolver();
  try {
    return {
      answer: await answerBtm(solver, request, {
        timeLimitSeconds,
        pause: () => new Promise((resolve) => setImmediate(resolve)),
        onProgress: onProgress && ((done, of) => onProgress(done / of)),
      }),
    };
  } catch (error) {
    if (!(error instanceof BtmSolveError)) throw error;
    return { failed: { reason: error.reason, message: error.message } };
  }
}

let pool: WorkerPool<BtmRequest, Outcome> | undefined;
let warnedInProcess = false;

/**
 * This process's solver threads (decision 089), started with the first solve: BTM_SOLVER_THREADS
 * of them (one less than the cores, at least one) and BTM_SOLVER_QUEUE solves waiting (as many).
 * Each worker runs this very module (so wherever the server's code is, built or not, the worker's
 * is beside it), which answers solves when it sees it is one.
 */
export function btmSolverPool(): WorkerPool<BtmRequest, Outcome> {
  if (pool) return pool;
  const env = getEnv();
  const size = env.BTM_SOLVER_THREADS ?? Math.max(1, availableParallelism() - 1);
  pool = new WorkerPool({
    url: new URL(import.meta.url),
    workerData: WORKER_ROLE,
    size,
    queue: env.BTM_SOLVER_QUEUE ?? size,
    graceMs: OVERRUN_GRACE_MS,
  });
  return pool;
}

/** On shutdown, after the requests in flight: the solver threads end (a later solve would start new ones). */
export async function closeBtmSolverPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

/**
 * `answerBtm` on the server, on one of the solver threads: within a time limit (BTM_TIME_LIMIT_SECONDS
 * unless a test asks for less) counted from the request's arrival (`arrivedAt`, performance.now()),
 * so time spent waiting for a thread is part of it. Every solve that gives no answer (out of time,
 * infeasible, any other solver status or a native refusal, an answer failing its checks, a bill too
 * large to hold) is answered as a 422 saying why; a full pool as a 503 with Retry-After. Where the
 * workers cannot start (their module failed to load), the solve runs on this thread, as it did
 * before the pool, holding the event loop for its length. `onProgress` hears the share of the
 * solve's parts (months, or the one year when sizing) done so far (a job reports it).
 */
export async function answerBtmWithinTimeLimit(
  request: BtmRequest,
  timeLimitSeconds = BTM_TIME_LIMIT_SECONDS,
  arrivedAt = performance.now(),
  onProgress?: (fraction: number) => void,
): Promise<BtmAnswer> {
  const deadline = arrivedAt + timeLimitSeconds * 1000;
  let outcome: Outcome;
  try {
    outcome = await btmSolverPool().run(request, deadline, onProgress);
  } catch (error) {
    if (error instanceof PoolFullError) {
      throw new ApiError(503, BTM_BUSY_MESSAGE, { headers: { 'Retry-After': String(BTM_BUSY_RETRY_AFTER_SECONDS) } });
    } else if (error instanceof PoolDeadlineError) {
      outcome = { failed: { reason: 'time-limit', message: error.message } };
    } else if (error instanceof PoolUnavailableError) {
      if (!warnedInProcess) process.emitWarning(`The optimizer solves on the main thread: its workers cannot start (${error.message})`);
      warnedInProcess = true;
      outcome = await solveHere(request, (deadline - performance.now()) / 1000, onProgress);
    } else throw error;
  }
  if ('answer' in outcome) return outcome.answer;
  if (outcome.failed.reason === 'time-limit') {
    throw new ApiError(
      422,
      `The optimization did not finish within ${timeLimitSeconds} seconds: try hourly intervals, or a fixed battery size instead of sizing it.`,
    );
  }
  throw new ApiError(422, outcome.failed.message);
}

// As a solver thread: answer the pool's solves with the time each has left. On Linux a thread has a
// nice value of its own: the solver's is lowered, so where solves outnumber the cores the thread
// that answers requests still gets the CPU first. (Elsewhere it would lower the whole process's.)
if (!isMainThread && workerData === WORKER_ROLE) {
  try {
    if (process.platform === 'linux') setPriority(SOLVER_THREAD_NICE);
  } catch {
    // Not allowed here: the solves run at the server's priority.
  }
  serveTasks<BtmRequest, Outcome>((request, remainingMs, progress) => solveHere(request, remainingMs / 1000, progress));
}
