import { CALCULATOR_TYPE_LABELS, type CalculatorType } from './constants.ts';
import { formatCurrency, formatQuantity } from './format.ts';

/** A saved calculation (SPEC §3 Calculator run), with its inputs so it can be run again. */
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
 * A saved calculation as the dashboard lists it (SPEC §2 Dashboard): its title, its headline
 * figure, and the link that reopens it in its calculator with its inputs (decision 023).
 */

/** Where each calculator lives. */
export const CALCULATOR_PATHS: Readonly<Record<CalculatorType, string>> = {
  ppa_epc: '/tools/ppa-calculator',
  land_lease: '/tools/land-lease-estimator',
  bess_value: '/tools/bess-calculator',
  interconnection: '/tools/interconnection-prescreen',
};

/**
 * The calculator of a saved run with its inputs in the query (API units, as the run saved them;
 * a nested object such as the BESS touRates is spread flat): the calculator fills its form from
 * them. `/tools/ppa-calculator?systemSizeMW=5&epcPricePerW=1.2&…&solveFor=ppa`.
 */
export function calculatorHref(run: Pick<CalculatorRun, 'type' | 'inputs'>): string {
  const query = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') query.set(key, String(value));
  };
  for (const [key, value] of Object.entries(run.inputs ?? {})) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, innerValue] of Object.entries(value)) add(inner, innerValue);
    else add(key, value);
  }
  const search = query.toString();
  return search ? `${CALCULATOR_PATHS[run.type]}?${search}` : CALCULATOR_PATHS[run.type];
}

/** The figure at a path of a run's outputs, when it is a finite number. */
function numberAt(outputs: Record<string, unknown>, path: readonly string[]): number | null {
  let value: unknown = outputs;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * A run's headline as SPEC §2 has the dashboard show it: ppa_epc its ppaPrice ($/kWh, 4
 * decimals), land_lease likely.perAcre, bess_value total.annual; interconnection its typical
 * months from request to operation. Null when the figure is missing.
 */
export function runHeadline(run: Pick<CalculatorRun, 'type' | 'outputs'>): { label: string; value: string } | null {
  const outputs = run.outputs ?? {};
  switch (run.type) {
    case 'ppa_epc': {
      const ppaPrice = numberAt(outputs, ['ppaPrice']);
      return ppaPrice === null ? null : { label: 'PPA price', value: `$${ppaPrice.toFixed(4)}/kWh` };
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
    default:
      return null;
  }
}

/** "PPA / EPC", "Land lease", "BESS value". */
export function runTitle(run: Pick<CalculatorRun, 'type'>): string {
  return CALCULATOR_TYPE_LABELS[run.type] ?? run.type;
}

/** Up to this many saved runs of one calculator can be compared side by side (issue 15). */
export const MAX_COMPARED_RUNS = 4;

export interface ComparisonRow {
  section: 'Inputs' | 'Outputs';
  /** The field's path, e.g. `debt.dscr`. */
  field: string;
  /** Each run's value as text ('—' when a run lacks it). */
  values: string[];
  differs: boolean;
}

/**
 * Saved runs of one calculator side by side: every number, text or yes/no among their inputs and
 * outputs (nested objects by path, two levels deep; yearly tables and lists left out), with the
 * rows whose values differ marked.
 */
export function compareRuns(runs: readonly Pick<CalculatorRun, 'inputs' | 'outputs'>[]): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  for (const section of ['Inputs', 'Outputs'] as const) {
    const leaves = runs.map((run) => scalarLeaves(section === 'Inputs' ? run.inputs : run.outputs));
    const fields = [...new Set(leaves.flatMap((leaf) => [...leaf.keys()]))];
    for (const field of fields) {
      const values = leaves.map((leaf) => leaf.get(field) ?? '—');
      rows.push({ section, field, values, differs: values.some((value) => value !== values[0]) });
    }
  }
  return rows;
}

function scalarLeaves(
  value: Record<string, unknown> | null | undefined,
  prefix = '',
  depth = 0,
  into = new Map<string, string>(),
): Map<string, string> {
  for (const [key, inner] of Object.entries(value ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'number' && Number.isFinite(inner)) into.set(path, formatQuantity(inner, 4));
    else if (typeof inner === 'string') into.set(path, inner);
    else if (typeof inner === 'boolean') into.set(path, inner ? 'Yes' : 'No');
    else if (inner !== null && typeof inner === 'object' && !Array.isArray(inner) && depth < 1)
      scalarLeaves(inner as Record<string, unknown>, path, depth + 1, into);
  }
  return into;
}
