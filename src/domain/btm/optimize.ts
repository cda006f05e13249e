import type { Highs } from 'highs';
import { MONTH_NAMES } from '../typicalYear.ts';
import { exportRuleOfTariff, exportTermsOf, type ExportRule, type ExportTerms } from './exports.ts';
import { exportColumns, gridChargingRow, netMeteringTrueUp, tierColumns } from './lpTerms.ts';
import {
  billOf,
  intervalsPerYear,
  periodsOf,
  type IntervalMinutes,
  type IntervalPeriods,
  type MonthBill,
  type Tariff,
  type YearCalendar,
} from './model.ts';

/**
 * The behind-the-meter dispatch, as NREL's REopt formulates it: a linear program over the year's
 * intervals that finds the battery's charge and discharge minimising the bill (energy charges at
 * each interval's rate, demand charges on each month's billed peaks, less any export credit), and,
 * when asked, the battery's size too.
 *
 * Per interval t (h hours long): charge cₜ, discharge dₜ (0–P kW), state of charge sₜ at its end
 * (min–max % of E kWh), grid import gₜ ≥ 0 and export xₜ ≥ 0 (0 unless the tariff pays for
 * export), curtailed PV kₜ (0–PVₜ):
 *   balance      gₜ − xₜ − cₜ + dₜ − kₜ = loadₜ − PVₜ
 *   continuity   sₜ = sₜ₋₁ + h·(η·cₜ − dₜ/η),  η = √(round-trip efficiency), s₋₁ = the initial state
 *   billed peaks gₜ ≤ Dₘ,ₚ for the TOU demand period p of t in month m;  gₜ ≤ Fₘ for the month's flat demand
 *   minimise     Σ h·(rateₜ·gₜ − export·xₜ) + Σ rateₚ·Dₘ,ₚ + Σ flatₘ·Fₘ  (+ the sized battery's annualised cost)
 * Sizing may also choose PV's size S (its output πₜ·S on the balance's left, curtailment ≤ πₜ·S)
 * and hold the battery to a least size (coSizing.ts decides build or not around it).
 * Every month (or the year, when sizing) ends at the state of charge it started with, so no saving
 * comes from emptying the battery. Without sizing the months are independent (demand charges are
 * monthly) and are solved one by one: smaller problems, progress to report, and a cancel point
 * between them.
 *
 * A tiny cost (THROUGHPUT_COST $/kWh) on charging, discharging, import and export breaks ties
 * (charging and discharging at once, importing and exporting at once), so the dispatch is the one
 * a person would expect; it is left out of the bill.
 */

export interface BatteryInput {
  powerKW: number;
  energyKWh: number;
  /** Fraction, AC to AC (0.85 = 85 %). */
  roundTripEfficiency: number;
  /** Percent of energyKWh; REopt's defaults: 20 % floor, 100 % ceiling, 50 % at the start. */
  minSocPercent?: number;
  maxSocPercent?: number;
  initialSocPercent?: number;
}

/** With sizing, the LP also chooses kW and kWh (up to the battery's powerKW and energyKWh) at these yearly costs (economics.ts: annualisedCosts). */
export interface SizingInput {
  annualCostPerKW: number;
  annualCostPerKWh: number;
  /** The least kW and kWh the LP may choose (a battery that must be built; coSizing.ts decides whether). */
  least?: { kW: number; kWh: number };
  /** PV's size chosen too, at a yearly cost per kW: the problem's pvKW is the output of referenceKW kW, times productionFactor. */
  pv?: { annualCostPerKW: number; referenceKW: number; minKW: number; maxKW: number; productionFactor: number };
}

export interface BtmProblem {
  intervalMinutes: IntervalMinutes;
  loadKW: ArrayLike<number>;
  pvKW?: ArrayLike<number>;
  tariff: Tariff;
  calendar: YearCalendar;
  battery: BatteryInput;
  sizing?: SizingInput;
  /** What exports earn (exports.ts); without it, the tariff's own export price, if any. */
  exports?: ExportRule;
  /** False: the battery charges only from PV, never from the grid. Default true. */
  gridCharging?: boolean;
}

export interface BtmDispatch {
  chargeKW: number[];
  dischargeKW: number[];
  /** At the end of each interval. */
  socKWh: number[];
  /** Import positive, export negative. */
  gridKW: number[];
  /** PV the site could not use or export (no export paid, battery full). */
  curtailedKW?: number[];
}

