import { formatNumber, formatQuantity } from '../format.ts';
import { internalRateOfReturn, netPresentValue } from './dcf.ts';

/**
 * Battery storage (BESS) value for a commercial or industrial site (docs/calculators.md, "Battery
 * storage"). US dollars; kW and kWh at the meter.
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
 * Costs and returns (only when capexPerKWh is given; the headline figures above do not change):
 *
 *   capex      = capexPerKWh × batteryCapacityKWh;   ITC = capex × itcPercent / 100
 *   netCapex   = capex − ITC                                  (the ITC as an up-front reduction)
 *   kWh_t      = batteryCapacityKWh × (1 − degradation)^(t−1) (capacity fade: energy, not power)
 *   savings_t  = demand + arbitrage above with kWh_t for kWh: firm kW = min(kW, kWh_t / 2 h),
 *                E_t = min(kWh_t, kW × window) — so a battery with energy to spare loses nothing
 *                until its fade reaches kW × 2 h (demand) or kW × window (arbitrage); resilience
 *                is not a cash flow and is left out
 *   O&M_t      = omPerKWYear × batteryCapacityKW              (flat, nominal)
 *   net_t      = savings_t − O&M_t;   cumulative_t = −netCapex + Σ net
 *   NPV        = −netCapex + Σ_{t=1..N} net_t / (1 + discountRate)^t
 *   IRR        = the rate where NPV = 0 (bracketed, then bisection; null without a sign change)
 *   payback    = first year with cumulative_t ≥ 0, or null within analysisYears
 *
 * The page's projection (bessProjection) is savings_t over the same analysis years with the same
 * fade and flat rates, so the savings it shows are the ones the returns are built on.
 *
 * Warnings: a C-rate (kW ÷ kWh) above MAX_C_RATE describes a battery that does not exist.
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

/**
 * The cost side's defaults (docs/calculators.md, "Battery storage", has the sources):
 * - itcPercent 30: the §48E investment credit's base rate for storage with prevailing wages,
 *   kept for storage that begins construction before 2034 by the 2025 budget act (OBBBA); the
 *   energy-community and domestic-content bonuses can take it to 50 %.
 * - omPerKWYear 10: fixed O&M of a lithium-ion system without augmentation, about $10/kW-yr
 *   (PNNL's storage cost assessments) — an estimate; NREL's ATB uses 2.5 % of the $/kW capital
 *   cost, which includes augmentation against fade and so would count the fade twice here.
 * - degradationPercent 0.025: capacity fade, fraction a year. LFP grid batteries are expected
 *   to lose 20–30 % in their first decade (2.2–3.5 %/yr); 2.5 %/yr leaves 70 % in year 15,
 *   the usual warranty floor. An estimate: heat, depth of cycling and C-rate move it.
 * - analysisYears 15: the battery life NREL's ATB assumes for lithium-ion storage.
 * - discountRate 0.08: a commercial owner's hurdle rate for an on-site project — an estimate,
 *   above the PPA calculator's 6.5 % project WACC because a site owner's capital costs more.
 */
export const BESS_ECONOMICS_DEFAULTS = {
  itcPercent: 30,
  omPerKWYear: 10,
  degradationPercent: 0.025,
  analysisYears: 15,
  discountRate: 0.08,
} as const;

/** U.S. average hours without power per customer per year, major events included (EIA, 2022). */
export const OUTAGE_HOURS_PER_YEAR = 5.5;

/**
 * Cost to a medium or large commercial customer of a kWh not served during a multi-hour outage:
 * about $12/kWh (LBNL, Sullivan et al. 2015, 4–16 hour interruptions, 2013 dollars, not inflated).
 */
export const VALUE_OF_LOST_LOAD_PER_KWH = 12;

/**
 * The highest C-rate (power ÷ energy, per hour) a commercial battery is built for: 2C, a full
 * discharge in 30 minutes. Commercial and industrial systems are sold at 0.25C to 1C (4 to 1
 * hours), most often 0.5C, power-oriented ones up to about 2C; the shortest-duration fleet on the
 * U.S. grid, PJM's frequency-regulation batteries, held its power about 45 minutes on average
 * (≈ 1.3C; EIA data for 2017, as reported in 2018), and U.S. utility batteries built through 2020
 * about 3 hours (EIA, 2022). A Voltfield convention with a margin: above 2C the inputs describe no
 * battery on the market (docs/calculators.md, "C-rate warning").
 */
