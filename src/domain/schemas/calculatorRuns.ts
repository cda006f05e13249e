import * as z from 'zod/mini';
import { CALCULATOR_TYPES } from '../constants.ts';

/** POST /api/calculators/run: what a signed-in user's calculation saves. */
export const saveCalculatorRunSchema = z.object({
  type: z.enum(CALCULATOR_TYPES, { error: `Type must be one of: ${CALCULATOR_TYPES.join(', ')}` }),
  inputs: z.record(z.string(), z.unknown(), { error: 'Inputs must be an object' }),
  outputs: z.record(z.string(), z.unknown(), { error: 'Outputs must be an object' }),
});

/** GET /api/calculators/runs?userId=… */
export const calculatorRunsQuerySchema = z.object({
  userId: z.optional(z.uuid('userId must be a user id')),
});
