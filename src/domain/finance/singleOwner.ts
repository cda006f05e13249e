import { internalRateOfReturn, netPresentValue } from './dcf.ts';

/**
 * The after-tax single-owner model, after NREL SAM's single-owner structure, simplified.
 * Conventions (docs/calculators.md, "After-tax single owner"): nominal dollars, end-of-year flows,
 * year 0 = construction (−capex), year 1 = first operating year, rates as fractions.
 *
 *   T          = s + f (1 − s)                                   combined income-tax rate
 *   CFADS_t    = revenue_t − O&M_t − other operating costs_t     (cash flow available for debt service)
 *   basis      = capex × (1 − ITC/2) with the ITC, capex with the PTC; + other capex (no ITC)
 *   dep_t      = bonus share of the basis in year 1, 5-year MACRS (half-year) on the rest, years 1–6
 *   tax_t      = T × (CFADS_t − dep_t − interest_t)              negative tax is a benefit that year
 *                                                                (the owner has tax appetite)
 *   credits    = ITC × capex × transfer price at the end of year 1, or
 *                PTC_1 (1 + inflation)^(t−1) × E_t × transfer price in years 1–10
 *   unlevered  : CF_0 = −capex_total, CF_t = CFADS_t − tax_t + credits_t, discounted at the WACC
 *   levered    : DS_t = CFADS_t / DSCR (t ≤ tenor), debt = Σ DS_t / (1 + i)^t,
 *                interest_t = opening balance × i; equity CF_0 = −(capex_total − debt),
 *                CF_t = CFADS_t − DS_t − tax_t + credits_t, discounted at the target equity IRR
 *
 * Every flow is affine in the year-1 price p and in the EPC price: revenue is linear in p; capex,
 * basis, depreciation, credits and property tax are linear in the EPC price; debt and interest are
 * linear in CFADS. So NPV(x) = NPV(0) + x (NPV(1) − NPV(0)) exactly, and the solve is closed-form:
 * x* = −NPV(0) / (NPV(1) − NPV(0)), two evaluations, no iteration.
 */

/** 5-year MACRS, half-year convention (IRS Publication 946, Table A-1): years 1–6, sums to 1. */
export const MACRS_5_YEAR = [0.2, 0.32, 0.192, 0.1152, 0.1152, 0.0576] as const;
/** The PTC is paid for the first 10 years of operation (26 U.S.C. 45(a)(2)). */
export const PTC_YEARS = 10;

export function combinedTaxRate(federal: number, state: number): number {
  return state + federal * (1 - state);
}

export interface SingleOwnerModel {
  /** Watts DC, so capex = watts × EPC price. */
  watts: number;
  firstYearEnergy: number;
  degradation: number;
  termYears: number;
  firstYearOm: number;
  omEscalation: number;
  /** $ at year 0, outside the ITC basis (interconnection, development). */
  otherCapex: number;
  /** Property tax and insurance, fraction of total capex per year. */
  propertyTaxAndInsurance: number;
  firstYearLandLease: number;
  landLeaseEscalation: number;
  taxRate: number;
  incentive: 'itc' | 'ptc';
  /** Fraction (0.3 = 30 %). */
  itc: number;
  ptcPerKWh: number;
  inflation: number;
  creditTransferPrice: number;
  /** Fraction of the depreciable basis taken in year 1. */
  bonusDepreciation: number;
  wacc: number;
  debt?: { dscr: number; tenorYears: number; interestRate: number };
  targetEquityIrr?: number;
}

/** A year of the plant's operation, before financing and tax: where the pre-tax table and the single-owner model both start. */
export interface OperatingYear {
  year: number;
  energyKWh: number;
  pricePerKWh: number;
  revenue: number;
  omCost: number;
  /** Property tax and insurance plus land lease. */
  otherCosts: number;
}

