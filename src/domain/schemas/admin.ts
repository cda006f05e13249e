import * as z from 'zod/mini';
import { CALCULATOR_TYPES, LEAD_STATUSES, PRODUCT_CATEGORIES } from '../constants.ts';
import { rowId } from './fields.ts';

/** PATCH /api/leads/{id}/status: an admin may set any status (SPEC §4). */
export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of: ${LEAD_STATUSES.join(', ')}` }),
});

/** GET /api/products?category=… (omitted for all). */
export const productQuerySchema = z.object({
  category: z.optional(z.enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` })),
});

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

/** A row id in a path, e.g. /api/rfqs/{id}: digits only, within PostgreSQL's integer range. */
export const idParamSchema = z.object({
  id: z.pipe(z.string().check(z.regex(/^\d{1,10}$/, 'Not a valid id')), z.pipe(z.transform(Number), rowId('Not a valid id'))),
});
