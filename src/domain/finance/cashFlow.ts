import type { BtmEconomicsRequest } from '../schemas/calculators/btmEconomics.ts';
import { growingAnnuityFactor, internalRateOfReturn, netPresentValue } from './dcf.ts';

/**
 * A behind-the-meter PV + battery system's returns to a taxable owner (docs/calculators.md,
 * "Behind-the-meter economics after tax"). Nominal dollars, end-of-year flows; year 0 is the
 * purchase, year 1 the first operating year. Percent inputs are percent (30 = 30 %).
 *
 *   capex       = PV kW × 1000 × $/W  +  battery kW × $/kW + kWh × $/kWh + fixed $ (if built)
 *   ITC         = capex_pv × (base + adders)_pv + capex_bat × (base + adders)_bat, claimed on the
 *                 year-1 return (placed in service in year 0, credited when that year's tax is filed)
 *   basis       = capex × (1 − ITC rate / 2)  for each technology (26 U.S.C. 50(c)(3))
 *   dep_t       = bonus share of the basis in year 1 + MACRS (half-year convention) on the rest
 *   savings_t   = S_pv (1 − d_pv)^(t−1) (1 + e)^(t−1) + S_bat (1 − f)^(age_t) (1 + e)^(t−1)
 *                 S = year-1 bill savings, e = tariff escalation, d_pv = PV degradation,
 *                 f = battery fade, age_t = years since the battery was new (0 again after a replacement)
 *   O&M_t       = PV kW × $/kW-yr + battery kW × $/kW-yr + kWh × $/kWh-yr (flat, nominal)
 *   replacement = battery kW × $/kW + kWh × $/kWh at the end of its year, no ITC, depreciated like
 *                 the original from the year after
 *   tax_t       = −T (savings_t − O&M_t − dep_t)   (negative: the owner pays; positive: the
 *                 deductions shelter other income — the owner is assumed to have the tax appetite)
 *   net_t       = savings_t − O&M_t − replacement_t + ITC_t + tax_t;  net_0 = −capex
 *   NPV at the discount rate; IRR; payback = when the cumulative (discounted) net first reaches 0,
 *   interpolated within that year.
 * Depreciation past the analysis period is not counted.
 */

export interface PvCosts {
  /** Installed cost, $ per W (DC). */
  capexPerW: number;
  omPerKWYear: number;
  /** The ITC's base rate, percent. */
  itcPercent: number;
  /** Bonus credits (domestic content, energy community, low income), percent added to the base. */
  itcAdderPercent: number;
  /** Output lost a year, percent. */
  degradationPercent: number;
}

export interface BatteryCosts {
  capexPerKW: number;
  capexPerKWh: number;
  /** $ spent once if any battery is built (interconnection, engineering, a switchboard). */
  fixedCost: number;
  omPerKWYear: number;
  omPerKWhYear: number;
  itcPercent: number;
  itcAdderPercent: number;
  /** Capacity lost a year, percent. */
  fadePercent: number;
  /** The year at whose end the battery is replaced (new capacity from the next year); null: never. */
  replacementYear: number | null;
  replacementPerKW: number;
  replacementPerKWh: number;
}

export interface SystemCosts {
  pv: PvCosts;
  battery: BatteryCosts;
  incomeTaxPercent: number;
  /** Share of the depreciable basis deducted in year 1, percent. */
  bonusDepreciationPercent: number;
  /** MACRS recovery period, years. */
  macrsYears: MacrsYears;
  tariffEscalationPercent: number;
  analysisYears: number;
  discountRatePercent: number;
}

export interface SystemSize {
  pvKW: number;
  batteryKW: number;
  batteryKWh: number;
}

/** The year-1 bill savings of each part: PV against no system, the battery against PV alone. */
export interface FirstYearSavings {
  pv: number;
  battery: number;
}

export interface CashFlowYear {
  year: number;
  /** Bill savings, $ (year 0: 0). */
  savings: number;
  /** Costs as negative $. */
  capex: number;
  om: number;
  replacement: number;
  itc: number;
  /** The deduction, $ (not a cash flow: its effect is in `tax`). */
  depreciation: number;
  /** Income tax effect, $ (+ saves tax). */
  tax: number;
  net: number;
  cumulative: number;
  discountedCumulative: number;
}

export interface SystemCashFlow {
  years: CashFlowYear[];
  capex: { pv: number; battery: number; total: number };
  itc: number;
  npv: number;
  irr: number | null;
  /** Years, interpolated within the year the cumulative net turns non-negative; null if it never does. */
  paybackYears: number | null;
  discountedPaybackYears: number | null;
}

