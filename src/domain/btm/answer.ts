import type { Highs } from 'highs';
import type { BessEconomics } from '../finance/bess.ts';
import { systemCostsOf, type CashFlowYear, type SystemCosts } from '../finance/cashFlow.ts';
import type { BtmRequest } from '../schemas/calculators/btm.ts';
import { sizeBoundsOf } from '../schemas/calculators/btmEconomics.ts';
import { evaluateSystem, type SystemEvaluation } from './coSizing.ts';
import { MONTH_NAMES } from '../typicalYear.ts';
import { annualisedCosts, btmEconomics } from './economics.ts';
import { billOf, calendarOf, periodsOf, type MonthBill } from './model.ts';
import { netLoad, optimizeDispatch, type BtmDispatch, type BtmSolution, type OptimizeOptions } from './optimize.ts';
import { exportRuleOfTariff, exportTermsOf, type ExportRule } from './exports.ts';
import { tariffOfRequest, type UrdbTariffInfo } from './urdb.ts';

/**
 * The optimizer's answer to a request, the same in the API and in the page's worker: the bill
 * before and after month by month, the year's savings, the dispatch of every interval, the
 * battery's returns when costs are given, and how the solve went. "Before" is the site without the
 * battery, its PV included; with PV, `noSystem` is also the bill of the load alone (no PV, no
 * battery), the baseline REopt compares against. Saved runs from before `noSystem` lack it.
 */
export interface BtmAnswer {
  intervalMinutes: BtmRequest['intervalMinutes'];
  year: number;
  tariff: UrdbTariffInfo & { exportPricePerKWh: number | null };
  /** The export rule applied (its name), and whether the battery could charge from the grid. */
  exports?: { rule: ExportRule['rule']; gridCharging: boolean };
  /**
   * What the answer does not model that the tariff has (one sentence per URDB field, urdbFields.ts).
   * Saved runs from before warnings lack it.
   */
  warnings?: string[];
  battery: BtmSolution['battery'];
  months: { month: string; before: MonthBill; after: MonthBill; noSystem?: MonthBill }[];
  annual: BtmSolution['annual'] & { noSystem?: number };
  load: { annualKWh: number; peakKW: number };
  pv?: { annualKWh: number; curtailedKWh: number };
  dispatch: BtmDispatch;
  economics?: BessEconomics;
  /** With the request's `economics`: the PV + battery system after tax, sized when asked. */
  system?: SystemAnswer;
  solver: BtmSolution['solver'];
}

export interface SystemAnswer {
  sized: boolean;
  /** What was chosen (or given): PV kWdc, battery kW and kWh. */
  size: SystemEvaluation['size'];
  built: SystemEvaluation['built'];
  /** Why a part was not built. */
  notes: string[];
  /** Year-1 bill savings of PV (against no system) and of the battery (against PV alone). */
  savings: SystemEvaluation['savings'];
  annualBills: SystemEvaluation['annualBills'];
  capex: SystemEvaluation['cashFlow']['capex'];
  itc: number;
  /** Year 0 (the purchase) to the analysis's last year. */
  cashFlow: CashFlowYear[];
  npv: number;
  irr: number | null;
  paybackYears: number | null;
  discountedPaybackYears: number | null;
  /** The assumptions used, defaults filled in. */
  assumptions: SystemCosts;
  /** PV's first-year output at the chosen size, kWh. */
  pvAnnualKWh: number;
  /** The size (kWdc) whose output the request's pvKW is: the PV shown is that series × size.pvKW / pvReferenceKW. */
  pvReferenceKW: number;
}

/** kW to the watt: the dispatch of a 15-minute year is 140,000 numbers, and more digits say nothing. */
const watts = (values: readonly number[]) => values.map((value) => Math.round(value * 1000) / 1000);

