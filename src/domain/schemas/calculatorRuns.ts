/**
 * What the saved-runs pages share with the API: the limits and the rename request. The API's
 * other requests (save, list) are in ./calculatorRunRequests.ts, for the server alone: the save
 * request carries every calculator's request schema, which a page that lists runs must not ship.
 */
import * as z from 'zod/mini';
import { MAX_SAVED_BTM_RUNS, MAX_SAVED_RUNS } from '../calculatorRuns.ts';

export { MAX_SAVED_BTM_RUNS, MAX_SAVED_RUNS };
export const SAVED_RUNS_FULL_MESSAGE = `You have ${MAX_SAVED_RUNS} saved calculations, the most an account keeps: delete some to save more.`;
export const SAVED_BTM_RUNS_FULL_MESSAGE = `You have ${MAX_SAVED_BTM_RUNS} saved behind-the-meter runs, the most an account keeps (each keeps a year of load): delete some to save more.`;
/** The longest name a saved run may have: a line in a list, not a note. */
export const RUN_NAME_MAX = 80;
const NAME_TYPE_MESSAGE = 'Name must be text, or null to clear it';

/**
 * PATCH /api/calculators/runs/{id}: names a saved run, trimmed, one line of at most RUN_NAME_MAX
 * characters; null or blank clears the name.
 */
export const renameCalculatorRunSchema = z.object({
  name: z.pipe(
    z.nullable(
      z.string({ error: NAME_TYPE_MESSAGE }).check(
        z.trim(),
        z.maxLength(RUN_NAME_MAX, `Name must be at most ${RUN_NAME_MAX} characters`),
        z.refine((name) => !/[\r\n]/.test(name), 'Name must be one line'),
      ),
    ),
    z.transform((name) => name || null),
  ),
});
export type RenameCalculatorRun = z.output<typeof renameCalculatorRunSchema>;
