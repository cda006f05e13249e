import * as z from 'zod/mini';
import { BESS_ECONOMICS_DEFAULTS, DEFAULT_DISCHARGE_WINDOW_HOURS } from '../../finance/bess.ts';
import { describeInput } from '../fields.ts';
import { BATTERY_ECONOMICS_BOUNDS, batteryEconomicsShape } from './batteryEconomics.ts';
import { formText, type CalculatorForm } from './form.ts';
import type { Flat, SearchForm } from './fromSearch.ts';
import { known } from './knownFields.ts';
import { boundedNumber, fieldsOf, fractionOf, numberKinds, numbersOf, toPercentBounds, type Bounds } from './numbers.ts';

/** The bounds of the BESS estimator's required inputs, in API units (round-trip efficiency as a fraction). */
export const BESS_BOUNDS = {
  batteryCapacityKW: [100, 100000],
  batteryCapacityKWh: [100, 500000],
  demandChargeRate: [5, 100],
  peak: [0.05, 1],
  offPeak: [0.01, 0.5],
  roundTripEfficiency: [0.8, 0.95],
  cyclesPerMonth: [10, 31],
} as const satisfies Bounds;

/**
 * The optional inputs, in API units; each has a default in the engine (src/domain/finance/bess.ts).
 * Kept apart from BESS_BOUNDS, the required ones.
 */
export const BESS_OPTIONAL_BOUNDS = {
  /** Hours of full-power discharge per arbitrage cycle (default 4). */
  dischargeWindowHours: [1, 12],
  /** The cost side: installed $/kWh (its presence asks for the economics), then the rest, as the behind-the-meter optimizer takes it. */
  capexPerKWh: [50, 3000],
  ...BATTERY_ECONOMICS_BOUNDS,
} as const satisfies Bounds;

/** The optional fields the forms show in percent (the API takes fractions). */
export const BESS_PERCENT_FIELDS = ['roundTripEfficiency', 'degradationPercent', 'discountRate'] as const;

export const BESS_DEFAULTS = {
  batteryCapacityKW: 5000,
  batteryCapacityKWh: 20000,
  demandChargeRate: 15,
  touRates: { peak: 0.25, offPeak: 0.08 },
  roundTripEfficiency: 0.9,
  cyclesPerMonth: 22,
  includeResilience: false,
} as const;

/** Every field's bounds, the TOU rates flat: the request's, in API units. */
const BESS_REQUEST_BOUNDS = { ...BESS_BOUNDS, ...BESS_OPTIONAL_BOUNDS };

type BessBounds = { [K in keyof typeof BESS_BOUNDS | keyof typeof BESS_OPTIONAL_BOUNDS]: readonly [number, number] };

function bessSchemaFor(bounds: BessBounds) {
  return known.object({
    batteryCapacityKW: boundedNumber(...bounds.batteryCapacityKW),
    batteryCapacityKWh: boundedNumber(...bounds.batteryCapacityKWh),
    demandChargeRate: boundedNumber(...bounds.demandChargeRate),
    touRates: known.object(
      { peak: boundedNumber(...bounds.peak), offPeak: boundedNumber(...bounds.offPeak) },
      { error: (issue) => (issue.input === undefined ? 'Required' : `Expected object, received ${describeInput(issue.input)}`) },
    ),
    roundTripEfficiency: boundedNumber(...bounds.roundTripEfficiency),
    cyclesPerMonth: boundedNumber(...bounds.cyclesPerMonth),
    includeResilience: z._default(z.boolean({ error: (issue) => `Expected boolean, received ${describeInput(issue.input)}` }), false),
    dischargeWindowHours: z.optional(boundedNumber(...bounds.dischargeWindowHours)),
    // Ignored unless capexPerKWh is given; the engine's defaults fill what is left out.
    capexPerKWh: z.optional(boundedNumber(...bounds.capexPerKWh)),
    ...batteryEconomicsShape(bounds),
  });
}

