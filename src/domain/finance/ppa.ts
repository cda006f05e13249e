import { growingAnnuityFactor } from './dcf.ts';
import {
  breakEvenEpcPrice,
  breakEvenPrice,
  combinedTaxRate,
  runSingleOwner,
  solvedNpv,
  summarizeSingleOwner,
  type OperatingYear,
  type SingleOwnerModel,
  type SingleOwnerRun,
  type SingleOwnerYear,
} from './singleOwner.ts';
import type { UsState } from '../constants.ts';
import type { SolarRequest } from '../schemas/calculators/solar.ts';
import type { SolarTracking } from '../schemas/calculators/tracking.ts';
import { resolveSpecificYield, type SpecificYield } from './solarResource.ts';

/**
 * PPA ⇄ EPC solver: a pre-tax discounted cash flow at the project's WACC (docs/calculators.md).
 *
 * Units and conventions: nominal dollars; end-of-year cash flows; year 1 = first operating year;
 * rates and yearly changes as fractions (`degradationPercent: 0.005` is 0.5 %/yr — the API's field
 * names say "Percent" but the values are fractions, bounded 0–1); `itcPercent` in percent.
 *
 *   kWdc      = systemSizeMW × 1000
 *   capex     = kWdc × 1000 × epcPricePerW                      ($; EPC price in $/Wdc)
 *   netCapex  = capex × (1 − itcPercent / 100)                    (the ITC as an up-front reduction)
 *   E_t       = E_1 × (1 − d)^(t−1),  E_1 = kWdc × specific yield (kWh)
 *   O&M_t     = omCostPerKWYear × kWdc × (1 + g_om)^(t−1)
 *   revenue_t = p_1 × (1 + e)^(t−1) × E_t                         (p_1: year-1 price, $/kWh)
 *
 * Solve for PPA — the p_1 at which the project just earns its WACC:
 *   PV(revenue) = netCapex + PV(O&M)   ⇒   p_1 = (netCapex + PV(O&M)) / (E_1 × A)
 *   with A = Σ_{t=1..N} [(1+e)(1−d)]^(t−1) / (1+r)^t   (closed form in dcf.ts; PV is linear in p_1)
 * Solve for EPC — the largest EPC price for which PV(revenue at the target PPA) ≥ netCapex + PV(O&M):
 *   epc = (p_target × E_1 × A − PV(O&M)) / (kWdc × 1000 × (1 − itc))
 *
 *   lcoe       = (netCapex + PV(O&M)) / PV(energy)      ($/kWh, nominal: the flat price that pays back)
 *   lcoeReal   = the year-0-dollar price p with p (1 + inflation)^t in year t paying back:
 *                (netCapex + PV(O&M)) / ((1 + i) × E_1 × A(r, (1 + i)(1 − d)))
 *   breakeven  = first year in which Σ (revenue − O&M) ≥ netCapex, or null within the term
 *
 * The full cost stack (all optional, zero by default): O&M escalating at g_om, other capex
 * (interconnection, development; $/W, outside the ITC), property tax and insurance as a fraction of
 * total capex per year, and a land lease escalating at its own rate. They add to netCapex and PV(O&M)
 * above. `taxMode: 'after-tax'` solves the single-owner model instead (singleOwner.ts).
 *
 * A solve for EPC at a target price that cannot cover the operating costs is not viable, and so is a
 * levered solve that cannot give equity its target IRR: the result says why and reports no EPC
 * price, capex, LCOE or breakeven (they would rest on a price that does not do what was asked).
 *
 * @example
 * // 5 MW at $1.20/W, 6.5 % WACC, 30 % ITC, $25/kW-yr O&M, 0.5 %/yr degradation, 25 years,
 * // 2.5 %/yr escalation, 1,450 kWh/kWdc: E_1 = 7,250,000 kWh, netCapex = $4.2 M,
 * // ppaPrice = $0.05389/kWh in year 1 (escalating 2.5 %/yr), lcoe = $0.06763/kWh, breakeven year 14.
 */
/** The solar model's array beyond its tracking (tilt, azimuth, GCR, DC/AC ratio, losses…), as the solar calculator takes it. */
export type PpaArrayInputs = Partial<Omit<SolarRequest, 'latitude' | 'longitude' | 'state' | 'systemSizeKWdc' | 'tracking'>>;

