import type { CalculatorRun } from './calculatorRuns.ts';
import { CALCULATOR_TYPE_LABELS, type CalculatorType } from './constants.ts';
import { formatCurrency } from './format.ts';

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
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) for (const [inner, innerValue] of Object.entries(value)) add(inner, innerValue);
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
