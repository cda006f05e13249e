/** The saved-runs API's save and list requests: for the server (they carry every calculator's schema). */
import * as z from 'zod/mini';
import { CALCULATOR_TYPES, type CalculatorType } from '../constants.ts';
import { MAX_SAVED_RUNS } from './calculatorRuns.ts';
import { uuid, wholeNumber } from './fields.ts';
import { bessRequestSchema } from './calculators/bess.ts';
import { interconnectionRequestSchema } from './calculators/interconnection.ts';
import { landLeaseRequestSchema } from './calculators/landLease.ts';
import { ppaRequestSchema } from './calculators/ppaFull.ts';
import { solarSiteRequestSchema } from './calculators/solarSite.ts';

/** Each calculator's own request schema, by saved-run type: a saved run's inputs are what that calculator accepts. */
export const CALCULATOR_REQUEST_SCHEMAS = {
  ppa_epc: ppaRequestSchema,
  land_lease: landLeaseRequestSchema,
  bess_value: bessRequestSchema,
  interconnection: interconnectionRequestSchema,
  solar: solarSiteRequestSchema,
} as const satisfies Record<CalculatorType, z.ZodMiniType>;

function savedRunOf<T extends CalculatorType, O extends object>(type: T, request: z.ZodMiniType<O>) {
  return z.object({
    type: z.literal(type),
    // The record check only says "Inputs must be an object" first; the calculator's schema then reads it.
    inputs: z.pipe(
      z.record(z.string(), z.unknown(), { error: 'Inputs must be an object' }),
      request as z.ZodMiniType<O, Record<string, unknown>>,
    ),
    // The spec's call sends the outputs too; the server ignores them and computes its own.
    outputs: z.optional(z.unknown()),
  });
}

/**
 * POST /api/calculators/run: what a signed-in user's calculation saves. The inputs are validated
 * by their calculator's own schema (the issues name `inputs.<field>`), and the outputs are
 * recomputed from them on the server: a saved run holds only what the calculator would answer.
 */
export const saveCalculatorRunSchema = z.discriminatedUnion(
  'type',
  [
    savedRunOf('ppa_epc', CALCULATOR_REQUEST_SCHEMAS.ppa_epc),
    savedRunOf('land_lease', CALCULATOR_REQUEST_SCHEMAS.land_lease),
    savedRunOf('bess_value', CALCULATOR_REQUEST_SCHEMAS.bess_value),
    savedRunOf('interconnection', CALCULATOR_REQUEST_SCHEMAS.interconnection),
    savedRunOf('solar', CALCULATOR_REQUEST_SCHEMAS.solar),
  ],
  { error: `Type must be one of: ${CALCULATOR_TYPES.join(', ')}` },
);
export type SaveCalculatorRun = z.output<typeof saveCalculatorRunSchema>;

/** A page of the list (the dashboard's compare reads the newest page). */
export const CALCULATOR_RUNS_PAGE_SIZE = 50;
export const MAX_CALCULATOR_RUNS_PAGE_SIZE = 100;
/** Enough pages for every saved run one at a time. */
const MAX_PAGE = MAX_SAVED_RUNS;

/** GET /api/calculators/runs?userId=…&type=…&page=…&pageSize=…: newest first, a page at a time, with X-Total-Count. */
export const calculatorRunsQuerySchema = z.pipe(
  z.object({
    userId: z.optional(uuid('userId must be a user id')),
    type: z.optional(z.enum(CALCULATOR_TYPES, { error: `Type must be one of: ${CALCULATOR_TYPES.join(', ')}` })),
    page: z.optional(wholeNumber(`Page must be a whole number from 1 to ${MAX_PAGE}`, 1, MAX_PAGE)),
    pageSize: z.optional(
      wholeNumber(`Page size must be a whole number from 1 to ${MAX_CALCULATOR_RUNS_PAGE_SIZE}`, 1, MAX_CALCULATOR_RUNS_PAGE_SIZE),
    ),
  }),
  z.transform(({ page = 1, pageSize = CALCULATOR_RUNS_PAGE_SIZE, ...query }) => ({ ...query, page, pageSize })),
);
export type CalculatorRunsQuery = z.output<typeof calculatorRunsQuerySchema>;