export interface PpaInputs extends PpaArrayInputs {
  systemSizeMW: number;
  /** $/Wdc; required when solving for the PPA price. */
  epcPricePerW?: number;
  /** Discount rate, fraction (after-tax nominal in after-tax mode). */
  wacc: number;
  itcPercent: number;
  omCostPerKWYear: number;
  /** Yearly output loss, fraction. */
  degradationPercent: number;
  termYears: number;
  /** Yearly PPA price escalator, fraction. */
  escalationPercent: number;
  /** $/kWh, year 1; required when solving for the EPC price. */
  targetPPA?: number;
  solveFor: 'ppa' | 'epc';
  /** The site whose modelled yield the server passes in (coordinates, both or neither); ignored when specificYieldKWhPerKW is given. */
  latitude?: number;
  longitude?: number;
  /** Two-letter state: without coordinates, its representative solar point is the site. */
  state?: UsState;
  /** The array the site's yield is modelled for (default single-axis). */
  tracking?: SolarTracking;
  specificYieldKWhPerKW?: number;
  /** Yearly O&M cost escalator, fraction (default 0: O&M stays at omCostPerKWYear every year). */
  omEscalationPercent?: number;
  /** $/Wdc at year 0 outside the ITC basis: interconnection, development (default 0). */
  otherCapexPerW?: number;
  /** Property tax and insurance, fraction of total capex per year (default 0). */
  propertyTaxAndInsurancePercent?: number;
  /** $ in year 1 (default 0), escalating at landLeaseEscalationPercent (fraction, default 0). */
  landLeasePerYear?: number;
  landLeaseEscalationPercent?: number;
  /** Inflation for lcoeReal and the PTC, fraction (default 0.025). */
  inflationRate?: number;
  /** 'pre-tax' (default: the project-WACC model above) or 'after-tax' (single owner). */
  taxMode?: 'pre-tax' | 'after-tax';
  federalTaxRate?: number;
  stateTaxRate?: number;
  incentive?: 'itc' | 'ptc';
  /** $/kWh in year-1 dollars, paid on energy for 10 years, escalating at inflation. */
  ptcPerKWh?: number;
  /** What a dollar of credit is worth to the owner (1; 0.92 when sold). */
  creditTransferPrice?: number;
  /** Percent of the depreciable basis taken in year 1 (0–100). */
  bonusDepreciationPercent?: number;
  /** Sculpted debt (after-tax mode): needs targetEquityIrr. */
  debt?: { dscr: number; tenorYears: number; interestRate: number };
  targetEquityIrr?: number;
}

/** Documented defaults of the optional inputs (docs/calculators.md). */
export const PPA_OPTION_DEFAULTS = {
  inflationRate: 0.025,
  federalTaxRate: 0.21,
  stateTaxRate: 0,
  incentive: 'itc',
  ptcPerKWh: 0.03,
  creditTransferPrice: 1,
  bonusDepreciationPercent: 0,
} as const;

/** Degradation above this (3 %/yr) is implausible for solar: likely a percent typed as a fraction. */
export const IMPLAUSIBLE_DEGRADATION = 0.03;

export interface PpaYear extends OperatingYear {
  netCashFlow: number;
  /** −netCapex + Σ net cash flow to date. */
  cumulativeCashFlow: number;
  discountFactor: number;
  presentValue: number;
}

export interface AfterTaxResult {
  combinedTaxRate: number;
  incentive: 'itc' | 'ptc';
  /** Project NPV at the WACC at the solved price (zero unlevered; the levered case shows what the project earns). */
  npv: number;
  projectIrr: number | null;
  equityIrr: number | null;
  debt: ReturnType<typeof summarizeSingleOwner>['debt'];
  years: SingleOwnerYear[];
}

interface PpaResultBase {
  solveFor: 'ppa' | 'epc';
  taxMode: 'pre-tax' | 'after-tax';
  /** Year-1 energy, kWh. */
  annualProduction: number;
  specificYield: SpecificYield;
  presentValues: { revenue: number; omCost: number; energy: number };
  warnings: string[];
}