/**
 * The defaults (docs/calculators.md gives the sources):
 * - pv.capexPerW 1.8, omPerKWYear 18: commercial rooftop PV, an estimate near NREL's ATB (2024) moderate case.
 * - pv.degradationPercent 0.5: the median loss of crystalline-silicon modules (Jordan and Kurtz, NREL, 2013).
 * - itcPercent 30: §48E's base rate with prevailing wages met. For solar, only if construction began
 *   by 4 July 2026 or the system is in service by 31 December 2027 (Pub. L. 119-21); storage keeps it
 *   for construction beginning before 2034.
 * - battery capex $400/kWh, O&M $10/kW-yr, fade 2.5 %/yr: the BESS estimator's (estimates).
 * - incomeTaxPercent 21: the federal corporate rate (26 U.S.C. 11(b)); add a state's rate by hand.
 * - bonusDepreciationPercent 100: permanent for property acquired after 19 January 2025 (Pub. L. 119-21 §70301).
 * - macrsYears 5: solar and storage property (26 U.S.C. 168(e)(3)(B)(vi), as amended by Pub. L. 117-169 §13703).
 * - tariffEscalationPercent 2, analysisYears 25 (a PV system's life), discountRatePercent 8 (a site owner's hurdle rate): estimates.
 */
export const SYSTEM_COST_DEFAULTS: SystemCosts = {
  pv: { capexPerW: 1.8, omPerKWYear: 18, itcPercent: 30, itcAdderPercent: 0, degradationPercent: 0.5 },
  battery: {
    capexPerKW: 0,
    capexPerKWh: 400,
    fixedCost: 0,
    omPerKWYear: 10,
    omPerKWhYear: 0,
    itcPercent: 30,
    itcAdderPercent: 0,
    fadePercent: 2.5,
    replacementYear: null,
    replacementPerKW: 0,
    replacementPerKWh: 0,
  },
  incomeTaxPercent: 21,
  bonusDepreciationPercent: 100,
  macrsYears: 5,
  tariffEscalationPercent: 2,
  analysisYears: 25,
  discountRatePercent: 8,
};

/** A request's economics (btmEconomics.ts) with the defaults filled in: here, beside them, so that a page can fill them without the request's schema. */
export function systemCostsOf(economics: BtmEconomicsRequest): SystemCosts {
  const d = SYSTEM_COST_DEFAULTS;
  const { pv = {}, battery = {} } = economics;
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
  const { referenceKW: _r, minKW: _pn, maxKW: _px, ...pvCosts } = pv;
  const { minKW: _bn, maxKW: _bx, minKWh: _en, maxKWh: _ex, ...batteryCosts } = battery;
  return {
    ...d,
    ...defined({
      incomeTaxPercent: economics.incomeTaxPercent,
      bonusDepreciationPercent: economics.bonusDepreciationPercent,
      macrsYears: economics.macrsYears,
      tariffEscalationPercent: economics.tariffEscalationPercent,
      analysisYears: economics.analysisYears,
      discountRatePercent: economics.discountRatePercent,
    }),
    pv: { ...d.pv, ...defined(pvCosts) },
    battery: { ...d.battery, ...defined(batteryCosts) },
  };
}

export const MACRS_YEARS = [3, 5, 7, 10, 15, 20] as const;
export type MacrsYears = (typeof MACRS_YEARS)[number];

/**
 * MACRS GDS fractions, half-year convention, as IRS Publication 946 Table A-1 tabulates them:
 * declining balance (200 % for 3–10-year property, 150 % for 15 and 20) switching to straight line
 * over the remaining life when that is larger; a half year's deduction in year 1 and in year n + 1.
 */
export function macrsSchedule(years: MacrsYears): number[] {
  const rate = (years >= 15 ? 1.5 : 2) / years;
  const fractions: number[] = [];
  let remaining = 1;
  for (let year = 1; year <= years + 1; year++) {
    const life = years - (year - 1.5); // years left at the start of the year (half a year used in year 1)
    const deduction = year === 1 ? rate / 2 : year === years + 1 ? remaining : Math.max(remaining * rate, remaining / life);
    fractions.push(deduction);
    remaining -= deduction;
  }
  return fractions;
}

/** Deductions a year, index 0 = the first year after the purchase: bonus first, MACRS on the rest. */
function depreciationOf(basis: number, costs: SystemCosts): number[] {
  const bonus = (basis * costs.bonusDepreciationPercent) / 100;
  return macrsSchedule(costs.macrsYears).map((fraction, index) => (index === 0 ? bonus : 0) + (basis - bonus) * fraction);
}