export interface SingleOwnerYear extends OperatingYear {
  cfads: number;
  depreciation: number;
  interest: number;
  principal: number;
  debtService: number;
  taxableIncome: number;
  /** Negative: a benefit used that year. */
  tax: number;
  credits: number;
  /** Unlevered after-tax cash flow. */
  projectCashFlow: number;
  /** Levered: to equity. */
  equityCashFlow: number | null;
  /** −capex + Σ project cash flow to date. */
  cumulativeCashFlow: number;
}

export interface SingleOwnerRun {
  capex: number;
  totalCapex: number;
  debt: number;
  /** Year 0 first. */
  projectFlows: number[];
  equityFlows: number[] | null;
  years: SingleOwnerYear[];
}

/**
 * Per-year working arrays, reused across calls: a solve simulates the years up to six times, and
 * allocating five typed arrays each time was a measurable share of it. Nothing keeps them between
 * calls (simulate copies what a table needs into its rows).
 */
const buffers = {
  years: 0,
  cfads: new Float64Array(0),
  energy: new Float64Array(0),
  omCosts: new Float64Array(0),
  otherCosts: new Float64Array(0),
  prices: new Float64Array(0),
};
function scratch(years: number) {
  if (buffers.years < years) {
    Object.assign(buffers, {
      years,
      cfads: new Float64Array(years),
      energy: new Float64Array(years),
      omCosts: new Float64Array(years),
      otherCosts: new Float64Array(years),
      prices: new Float64Array(years),
    });
  }
  return buffers;
}

/** The yearly flows at year-1 price `price` (escalating at `escalation`) and EPC price `epcPerW`. */
export function runSingleOwner(model: SingleOwnerModel, price: number, escalation: number, epcPerW: number): SingleOwnerRun {
  return simulate(model, price, escalation, epcPerW, true) as SingleOwnerRun;
}

/**
 * One pass over the years. Without `table` it returns only the NPV the solve zeroes, allocating
 * nothing per year: the solve calls it several times per request, within 50 µs a call.
 */
function simulate(model: SingleOwnerModel, price: number, escalation: number, epcPerW: number, table: boolean): SingleOwnerRun | number {
  const years = model.termYears;
  const capex = model.watts * epcPerW;
  const totalCapex = capex + model.otherCapex;
  const itcAmount = model.incentive === 'itc' ? capex * model.itc : 0;
  const basis = (model.incentive === 'itc' ? capex * (1 - model.itc / 2) : capex) + model.otherCapex;
  const bonus = basis * model.bonusDepreciation;
  const debtTerms = model.debt;
  const tenor = debtTerms ? Math.min(debtTerms.tenorYears, years) : 0;

  // CFADS first: sculpted debt is sized on all of it before year 1. Growth factors are running
  // products rather than powers (Math.pow per term was most of the solve's time).
  const { cfads, energy, omCosts, otherCosts, prices } = scratch(years);
  let debt = 0;
  let energyNow = model.firstYearEnergy;
  let priceNow = price;
  let omNow = model.firstYearOm;
  let leaseNow = model.firstYearLandLease;
  let debtDiscount = 1;
  for (let index = 0; index < years; index += 1) {
    energy[index] = energyNow;
    prices[index] = priceNow;
    omCosts[index] = omNow;
    otherCosts[index] = model.propertyTaxAndInsurance * totalCapex + leaseNow;
    cfads[index] = energyNow * priceNow - omNow - otherCosts[index]!;
    if (debtTerms && index < tenor) {
      debtDiscount /= 1 + debtTerms.interestRate;
      debt += (cfads[index]! / debtTerms.dscr) * debtDiscount;
    }
    energyNow *= 1 - model.degradation;
    priceNow *= 1 + escalation;
    omNow *= 1 + model.omEscalation;
    leaseNow *= 1 + model.landLeaseEscalation;
  }

  const rate = debtTerms ? model.targetEquityIrr! : model.wacc;
  let npv = debtTerms ? -(totalCapex - debt) : -totalCapex;
  let balance = debt;
  let cumulative = -totalCapex;
  const rows: SingleOwnerYear[] = [];
  const projectFlows = [-totalCapex];
  const equityFlows = [-(totalCapex - debt)];
  let discount = 1;
  let ptcNow = model.ptcPerKWh;
  for (let index = 0; index < years; index += 1) {
    const year = index + 1;
    discount /= 1 + rate;
    const depreciation = (year === 1 ? bonus : 0) + (basis - bonus) * (MACRS_5_YEAR[index] ?? 0);
    const ptc = model.incentive === 'ptc' && year <= PTC_YEARS ? ptcNow * energy[index]! : 0;
    ptcNow *= 1 + model.inflation;
    const credits = (ptc + (year === 1 ? itcAmount : 0)) * model.creditTransferPrice;
    const debtService = debtTerms && index < tenor ? cfads[index]! / debtTerms.dscr : 0;
    const interest = debtTerms ? balance * debtTerms.interestRate : 0;
    const principal = debtService - interest;
    balance -= principal;
    const taxableIncome = cfads[index]! - depreciation - interest;
    const tax = model.taxRate * taxableIncome;
    // The project's own after-tax flow: taxes as if unlevered (no interest shield).
    const projectCashFlow = cfads[index]! - model.taxRate * (cfads[index]! - depreciation) + credits;
    const equityCashFlow = cfads[index]! - debtService - tax + credits;
    npv += (debtTerms ? equityCashFlow : projectCashFlow) * discount;
    if (!table) continue;
    cumulative += projectCashFlow;
    rows.push({
      year,
      energyKWh: energy[index]!,
      pricePerKWh: prices[index]!,
      revenue: energy[index]! * prices[index]!,
      omCost: omCosts[index]!,
      otherCosts: otherCosts[index]!,
      cfads: cfads[index]!,
      depreciation,
      interest,
      principal,
      debtService,
      taxableIncome,
      tax,
      credits,
      projectCashFlow,
      equityCashFlow: debtTerms ? equityCashFlow : null,
      cumulativeCashFlow: cumulative,
    });
    projectFlows.push(projectCashFlow);
    equityFlows.push(equityCashFlow);
  }
  if (!table) return npv;
  return { capex, totalCapex, debt, projectFlows, equityFlows: debtTerms ? equityFlows : null, years: rows };
}

