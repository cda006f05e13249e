import type { Highs } from 'highs';
import { answerBtm, type BtmAnswer } from '../../domain/btm/answer.ts';
import { BtmSolveError } from '../../domain/btm/optimize.ts';
import type { BtmRequest } from '../../domain/schemas/calculators/btm.ts';
import { ApiError } from '../errors.ts';

/** Within Vercel's 15 s function limit, with room to answer: a solve that cannot finish by then says so. */
export const BTM_TIME_LIMIT_SECONDS = 12;

/** HiGHS (WebAssembly) is loaded once per process, when the first solve needs it. */
let highs: Promise<Highs> | undefined;
function loadSolver(): Promise<Highs> {
  highs ??= import('highs').then((module) => module.default());
  highs.catch(() => (highs = undefined));
  return highs;
}

/**
 * The behind-the-meter optimizer's answer. The months are solved one after another with a turn of
 * the event loop between them, so a Node server keeps answering other requests during a solve; a
 * sizing solve (one LP for the year) holds the thread for its length, within the time limit
 * (BTM_TIME_LIMIT_SECONDS unless a test asks for less).
 */
export async function btmAnswer(request: BtmRequest, timeLimitSeconds = BTM_TIME_LIMIT_SECONDS): Promise<BtmAnswer> {
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
        `The optimisation did not finish within ${timeLimitSeconds} seconds: try hourly intervals, or a fixed battery size instead of sizing it.`,
      );
    }
    if (error instanceof BtmSolveError && error.reason === 'infeasible') throw new ApiError(422, error.message);
    throw error;
  }
}
