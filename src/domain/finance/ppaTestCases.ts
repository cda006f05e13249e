import fc from 'fast-check';
import { PPA_BOUNDS, PPA_DEFAULTS } from '../schemas/calculators/ppa.ts';
import { solvePpa, type PpaInputs, type ViablePpaResult } from './ppa.ts';
import type { SpecificYield } from './solarResource.ts';

/**
 * What the PPA engine's tests (ppa.test.ts, singleOwner.test.ts) share: the case they start from, a
 * solve that must be viable, and the inputs their properties range over.
 */

/** The full page's defaults (5 MW at $1.20/W, 6.5 % WACC, 30 % ITC), pre-tax, solving for the PPA price at 1,450 kWh/kWdc. */
export const PRE_TAX_CASE: PpaInputs = {
  ...PPA_DEFAULTS,
  solveFor: 'ppa',
  specificYieldKWhPerKW: 1450,
};

/** A solve the case expects to be viable, narrowed to its figures (a non-viable one fails the test with its reason). */
export function solved(inputs: PpaInputs, resource?: SpecificYield): ViablePpaResult {
  const result = solvePpa(inputs, resource);
  if (!result.viable) throw new Error(`Not viable: ${result.reason}`);
  return result;
}

/** Any number within [min, max]. */
export const within = ([min, max]: readonly [number, number]) => fc.double({ min, max, noNaN: true });

/** The core inputs anywhere within the API's bounds, but degradation: up to `maxDegradation` (a fraction a year). */
export function coreInputsWithinBounds(maxDegradation: number) {
  return {
    systemSizeMW: within(PPA_BOUNDS.systemSizeMW),
    epcPricePerW: within(PPA_BOUNDS.epcPricePerW),
    wacc: within(PPA_BOUNDS.wacc),
    itcPercent: within(PPA_BOUNDS.itcPercent),
    omCostPerKWYear: within(PPA_BOUNDS.omCostPerKWYear),
    degradationPercent: within([0, maxDegradation]),
    termYears: fc.integer({ min: 5, max: 35 }),
    escalationPercent: within(PPA_BOUNDS.escalationPercent),
    specificYieldKWhPerKW: within(PPA_BOUNDS.specificYieldKWhPerKW),
  };
}
