import type { Highs } from 'highs';
import {
  annualisedSystemCosts,
  systemCashFlow,
  type FirstYearSavings,
  type SystemCashFlow,
  type SystemCosts,
  type SystemSize,
} from '../finance/cashFlow.ts';
import { billOf, type MonthBill } from './model.ts';
import { netLoad, optimizeDispatch, type BtmProblem, type BtmSolution, type OptimizeOptions, type SizingInput } from './optimize.ts';

/**
 * PV and battery sized together against their after-tax costs, then dispatched for a year at the
 * chosen sizes and carried into a cash-flow table (docs/calculators.md, "Behind-the-meter
 * economics after tax").
 *
 * The sizing solve is REopt's: one year of dispatch plus the sizes, each size at its annualised
 * after-tax cost (annualisedSystemCosts), PV output levelized for its degradation. The battery's
 * fixed cost makes build / no-build a binary; with one binary, branch and bound is two programs
 * (built, at least its least size, plus the fixed cost; none), so both are solved and the cheaper
 * kept — HiGHS's MIP on the same model took 1.5 to 5 times as long (decision 096). The reported year
 * is then solved again at the chosen sizes with PV's year-1 output, month by month, so its bills and
 * savings are year 1's.
 */

export interface SizeBounds {
  pv: { minKW: number; maxKW: number };
  battery: { minKW: number; maxKW: number; minKWh: number; maxKWh: number };
}

export interface SystemEvaluation {
  /** The year-1 dispatch and bills at the chosen (or given) sizes. */
  solution: BtmSolution;
  size: SystemSize;
  sized: boolean;
  built: { pv: boolean; battery: boolean };
  /** Why a part was not built, in words for the page. */
  notes: string[];
  savings: FirstYearSavings;
  /** The bills of year 1: no system, PV alone, PV and battery. */
  annualBills: { noSystem: number; pvOnly: number; withSystem: number };
  cashFlow: SystemCashFlow;
}

/** Below these a size is nothing: the solver's tolerance, not a product. */
const NOTHING = { kW: 1e-3, kWh: 1e-3 };

/** The problem's PV series is the output of `referenceKW` kW; scaled to `kW`. */
const scaledPv = (pvKW: ArrayLike<number>, kW: number, referenceKW: number) =>
  Array.from(pvKW, (value) => (Math.max(0, value) * kW) / referenceKW);

const total = (bills: readonly MonthBill[]) => bills.reduce((sum, bill) => sum + bill.total, 0);

/**
 * The system's year-1 bills and after-tax returns: at the given sizes (the problem's battery, PV
 * at `pvReferenceKW`), or, with `bounds`, at the sizes the optimizer chooses within them.
 */
