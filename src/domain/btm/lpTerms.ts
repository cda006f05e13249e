import { DAYS_IN_MONTH } from '../typicalYear.ts';
import type { ExportTerms } from './exports.ts';
import type { IntervalPeriods, Tariff } from './model.ts';
import { tierWidths } from './tiers.ts';

/*
 * The optimizer's terms beyond one import price and one export price per interval, added to a
 * block's LP (optimize.ts) after its interval columns and rows:
 * - tier columns (tiers.ts): the month's imported kWh in each tier, priced at the tier's adder;
 * - one binary per interval where export earns more than import costs, so the interval either
 *   imports or exports: the meter bills the interval's net flow, and without it the LP would buy
 *   to sell back at once;
 * - net metering's true-up (exports.ts): a column of forfeited credit per month, or per year;
 * - without grid charging, the battery charges from PV alone: charge + curtailed ≤ PV.
 */

/** What the terms need of the block's LP. */
export interface LpBuilder {
  addColumn(cost: number, lower: number, upper: number, isInteger?: boolean): number;
  rows: { add(columns: readonly number[], coefficients: readonly number[], lower: number, upper: number): void };
  block: { start: number; end: number };
  hours: number;
  periods: IntervalPeriods;
  tariff: Tariff;
  terms: ExportTerms;
  loadKW: ArrayLike<number>;
  pvKW?: ArrayLike<number>;
  /** The battery's most kW. */
  P: number;
  /** With PV sized: its size column and each interval's output per kW of it (pvKW then holds the reference output). */
  pvSize?: { column: number; outputPerKW(index: number): number; mostKW: number };
  /** Interval t's column (t counted from the block's start); 'curtailed' only with PV. */
  column(t: number, kind: 'import' | 'export' | 'charge' | 'curtailed'): number;
}

/** The months of the block, each with its intervals (counted from the block's start). */
function monthsOf(lp: LpBuilder): Map<number, number[]> {
  const months = new Map<number, number[]>();
  for (let t = 0; t < lp.block.end - lp.block.start; t++) {
    const month = lp.periods.month[lp.block.start + t]!;
    const list = months.get(month) ?? [];
    list.push(t);
    months.set(month, list);
  }
  return months;
}

/** The tier columns of each month: Σₖ yₘ,ₖ = the month's imported kWh, yₘ,ₖ ≤ the tier's width. Empty without tiers. */
export function tierColumns(lp: LpBuilder): Map<number, number[]> {
  const tiers = lp.tariff.energyTiers;
  const columns = new Map<number, number[]>();
  if (!tiers) return columns;
  for (const [month, intervals] of monthsOf(lp)) {
    const widths = tierWidths(tiers, DAYS_IN_MONTH[month]!);
    const y = widths.map((width, k) => lp.addColumn(tiers.adders[k]!, 0, width));
    lp.rows.add([...y, ...intervals.map((t) => lp.column(t, 'import'))], [...y.map(() => 1), ...intervals.map(() => -lp.hours)], 0, 0);
    columns.set(month, y);
  }
  return columns;
}

/** Where export earns more than the dearest import of the interval, a binary chooses import or export (1: import); each interval's binary. */
export function exportColumns(lp: LpBuilder): { t: number; column: number }[] {
  const { terms, tariff, periods } = lp;
  const binaries: { t: number; column: number }[] = [];
  if (!terms.paid) return binaries;
  const dearestAdder = tariff.energyTiers?.adders.at(-1) ?? 0;
  for (let t = 0; t < lp.block.end - lp.block.start; t++) {
    const index = lp.block.start + t;
    const importPrice = tariff.energyRates[periods.energyPeriod[index]!]! + dearestAdder;
    if (!(terms.pricePerKWh[index]! > importPrice)) continue;
    const load = lp.loadKW[index]!;
    const pv = lp.pvSize ? lp.pvSize.outputPerKW(index) * lp.pvSize.mostKW : Math.max(0, lp.pvKW?.[index] ?? 0);
    // The most either flow can be: import serves the load and a charging battery; export is PV, a discharging battery and a negative load.
    const mostImport = Math.max(0, load) + lp.P;
    const mostExport = pv + lp.P + Math.max(0, -load);
    const imports = lp.addColumn(0, 0, 1, true);
    binaries.push({ t, column: imports });
    lp.rows.add([lp.column(t, 'import'), imports], [1, -mostImport], -Infinity, 0);
    lp.rows.add([lp.column(t, 'export'), imports], [1, mostExport], -Infinity, mostExport);
  }
  return binaries;
}

/**
 * Net metering's true-up: U ≥ credits − energy charges, U ≥ 0, at a cost of $1 a dollar, over each
 * month (monthly) or the block's year (annual), so credits never take energy charges below zero.
 */
export function netMeteringTrueUp(lp: LpBuilder, tierColumnsOfMonth: ReadonlyMap<number, readonly number[]>): void {
  const { terms, tariff, periods } = lp;
  if (terms.trueUp === 'none') return;
  const months = monthsOf(lp);
  // Each month's net energy charge (energy less credits) is a column of its own, defined by a row over
  // the month's intervals, so the annual row is short: one long row over the year slows the solve.
  const net = new Map<number, number>();
  for (const [month, intervals] of months) {
    const column = lp.addColumn(0, -Infinity, Infinity);
    const columns: number[] = [column];
    const coefficients: number[] = [-1];
    for (const t of intervals) {
      const index = lp.block.start + t;
      columns.push(lp.column(t, 'import'), lp.column(t, 'export'));
      coefficients.push(lp.hours * tariff.energyRates[periods.energyPeriod[index]!]!, -lp.hours * terms.pricePerKWh[index]!);
    }
    const y = tierColumnsOfMonth.get(month) ?? [];
    columns.push(...y);
    coefficients.push(...y.map((_, k) => tariff.energyTiers!.adders[k]!));
    lp.rows.add(columns, coefficients, 0, 0);
    net.set(month, column);
  }
  const spans = terms.trueUp === 'monthly' ? [...months.keys()].map((month) => [month]) : [[...months.keys()]];
  for (const span of spans) {
    const forfeited = lp.addColumn(1, 0, Infinity);
    lp.rows.add([forfeited, ...span.map((month) => net.get(month)!)], [1, ...span.map(() => 1)], 0, Infinity);
  }
}

/** Without grid charging: charge ≤ PV not curtailed, each interval (no PV: no charging); sized PV's output is its size's. */
export function gridChargingRow(lp: LpBuilder): void {
  for (let t = 0; t < lp.block.end - lp.block.start; t++) {
    const index = lp.block.start + t;
    const charge = lp.column(t, 'charge');
    if (lp.pvSize) lp.rows.add([charge, lp.column(t, 'curtailed'), lp.pvSize.column], [1, 1, -lp.pvSize.outputPerKW(index)], -Infinity, 0);
    else if (lp.pvKW) lp.rows.add([charge, lp.column(t, 'curtailed')], [1, 1], -Infinity, Math.max(0, lp.pvKW[index] ?? 0));
    else lp.rows.add([charge], [1], -Infinity, 0);
  }
}
