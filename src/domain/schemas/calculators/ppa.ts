import type { Bounds } from './numbers.ts';

/**
 * The PPA/EPC solver's request: the full page's bounds and defaults here; what every PPA form
 * shares in ppaCore.ts (re-exported); the full request in ppaFull.ts, the home page's card in
 * ppaCard.ts. Each page ships only its own.
 */
/** The full page's bounds, in API units: wacc, degradation and escalation as fractions. */
export const PPA_BOUNDS = {
  systemSizeMW: [0.1, 1000],
  epcPricePerW: [0.5, 10],
  wacc: [0.01, 0.3],
  itcPercent: [0, 50],
  omCostPerKWYear: [0, 100],
  degradationPercent: [0, 1],
  termYears: [5, 35],
  escalationPercent: [0, 0.1],
  targetPPA: [0.01, 1],
  specificYieldKWhPerKW: [800, 2400],
} as const satisfies Bounds;

/** The full page's defaults; the card sends only its five inputs and the API fills the rest. */
export const PPA_DEFAULTS = {
  systemSizeMW: 5,
  epcPricePerW: 1.2,
  wacc: 0.065,
  itcPercent: 30,
  omCostPerKWYear: 25,
  degradationPercent: 0.005,
  termYears: 25,
  escalationPercent: 0.025,
  targetPPA: 0.08,
} as const;

export type PpaBounds = { [K in keyof typeof PPA_BOUNDS]: readonly [number, number] };

export * from './ppaCore.ts';