const itcRate = (costs: { itcPercent: number; itcAdderPercent: number }) => (costs.itcPercent + costs.itcAdderPercent) / 100;

export function capexOf(size: SystemSize, costs: SystemCosts) {
  const built = size.batteryKW > 0 || size.batteryKWh > 0;
  const pv = size.pvKW * 1000 * costs.pv.capexPerW;
  const b = costs.battery;
  const battery = built ? size.batteryKW * b.capexPerKW + size.batteryKWh * b.capexPerKWh + b.fixedCost : 0;
  return { pv, battery, total: pv + battery };
}

/** The battery's capacity factor (1 − fade)^age in year t, age counted from the last replacement. */
function batteryAge(year: number, replacementYear: number | null): number {
  return replacementYear !== null && year > replacementYear ? year - 1 - replacementYear : year - 1;
}

export function systemCashFlow(size: SystemSize, costs: SystemCosts, savings: FirstYearSavings): SystemCashFlow {
  const { pv: p, battery: b, analysisYears } = costs;
  const tax = costs.incomeTaxPercent / 100;
  const escalation = costs.tariffEscalationPercent / 100;
  const rate = costs.discountRatePercent / 100;
  const capex = capexOf(size, costs);
  const itc = capex.pv * itcRate(p) + capex.battery * itcRate(b);
  const depreciation = new Array<number>(analysisYears + 1).fill(0);
  const schedule = (basis: number, firstYear: number) =>
    depreciationOf(basis, costs).forEach((amount, index) => {
      if (firstYear + index <= analysisYears) depreciation[firstYear + index]! += amount;
    });
  schedule(capex.pv * (1 - itcRate(p) / 2) + capex.battery * (1 - itcRate(b) / 2), 1);
  const built = capex.battery > 0;
  const replacementCost = built ? size.batteryKW * b.replacementPerKW + size.batteryKWh * b.replacementPerKWh : 0;
  const replaced = built && b.replacementYear !== null && b.replacementYear < analysisYears;
  if (replaced) schedule(replacementCost, b.replacementYear! + 1);
  const om = size.pvKW * p.omPerKWYear + (built ? size.batteryKW * b.omPerKWYear + size.batteryKWh * b.omPerKWhYear : 0);

  const years: CashFlowYear[] = [];
  let cumulative = -capex.total;
  let discountedCumulative = -capex.total;
  years.push({
    year: 0,
    savings: 0,
    capex: -capex.total,
    om: 0,
    replacement: 0,
    itc: 0,
    depreciation: 0,
    tax: 0,
    net: -capex.total,
    cumulative,
    discountedCumulative,
  });
  for (let year = 1; year <= analysisYears; year++) {
    const growth = (1 + escalation) ** (year - 1);
    const billSavings =
      savings.pv * (1 - p.degradationPercent / 100) ** (year - 1) * growth +
      savings.battery * (1 - b.fadePercent / 100) ** batteryAge(year, replaced ? b.replacementYear : null) * growth;
    const replacement = replaced && year === b.replacementYear ? -replacementCost : 0;
    const credit = year === 1 ? itc : 0;
    const taxEffect = -tax * (billSavings - om - depreciation[year]!);
    const net = billSavings - om + replacement + credit + taxEffect;
    cumulative += net;
    discountedCumulative += net / (1 + rate) ** year;
    years.push({
      year,
      savings: billSavings,
      capex: 0,
      om: -om,
      replacement,
      itc: credit,
      depreciation: depreciation[year]!,
      tax: taxEffect,
      net,
      cumulative,
      discountedCumulative,
    });
  }
  const flows = years.map((row) => row.net);
  return {
    years,
    capex,
    itc,
    npv: netPresentValue(rate, flows),
    irr: capex.total > 0 ? internalRateOfReturn(flows) : null,
    paybackYears: paybackOf(years.map((row) => row.cumulative)),
    discountedPaybackYears: paybackOf(years.map((row) => row.discountedCumulative)),
  };
}

/**
 * The PV's levelized cost of energy after tax, nominal $/kWh (docs/calculators.md, "LCOE"): the
 * present value of its after-tax costs over the present value of its degraded production, at the
 * discount rate over the analysis period. Its costs are the cash flow of the PV alone with no
 * savings: capex less the ITC, O&M less its tax deduction, less depreciation's tax shield, so
 *   LCOE = −NPV(PV alone, no savings) / Σ_{t=1..N} E (1 − d)^(t−1) / (1 + r)^t.
 * With no tax, ITC or degradation this is NREL's simple LCOE: (capex × CRF(r, N) + O&M) / E.
 * Null for no PV or no production.
 */
