import { RUN_FIELDS, summaryParts, type RunField } from './calculatorRunFields.ts';
import type { ComparisonGroup, ComparisonRow } from './comparison.ts';
import { CALCULATOR_TYPE_LABELS, type CalculatorType } from './constants.ts';
import { formatCurrency, formatNumber } from './format.ts';

/** A saved calculation, with its inputs so it can be run again. */
export interface CalculatorRun {
  id: number;
  type: CalculatorType;
  /** What its owner named it; null until named. */
  name: string | null;
  /** ISO date-time. */
  createdAt: string;
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
}

/**
 * A saved calculation as the dashboard and the saved-runs list show it: its title and name, its
 * headline figure, the line that tells it from others, and the link that reopens it in its
 * calculator with its inputs (decision 023).
 */

export { CALCULATOR_PATHS, calculatorHref } from './calculatorLinks.ts';

/** The figure at a path of a run's outputs, when it is a finite number. */
function numberAt(outputs: Record<string, unknown>, path: readonly string[]): number | null {
  let value: unknown = outputs;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A run's headline figure: ppa_epc its ppaPrice ($/kWh, 4 decimals), land_lease likely.perAcre,
 * bess_value total.annual; interconnection its typical months from request to operation; solar
 * its specific yield; btm the year's bill savings. Null
 * when the figure is missing.
 */
export function runHeadline(run: Pick<CalculatorRun, 'type' | 'outputs'>): { label: string; value: string } | null {
  const outputs = run.outputs ?? {};
  switch (run.type) {
    case 'ppa_epc': {
      const ppaPrice = numberAt(outputs, ['ppaPrice']);
      return ppaPrice === null ? null : { label: 'PPA price', value: `${formatCurrency(ppaPrice, 4)}/kWh` };
    }
    case 'land_lease': {
      const perAcre = numberAt(outputs, ['likely', 'perAcre']);
      return perAcre === null ? null : { label: 'Likely lease', value: `${formatCurrency(perAcre)}/acre` };
    }
    case 'bess_value': {
      const annual = numberAt(outputs, ['total', 'annual']);
      return annual === null ? null : { label: 'Annual value', value: `${formatCurrency(annual)}/yr` };
    }
    case 'interconnection': {
      const months = numberAt(outputs, ['timeline', 'typicalMonths']);
      return months === null ? null : { label: 'Typical timeline', value: `${months} months` };
    }
    case 'solar': {
      const specificYield = numberAt(outputs, ['specificYieldKWhPerKWdc']);
      return specificYield === null ? null : { label: 'Specific yield', value: `${formatNumber(Math.round(specificYield))} kWh/kWdc` };
    }
    case 'btm': {
      const savings = numberAt(outputs, ['annual', 'savings']);
      return savings === null ? null : { label: 'Bill savings', value: `${formatCurrency(Math.round(savings) || 0)}/yr` };
    }
    default:
      return null;
  }
}

/** "PPA / EPC", "Land lease", "BESS value". */
export function runTitle(run: Pick<CalculatorRun, 'type'>): string {
  return CALCULATOR_TYPE_LABELS[run.type] ?? run.type;
}

/** Up to this many saved runs of one calculator can be compared side by side. */
export const MAX_COMPARED_RUNS = 4;

/** How many saved runs a page of the saved-runs list holds. */
export const SAVED_RUNS_PAGE_SIZE = 20;
/** How many runs an account keeps: a saved run is at most a few kilobytes, so 500 are at most a few megabytes. */
export const MAX_SAVED_RUNS = 500;
/**
 * How many of them may be behind-the-meter runs, which keep the site's whole year of load (and PV):
 * up to 2 × 35,040 intervals, under 1 MB a run, so at most about 20 MB an account (decision 040).
 */
export const MAX_SAVED_BTM_RUNS = 20;

/** "Nov 24, 2026, 3:04 PM": when a run was saved, to the minute (two runs of one day differ). */
export function formatRunMoment(moment: string, timeZone?: string): string {
  return new Date(moment).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** The line that tells a run from others of its calculator: "12 MW · Solve for EPC · After-tax · AZ". */
export function runSummary(run: Pick<CalculatorRun, 'type' | 'inputs'>): string {
  return summaryParts(run.type, run.inputs ?? {})
    .map((part) => part.text)
    .join(' · ');
}

/** A run's name, else its calculator's ("PPA / EPC"). */
export function runName(run: Pick<CalculatorRun, 'type' | 'name'>): string {
  return run.name ?? runTitle(run);
}

/**
 * Saved runs of one calculator side by side, as its page labels and formats them (RUN_FIELDS):
 * an Inputs and an Outputs group, a row for each field at least one run has ('—' where another
 * lacks it). Fields without a label are left out.
 */
export function compareRuns(runs: readonly Pick<CalculatorRun, 'type' | 'inputs' | 'outputs'>[]): ComparisonGroup[] {
  const type = runs[0]?.type;
  if (!type) return [];
  const fields = RUN_FIELDS[type];
  const rowsOf = (list: readonly RunField[]): ComparisonRow[] =>
    list
      .map((field) => ({ field, values: runs.map((run) => field.value(run.inputs ?? {}, run.outputs ?? {})) }))
      .filter(({ values }) => values.some((value) => value !== undefined))
      .map(({ field, values }) => ({ key: field.key, label: field.label, values: values.map((value) => value ?? '—') }));
  return [
    { title: 'Inputs', rows: rowsOf(fields.inputs) },
    { title: 'Outputs', rows: rowsOf(fields.outputs) },
  ].filter((group) => group.rows.length > 0);
}

/**
 * The header of each compared run: its name, else what differs between the compared runs (size,
 * mode…), else its calculator's name; and, under it, when it was saved.
 */
export function comparisonColumns(
  runs: readonly Pick<CalculatorRun, 'id' | 'type' | 'name' | 'inputs' | 'createdAt'>[],
  timeZone?: string,
): { key: number; title: string; detail: string }[] {
  const parts = runs.map((run) => summaryParts(run.type, run.inputs ?? {}));
  const textOf = (index: number, key: string) => parts[index]!.find((part) => part.key === key)?.text;
  const keys = [...new Set(parts.flat().map((part) => part.key))];
  const differing = keys.filter((key) => new Set(runs.map((_, index) => textOf(index, key))).size > 1);
  return runs.map((run, index) => {
    const telling = differing.map((key) => textOf(index, key)).filter((text) => text !== undefined);
    return {
      key: run.id,
      title: run.name ?? (telling.length > 0 ? telling.join(' · ') : runTitle(run)),
      detail: formatRunMoment(run.createdAt, timeZone),
    };
  });
}