export interface BtmSolution {
  battery: { powerKW: number; energyKWh: number; sized: boolean };
  /** The PV kW chosen when PV was sized with the battery. */
  pvKW?: number;
  dispatch: BtmDispatch;
  months: { before: MonthBill; after: MonthBill }[];
  annual: { before: number; after: number; savings: number };
  solver: {
    status: 'optimal';
    seconds: number;
    variables: number;
    constraints: number;
    problems: number;
    /** The LP's minimum: energy and demand charges less export credit (+ the sized battery's annualised cost). */
    objective: number;
    /**
     * Months whose search (export paid above import) stopped before proving its best dispatch: the
     * dispatch is the best found, and `gapDollars` bounds how much more than the best its bill can be
     * (null when a search stopped before it had any bound).
     */
    unproven?: { months: string[]; gapDollars: number | null };
    checks: DispatchChecks;
  };
}

/** The largest departure from each rule the dispatch must keep, checked after every solve. */
export interface DispatchChecks {
  /** |import − export − charge + discharge − curtailed − (load − PV)|, kW. */
  balanceKW: number;
  /** |s(t) − s(t−1) − h(η·charge − discharge/η)|, kWh, the month's (or year's) start and end included. */
  continuityKWh: number;
  /** How far the state of charge goes outside its limits, kWh. */
  socKWh: number;
  /** How far charge or discharge goes outside 0–kW, kW. */
  powerKW: number;
  /** |the bill recomputed from the dispatch − the LP's objective − fixed charges|, $ (without sizing). */
  billDollars: number;
}

/** Tolerances of the checks: HiGHS's feasibility tolerance is 1e-7 on scaled rows. */
const CHECK_TOLERANCE = { kW: 1e-4, kWh: 1e-4, dollars: 0.01 };

export const BATTERY_DEFAULTS = { minSocPercent: 20, maxSocPercent: 100, initialSocPercent: 50 } as const;
const THROUGHPUT_COST = 1e-6;
/**
 * The longest a block with integer columns (intervals whose export price exceeds the import price,
 * lpTerms.ts) is searched, or its share of the request's time if less: HiGHS proves a month of 30
 * such intervals in seconds, and may not prove one of a few hundred in minutes. Stopped, the block
 * keeps the best dispatch found, and the answer says how far from the best it may be.
 */
const MIP_SECONDS = 10;
/** HiGHS's model statuses (HighsModelStatus): a proven optimum, proven infeasible, out of time. */
const OPTIMAL = 7;
const INFEASIBLE = 8;
const TIME_LIMIT = 13;
/** HiGHS's primal_solution_status of a feasible point. */
const FEASIBLE_SOLUTION = 2;
/** What HiGHS's other statuses mean, for the message that reports one. */
const HIGHS_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: 'not set',
  1: 'load error',
  2: 'model error',
  3: 'presolve error',
  4: 'solve error',
  5: 'postsolve error',
  6: 'empty model',
  9: 'unbounded or infeasible',
  10: 'unbounded',
  11: 'objective bound reached',
  12: 'objective target reached',
  14: 'iteration limit',
  15: 'unknown',
  16: 'solution limit',
  17: 'interrupted',
};
/** What to check when the numbers, not the battery, defeat the solve. */
const CHECK_THE_FIGURES = 'check the tariff and the load for figures far beyond real ones';

/**
 * A solve that gave no answer to report: out of time, infeasible, or anything else the solver or
 * the checks of its answer ran into ('solver'). Each is the request's fault or limit, never the
 * server's: the API answers 422 with the message.
 */
export class BtmSolveError extends Error {
  readonly reason: 'time-limit' | 'infeasible' | 'solver';
  constructor(message: string, reason: BtmSolveError['reason']) {
    super(message);
    this.reason = reason;
  }
}

interface Block {
  /** First interval and one past the last. */
  start: number;
  end: number;
}

/** Sparse rows built one at a time, as HiGHS takes them (CSR). */
class Rows {
  starts: number[] = [0];
  indices: number[] = [];
  values: number[] = [];
  lower: number[] = [];
  upper: number[] = [];
  add(columns: readonly number[], coefficients: readonly number[], lower: number, upper: number) {
    for (let k = 0; k < columns.length; k++) {
      if (coefficients[k] === 0) continue;
      this.indices.push(columns[k]!);
      this.values.push(coefficients[k]!);
    }
    this.starts.push(this.indices.length);
    this.lower.push(lower);
    this.upper.push(upper);
  }
  get count() {
    return this.lower.length;
  }
}

export interface OptimizeOptions {
  /** The whole solve's limit; past it, a BtmSolveError with reason 'time-limit'. */
  timeLimitSeconds?: number;
  /** After each part (a month, or the year when sizing). */
  onProgress?(done: number, of: number): void;
  /** Awaited between parts: a server passes a turn of its event loop, so other requests are answered during a solve. */
  pause?(): Promise<void>;
}