export async function answerBtm(highs: Highs, request: BtmRequest, options: OptimizeOptions = {}): Promise<BtmAnswer> {
  const { tariff, info, warnings } = tariffOfRequest(request);
  const exports = request.export ?? exportRuleOfTariff(tariff);
  const costs = request.costs;
  const calendar = calendarOf(request.year, { daylightSaving: request.daylightSaving });
  const base = {
    intervalMinutes: request.intervalMinutes,
    loadKW: request.loadKW,
    pvKW: request.pvKW,
    tariff,
    calendar,
    battery: request.battery,
    exports,
    gridCharging: request.gridCharging,
  };
  const evaluation = request.economics ? await evaluateSystemOf(highs, request, base, options) : undefined;
  const solution =
    evaluation?.solution ??
    (await optimizeDispatch(highs, { ...base, sizing: request.size && costs ? annualisedCosts(costs) : undefined }, options));
  const pvKW = evaluation
    ? evaluation.built.pv
      ? scaled(request.pvKW!, evaluation.size.pvKW / request.economics!.pv!.referenceKW!)
      : undefined
    : request.pvKW;
  const hours = request.intervalMinutes / 60;
  const energy = (series: ArrayLike<number>) => Array.from(series).reduce((sum, kW) => sum + kW * hours, 0);
  const { dispatch } = solution;
  // With PV, "before" already has it: the load alone is billed too, for the bill with no system at all.
  const noSystem = pvKW
    ? billOf(
        tariff,
        calendar,
        request.intervalMinutes,
        netLoad({ loadKW: request.loadKW, tariff }, exports.rule !== 'none'),
        exportTermsOf(exports, tariff, periodsOf(tariff, calendar, request.intervalMinutes)),
      )
    : undefined;
  return {
    intervalMinutes: request.intervalMinutes,
    year: request.year,
    tariff: { ...info, exportPricePerKWh: tariff.exportPricePerKWh },
    exports: { rule: exports.rule, gridCharging: request.gridCharging },
    warnings: [...warnings, ...unprovenWarning(solution.solver.unproven)],
    battery: evaluation ? { ...solution.battery, sized: evaluation.sized } : solution.battery,
    months: solution.months.map((month, index) => ({
      month: MONTH_NAMES[index]!,
      ...month,
      ...(noSystem ? { noSystem: noSystem[index]! } : {}),
    })),
    annual: { ...solution.annual, ...(noSystem ? { noSystem: noSystem.reduce((total, bill) => total + bill.total, 0) } : {}) },
    load: { annualKWh: energy(request.loadKW), peakKW: request.loadKW.reduce((peak, kW) => Math.max(peak, kW), -Infinity) },
    ...(pvKW ? { pv: { annualKWh: energy(pvKW), curtailedKWh: energy(dispatch.curtailedKW ?? []) } } : {}),
    dispatch: {
      chargeKW: watts(dispatch.chargeKW),
      dischargeKW: watts(dispatch.dischargeKW),
      socKWh: watts(dispatch.socKWh),
      gridKW: watts(dispatch.gridKW),
      ...(dispatch.curtailedKW ? { curtailedKW: watts(dispatch.curtailedKW) } : {}),
    },
    ...(costs ? { economics: btmEconomics(solution, costs) } : {}),
    ...(evaluation ? { system: systemAnswer(evaluation, request, pvKW ? energy(pvKW) : 0) } : {}),
    solver: solution.solver,
  };
}

const scaled = (series: readonly number[], factor: number) => series.map((kW) => kW * factor);

/** What a search stopped before its proof means for the bill (optimize.ts: MIP_SECONDS). */
function unprovenWarning(unproven: BtmSolution['solver']['unproven']): string[] {
  if (!unproven) return [];
  const { months, gapDollars } = unproven;
  const bound =
    gapDollars === null
      ? 'the bill shown is the best it found, with no bound on how far above the best possible it may be'
      : `the bill shown may be up to ${gapDollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' })} a year above the best possible`;
  return [
    `Export pays more than import in many intervals of ${months.join(', ')}, and each needs a yes-or-no choice (the meter bills an interval's net flow): the search stopped before proving the best dispatch there, so ${bound}.`,
  ];
}

function evaluateSystemOf(highs: Highs, request: BtmRequest, problem: Parameters<typeof evaluateSystem>[1], options: OptimizeOptions) {
  const economics = request.economics!;
  const pvReferenceKW = economics.pv?.referenceKW ?? 0;
  return evaluateSystem(
    highs,
    problem,
    systemCostsOf(economics),
    { pvReferenceKW, bounds: request.size ? sizeBoundsOf(economics, request.battery, pvReferenceKW) : undefined },
    options,
  );
}

function systemAnswer(evaluation: SystemEvaluation, request: BtmRequest, pvAnnualKWh: number): SystemAnswer {
  const { cashFlow } = evaluation;
  return {
    sized: evaluation.sized,
    size: evaluation.size,
    built: evaluation.built,
    notes: evaluation.notes,
    savings: evaluation.savings,
    annualBills: evaluation.annualBills,
    capex: cashFlow.capex,
    itc: cashFlow.itc,
    cashFlow: cashFlow.years,
    npv: cashFlow.npv,
    irr: cashFlow.irr,
    paybackYears: cashFlow.paybackYears,
    discountedPaybackYears: cashFlow.discountedPaybackYears,
    assumptions: systemCostsOf(request.economics!),
    pvAnnualKWh,
    pvReferenceKW: request.economics!.pv?.referenceKW ?? 0,
  };
}