/** A solve that did what was asked: the price, the EPC price and every figure resting on them. */
export interface ViablePpaResult extends PpaResultBase {
  viable: true;
  /** Year-1 PPA price, $/kWh: solved (PPA mode) or the target (EPC mode). */
  ppaPrice: number;
  /** EPC price, $/W: solved (EPC mode) or the input. */
  maxEpcPrice: number;
  /** Nominal levelized cost, $/kWh (a flat price). */
  lcoe: number;
  /** Real levelized cost in year-0 dollars, $/kWh, escalating with inflation. */
  lcoeReal: number;
  capex: number;
  netCapex: number;
  breakeven: number | null;
  cashFlows: PpaYear[];
  afterTax?: AfterTaxResult;
}

/**
 * No EPC price above zero pays back at the target PPA (EPC mode), or a levered solve cannot give
 * equity its target IRR (see leveredShortfall): the reason, and no figure resting on a price that
 * does not do what was asked.
 */
export interface NotViablePpaResult extends PpaResultBase {
  viable: false;
  reason: string;
  /** The target (EPC mode); null in PPA mode. */
  ppaPrice: number | null;
  maxEpcPrice: null;
  lcoe: null;
  lcoeReal: null;
  capex: null;
  netCapex: null;
  breakeven: null;
  cashFlows: [];
}

export type PpaResult = ViablePpaResult | NotViablePpaResult;

/** `resource`: a yield the server modelled for the request's site; without it, the request's own figure or the national default. */
export function solvePpa(inputs: PpaInputs, resource?: SpecificYield): PpaResult {
  const specificYield = resource ?? resolveSpecificYield(inputs);
  const kWdc = inputs.systemSizeMW * 1000;
  const setting = {
    kWdc,
    watts: kWdc * 1000,
    firstYearEnergy: kWdc * specificYield.kWhPerKW,
    specificYield,
    inflation: inputs.inflationRate ?? PPA_OPTION_DEFAULTS.inflationRate,
  };
  const warnings: string[] = [];
  if (inputs.degradationPercent > IMPLAUSIBLE_DEGRADATION) {
    warnings.push(
      `Degradation of ${Number((inputs.degradationPercent * 100).toPrecision(6))}%/yr is implausible for solar (panels lose about 0.5%/yr). degradationPercent is a fraction: 0.005 means 0.5%/yr.`,
    );
  }
  const result = inputs.taxMode === 'after-tax' ? solveAfterTax(inputs, setting) : solvePreTax(inputs, setting);
  return { ...result, warnings: [...warnings, ...(result.warnings ?? [])] };
}

interface Setting {
  kWdc: number;
  watts: number;
  firstYearEnergy: number;
  specificYield: SpecificYield;
  inflation: number;
}

/**
 * What a solve that has no price to report returns: the reason, the target price in EPC mode
 * (null in PPA mode), and no EPC price, capex, LCOE, breakeven or table (they would rest on a
 * price that does not do what was asked).
 */
function notViable(
  inputs: PpaInputs,
  setting: Setting,
  pv: PpaResult['presentValues'],
  taxMode: PpaResult['taxMode'],
  reason: string,
): NotViablePpaResult {
  return {
    solveFor: inputs.solveFor,
    taxMode,
    ppaPrice: inputs.solveFor === 'epc' ? inputs.targetPPA! : null,
    maxEpcPrice: null,
    viable: false,
    reason,
    lcoe: null,
    lcoeReal: null,
    annualProduction: setting.firstYearEnergy,
    capex: null,
    netCapex: null,
    breakeven: null,
    specificYield: setting.specificYield,
    presentValues: pv,
    cashFlows: [],
    warnings: [],
  };
}

function cannotPayBack(inputs: PpaInputs): string {
  return `At $${inputs.targetPPA!.toFixed(4)}/kWh the revenue does not cover the operating costs: no EPC price above zero pays back.`;
}

/** How close a levered result's equity IRR must come to its target to be reported (0.0001 percentage points). */
export const EQUITY_IRR_TOLERANCE = 1e-6;

/**
 * Why a levered solve is not viable, or null when it is: the debt is sculpted on positive cash flow
 * in every year of its tenor, its balance never goes negative, it does not exceed the capital cost,
 * and equity's cash flows return the target IRR (within EQUITY_IRR_TOLERANCE). The closed-form
 * solve zeroes equity's NPV at the target; when the flows change sign more than once, or equity
 * puts nothing in, that NPV is zero without the IRR being the target.
 */