export function pvLevelizedCost(pvKW: number, annualKWh: number, costs: SystemCosts): number | null {
  if (!(pvKW > 0) || !(annualKWh > 0)) return null;
  const { npv } = systemCashFlow({ pvKW, batteryKW: 0, batteryKWh: 0 }, costs, { pv: 0, battery: 0 });
  const rate = costs.discountRatePercent / 100;
  const kept = 1 - costs.pv.degradationPercent / 100;
  let energy = 0;
  for (let year = 1; year <= costs.analysisYears; year++) energy += (annualKWh * kept ** (year - 1)) / (1 + rate) ** year;
  return -npv / energy;
}

/** The first year the running total reaches 0, interpolated linearly within it; 0 when nothing was spent. */
function paybackOf(cumulative: readonly number[]): number | null {
  if (cumulative[0]! >= 0) return 0;
  for (let year = 1; year < cumulative.length; year++) {
    const before = cumulative[year - 1]!;
    const after = cumulative[year]!;
    if (after >= 0 && before < 0) return year - 1 + -before / (after - before);
  }
  return null;
}

/**
 * After-tax lifecycle costs per unit of size, in year-1 bill dollars, for the optimizer to weigh
 * against one year's bill (REopt's formulation, annualised). A unit's lifecycle cost is
 *   capex − ITC/(1+r) − T Σ dep_t/(1+r)^t + (1 − T) O&M A(r, 1, N) + replacement's net present cost,
 * and a dollar off the year-1 bill is worth (1 − T) A(r, 1 + e, N) over the analysis period
 * (A: growingAnnuityFactor). The battery's units are divided by the fading battery's own factor
 * instead (its savings shrink with its capacity, replacements renewing it), and PV production is
 * levelized by `pvProductionFactor` (its degraded output over the bill's factor), as REopt does.
 */
export function annualisedSystemCosts(costs: SystemCosts) {
  const { pv: p, battery: b, analysisYears } = costs;
  const tax = costs.incomeTaxPercent / 100;
  const rate = costs.discountRatePercent / 100;
  const growth = 1 + costs.tariffEscalationPercent / 100;
  const discount = (year: number) => (1 + rate) ** -year;
  const shield = (firstYear: number) =>
    depreciationOf(1, costs).reduce(
      (sum, amount, index) => (firstYear + index <= analysisYears ? sum + amount * discount(firstYear + index) : sum),
      0,
    );
  const omFactor = (1 - tax) * growingAnnuityFactor(rate, 1, analysisYears);
  const replaced = b.replacementYear !== null && b.replacementYear < analysisYears;
  const replacementFactor = replaced ? discount(b.replacementYear!) - tax * shield(b.replacementYear! + 1) : 0;
  /** After-tax present cost of a dollar of capex with the ITC at `itc` (fraction). */
  const capexFactor = (itc: number) => 1 - itc * discount(1) - tax * (1 - itc / 2) * shield(1);

  const billFactor = (1 - tax) * growingAnnuityFactor(rate, growth, analysisYears);
  let batteryFactor = 0;
  for (let year = 1; year <= analysisYears; year++)
    batteryFactor +=
      (1 - b.fadePercent / 100) ** batteryAge(year, replaced ? b.replacementYear : null) * growth ** (year - 1) * discount(year);
  batteryFactor *= 1 - tax;
  const pvFactor = (1 - tax) * growingAnnuityFactor(rate, growth * (1 - p.degradationPercent / 100), analysisYears);

  const pvItc = itcRate(p);
  const batteryItc = itcRate(b);
  return {
    pvPerKW: (p.capexPerW * 1000 * capexFactor(pvItc) + p.omPerKWYear * omFactor) / billFactor,
    batteryPerKW:
      (b.capexPerKW * capexFactor(batteryItc) + b.omPerKWYear * omFactor + b.replacementPerKW * replacementFactor) / batteryFactor,
    batteryPerKWh:
      (b.capexPerKWh * capexFactor(batteryItc) + b.omPerKWhYear * omFactor + b.replacementPerKWh * replacementFactor) / batteryFactor,
    batteryFixed: (b.fixedCost * capexFactor(batteryItc)) / batteryFactor,
    pvProductionFactor: pvFactor / billFactor,
  };
}
