import type { Highs } from 'highs';
import type { BessEconomics } from '../finance/bess.ts';
import type { BtmRequest } from '../schemas/calculators/btm.ts';
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
  solver: BtmSolution['solver'];
}

/** kW to the watt: the dispatch of a 15-minute year is 140,000 numbers, and more digits say nothing. */
const watts = (values: readonly number[]) => values.map((value) => Math.round(value * 1000) / 1000);

export async function answerBtm(highs: Highs, request: BtmRequest, options: OptimizeOptions = {}): Promise<BtmAnswer> {
  const { tariff, info, warnings } = tariffOfRequest(request);
  const exports = request.export ?? exportRuleOfTariff(tariff);
  const costs = request.costs;
  const calendar = calendarOf(request.year, { daylightSaving: request.daylightSaving });
  const solution = await optimizeDispatch(
    highs,
    {
      intervalMinutes: request.intervalMinutes,
      loadKW: request.loadKW,
      pvKW: request.pvKW,
      tariff,
      calendar,
      battery: request.battery,
      sizing: request.size && costs ? annualisedCosts(costs) : undefined,
      exports,
      gridCharging: request.gridCharging,
    },
    options,
  );
  const hours = request.intervalMinutes / 60;
  const energy = (series: ArrayLike<number>) => Array.from(series).reduce((sum, kW) => sum + kW * hours, 0);
  const { dispatch } = solution;
  // With PV, "before" already has it: the load alone is billed too, for the bill with no system at all.
  const noSystem = request.pvKW
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
    warnings,
    battery: solution.battery,
    months: solution.months.map((month, index) => ({
      month: MONTH_NAMES[index]!,
      ...month,
      ...(noSystem ? { noSystem: noSystem[index]! } : {}),
    })),
    annual: { ...solution.annual, ...(noSystem ? { noSystem: noSystem.reduce((total, bill) => total + bill.total, 0) } : {}) },
    load: { annualKWh: energy(request.loadKW), peakKW: request.loadKW.reduce((peak, kW) => Math.max(peak, kW), -Infinity) },
    ...(request.pvKW ? { pv: { annualKWh: energy(request.pvKW), curtailedKWh: energy(dispatch.curtailedKW ?? []) } } : {}),
    dispatch: {
      chargeKW: watts(dispatch.chargeKW),
      dischargeKW: watts(dispatch.dischargeKW),
      socKWh: watts(dispatch.socKWh),
      gridKW: watts(dispatch.gridKW),
      ...(dispatch.curtailedKW ? { curtailedKW: watts(dispatch.curtailedKW) } : {}),
    },
    ...(costs ? { economics: btmEconomics(solution, costs) } : {}),
    solver: solution.solver,
  };
}
