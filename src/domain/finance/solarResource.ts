import type { SolarTracking } from '../schemas/calculators/tracking.ts';

/**
 * The PV yield a PPA solve uses, in kWh (AC) per kWdc in year 1: the caller's own figure, else the
 * hourly model's at the request's site (src/domain/solar/, run by the server: its coordinates, or
 * its state's representative point of solar installations), else the national default.
 *
 * The national default, 1,650, sits between LBNL's 2019 energy-density benchmark for tracking
 * plants (394 MWh/yr per acre ÷ 0.24 MWdc per acre ≈ 1,640) and EIA's 25 % AC capacity factor for
 * utility-scale PV (≈ 1,685 at DC/AC 1.3): a screening figure for a request that names no site.
 */
export const NATIONAL_SPECIFIC_YIELD = 1650;

/** A state's modelled yield assumes trackers unless the request says otherwise: most US utility-scale PV tracks. */
export const DEFAULT_PPA_TRACKING: SolarTracking = 'single-axis';

export interface SpecificYield {
  kWhPerKW: number;
  /** Where the figure came from: the caller's own, the hourly model at the site's station, or the national default. */
  source: 'input' | 'model' | 'national';
  state?: string;
  /** A modelled yield's weather station (its distance from the site) and array. */
  station?: { id: string; name: string; distanceKm?: number };
  tracking?: SolarTracking;
  /**
   * A modelled yield's site: the request's coordinates, or the state's representative point of its solar
   * installations (`name`, and `estimate` where the state has none in the dataset and its weather station stands in).
   */
  site?: { latitude: number; longitude: number; basis: 'coordinates' | 'state'; name?: string; estimate?: boolean; source?: string };
  /** The array modelled, the solar calculator's defaults filled in (its size aside: the yield is per kWdc). */
  array?: Record<string, string | number>;
}

/** The yield without a model run: an explicit one, else the national default. */
export function resolveSpecificYield({ specificYieldKWhPerKW }: { specificYieldKWhPerKW?: number }): SpecificYield {
  if (specificYieldKWhPerKW !== undefined) return { kWhPerKW: specificYieldKWhPerKW, source: 'input' };
  return { kWhPerKW: NATIONAL_SPECIFIC_YIELD, source: 'national' };
}
