import { escalatedProjection } from './dcf.ts';

/**
 * Battery storage (BESS) value for a commercial or industrial site (SPEC §2, §3; docs/calculators.md,
 * "Battery storage"). US dollars; kW and kWh at the meter.
 *
 *   firm kW           = min(batteryCapacityKW, batteryCapacityKWh / PEAK_WINDOW_HOURS)
 *   demand, monthly   = firm kW × demandChargeRate ($/kW-month);  annual = × 12
 *   E (kWh per cycle) = min(batteryCapacityKWh, batteryCapacityKW × dischargeWindowHours)
 *                       (a battery discharges at most its power for the window; default 4 h)
 *   arbitrage, cycle  = E × peak − (E / RTE) × offPeak              (never below 0: a battery
 *                       is not cycled at a loss)
 *   arbitrage: daily  = one cycle (a day on which the battery cycles); monthly = × cyclesPerMonth;
 *              annual = monthly × 12
 *   averageSpread     = peak − offPeak / RTE   ($/kWh earned per kWh discharged)
 *   resilience (opt.) = min(kWh, kW × OUTAGE_HOURS_PER_YEAR) × VALUE_OF_LOST_LOAD   per year
 *
 * @example estimateBessValue({ batteryCapacityKW: 5000, batteryCapacityKWh: 20000, demandChargeRate: 15,
 *   touRates: { peak: 0.25, offPeak: 0.08 }, roundTripEfficiency: 0.9, cyclesPerMonth: 22, includeResilience: false })
 * // firm 5,000 kW → demand $75,000/month; E = min(20,000, 5,000 × 4) = 20,000 kWh;
 * // cycle 20,000 × 0.25 − 22,222 × 0.08 = $3,222.22;
 * // arbitrage $70,888.89/month; total $1,750,666.67/yr
 */

/**
 * How long the battery must hold its output to cut a monthly peak: two hours, typical of the
 * afternoon peaks that set 15-minute demand charges at commercial sites. (Four hours is
 * California's capacity-accreditation rule for storage, a stricter test than demand charges need.)
 */
export const PEAK_WINDOW_HOURS = 2;

/**
 * How long the battery discharges at full power in one arbitrage cycle, unless told: four hours,
 * the usual duration of a battery built for energy shifting — California counts a storage
 * resource's capacity as the output it can hold for four continuous hours (CPUC resource
 * adequacy), and a TOU on-peak period lasts about that long (4–9 pm at California's large
 * utilities). A battery with more kWh than kW × window cannot empty itself inside the peak
 * period; the rest of its energy earns no spread. (EIA's average for U.S. utility batteries built
 * through 2020, about 3 hours, mixes in short grid-service batteries with load-shifting ones.)
 */
export const DEFAULT_DISCHARGE_WINDOW_HOURS = 4;

/** U.S. average hours without power per customer per year, major events included (EIA, 2022). */
export const OUTAGE_HOURS_PER_YEAR = 5.5;

/**
 * Cost to a medium or large commercial customer of a kWh not served during a multi-hour outage:
 * about $12/kWh (LBNL, Sullivan et al. 2015, 4–16 hour interruptions, 2013 dollars, not inflated).
 */
export const VALUE_OF_LOST_LOAD_PER_KWH = 12;

export interface BessInputs {
  batteryCapacityKW: number;
  batteryCapacityKWh: number;
  /** $/kW-month. */
  demandChargeRate: number;
  /** $/kWh. */
  touRates: { peak: number; offPeak: number };
  /** Fraction. */
  roundTripEfficiency: number;
  cyclesPerMonth: number;
  includeResilience: boolean;
  /** Hours of full-power discharge per arbitrage cycle (default DEFAULT_DISCHARGE_WINDOW_HOURS). */
  dischargeWindowHours?: number;
}

interface Amount {
  annual: number;
  monthly: number;
}

export interface BessResult {
  total: Amount;
  demandReduction: Amount;
  arbitrage: Amount & { daily: number };
  /** Present only when includeResilience is set. */
  resilience?: Amount;
  assumptions: {
    cyclesPerMonth: number;
    roundTripEfficiency: number;
    averageSpread: number;
    peakWindowHours: number;
    firmPowerKW: number;
    /** The arbitrage window used, hours. */
    dischargeWindowHours: number;
    /** kWh discharged per arbitrage cycle: min(kWh, kW × window). */
    energyPerCycleKWh: number;
    outageHoursPerYear?: number;
    valueOfLostLoadPerKWh?: number;
  };
}

export function estimateBessValue(inputs: BessInputs): BessResult {
  const { batteryCapacityKW: kW, batteryCapacityKWh: kWh, roundTripEfficiency: rte, cyclesPerMonth } = inputs;
  const { peak, offPeak } = inputs.touRates;

  const dischargeWindowHours = inputs.dischargeWindowHours ?? DEFAULT_DISCHARGE_WINDOW_HOURS;

  const firmPowerKW = Math.min(kW, kWh / PEAK_WINDOW_HOURS);
  const demandMonthly = firmPowerKW * inputs.demandChargeRate;
  const energyPerCycleKWh = Math.min(kWh, kW * dischargeWindowHours);
  const perCycle = Math.max(0, energyPerCycleKWh * peak - (energyPerCycleKWh / rte) * offPeak);
  const arbitrageMonthly = perCycle * cyclesPerMonth;
  const resilienceAnnual = inputs.includeResilience ? Math.min(kWh, kW * OUTAGE_HOURS_PER_YEAR) * VALUE_OF_LOST_LOAD_PER_KWH : 0;

  const totalMonthly = demandMonthly + arbitrageMonthly + resilienceAnnual / 12;
  return {
    total: { annual: totalMonthly * 12, monthly: totalMonthly },
    demandReduction: { annual: demandMonthly * 12, monthly: demandMonthly },
    arbitrage: { annual: arbitrageMonthly * 12, monthly: arbitrageMonthly, daily: perCycle },
    ...(inputs.includeResilience ? { resilience: { annual: resilienceAnnual, monthly: resilienceAnnual / 12 } } : {}),
    assumptions: {
      cyclesPerMonth,
      roundTripEfficiency: rte,
      averageSpread: peak - offPeak / rte,
      peakWindowHours: PEAK_WINDOW_HOURS,
      firmPowerKW,
      dischargeWindowHours,
      energyPerCycleKWh,
      ...(inputs.includeResilience ? { outageHoursPerYear: OUTAGE_HOURS_PER_YEAR, valueOfLostLoadPerKWh: VALUE_OF_LOST_LOAD_PER_KWH } : {}),
    },
  };
}

/** The 10-year view (SPEC §2) and its escalator. */
export const BESS_PROJECTION_YEARS = 10;
export const BESS_ESCALATION = 0.03;

/**
 * Savings over ten years, flat and escalating 3 %/yr, summed exactly. The spec's shortcut
 * multiplied the flat sum by 1.34; Σ 1.03^(t−1) over 10 years is 11.464, 1.146 × the flat sum
 * (docs/decisions/008).
 */
export function bessSavingsProjection(annual: number, years = BESS_PROJECTION_YEARS, escalation = BESS_ESCALATION) {
  return escalatedProjection(annual, years, escalation);
}