function leveredShortfall(model: SingleOwnerModel, run: SingleOwnerRun, equityIrr: number | null): string | null {
  const debt = model.debt!;
  const target = model.targetEquityIrr!;
  const percent = (rate: number) => `${Number((rate * 100).toFixed(2))} %`;
  const shortYear = run.years.find((row) => row.year <= debt.tenorYears && row.cfads <= 0);
  if (shortYear)
    return `Operating cash flow is not positive in year ${shortYear.year} of the debt's tenor: sculpted debt cannot be sized on it, so no price gives equity its ${percent(target)} target.`;
  let balance = run.debt;
  for (const row of run.years) {
    balance -= row.principal;
    if (balance < -1e-9 * Math.max(1, run.debt))
      return `The debt's balance would go negative in year ${row.year}: the cash flow cannot carry this debt, so no price gives equity its ${percent(target)} target.`;
  }
  if (run.debt > run.totalCapex * (1 - 1e-9))
    return `The debt the cash flow supports covers the whole capital cost: equity puts nothing in, so it has no ${percent(target)} return to earn.`;
  if (equityIrr === null || Math.abs(equityIrr - target) > EQUITY_IRR_TOLERANCE) {
    const found = equityIrr === null ? 'no single rate of return' : percent(equityIrr);
    return `Equity's cash flows change sign more than once: at the price that zeroes their value at ${percent(target)} they return ${found}, not the target.`;
  }
  return null;
}

function solvePreTax(inputs: PpaInputs, setting: Setting): PpaResult {
  const { wacc, itcPercent, termYears: years, escalationPercent: escalation, degradationPercent: degradation } = inputs;
  const { kWdc, watts, firstYearEnergy, inflation } = setting;
  const itcShare = 1 - itcPercent / 100;
  const otherCapex = watts * (inputs.otherCapexPerW ?? 0);
  const propertyTax = inputs.propertyTaxAndInsurancePercent ?? 0;

  const pvEnergy = firstYearEnergy * growingAnnuityFactor(wacc, 1 - degradation, years);
  const revenueFactor = firstYearEnergy * growingAnnuityFactor(wacc, (1 + escalation) * (1 - degradation), years);
  const firstYearOm = inputs.omCostPerKWYear * kWdc;
  const pvOm = firstYearOm * growingAnnuityFactor(wacc, 1 + (inputs.omEscalationPercent ?? 0), years);
  const pvLease = (inputs.landLeasePerYear ?? 0) * growingAnnuityFactor(wacc, 1 + (inputs.landLeaseEscalationPercent ?? 0), years);
  // Property tax is a share of total capex each year: PV = share × capex × A(r, 1, N).
  const pvPropertyTaxPerDollar = propertyTax * growingAnnuityFactor(wacc, 1, years);

  let ppaPrice: number;
  let epcPrice: number;
  if (inputs.solveFor === 'ppa') {
    if (inputs.epcPricePerW === undefined) throw new Error('epcPricePerW is required to solve for the PPA price');
    epcPrice = inputs.epcPricePerW;
    const capex = watts * epcPrice;
    ppaPrice = (capex * itcShare + otherCapex + pvOm + pvLease + pvPropertyTaxPerDollar * (capex + otherCapex)) / revenueFactor;
  } else {
    if (inputs.targetPPA === undefined) throw new Error('targetPPA is required to solve for the EPC price');
    ppaPrice = inputs.targetPPA;
    epcPrice =
      (ppaPrice * revenueFactor - pvOm - pvLease - otherCapex * (1 + pvPropertyTaxPerDollar)) /
      (watts * (itcShare + pvPropertyTaxPerDollar));
  }

  const otherPv = pvLease + pvPropertyTaxPerDollar * (watts * epcPrice + otherCapex);
  const presentValues = { revenue: ppaPrice * revenueFactor, omCost: pvOm + otherPv, energy: pvEnergy };
  if (epcPrice <= 0) return notViable(inputs, setting, presentValues, 'pre-tax', cannotPayBack(inputs));

  const capex = watts * epcPrice;
  const netCapex = capex * itcShare + otherCapex;
  const costs = netCapex + pvOm + otherPv;
  const cashFlows = yearByYear({
    firstYearEnergy,
    ppaPrice,
    firstYearOm,
    netCapex,
    propertyTaxAndInsurance: propertyTax * (capex + otherCapex),
    inputs,
  });
  return {
    solveFor: inputs.solveFor,
    taxMode: 'pre-tax',
    ppaPrice,
    maxEpcPrice: epcPrice,
    viable: true,
    lcoe: costs / pvEnergy,
    lcoeReal: costs / ((1 + inflation) * firstYearEnergy * growingAnnuityFactor(wacc, (1 + inflation) * (1 - degradation), years)),
    annualProduction: firstYearEnergy,
    capex,
    netCapex,
    breakeven: cashFlows.find((row) => row.cumulativeCashFlow >= -1e-6)?.year ?? null,
    specificYield: setting.specificYield,
    presentValues,
    cashFlows,
    warnings: [],
  };
}