/** Solves the problem (month by month, or the year at once when sizing). */
export async function optimizeDispatch(highs: Highs, problem: BtmProblem, options: OptimizeOptions = {}): Promise<BtmSolution> {
  const started = performance.now();
  const count = intervalsPerYear(problem.intervalMinutes);
  if (problem.loadKW.length !== count) throw new RangeError(`Expected ${count} load intervals, got ${problem.loadKW.length}`);
  if (problem.pvKW && problem.pvKW.length !== count) throw new RangeError(`Expected ${count} PV intervals, got ${problem.pvKW.length}`);
  const periods = periodsOf(problem.tariff, problem.calendar, problem.intervalMinutes);
  const terms = exportTermsOf(problem.exports ?? exportRuleOfTariff(problem.tariff), problem.tariff, periods);
  // Billing months follow the clock: in daylight saving time the last standard hour of a month is the next month's first.
  // Sizing ties the months together: the year is one problem.
  const year: Block[] = [{ start: 0, end: count }];
  let blocks: Block[] = problem.sizing ? year : monthBlocks(periods.month);

  const dispatch: BtmDispatch = {
    chargeKW: new Array(count),
    dischargeKW: new Array(count),
    socKWh: new Array(count),
    gridKW: new Array(count),
    ...(problem.pvKW ? { curtailedKW: new Array(count) } : {}),
  };
  const deadline = performance.now() + (options.timeLimitSeconds ?? Infinity) * 1000;
  let size = { powerKW: problem.battery.powerKW, energyKWh: problem.battery.energyKWh };
  let pvKW: number | undefined;
  let variables = 0;
  let constraints = 0;
  let objective = 0;
  let unproven: { months: string[]; gapDollars: number } = { months: [], gapDollars: 0 };
  const solveBlocks = async (parts: readonly Block[], partTerms: ExportTerms) => {
    objective = 0;
    unproven = { months: [], gapDollars: 0 };
    for (const [index, block] of parts.entries()) {
      if (index > 0) await options.pause?.();
      // A block with integer columns gets its share of the time left, so the months after it get theirs.
      const mipSeconds = Math.min(MIP_SECONDS, (deadline - performance.now()) / 1000 / (parts.length - index));
      const solved = solveBlock(highs, problem, periods, partTerms, block, dispatch, deadline, mipSeconds);
      if (solved.gapDollars !== undefined) {
        unproven.months.push(parts === year ? 'the year' : MONTH_NAMES[periods.month[block.start]!]!);
        unproven.gapDollars += solved.gapDollars;
      }
      if (solved.size) size = solved.size;
      if (solved.pvKW !== undefined) pvKW = solved.pvKW;
      variables += solved.variables;
      constraints += solved.constraints;
      objective += solved.objective;
      options.onProgress?.(index + 1, parts.length);
    }
  };
  if (terms.trueUp === 'annual' && !problem.sizing) {
    /*
     * Credits carried across the year: without the year-end floor the months are independent, and
     * if their optimum leaves the year's energy charges at or above its credits the floor costs
     * nothing there, so it is the optimum with the floor too. Only when it does not is the year
     * solved as one problem (several times the work).
     */
    const carried = { ...terms, trueUp: 'none' as const };
    await solveBlocks(blocks, carried);
    const bills = billOf(problem.tariff, problem.calendar, problem.intervalMinutes, dispatch.gridKW, carried);
    const net = bills.reduce((sum, bill) => sum + bill.energyCharges - bill.exportCredit, 0);
    if (net < -CHECK_TOLERANCE.dollars) {
      blocks = year;
      await solveBlocks(blocks, terms);
    }
  } else {
    await solveBlocks(blocks, terms);
  }

  // With PV sized, the checks and bills read the PV the solve chose (as the LP saw it, times its production factor).
  const pvSizing = problem.sizing?.pv;
  const solved: BtmProblem =
    pvKW === undefined || !pvSizing || !problem.pvKW
      ? problem
      : {
          ...problem,
          pvKW: pvAtSize(problem.pvKW, pvSizing, pvKW),
        };
  const before = billOf(problem.tariff, problem.calendar, problem.intervalMinutes, netLoad(solved, terms.paid), terms);
  const after = billOf(problem.tariff, problem.calendar, problem.intervalMinutes, dispatch.gridKW, terms);
  // A bill past what a double holds is no answer (its JSON would read null): refused, not reported.
  if (![...before, ...after].every((bill) => Number.isFinite(bill.total)))
    throw new BtmSolveError(`The bill is too large to compute: ${CHECK_THE_FIGURES}.`, 'solver');
  const sum = (bills: MonthBill[]) => bills.reduce((total, bill) => total + bill.total, 0);
  const checks = checkDispatch(solved, blocks, size, dispatch, problem.sizing ? undefined : objective, after);
  // "Not within", rather than "beyond": a check that came out NaN fails too.
  const broken = (Object.keys(checks) as (keyof DispatchChecks)[]).filter(
    (key) =>
      !(checks[key] <= (key === 'billDollars' ? CHECK_TOLERANCE.dollars : key.endsWith('KWh') ? CHECK_TOLERANCE.kWh : CHECK_TOLERANCE.kW)),
  );
  if (broken.length > 0)
    throw new BtmSolveError(
      `The optimized dispatch failed its own checks (${broken.join(', ')}), so it is not reported: ${CHECK_THE_FIGURES}.`,
      'solver',
    );
  return {
    battery: { ...size, sized: Boolean(problem.sizing) },
    ...(pvKW === undefined ? {} : { pvKW }),
    dispatch,
    months: before.map((month, index) => ({ before: month, after: after[index]! })),
    annual: { before: sum(before), after: sum(after), savings: sum(before) - sum(after) },
    solver: {
      status: 'optimal',
      seconds: (performance.now() - started) / 1000,
      variables,
      constraints,
      problems: blocks.length,
      objective,
      checks,
      ...(unproven.months.length > 0
        ? { unproven: { months: unproven.months, gapDollars: Number.isFinite(unproven.gapDollars) ? unproven.gapDollars : null } }
        : {}),
    },
  };
}