export async function evaluateSystem(
  highs: Highs,
  problem: Omit<BtmProblem, 'sizing'>,
  costs: SystemCosts,
  { pvReferenceKW, bounds }: { pvReferenceKW: number; bounds?: SizeBounds },
  options: OptimizeOptions = {},
): Promise<SystemEvaluation> {
  const started = performance.now();
  // Every solve below shares the request's one time limit.
  const deadline = started + (options.timeLimitSeconds ?? Infinity) * 1000;
  const remaining = (): OptimizeOptions => ({ ...options, timeLimitSeconds: Math.max(0, (deadline - performance.now()) / 1000) });
  const notes: string[] = [];
  let size: SystemSize = {
    pvKW: problem.pvKW ? pvReferenceKW : 0,
    batteryKW: problem.battery.powerKW,
    batteryKWh: problem.battery.energyKWh,
  };
  if (bounds) {
    const annual = annualisedSystemCosts(costs);
    const sizing: SizingInput = {
      annualCostPerKW: annual.batteryPerKW,
      annualCostPerKWh: annual.batteryPerKWh,
      ...(problem.pvKW
        ? {
            pv: {
              annualCostPerKW: annual.pvPerKW,
              referenceKW: pvReferenceKW,
              minKW: bounds.pv.minKW,
              maxKW: bounds.pv.maxKW,
              productionFactor: annual.pvProductionFactor,
            },
          }
        : {}),
    };
    // Build or not, the one binary, decided by solving both sides (what branch and bound on it does):
    // a built battery at least its least size with its fixed cost, and none.
    const { minKW, maxKW, minKWh, maxKWh } = bounds.battery;
    const battery = { ...problem.battery, powerKW: maxKW, energyKWh: maxKWh };
    const mayBuild = maxKW > 0 && maxKWh > 0;
    const mustChoose = annual.batteryFixed > 0 || minKW > 0 || minKWh > 0;
    const built = mayBuild
      ? await optimizeDispatch(highs, { ...problem, battery, sizing: { ...sizing, least: { kW: minKW, kWh: minKWh } } }, remaining())
      : undefined;
    const none =
      !mayBuild || mustChoose
        ? await optimizeDispatch(highs, { ...problem, battery: { ...battery, powerKW: 0, energyKWh: 0 }, sizing }, remaining())
        : undefined;
    const someBattery = (solution: BtmSolution | undefined) =>
      solution !== undefined && solution.battery.powerKW > NOTHING.kW && solution.battery.energyKWh > NOTHING.kWh;
    const buildPays = someBattery(built) && (none === undefined || built!.solver.objective + annual.batteryFixed < none.solver.objective);
    const chosen = buildPays ? built! : (none ?? built!);
    size = {
      pvKW: chosen.pvKW ?? 0,
      batteryKW: buildPays ? chosen.battery.powerKW : 0,
      batteryKWh: buildPays ? chosen.battery.energyKWh : 0,
    };
    if (!buildPays) notes.push(whyNoBattery(bounds, built, annual.batteryFixed, costs));
    // A sizing year whose search stopped before its proof (optimize.ts: MIP_SECONDS) chose from the best it found.
    const stopped = [built, none].flatMap((solution) => solution?.solver.unproven ?? []);
    if (stopped.length > 0) {
      // An unbounded gap (null) makes the sum unbounded.
      const gap = stopped.reduce((sum, { gapDollars }) => sum + (gapDollars ?? Infinity), 0);
      notes.push(
        `The sizes come from a search stopped before proving the best (export pays more than import in many intervals): ${Number.isFinite(gap) ? `the year's cost at these sizes may be up to $${Math.round(gap).toLocaleString('en-US')} above the best sizes'` : 'how far their year may be above the best sizes is not bounded'}.`,
      );
    }
    if (problem.pvKW && size.pvKW <= bounds.pv.minKW + NOTHING.kW && bounds.pv.maxKW > bounds.pv.minKW)
      notes.push(
        bounds.pv.minKW > 0
          ? `PV at its least size (${bounds.pv.minKW} kW): each further kW costs more than the bill savings of its output.`
          : 'No PV: a kW of PV costs more, after tax, than the bill savings of its output.',
      );
    if (!problem.pvKW) notes.push('No PV: the request gives no PV output to size it from.');
  }

  const pvKW = problem.pvKW && size.pvKW > 0 ? scaledPv(problem.pvKW, size.pvKW, pvReferenceKW) : undefined;
  const solution = await optimizeDispatch(
    highs,
    { ...problem, pvKW, battery: { ...problem.battery, powerKW: size.batteryKW, energyKWh: size.batteryKWh } },
    remaining(),
  );
  const { tariff, calendar, intervalMinutes, loadKW } = problem;
  const noSystem = total(billOf(tariff, calendar, intervalMinutes, netLoad({ loadKW, tariff })));
  const pvOnly = solution.annual.before;
  const savings = { pv: noSystem - pvOnly, battery: solution.annual.savings };
  return {
    solution: { ...solution, solver: { ...solution.solver, seconds: (performance.now() - started) / 1000 } },
    size,
    sized: Boolean(bounds),
    built: { pv: size.pvKW > 0, battery: size.batteryKW > 0 && size.batteryKWh > 0 },
    notes,
    savings,
    annualBills: { noSystem, pvOnly, withSystem: solution.annual.after },
    cashFlow: systemCashFlow(size, costs, savings),
  };
}

/**
 * Why no battery was built: its largest size is none; or a battery would pay for its size but not
 * its fixed cost too; or the least battery allowed costs more than it saves; or a kW and a kWh cost
 * more than they save.
 */
function whyNoBattery(bounds: SizeBounds, built: BtmSolution | undefined, annualFixedCost: number, costs: SystemCosts): string {
  if (!built) return 'No battery: its largest size is zero.';
  const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
  const { minKW, minKWh } = bounds.battery;
  const size = `${Math.round(built.battery.powerKW)} kW / ${Math.round(built.battery.energyKWh)} kWh`;
  if (minKW > 0 || minKWh > 0)
    return `No battery: the least battery allowed (${minKW} kW, ${minKWh} kWh) and its fixed cost cost more, after tax, than the savings it buys.`;
  if (annualFixedCost > 0 && built.battery.powerKW > NOTHING.kW && built.battery.energyKWh > NOTHING.kWh)
    return `No battery: its fixed cost (${dollars(costs.battery.fixedCost)}) exceeds the savings it buys; without it a ${size} battery would pay.`;
  return 'No battery: a kW or kWh of storage costs more, after tax, than the bill savings it buys.';
}
