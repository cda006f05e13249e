/**
 * Typical first-year specific yield of utility-scale PV on single-axis trackers, in kWh per kWdc
 * per year, by state (docs/calculators.md, "Solar resource").
 *
 * Method: NREL's state capacity factors for utility-scale PV (Lopez et al. 2012, "U.S. Renewable
 * Energy Technical Potentials", NREL/TP-6A20-51946) × 8,760 h, scaled by 0.867 — the ratio at
 * which EIA's measured AC capacity factors for 2014–2017 (Arizona 29.1 %, California 28.4 %,
 * U.S. 25 %) match them once divided by a typical inverter loading ratio of 1.3 — rounded to 10.
 * The national default, 1,650, sits between LBNL's 2019 energy-density benchmark for tracking
 * plants (394 MWh/yr per acre ÷ 0.24 MWdc per acre ≈ 1,640) and EIA's 25 % AC (≈ 1,685).
 * Indicative values for screening: a real site needs a PVWatts or PVsyst run.
 */
export const SPECIFIC_YIELD_BY_STATE: Readonly<Record<string, number>> = {
  AL: 1520,
  AZ: 1980,
  CA: 1900,
  FL: 1600,
  GA: 1520,
  NC: 1600,
  NV: 1980,
  NY: 1370,
  TX: 1670,
  VA: 1520,
};

export const NATIONAL_SPECIFIC_YIELD = 1650;

export interface SpecificYield {
  kWhPerKW: number;
  /** Where the figure came from: the caller's own, the state table, or the national default. */
  source: 'input' | 'state' | 'national';
  state?: string;
}

/** The yield to use: an explicit one, else the state's, else the national default. */
export function resolveSpecificYield({ specificYieldKWhPerKW, state }: { specificYieldKWhPerKW?: number; state?: string }): SpecificYield {
  if (specificYieldKWhPerKW !== undefined) return { kWhPerKW: specificYieldKWhPerKW, source: 'input' };
  const code = state?.toUpperCase();
  const byState = code ? SPECIFIC_YIELD_BY_STATE[code] : undefined;
  if (byState !== undefined) return { kWhPerKW: byState, source: 'state', state: code };
  return { kWhPerKW: NATIONAL_SPECIFIC_YIELD, source: 'national', ...(code ? { state: code } : {}) };
}