/** The checks of a dispatch against the problem it answers (see DispatchChecks). */
function checkDispatch(
  problem: BtmProblem,
  blocks: readonly Block[],
  size: { powerKW: number; energyKWh: number },
  dispatch: BtmDispatch,
  objective: number | undefined,
  after: readonly MonthBill[],
): DispatchChecks {
  const { battery } = problem;
  const hours = problem.intervalMinutes / 60;
  const efficiency = Math.sqrt(battery.roundTripEfficiency);
  const minSoc = ((battery.minSocPercent ?? BATTERY_DEFAULTS.minSocPercent) / 100) * size.energyKWh;
  const maxSoc = ((battery.maxSocPercent ?? BATTERY_DEFAULTS.maxSocPercent) / 100) * size.energyKWh;
  const initialSoc = ((battery.initialSocPercent ?? BATTERY_DEFAULTS.initialSocPercent) / 100) * size.energyKWh;
  const checks: DispatchChecks = { balanceKW: 0, continuityKWh: 0, socKWh: 0, powerKW: 0, billDollars: 0 };
  let throughput = 0;
  for (const block of blocks) {
    let previous = initialSoc;
    for (let index = block.start; index < block.end; index++) {
      const charge = dispatch.chargeKW[index]!;
      const discharge = dispatch.dischargeKW[index]!;
      const soc = dispatch.socKWh[index]!;
      const grid = dispatch.gridKW[index]!;
      const net = problem.loadKW[index]! - Math.max(0, problem.pvKW?.[index] ?? 0);
      checks.balanceKW = Math.max(checks.balanceKW, Math.abs(grid - charge + discharge - (dispatch.curtailedKW?.[index] ?? 0) - net));
      checks.continuityKWh = Math.max(
        checks.continuityKWh,
        Math.abs(soc - previous - hours * (efficiency * charge - discharge / efficiency)),
      );
      checks.socKWh = Math.max(checks.socKWh, minSoc - soc, soc - maxSoc);
      checks.powerKW = Math.max(checks.powerKW, -charge, -discharge, charge - size.powerKW, discharge - size.powerKW);
      throughput += THROUGHPUT_COST * hours * (charge + discharge + Math.abs(grid));
      previous = soc;
    }
    checks.continuityKWh = Math.max(checks.continuityKWh, Math.abs(previous - initialSoc));
  }
  if (objective !== undefined) {
    const billed = after.reduce((total, month) => total + month.total - month.fixedCharges, 0);
    checks.billDollars = Math.abs(billed - (objective - throughput));
  }
  return checks;
}

/** The site's grid flow without a battery: load less PV, exported only where export is paid (by default, where the tariff pays). */
export function netLoad(
  { loadKW, pvKW, tariff }: Pick<BtmProblem, 'loadKW' | 'pvKW' | 'tariff'>,
  exportPaid = tariff.exportPricePerKWh !== null,
): number[] {
  return Array.from(loadKW, (load, index) => {
    const net = load - (pvKW?.[index] ?? 0);
    return net < 0 && !exportPaid ? 0 : net;
  });
}