function yearByYear({
  firstYearEnergy,
  ppaPrice,
  firstYearOm,
  netCapex,
  propertyTaxAndInsurance,
  inputs,
}: {
  firstYearEnergy: number;
  ppaPrice: number;
  firstYearOm: number;
  netCapex: number;
  propertyTaxAndInsurance: number;
  inputs: PpaInputs;
}): PpaYear[] {
  const rows: PpaYear[] = [];
  let cumulative = -netCapex;
  for (let year = 1; year <= inputs.termYears; year += 1) {
    const energyKWh = firstYearEnergy * (1 - inputs.degradationPercent) ** (year - 1);
    const pricePerKWh = ppaPrice * (1 + inputs.escalationPercent) ** (year - 1);
    const revenue = energyKWh * pricePerKWh;
    const omCost = firstYearOm * (1 + (inputs.omEscalationPercent ?? 0)) ** (year - 1);
    const otherCosts =
      propertyTaxAndInsurance + (inputs.landLeasePerYear ?? 0) * (1 + (inputs.landLeaseEscalationPercent ?? 0)) ** (year - 1);
    const netCashFlow = revenue - omCost - otherCosts;
    cumulative += netCashFlow;
    const discountFactor = (1 + inputs.wacc) ** -year;
    rows.push(ppaYear({ year, energyKWh, pricePerKWh, revenue, omCost, otherCosts }, netCashFlow, cumulative, discountFactor));
  }
  return rows;
}

/**
 * A row of the cash-flow table: the year's operating figures (only those: a single-owner row holds
 * more), its net cash flow and that discounted.
 */
function ppaYear(
  { year, energyKWh, pricePerKWh, revenue, omCost, otherCosts }: OperatingYear,
  netCashFlow: number,
  cumulativeCashFlow: number,
  discountFactor: number,
): PpaYear {
  return {
    year,
    energyKWh,
    pricePerKWh,
    revenue,
    omCost,
    otherCosts,
    netCashFlow,
    cumulativeCashFlow,
    discountFactor,
    presentValue: netCashFlow * discountFactor,
  };
}