/** The NPV the solve zeroes: equity at the target IRR when levered, the project at the WACC otherwise. */
export function solvedNpv(model: SingleOwnerModel, price: number, escalation: number, epcPerW: number): number {
  return simulate(model, price, escalation, epcPerW, false) as number;
}

/** The year-1 price (escalating at `escalation`) at which the solved NPV is zero, at EPC price `epcPerW`. */
export function breakEvenPrice(model: SingleOwnerModel, escalation: number, epcPerW: number): number {
  const atZero = solvedNpv(model, 0, escalation, epcPerW);
  return -atZero / (solvedNpv(model, 1, escalation, epcPerW) - atZero);
}

/** The EPC price ($/W) at which the solved NPV is zero, at year-1 price `price`. */
export function breakEvenEpcPrice(model: SingleOwnerModel, price: number, escalation: number): number {
  const atZero = solvedNpv(model, price, escalation, 0);
  return -atZero / (solvedNpv(model, price, escalation, 1) - atZero);
}

/** Summary figures of a run: NPVs, IRRs and the debt's coverage. */
export function summarizeSingleOwner(model: SingleOwnerModel, run: SingleOwnerRun) {
  const debtYears = run.years.filter((row) => row.debtService !== 0);
  const coverage = debtYears.map((row) => row.cfads / row.debtService);
  return {
    npv: netPresentValue(model.wacc, run.projectFlows),
    projectIrr: internalRateOfReturn(run.projectFlows),
    equityIrr: run.equityFlows ? internalRateOfReturn(run.equityFlows) : null,
    debt: model.debt
      ? {
          amount: run.debt,
          shareOfCapex: run.debt / run.totalCapex,
          ...model.debt,
          minDscr: coverage.length ? Math.min(...coverage) : null,
          averageDscr: coverage.length ? coverage.reduce((sum, value) => sum + value, 0) / coverage.length : null,
        }
      : null,
  };
}