/**
 * `action`, with HiGHS refusing the problem's own figures (a bound of 1e300 kW fails natively, as a
 * HighsError) turned into a failed solve. A misuse of the wrapper (a disposed model, reentry, a
 * blocked option) is this code's bug and stays as thrown.
 */
function refusalsAsSolveErrors<T>(highs: Highs, action: () => T): T {
  try {
    return action();
  } catch (error) {
    const { HighsError, HighsDisposedError, HighsReentrancyError, HighsUnsupportedOptionError } = highs.errors;
    const misuse =
      error instanceof HighsDisposedError || error instanceof HighsReentrancyError || error instanceof HighsUnsupportedOptionError;
    if (!(error instanceof HighsError) || misuse) throw error;
    throw new BtmSolveError(`The solver refused the problem (${error.message}): ${CHECK_THE_FIGURES}.`, 'solver');
  }
}

/** The runs of intervals that share a billing month. */
function monthBlocks(month: Uint8Array): Block[] {
  const blocks: Block[] = [];
  for (let index = 0; index < month.length; index++) {
    if (index === 0 || month[index] !== month[index - 1]) blocks.push({ start: index, end: index + 1 });
    else blocks.at(-1)!.end = index + 1;
  }
  return blocks;
}

function solveBlock(
  highs: Highs,
  problem: BtmProblem,
  periods: IntervalPeriods,
  terms: ExportTerms,
  block: Block,
  dispatch: BtmDispatch,
  /** performance.now() past which the solve gives up; Infinity for none. */
  deadline: number,
  /** With integer columns, the search stops here and keeps its best dispatch. */
  mipSeconds = MIP_SECONDS,
) {
  const { tariff, battery, sizing, pvKW, loadKW } = problem;
  const hours = problem.intervalMinutes / 60;
  const efficiency = Math.sqrt(battery.roundTripEfficiency);
  const minSoc = (battery.minSocPercent ?? BATTERY_DEFAULTS.minSocPercent) / 100;
  const maxSoc = (battery.maxSocPercent ?? BATTERY_DEFAULTS.maxSocPercent) / 100;
  const initialSoc = (battery.initialSocPercent ?? BATTERY_DEFAULTS.initialSocPercent) / 100;
  const intervals = block.end - block.start;
  const stride = pvKW ? 6 : 5;
  const [C, D, S, G, X, K] = [0, 1, 2, 3, 4, 5];
  const column = (t: number, kind: number) => t * stride + kind;

  const cost: number[] = [];
  const lower: number[] = [];
  const upper: number[] = [];
  const integer: number[] = [];
  const addColumn = (c: number, lo: number, up: number, isInteger = false) => {
    cost.push(c);
    lower.push(lo);
    upper.push(up);
    if (isInteger) integer.push(cost.length - 1);
    return cost.length - 1;
  };
  // With sizing these are the largest kW and kWh the LP may choose; the rows below hold it to its choice.
  const P = battery.powerKW;
  const E = battery.energyKWh;
  const pvSizing = sizing?.pv;
  /** PV output per kW of size when PV is sized, else 0 (the output is then the given series). */
  const pvPerKW = (index: number) => (pvSizing ? pvOutputAt(pvKW?.[index] ?? 0, pvSizing) : 0);
  for (let t = 0; t < intervals; t++) {
    const index = block.start + t;
    const rate = tariff.energyRates[periods.energyPeriod[index]!]!;
    // The most PV there can be: at the largest size when PV is sized.
    const pv = pvSizing ? pvPerKW(index) * pvSizing.maxKW : Math.max(0, pvKW?.[index] ?? 0);
    addColumn(THROUGHPUT_COST * hours, 0, P); // charge
    addColumn(THROUGHPUT_COST * hours, 0, P); // discharge
    const last = t === intervals - 1;
    // Sizing: the state of charge above its floor (minSoc of the chosen kWh), which spares a floor
    // row per interval; the floor is added back when the answer is read.
    if (sizing)
      addColumn(0, 0, (maxSoc - minSoc) * E); // state of charge
    else addColumn(0, last ? initialSoc * E : minSoc * E, last ? initialSoc * E : maxSoc * E);
    addColumn(rate * hours + THROUGHPUT_COST * hours, 0, Infinity); // import
    // Export: PV and the battery, where the rule pays (and whatever a negative load sends out).
    const exportPrice = terms.pricePerKWh[index]!;
    const exportMost = terms.paid ? pv + P + Math.max(0, -loadKW[index]!) : 0;
    addColumn(-exportPrice * hours + THROUGHPUT_COST * hours, 0, exportMost);
    if (pvKW) addColumn(0, 0, pv); // curtailed PV
  }
  // One billed-peak column per (month, TOU demand period) and per month of flat demand, where the rate is not zero.
  const touPeak = new Map<number, number>();
  const flatPeak = new Map<number, number>();
  for (let t = 0; t < intervals; t++) {
    const index = block.start + t;
    const month = periods.month[index]!;
    const period = periods.demandPeriod[index]!;
    if (period >= 0 && tariff.demandRates[period]! > 0 && !touPeak.has(month * 1000 + period))
      touPeak.set(month * 1000 + period, addColumn(tariff.demandRates[period]!, 0, Infinity));
    if (tariff.flatDemandRates.length > 0 && !flatPeak.has(month)) {
      const rate = tariff.flatDemandRates[tariff.flatDemandMonths[month]!]!;
      if (rate > 0) flatPeak.set(month, addColumn(rate, 0, Infinity));
    }
  }
  let sizeKW = -1;
  let sizeKWh = -1;
  let sizePV = -1;
  if (sizing) {
    sizeKW = addColumn(sizing.annualCostPerKW, sizing.least?.kW ?? 0, battery.powerKW);
    sizeKWh = addColumn(sizing.annualCostPerKWh, sizing.least?.kWh ?? 0, battery.energyKWh);
    if (sizing.pv) sizePV = addColumn(sizing.pv.annualCostPerKW, sizing.pv.minKW, sizing.pv.maxKW);
  }

  const rows = new Rows();
  for (let t = 0; t < intervals; t++) {
    const index = block.start + t;
    const netKW = loadKW[index]! - (pvSizing ? 0 : Math.max(0, pvKW?.[index] ?? 0));
    const balance = [column(t, G), column(t, X), column(t, C), column(t, D)];
    const balanceCoefficients = [1, -1, -1, 1];
    if (pvKW) {
      balance.push(column(t, K));
      balanceCoefficients.push(-1);
    }
    if (pvSizing) {
      // PV's output moves to the left-hand side, and no more of it is curtailed than there is.
      balance.push(sizePV);
      balanceCoefficients.push(pvPerKW(index));
      // Where there is no output, the curtailed column's bound (0) already says so: no row.
      if (pvPerKW(index) > 0) rows.add([column(t, K), sizePV], [1, -pvPerKW(index)], -Infinity, 0);
    }
    rows.add(balance, balanceCoefficients, netKW, netKW);
    const flow = [column(t, S), column(t, C), column(t, D)];
    const flowCoefficients = [1, -hours * efficiency, hours / efficiency];
    if (t > 0) {
      rows.add([...flow, column(t - 1, S)], [...flowCoefficients, -1], 0, 0);
    } else if (sizing) {
      rows.add([...flow, sizeKWh], [...flowCoefficients, minSoc - initialSoc], 0, 0);
    } else {
      rows.add(flow, flowCoefficients, initialSoc * E, initialSoc * E);
    }
    const month = periods.month[index]!;
    const touColumn = touPeak.get(month * 1000 + periods.demandPeriod[index]!);
    if (touColumn !== undefined) rows.add([column(t, G), touColumn], [1, -1], -Infinity, 0);
    const flatColumn = flatPeak.get(month);
    if (flatColumn !== undefined) rows.add([column(t, G), flatColumn], [1, -1], -Infinity, 0);
    if (sizing) {
      rows.add([column(t, C), sizeKW], [1, -1], -Infinity, 0);
      rows.add([column(t, D), sizeKW], [1, -1], -Infinity, 0);
      rows.add([column(t, S), sizeKWh], [1, minSoc - maxSoc], -Infinity, 0);
    }
  }
  if (sizing) rows.add([column(intervals - 1, S), sizeKWh], [1, minSoc - initialSoc], 0, 0);

  // The tariff's and the export rule's terms beyond one price per interval (lpTerms.ts).
  const lp = {
    addColumn,
    rows,
    block,
    hours,
    periods,
    tariff,
    terms,
    loadKW,
    pvKW,
    P,
    ...(pvSizing ? { pvSize: { column: sizePV, outputPerKW: pvPerKW, mostKW: pvSizing.maxKW } } : {}),
    column: (t: number, kind: 'import' | 'export' | 'charge' | 'curtailed') =>
      column(t, { import: G, export: X, charge: C, curtailed: K }[kind]),
  };
  const tiers = tierColumns(lp);
  const binaries = exportColumns(lp);
  netMeteringTrueUp(lp, tiers);
  if (problem.gridCharging === false) gridChargingRow(lp);

  /** A dispatch of the block as this program's columns: each billed peak at its imports, each binary the interval's direction. */
  const columnsOf = (from: BtmDispatch) => {
    const values = new Float64Array(cost.length);
    for (let t = 0; t < intervals; t++) {
      const index = block.start + t;
      const grid = from.gridKW[index]!;
      values[column(t, C)] = from.chargeKW[index]!;
      values[column(t, D)] = from.dischargeKW[index]!;
      values[column(t, S)] = from.socKWh[index]! - (sizing ? minSoc * E : 0);
      values[column(t, G)] = Math.max(0, grid);
      values[column(t, X)] = Math.max(0, -grid);
      if (pvKW) values[column(t, K)] = from.curtailedKW?.[index] ?? 0;
      const month = periods.month[index]!;
      for (const peak of [touPeak.get(month * 1000 + periods.demandPeriod[index]!), flatPeak.get(month)])
        if (peak !== undefined) values[peak] = Math.max(values[peak]!, grid);
    }
    for (const { t, column: binary } of binaries) values[binary] = from.gridKW[block.start + t]! >= 0 ? 1 : 0;
    return values;
  };
  /*
   * Where the simplex or the search starts. A sizing LP: the largest system's dispatch (decision
   * 108), the sizes at their largest. A search with binaries: the battery idle, so that one stopped
   * early (decision 109) has a dispatch to keep however soon it stops. The columns lpTerms.ts adds
   * for tiers and net metering start at 0, which HiGHS repairs.
   */
  let start: Float64Array | undefined;
  if (sizing && integer.length === 0) {
    start = columnsOf(largestSystemDispatch(highs, problem, periods, terms, block, deadline));
    start[sizeKW] = P;
    start[sizeKWh] = E;
    if (pvSizing) start[sizePV] = pvSizing.maxKW;
  } else if (!sizing && integer.length > 0) {
    start = columnsOf(idleBatteryDispatch(problem, initialSoc * E));
  }
  const timeLimitSeconds = (deadline - performance.now()) / 1000;
  if (timeLimitSeconds <= 0) throw new BtmSolveError('The optimization did not finish in the time allowed.', 'time-limit');

  const model = refusalsAsSolveErrors(highs, () =>
    highs.createModel({
      numCols: cost.length,
      numRows: rows.count,
      colCost: Float64Array.from(cost),
      colLower: Float64Array.from(lower, (value) => (value === -Infinity ? -highs.infinity : value)),
      colUpper: Float64Array.from(upper, (value) => (value === Infinity ? highs.infinity : value)),
      rowLower: Float64Array.from(rows.lower, (value) => (value === -Infinity ? -highs.infinity : value)),
      rowUpper: Float64Array.from(rows.upper, (value) => (value === Infinity ? highs.infinity : value)),
      ...(integer.length > 0 ? { integrality: integralityOf(cost.length, integer) } : {}),
      matrix: {
        format: 'csr',
        numRows: rows.count,
        numCols: cost.length,
        starts: Int32Array.from(rows.starts),
        indices: Int32Array.from(rows.indices),
        values: Float64Array.from(rows.values),
      },
    }),
  );
  try {
    model.options.set({
      output_flag: false,
      // With integer columns (exports.ts: no import and export at once), an optimum to within a thousandth of a cent in the dollar.
      // A pure LP skips presolve (it removes next to nothing from these programs) and prices the dual
      // simplex by Devex: the same optimum, the co-sizing year in about three quarters of the time and
      // a 15-minute year's dispatch in about two thirds (decision 104).
      ...(integer.length > 0 ? { mip_rel_gap: 1e-6 } : { presolve: 'off', simplex_dual_edge_weight_strategy: 1 }),
      ...(integer.length > 0
        ? { time_limit: Math.min(timeLimitSeconds, mipSeconds) }
        : Number.isFinite(timeLimitSeconds)
          ? { time_limit: timeLimitSeconds }
          : {}),
    });
    if (start) refusalsAsSolveErrors(highs, () => model.setSolution({ colValue: start }));
    refusalsAsSolveErrors(highs, () => model.run());
    const status = model.getModelStatus();
    // A search stopped with a dispatch in hand keeps it, with the bound on how much better one could be.
    const stopped = status === TIME_LIMIT && integer.length > 0 && model.info.get('primal_solution_status') === FEASIBLE_SOLUTION;
    if (status === TIME_LIMIT && !stopped) throw new BtmSolveError('The optimization did not finish in the time allowed.', 'time-limit');
    if (status === INFEASIBLE) {
      throw new BtmSolveError(
        `The optimization found no feasible dispatch (HiGHS model status ${status}): check the battery's state-of-charge limits.`,
        'infeasible',
      );
    }
    if (status !== OPTIMAL && !stopped) {
      throw new BtmSolveError(
        `The solver could not solve this problem (HiGHS model status ${status}, ${HIGHS_STATUS_NAMES[status] ?? 'unknown'}): ${CHECK_THE_FIGURES}.`,
        'solver',
      );
    }
    const { colValue } = model.getSolution();
    const clean = (value: number) => (Math.abs(value) < 1e-9 ? 0 : value);
    for (let t = 0; t < intervals; t++) {
      const index = block.start + t;
      dispatch.chargeKW[index] = clean(colValue[column(t, C)]!);
      dispatch.dischargeKW[index] = clean(colValue[column(t, D)]!);
      dispatch.socKWh[index] = clean(colValue[column(t, S)]! + (sizing ? minSoc * colValue[sizeKWh]! : 0));
      dispatch.gridKW[index] = clean(colValue[column(t, G)]! - colValue[column(t, X)]!);
      if (dispatch.curtailedKW) dispatch.curtailedKW[index] = clean(colValue[column(t, K)]!);
    }
    return {
      variables: cost.length,
      constraints: rows.count,
      objective: model.getObjectiveValue(),
      size: sizing ? { powerKW: clean(colValue[sizeKW]!), energyKWh: clean(colValue[sizeKWh]!) } : undefined,
      pvKW: sizePV < 0 ? undefined : clean(colValue[sizePV]!),
      gapDollars: stopped ? gapOf(model.getObjectiveValue(), Number(model.info.get('mip_dual_bound'))) : undefined,
    };
  } finally {
    model.dispose();
  }
}