export const bessRequestSchema = /* @__PURE__ */ bessSchemaFor(BESS_REQUEST_BOUNDS);

/** The BESS page's form shows round-trip efficiency (80–95), capacity fade and the discount rate in percent. */
export const BESS_FORM_BOUNDS = /* @__PURE__ */ toPercentBounds(BESS_REQUEST_BOUNDS, BESS_PERCENT_FIELDS);
export const bessFormSchema = /* @__PURE__ */ bessSchemaFor(BESS_FORM_BOUNDS);

/** A validated form (percent) as the API request (fractions); absent optional fields stay absent. */
export function bessRequestFromForm<T extends { roundTripEfficiency: number; degradationPercent?: number; discountRate?: number }>(
  form: T,
): T {
  const request: Record<string, unknown> = { ...form };
  for (const field of BESS_PERCENT_FIELDS) if (typeof request[field] === 'number') request[field] = fractionOf(request[field]);
  return request as T;
}

export type BessRequest = z.output<typeof bessRequestSchema>;

const BESS_FIELDS = { ...numberKinds(BESS_REQUEST_BOUNDS), includeResilience: 'boolean' } as const;

/** The BESS estimator's inputs from its URL (read with fromSearch) (round-trip efficiency as a fraction; the TOU rates flat). */
export const BESS_SEARCH_FORM: SearchForm<keyof typeof BESS_FIELDS> = {
  fields: BESS_FIELDS,
  schema: bessRequestSchema,
  request: ({ peak, offPeak, ...values }) => ({
    ...BESS_DEFAULTS,
    ...values,
    touRates: { peak: peak ?? BESS_DEFAULTS.touRates.peak, offPeak: offPeak ?? BESS_DEFAULTS.touRates.offPeak },
  }),
  flat: (request) => {
    const { touRates, ...rest } = request as Flat & { touRates: { peak: number; offPeak: number } };
    return { ...rest, ...touRates };
  },
};

/** The inputs that mean something only with an installed cost (sent only with one). */
export const BESS_COST_FIELDS = ['capexPerKWh', 'itcPercent', 'omPerKWYear', 'discountRate'] as const;

/**
 * The BESS page's form: round-trip efficiency, capacity fade and the discount rate in percent; the
 * TOU rates flat. The discharge window, fade and analysis period shape the projection with or
 * without costs, so they are always sent; the cost inputs only with an installed cost (blank
 * ones take the engine's defaults).
 */
export const BESS_FORM: CalculatorForm<typeof bessFormSchema, BessRequest> = {
  schema: bessFormSchema,
  initial: formText(
    {
      ...BESS_SEARCH_FORM.flat(BESS_DEFAULTS),
      dischargeWindowHours: DEFAULT_DISCHARGE_WINDOW_HOURS,
      degradationPercent: BESS_ECONOMICS_DEFAULTS.degradationPercent,
      analysisYears: BESS_ECONOMICS_DEFAULTS.analysisYears,
      capexPerKWh: '',
      itcPercent: BESS_ECONOMICS_DEFAULTS.itcPercent,
      omPerKWYear: BESS_ECONOMICS_DEFAULTS.omPerKWYear,
      discountRate: BESS_ECONOMICS_DEFAULTS.discountRate,
    },
    BESS_PERCENT_FIELDS,
  ),
  input(state) {
    const { peak, offPeak, capexPerKWh, itcPercent, omPerKWYear, discountRate, ...always } = numbersOf(state, fieldsOf(BESS_FORM_BOUNDS));
    return {
      ...always,
      touRates: { peak, offPeak },
      includeResilience: state.includeResilience === true,
      ...(capexPerKWh === undefined ? {} : { capexPerKWh, itcPercent, omPerKWYear, discountRate }),
    };
  },
  request: (form) => bessRequestFromForm(form),
  search: BESS_SEARCH_FORM,
  fill: (inputs) => formText(inputs, BESS_PERCENT_FIELDS),
};
