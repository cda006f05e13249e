import * as z from 'zod/mini';
import { boundedNumber, type Bounds } from './numbers.ts';

/**
 * A battery's cost side beyond its installed cost, as the BESS estimator and the behind-the-meter
 * optimizer both take it (in API units): one table, so the two cannot drift apart. Every field is
 * optional; the engine's defaults (BESS_ECONOMICS_DEFAULTS, src/domain/finance/bess.ts) fill what
 * is left out.
 */
export const BATTERY_ECONOMICS_BOUNDS = {
  itcPercent: [0, 50],
  omPerKWYear: [0, 100],
  /** Capacity fade, fraction a year. */
  degradationPercent: [0, 0.1],
  /** Whole years. */
  analysisYears: [5, 30],
  /** Fraction a year. */
  discountRate: [0, 0.3],
} as const satisfies Bounds;

type BatteryEconomicsBounds = { [K in keyof typeof BATTERY_ECONOMICS_BOUNDS]: readonly [number, number] };

/** The cost side's optional fields within `bounds` (a form passes them scaled to the units it shows). */
export function batteryEconomicsShape(bounds: BatteryEconomicsBounds) {
  return {
    itcPercent: z.optional(boundedNumber(...bounds.itcPercent)),
    omPerKWYear: z.optional(boundedNumber(...bounds.omPerKWYear)),
    degradationPercent: z.optional(boundedNumber(...bounds.degradationPercent)),
    analysisYears: z.optional(boundedNumber(...bounds.analysisYears, { integer: true })),
    discountRate: z.optional(boundedNumber(...bounds.discountRate)),
  };
}
