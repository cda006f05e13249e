import { answerBtm, type BtmAnswer } from '../../domain/btm/answer.ts';
import { highsLoader } from '../../domain/btm/highsLoader.ts';
import { BtmSolveError } from '../../domain/btm/optimize.ts';
import type { BtmRequest } from '../../domain/schemas/calculators/btm.ts';
import { ApiError } from '../errors.ts';

/** Within Vercel's 15 s function limit, with room to answer: a solve that cannot finish by then says so. */
export const BTM_TIME_LIMIT_SECONDS = 12;

/** HiGHS, loaded once per process. */
const loadSolver = highsLoader();

/**
 * `answerBtm` on the server: with this process's solver, within a time limit (BTM_TIME_LIMIT_SECONDS
 * unless a test asks for less), and a solve that runs out of time or has no solution answered as a
 * 422. The months are solved one after another with a turn of the event loop between them, so a
 * Node server keeps answering other requests during a solve; a sizing solve (one LP for the year)
 * holds the thread for its length.
 */
export async function answerBtmWithinTimeLimit(request: BtmRequest, timeLimitSeconds = BTM_TIME_LIMIT_SECONDS): Promise<BtmAnswer> {
  const solver = await loadSolver();
  try {
    return await answerBtm(solver, request, {
      timeLimitSeconds,
      pause: () => new Promise((resolve) => setImmediate(resolve)),
    });
  } catch (error) {
    if (error instanceof BtmSolveError && error.reason === 'time-limit') {
      throw new ApiError(
        422,
        `The optimization did not finish within ${timeLimitSeconds} seconds: try hourly intervals, or a fixed battery size instead of sizing it.`,
      );
    }
    if (error instanceof BtmSolveError && error.reason === 'infeasible') throw new ApiError(422, error.message);
    throw error;
  }
}