/** How far a stopped search's dispatch may be above the best: its objective less the proven bound; unbounded before the first bound. */
const gapOf = (objective: number, bound: number) => (Number.isFinite(bound) ? Math.max(0, objective - bound) : Infinity);

/** The battery idle at its starting charge all year, exports paid: the grid takes the load less all the PV. */
function idleBatteryDispatch(problem: BtmProblem, socKWh: number): BtmDispatch {
  const gridKW = netLoad(problem, true);
  const zeros = () => new Array<number>(gridKW.length).fill(0);
  return { chargeKW: zeros(), dischargeKW: zeros(), socKWh: gridKW.map(() => socKWh), gridKW, curtailedKW: zeros() };
}

/** Sized PV's output at `kW` of size (per kW by default), from the output its reference size makes, levelized by productionFactor. */
const pvOutputAt = (referenceOutputKW: number, pv: NonNullable<SizingInput['pv']>, kW = 1) =>
  (Math.max(0, referenceOutputKW) * pv.productionFactor * kW) / pv.referenceKW;

/** Sized PV's output series at `kW` of size. */
const pvAtSize = (referenceOutputKW: ArrayLike<number>, pv: NonNullable<SizingInput['pv']>, kW: number) =>
  Array.from(referenceOutputKW, (output) => pvOutputAt(output, pv, kW));