export const MAX_C_RATE = 2;

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
  /** Installed cost, $ per kWh of storage; when given, the result adds `economics`. */
  capexPerKWh?: number;
  /** Investment tax credit, percent (30 = 30 %). */
  itcPercent?: number;
  /** Fixed O&M, $ per kW per year. */
  omPerKWYear?: number;
  /** Capacity fade, fraction a year (0.025 = 2.5 %/yr), like the PPA's degradationPercent. */
  degradationPercent?: number;
  /** Whole years. */
  analysisYears?: number;
  /** Fraction a year. */
  discountRate?: number;
}

/** A year of the battery's savings as its kWh fade. */
export interface BessSavingsYear {
  year: number;
  /** Share of the original kWh left this year: (1 − degradation)^(year − 1). */
  capacityRemaining: number;
  usableKWh: number;
  demandSavings: number;
  arbitrageSavings: number;
  /** Demand + arbitrage. */
  savings: number;
}

export interface BessYear extends BessSavingsYear {
  omCost: number;
  netCashFlow: number;
  /** −netCapex + Σ net cash flow to date. */
  cumulativeCashFlow: number;
  discountFactor: number;
  /** Net cash flow × discount factor. */
  presentValue: number;
}

export interface BessEconomics {
  capex: number;
  itc: number;
  netCapex: number;
  /** At discountRate, net capex included. */
  npv: number;
  /** Fraction a year; null when the cash flows never change sign between −99 % and 1,000 %. */
  irr: number | null;
  /** First year the cumulative cash flow reaches zero; null if not within analysisYears. */
  paybackYear: number | null;
  assumptions: {
    capexPerKWh: number;
    itcPercent: number;
    omPerKWYear: number;
    degradationPercent: number;
    analysisYears: number;
    discountRate: number;
  };
  years: BessYear[];
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
  /** Present only when capexPerKWh is given. */
  economics?: BessEconomics;
  /** Inputs that describe no battery on the market (a C-rate above MAX_C_RATE). */
  warnings: string[];
}

/** Demand and arbitrage of a battery holding `kWh` (the full capacity, or a year's faded one). */
function operatingValue(inputs: BessInputs, kWh: number) {
  const { batteryCapacityKW: kW, roundTripEfficiency: rte } = inputs;
  const { peak, offPeak } = inputs.touRates;
  const firmPowerKW = Math.min(kW, kWh / PEAK_WINDOW_HOURS);
  const energyPerCycleKWh = Math.min(kWh, kW * (inputs.dischargeWindowHours ?? DEFAULT_DISCHARGE_WINDOW_HOURS));
  const perCycle = Math.max(0, energyPerCycleKWh * peak - (energyPerCycleKWh / rte) * offPeak);
  return {
    firmPowerKW,
    energyPerCycleKWh,
    perCycle,
    demandMonthly: firmPowerKW * inputs.demandChargeRate,
    arbitrageMonthly: perCycle * inputs.cyclesPerMonth,
  };
}

export function estimateBessValue(inputs: BessInputs): BessResult {
  const { batteryCapacityKW: kW, batteryCapacityKWh: kWh, roundTripEfficiency: rte, cyclesPerMonth } = inputs;
  const { peak, offPeak } = inputs.touRates;

  const dischargeWindowHours = inputs.dischargeWindowHours ?? DEFAULT_DISCHARGE_WINDOW_HOURS;
  const { firmPowerKW, energyPerCycleKWh, perCycle, demandMonthly, arbitrageMonthly } = operatingValue(inputs, kWh);
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
    ...(inputs.capexPerKWh === undefined ? {} : { economics: bessEconomics(inputs, inputs.capexPerKWh) }),
    warnings: bessWarnings(inputs),
  };
}

function bessWarnings({ batteryCapacityKW: kW, batteryCapacityKWh: kWh }: BessInputs): string[] {
  const cRate = kW / kWh;
  if (cRate <= MAX_C_RATE) return [];
  return [
    `${formatNumber(kW)} kW on ${formatNumber(kWh)} kWh would empty the battery in ${formatQuantity(60 / cRate, 1)} minutes ` +
      `(${formatQuantity(cRate, 1)}C); commercial batteries discharge at ${MAX_C_RATE}C or less, over at least ` +
      `${60 / MAX_C_RATE} minutes. Check the power and energy: the savings count only what ${formatNumber(kWh)} kWh can deliver, ` +
      'and a cost per kWh does not pay for that much power.',
  ];
}

/**
 * Demand and arbitrage savings year by year, the battery's kWh fading by `degradation` a year:
 * kWh_t = kWh × (1 − degradation)^(t−1), each year worked out again through the same formulas.
 */
