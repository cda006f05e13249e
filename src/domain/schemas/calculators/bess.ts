import * as z from 'zod/mini';
import { describeInput } from '../fields.ts';
import type { Flat, SearchForm } from './fromSearch.ts';
import { boundedNumber, fractionOf, toPercentBounds, type Bounds } from './numbers.ts';

/** SPEC §5 BESS bounds (API units: round-trip efficiency as a fraction). */
export const BESS_BOUNDS = {
  batteryCapacityKW: [100, 100000],
  batteryCapacityKWh: [100, 500000],
  demandChargeRate: [5, 100],
  peak: [0.05, 1],
  offPeak: [0.01, 0.5],
  roundTripEfficiency: [0.8, 0.95],
  cyclesPerMonth: [10, 31],
} as const satisfies Bounds;

export const BESS_DEFAULTS = {
  batteryCapacityKW: 5000,
  batteryCapacityKWh: 20000,
  demandChargeRate: 15,
  touRates: { peak: 0.25, offPeak: 0.08 },
  roundTripEfficiency: 0.9,
  cyclesPerMonth: 22,
  includeResilience: false,
} as const;

function bessSchemaFor(bounds: { [K in keyof typeof BESS_BOUNDS]: readonly [number, number] }) {
  return z.object({
    batteryCapacityKW: boundedNumber(...bounds.batteryCapacityKW),
    batteryCapacityKWh: boundedNumber(...bounds.batteryCapacityKWh),
    demandChargeRate: boundedNumber(...bounds.demandChargeRate),
    touRates: z.object(
      { peak: boundedNumber(...bounds.peak), offPeak: boundedNumber(...bounds.offPeak) },
      { error: (issue) => (issue.input === undefined ? 'Required' : `Expected object, received ${describeInput(issue.input)}`) },
    ),
    roundTripEfficiency: boundedNumber(...bounds.roundTripEfficiency),
    cyclesPerMonth: boundedNumber(...bounds.cyclesPerMonth),
    includeResilience: z._default(z.boolean({ error: (issue) => `Expected boolean, received ${describeInput(issue.input)}` }), false),
  });
}

export const bessRequestSchema = bessSchemaFor(BESS_BOUNDS);

/** The BESS page's form shows round-trip efficiency in percent (80–95). */
export const BESS_FORM_BOUNDS = toPercentBounds(BESS_BOUNDS, ['roundTripEfficiency']);
export const bessFormSchema = bessSchemaFor(BESS_FORM_BOUNDS);

export function bessRequestFromForm<T extends { roundTripEfficiency: number }>(form: T): T {
  return { ...form, roundTripEfficiency: fractionOf(form.roundTripEfficiency) };
}

export type BessRequest = z.output<typeof bessRequestSchema>;

const BESS_FIELDS = {
  batteryCapacityKW: 'number',
  batteryCapacityKWh: 'number',
  demandChargeRate: 'number',
  peak: 'number',
  offPeak: 'number',
  roundTripEfficiency: 'number',
  cyclesPerMonth: 'number',
  includeResilience: 'boolean',
} as const;

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