/**
 * The largest system a sizing block may choose, dispatched month by month as a fixed system: each
 * month is a small LP (the year's twelve take a few tenths of a second), and together they are a
 * feasible point of the sizing year, since each month ends where the year starts.
 */
function largestSystemDispatch(
  highs: Highs,
  problem: BtmProblem,
  periods: IntervalPeriods,
  terms: ExportTerms,
  block: Block,
  deadline: number,
): BtmDispatch {
  const pv = problem.sizing?.pv;
  const largest: BtmProblem = {
    ...problem,
    sizing: undefined,
    ...(pv && problem.pvKW ? { pvKW: pvAtSize(problem.pvKW, pv, pv.maxKW) } : {}),
  };
  const dispatch: BtmDispatch = { chargeKW: [], dischargeKW: [], socKWh: [], gridKW: [], curtailedKW: [] };
  for (const month of monthBlocks(periods.month.subarray(block.start, block.end)))
    solveBlock(highs, largest, periods, terms, { start: block.start + month.start, end: block.start + month.end }, dispatch, deadline);
  return dispatch;
}

/** HiGHS's integrality vector: 1 (integer) at `integer`'s columns, 0 (continuous) elsewhere. */
function integralityOf(columns: number, integer: readonly number[]): Int32Array {
  const integrality = new Int32Array(columns);
  for (const column of integer) integrality[column] = 1;
  return integrality;
}
