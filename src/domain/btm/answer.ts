import type { Highs } from 'highs';
import type { BessEconomics } from '../finance/bess.ts';
import type { BtmRequest } from '../schemas/calculators/btm.ts';
import { MONTH_NAMES } from '../typicalYear.ts';
import { annualisedCosts, btmEconomics } from './economics.ts';
import { calendarOf, type MonthBill } from './model.ts';
import { optimizeDispatch, type BtmDispatch, type BtmSolution, type OptimizeOptions } from './optimize.ts';
import { tariffOfRequest, type UrdbTariffInfo } from './urdb.ts';

/**
 * The optimizer's answer to a request, the same in the API and in the page's worker: the bill
 * before and after month by month, the year's savings, the dispatch of every interval, the
 * battery's returns when costs are given, and how the solve went.
 */
export interface BtmAnswer {
  intervalMinutes: BtmRequest['intervalMinutes'];
  year: number;
  tariff: UrdbTariffInfo & { exportPricePerKWh: number | null };
  battery: BtmSolution['battery'];
  months: { month: string; before: MonthBill; after: MonthBill }[];
  annual: BtmSolution['annual'];
  load: { annualKWh: number; peakKW: number };
  pv?: { annualKWh: number; curtailedKWh: number };
  dispatch: BtmDispatch;
  economics?: BessEconomics;
  solver: BtmSolution['solver'];
}

/** kW to the watt: the dispatch of a 15-minute year is 140,000 numbers, and more digits say nothing. */
const watts = (values: readonly number[]) => values.map((value) => Math.round(value * 1000) / 1000);

export async function answerBtm(highs: Highs, request: BtmRequest, options: OptimizeOptions = {}): Promise<BtmAnswer> {
  const { tariff, info } = tariffOfRequest(request);
  const costs = request.costs;
  const solution = await optimizeDispatch(
    highs,
    {
      intervalMinutes: request.intervalMinutes,
      loadKW: request.loadKW,
      pvKW: request.pvKW,
      tariff,
      calendar: calendarOf(request.year, { daylightSaving: request.daylightSaving }),
      battery: request.battery,
      sizing: request.size && costs ? annualisedCosts(costs) : undefined,
    },
    options,
  );
  const hours = request.intervalMinutes / 60;
  const energy = (series: ArrayLike<number>) => Array.from(series).reduce((sum, kW) => sum + kW * hours, 0);
  const { dispatch } = solution;
  return {
    intervalMinutes: request.intervalMinutes,
    year: request.year,
    tariff: { ...info, exportPricePerKWh: tariff.exportPricePerKWh },
    battery: solution.battery,
    months: solution.months.map((month, index) => ({ month: MONTH_NAMES[index]!, ...month })),
    annual: solution.annual,
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
