import type { CalculatorType } from './constants.ts';

/*
 * Links into the calculators, apart from the saved runs' formatting (calculatorRuns.ts), so that a
 * page that only links to a calculator (the optimizer's PPA hand-off, a site's result cards) ships
 * this and not the rest.
 */

/** Where each calculator lives. */
export const CALCULATOR_PATHS: Readonly<Record<CalculatorType, string>> = {
  ppa_epc: '/tools/ppa-calculator',
  land_lease: '/tools/land-lease-estimator',
  bess_value: '/tools/bess-calculator',
  interconnection: '/tools/interconnection-prescreen',
  solar: '/tools/solar-production',
  btm: '/tools/btm-optimizer',
};

/**
 * The calculator of a saved run with its inputs in the query (API units, as the run saved them;
 * a nested object such as the BESS touRates is spread flat): the calculator fills its form from
 * them. `/tools/ppa-calculator?systemSizeMW=5&epcPricePerW=1.2&…&solveFor=ppa`.
 */
export function calculatorHref(run: { type: CalculatorType; inputs?: Record<string, unknown> | null; id?: number }): string {
  // An optimizer run's year of load does not fit an address: the page reads the run by its id.
  if (run.type === 'btm') return run.id === undefined ? CALCULATOR_PATHS.btm : `${CALCULATOR_PATHS.btm}?run=${run.id}`;
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
