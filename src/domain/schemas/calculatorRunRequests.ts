/** The saved-runs API's save and list requests: for the server (they carry every calculator's schema). */
import * as z from 'zod/mini';
import { CALCULATOR_TYPES, type CalculatorType } from '../constants.ts';
import { MAX_SAVED_RUNS } from './calculatorRuns.ts';
import { uuid, wholeNumber } from './fields.ts';
import { known } from './calculators/knownFields.ts';
import { bessRequestSchema } from './calculators/bess.ts';
import { btmRequestSchema, type BtmRequest } from './calculators/btm.ts';
import { interconnectionRequestSchema } from './calculators/interconnection.ts';
import { landLeaseRequestSchema } from './calculators/landLease.ts';
import { ppaSiteRequestSchema } from './calculators/ppaSite.ts';
import { solarSiteRequestSchema } from './calculators/solarSite.ts';

/** kW to the watt, as the optimizer's answer gives its dispatch: a meter's interval data carries no finer figure. */
const toTheWatt = (series: readonly number[]) => series.map((kW) => Math.round(kW * 1000) / 1000 || 0);

/** The most JSON a saved run's tariff may take: a URDB rate is about 10 KB; the rest of a 4 MB body could be anything. */
export const MAX_SAVED_TARIFF_CHARS = 64 * 1024;
export const SAVED_TARIFF_TOO_LARGE_MESSAGE = `A saved run keeps a tariff of at most ${MAX_SAVED_TARIFF_CHARS / 1024} KB of JSON: send the rate's own fields (a URDB rate is about 10 KB)`;

/**
 * A behind-the-meter run keeps its whole load (and PV), each interval to the watt: a stored number
 * then takes at most 12 characters whatever precision the client sent, so with its tariff a run's
 * inputs stay under about 1 MB (2 × 35,040 intervals; decision 040). The outputs are computed from
 * these stored figures.
 */
const savedBtmRequestSchema = z.pipe(
  btmRequestSchema.check(
    z.superRefine((request, ctx) => {
      if (JSON.stringify(request.tariff).length > MAX_SAVED_TARIFF_CHARS)
        ctx.addIssue({ code: 'custom', path: ['tariff'], message: SAVED_TARIFF_TOO_LARGE_MESSAGE });
    }),
  ),
  z.transform((request): BtmRequest => ({
    ...request,
    loadKW: toTheWatt(request.loadKW),
    ...(request.pvKW ? { pvKW: toTheWatt(request.pvKW) } : {}),
  })),
);

/** Each calculator's own request schema, by saved-run type: a saved run's inputs are what that calculator accepts. */
export const CALCULATOR_REQUEST_SCHEMAS = {
  ppa_epc: ppaSiteRequestSchema,
  land_lease: landLeaseRequestSchema,
  bess_value: bessRequestSchema,
  interconnection: interconnectionRequestSchema,
  solar: solarSiteRequestSchema,
  btm: savedBtmRequestSchema,
} as const satisfies Record<CalculatorType, z.ZodMiniType>;

function savedRunOf<T extends CalculatorType, O extends object>(type: T, request: z.ZodMiniType<O>) {
  return known.object({
    type: z.literal(type),
    // The record check only says "Inputs must be an object" first; the calculator's schema then reads it.
    inputs: z.pipe(
      z.record(z.string(), z.unknown(), { error: 'Inputs must be an object' }),
      request as z.ZodMiniType<O, Record<string, unknown>>,
    ),
    // A client may send the outputs too; the server ignores them and computes its own.
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
    savedRunOf('btm', CALCULATOR_REQUEST_SCHEMAS.btm),
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