export function bessSavingsByYear(inputs: BessInputs, years: number, degradation: number): BessSavingsYear[] {
  return Array.from({ length: years }, (_, index) => {
    const capacityRemaining = (1 - degradation) ** index;
    const usableKWh = inputs.batteryCapacityKWh * capacityRemaining;
    const { demandMonthly, arbitrageMonthly } = operatingValue(inputs, usableKWh);
    const demandSavings = demandMonthly * 12;
    const arbitrageSavings = arbitrageMonthly * 12;
    return { year: index + 1, capacityRemaining, usableKWh, demandSavings, arbitrageSavings, savings: demandSavings + arbitrageSavings };
  });
}

/**
 * The long view of the battery's savings: the analysis years and capacity fade the returns use
 * (defaults in BESS_ECONOMICS_DEFAULTS), rates held at today's levels, resilience left out (not
 * cash). One horizon and one set of assumptions for the projection and the returns alike.
 */
export function bessProjection(inputs: BessInputs) {
  const years = inputs.analysisYears ?? BESS_ECONOMICS_DEFAULTS.analysisYears;
  const degradationPercent = inputs.degradationPercent ?? BESS_ECONOMICS_DEFAULTS.degradationPercent;
  const rows = bessSavingsByYear(inputs, years, degradationPercent);
  return { years, degradationPercent, rows, total: rows.reduce((sum, row) => sum + row.savings, 0) };
}

function bessEconomics(inputs: BessInputs, capexPerKWh: number): BessEconomics {
  const defaults = BESS_ECONOMICS_DEFAULTS;
  const assumptions = {
    capexPerKWh,
    itcPercent: inputs.itcPercent ?? defaults.itcPercent,
    omPerKWYear: inputs.omPerKWYear ?? defaults.omPerKWYear,
    degradationPercent: inputs.degradationPercent ?? defaults.degradationPercent,
    analysisYears: inputs.analysisYears ?? defaults.analysisYears,
    discountRate: inputs.discountRate ?? defaults.discountRate,
  };
  const capex = capexPerKWh * inputs.batteryCapacityKWh;
  const omCost = assumptions.omPerKWYear * inputs.batteryCapacityKW;
  const savings = bessSavingsByYear(inputs, assumptions.analysisYears, assumptions.degradationPercent);
  return {
    ...storageCashFlows({ capex, itcPercent: assumptions.itcPercent, omCost, discountRate: assumptions.discountRate, savings }),
    assumptions,
  };
}

/**
 * A battery's returns from its yearly savings: capex less the ITC at year 0, then each year's
 * savings less O&M; NPV at the discount rate, IRR, and the first year the cumulative cash flow
 * reaches zero. The BESS estimator and the behind-the-meter optimizer both end here.
 */
export function storageCashFlows({
  capex,
  itcPercent,
  omCost,
  discountRate,
  savings,
}: {
  capex: number;
  itcPercent: number;
  /** $ a year. */
  omCost: number;
  discountRate: number;
  savings: readonly BessSavingsYear[];
}): Omit<BessEconomics, 'assumptions'> {
  const itc = (capex * itcPercent) / 100;
  const netCapex = capex - itc;
  let cumulative = -netCapex;
  const years: BessYear[] = savings.map((row) => {
    const netCashFlow = row.savings - omCost;
    cumulative += netCashFlow;
    const discountFactor = (1 + discountRate) ** -row.year;
    return { ...row, omCost, netCashFlow, cumulativeCashFlow: cumulative, discountFactor, presentValue: netCashFlow * discountFactor };
  });
  const flows = [-netCapex, ...years.map((row) => row.netCashFlow)];
  return {
    capex,
    itc,
    netCapex,
    npv: netPresentValue(discountRate, flows),
    irr: internalRateOfReturn(flows),
    paybackYear: years.find((row) => row.cumulativeCashFlow >= -1e-6)?.year ?? null,
    years,
  };
}

/** The CSV report's rows: the yearly cash flows with an installed cost, else the yearly savings of the projection. */
export function bessReportRows(inputs: BessInputs, result: BessResult): Record<string, number>[] {
  const money = (value: number) => Number(value.toFixed(2));
  const savings = (row: BessSavingsYear) => ({
    year: row.year,
    capacity_remaining: Number(row.capacityRemaining.toFixed(6)),
    usable_kwh: Math.round(row.usableKWh),
    demand_savings: money(row.demandSavings),
    arbitrage_savings: money(row.arbitrageSavings),
    savings: money(row.savings),
  });
  if (!result.economics) return bessProjection(inputs).rows.map(savings);
  return result.economics.years.map((row) => ({
    ...savings(row),
    om_cost: money(row.omCost),
    net_cash_flow: money(row.netCashFlow),
    cumulative_cash_flow: money(row.cumulativeCashFlow),
    present_value: money(row.presentValue),
  }));
}