/** The single-owner model's inputs from a request, with the documented defaults. */
export function singleOwnerModel(inputs: PpaInputs, setting: Setting): SingleOwnerModel {
  const options = { ...PPA_OPTION_DEFAULTS, ...definedOnly(inputs) };
  return {
    watts: setting.watts,
    firstYearEnergy: setting.firstYearEnergy,
    degradation: inputs.degradationPercent,
    termYears: inputs.termYears,
    firstYearOm: inputs.omCostPerKWYear * setting.kWdc,
    omEscalation: inputs.omEscalationPercent ?? 0,
    otherCapex: setting.watts * (inputs.otherCapexPerW ?? 0),
    propertyTaxAndInsurance: inputs.propertyTaxAndInsurancePercent ?? 0,
    firstYearLandLease: inputs.landLeasePerYear ?? 0,
    landLeaseEscalation: inputs.landLeaseEscalationPercent ?? 0,
    taxRate: combinedTaxRate(options.federalTaxRate, options.stateTaxRate),
    incentive: options.incentive,
    itc: inputs.itcPercent / 100,
    ptcPerKWh: options.ptcPerKWh,
    inflation: setting.inflation,
    creditTransferPrice: options.creditTransferPrice,
    bonusDepreciation: options.bonusDepreciationPercent / 100,
    wacc: inputs.wacc,
    ...(inputs.debt && { debt: inputs.debt, targetEquityIrr: inputs.targetEquityIrr }),
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as Partial<T>;
}

function solveAfterTax(inputs: PpaInputs, setting: Setting): PpaResult {
  const model = singleOwnerModel(inputs, setting);
  const { wacc, escalationPercent: escalation } = inputs;
  let ppaPrice: number;
  let epcPrice: number;
  if (inputs.solveFor === 'ppa') {
    if (inputs.epcPricePerW === undefined) throw new Error('epcPricePerW is required to solve for the PPA price');
    epcPrice = inputs.epcPricePerW;
    ppaPrice = breakEvenPrice(model, escalation, epcPrice);
  } else {
    if (inputs.targetPPA === undefined) throw new Error('targetPPA is required to solve for the EPC price');
    ppaPrice = inputs.targetPPA;
    epcPrice = breakEvenEpcPrice(model, ppaPrice, escalation);
  }
  const run = runSingleOwner(model, ppaPrice, escalation, Math.max(epcPrice, 0));
  const pv = { revenue: 0, omCost: 0, energy: 0 };
  let discount = 1;
  let cumulative = -run.totalCapex;
  const cashFlows: PpaYear[] = run.years.map((row) => {
    discount /= 1 + wacc;
    pv.revenue += row.revenue * discount;
    pv.omCost += (row.omCost + row.otherCosts) * discount;
    pv.energy += row.energyKWh * discount;
    cumulative += row.projectCashFlow;
    return ppaYear(row, row.projectCashFlow, cumulative, discount);
  });
  if (epcPrice <= 0) return notViable(inputs, setting, pv, 'after-tax', cannotPayBack(inputs));

  const summary = summarizeSingleOwner(model, run);
  const shortfall = model.debt ? leveredShortfall(model, run, summary.equityIrr) : null;
  if (shortfall) return notViable(inputs, setting, pv, 'after-tax', shortfall);
  // The NPV is affine in the price and, at a zero price, does not depend on the escalation: one
  // evaluation at zero serves both LCOEs, and the price solve's slope gives the one at its escalation.
  const atZero = solvedNpv(model, 0, 0, epcPrice);
  const slopeAt = (rising: number) =>
    rising === escalation && inputs.solveFor === 'ppa' ? -atZero / ppaPrice : solvedNpv(model, 1, rising, epcPrice) - atZero;
  const flatPrice = (rising: number) => -atZero / slopeAt(rising);
  return {
    solveFor: inputs.solveFor,
    taxMode: 'after-tax',
    ppaPrice,
    maxEpcPrice: epcPrice,
    viable: true,
    lcoe: flatPrice(0),
    lcoeReal: flatPrice(setting.inflation) / (1 + setting.inflation),
    annualProduction: setting.firstYearEnergy,
    capex: run.capex,
    netCapex: run.totalCapex,
    breakeven: run.years.find((row) => row.cumulativeCashFlow >= -1e-6)?.year ?? null,
    specificYield: setting.specificYield,
    presentValues: pv,
    cashFlows,
    afterTax: {
      combinedTaxRate: model.taxRate,
      incentive: model.incentive,
      npv: summary.npv,
      projectIrr: summary.projectIrr,
      equityIrr: summary.equityIrr,
      debt: summary.debt,
      years: run.years,
    },
    warnings: [],
  };
}

/** The CSV report's rows: the yearly cash flows (none for a solve that is not viable). */
export function ppaReportRows(result: PpaResult): Record<string, number>[] {
  return result.cashFlows.map((row) => ({
    year: row.year,
    energy_kwh: Math.round(row.energyKWh),
    price_per_kwh: Number(row.pricePerKWh.toFixed(6)),
    revenue: Number(row.revenue.toFixed(2)),
    om_cost: Number(row.omCost.toFixed(2)),
    net_cash_flow: Number(row.netCashFlow.toFixed(2)),
    cumulative_cash_flow: Number(row.cumulativeCashFlow.toFixed(2)),
    present_value: Number(row.presentValue.toFixed(2)),
  }));
}
