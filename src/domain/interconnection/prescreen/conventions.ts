import { FERC_THRESHOLDS } from '../data/fastTrack.ts';

/** Voltfield screening conventions, each an estimate the page states (docs/calculators.md). */
export const PRESCREEN_CONVENTIONS = {
  /** Top of the common 35 kV distribution class: at or below it a line is distribution. */
  distributionMaxKV: 34.5,
  /** A typical distribution feeder voltage, assumed for projects up to `assumedFeederMaxMW`. */
  assumedFeederKV: 12.47,
  /**
   * FERC's Fast Track limit anywhere on a 5–15 kV line, 2 MW: a project no larger fits a 12.47 kV
   * feeder's screens wherever it sits on it, so assuming that feeder never contradicts the rule.
   */
  assumedFeederMaxMW: 2,
  /**
   * Above that, up to the small generator limit (20 MW): the top of the 35 kV distribution class,
   * where many such projects connect under state rules rather than FERC's.
   */
  assumedDistributionKV: 34.5,
  /**
   * FERC's Fast Track near-substation condition: "within 2.5 electrical circuit miles" of the
   * substation, on a mainline. Measured along the route (straight distance × the route factor).
   */
  nearSubstationMiles: 2.5,
  /** Gen-tie cost per kW of the project: green up to $100, amber up to $300, red above. */
  genTiePerKW: { green: 100, amber: 300 },
  /** Active queue ÷ peak load (or installed capacity): amber from 1, red from 2. */
  congestionRatio: { amber: 1, red: 2 },
} as const;

/** FERC's small generator limit, MW: above it the large generator procedures apply. */
export const SGIP_MAX_MW = FERC_THRESHOLDS.find((fact) => fact.id === 'sgip-max-mw')!.value;
