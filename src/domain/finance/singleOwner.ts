import { internalRateOfReturn, netPresentValue } from './dcf.ts';

/**
 * The after-tax single-owner model (issue 15), after NREL SAM's single-owner structure, simplified.
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

export interface SingleOwnerYear {
  year: number;
  energyKWh: number;
  pricePerKWh: number;
  revenue: number;
  omCost: number;
  otherCosts: number;
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

/** The yearly flows at year-1 price `price` (escalating at `escalation`) and EPC price `epcPerW`. */
export function runSingleOwner(model: SingleOwnerModel, price: number, escalation: number, epcPerW: number): SingleOwnerRun {
  const capex = model.watts * epcPerW;
  const totalCapex = capex + model.otherCapex;
  const itcAmount = model.incentive === 'itc' ? capex * model.itc : 0;
  const basis = (model.incentive === 'itc' ? capex * (1 - model.itc / 2) : capex) + model.otherCapex;
  const bonus = basis * model.bonusDepreciation;
  const tenor = model.debt ? Math.min(model.debt.tenorYears, model.termYears) : 0;

  const base = Array.from({ length: model.termYears }, (_, index) => {
    const year = index + 1;
    const energyKWh = model.firstYearEnergy * (1 - model.degradation) ** index;
    const pricePerKWh = price * (1 + escalation) ** index;
    const revenue = energyKWh * pricePerKWh;
    const omCost = model.firstYearOm * (1 + model.omEscalation) ** index;
    const otherCosts = model.propertyTaxAndInsurance * totalCapex + model.firstYearLandLease * (1 + model.landLeaseEscalation) ** index;
    const cfads = revenue - omCost - otherCosts;
    const depreciation = (year === 1 ? bonus : 0) + (basis - bonus) * (MACRS_5_YEAR[index] ?? 0);
    const ptc = model.incentive === 'ptc' && year <= PTC_YEARS ? model.ptcPerKWh * (1 + model.inflation) ** index * energyKWh : 0;
    const credits = (ptc + (year === 1 ? itcAmount : 0)) * model.creditTransferPrice;
    return { year, energyKWh, pricePerKWh, revenue, omCost, otherCosts, cfads, depreciation, credits };
  });

  const debtService = base.map((row) => (model.debt && row.year <= tenor ? row.cfads / model.debt.dscr : 0));
  const debt = model.debt ? netPresentValue(model.debt.interestRate, [0, ...debtService]) : 0;
  let balance = debt;
  let cumulative = -totalCapex;
  const years: SingleOwnerYear[] = base.map((row, index) => {
    const interest = model.debt ? balance * model.debt.interestRate : 0;
    const service = debtService[index]!;
    const principal = service - interest;
    balance -= principal;
    const taxableIncome = row.cfads - row.depreciation - interest;
    const tax = model.taxRate * taxableIncome;
    // The project's own after-tax flow: taxes as if unlevered (no interest shield).
    const projectCashFlow = row.cfads - model.taxRate * (row.cfads - row.depreciation) + row.credits;
    cumulative += projectCashFlow;
    return {
      ...row,
      interest,
      principal,
      debtService: service,
      taxableIncome,
      tax,
      projectCashFlow,
      equityCashFlow: model.debt ? row.cfads - service - tax + row.credits : null,
      cumulativeCashFlow: cumulative,
    };
  });
  return {
    capex,
    totalCapex,
    debt,
    projectFlows: [-totalCapex, ...years.map((row) => row.projectCashFlow)],
    equityFlows: model.debt ? [-(totalCapex - debt), ...years.map((row) => row.equityCashFlow!)] : null,
    years,
  };
}

/** The NPV the solve zeroes: equity at the target IRR when levered, the project at the WACC otherwise. */
export function solvedNpv(model: SingleOwnerModel, run: SingleOwnerRun): number {
  return run.equityFlows ? netPresentValue(model.targetEquityIrr!, run.equityFlows) : netPresentValue(model.wacc, run.projectFlows);
}

/** The year-1 price (escalating at `escalation`) at which the solved NPV is zero, at EPC price `epcPerW`. */
export function breakEvenPrice(model: SingleOwnerModel, escalation: number, epcPerW: number): number {
  const atZero = solvedNpv(model, runSingleOwner(model, 0, escalation, epcPerW));
  const atOne = solvedNpv(model, runSingleOwner(model, 1, escalation, epcPerW));
  return -atZero / (atOne - atZero);
}

/** The EPC price ($/W) at which the solved NPV is zero, at year-1 price `price`. */
export function breakEvenEpcPrice(model: SingleOwnerModel, price: number, escalation: number): number {
  const atZero = solvedNpv(model, runSingleOwner(model, price, escalation, 0));
  const atOne = solvedNpv(model, runSingleOwner(model, price, escalation, 1));
  return -atZero / (atOne - atZero);
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
