import type { CalculatorRun } from './calculatorRuns.ts';
import { CALCULATOR_TYPE_LABELS, type CalculatorType } from './constants.ts';
import { formatCalendarDate, formatCurrency } from './format.ts';
import { isActiveRfq, rfqTitle, type Rfq } from './rfqs.ts';

/**
 * What the signed-in dashboard and home compute from the user's RFQs and saved calculations
 * (SPEC §2 Dashboard, §4, §9): the stat cards, the recent lists, each run's headline figure, the
 * link that reopens a run in its calculator, and what to do next.
 */

/** SPEC §9: the dashboard's recent lists hold 5 each. */
export const DASHBOARD_RECENT_COUNT = 5;

export interface DashboardStats {
  /** RFQs submitted or under review (SPEC §4 counts them as active projects). */
  activeProjects: number;
  draftRfqs: number;
  calculations: number;
  /** Sum of the RFQs' totalEstimatedValue in dollars, to the cent (drafts have none). */
  totalRfqValue: number;
}

/** The four stat cards; a list that failed to load is null and leaves its figures null. */
export function dashboardStats(
  rfqs: readonly Pick<Rfq, 'status' | 'totalEstimatedValue'>[] | null,
  runs: readonly unknown[] | null,
): { [K in keyof DashboardStats]: DashboardStats[K] | null } {
  let cents = 0;
  for (const rfq of rfqs ?? []) {
    const value = Number(rfq.totalEstimatedValue);
    // Sum in cents: 0.1 + 0.2 dollars must read $0.30.
    if (rfq.totalEstimatedValue !== null && Number.isFinite(value)) cents += Math.round(value * 100);
  }
  return {
    activeProjects: rfqs ? rfqs.filter(isActiveRfq).length : null,
    draftRfqs: rfqs ? rfqs.filter((rfq) => rfq.status === 'draft').length : null,
    calculations: runs ? runs.length : null,
    totalRfqValue: rfqs ? cents / 100 : null,
  };
}

/** The newest first (by createdAt, then id), at most `count`. */
export function newestFirst<T extends { id: number; createdAt: string }>(items: readonly T[], count = DASHBOARD_RECENT_COUNT): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).slice(0, count);
}

/** Where each calculator lives. */
export const CALCULATOR_PATHS: Readonly<Record<CalculatorType, string>> = {
  ppa_epc: '/tools/ppa-calculator',
  land_lease: '/tools/land-lease-estimator',
  bess_value: '/tools/bess-calculator',
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
 * decimals), land_lease likely.perAcre, bess_value total.annual. Null when the figure is missing.
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
    default:
      return null;
  }
}

/** "PPA / EPC", "Land lease", "BESS value". */
export function runTitle(run: Pick<CalculatorRun, 'type'>): string {
  return CALCULATOR_TYPE_LABELS[run.type] ?? run.type;
}

export interface NextStep {
  href: string;
  title: string;
  text: string;
}

/**
 * What the user could do next, most pressing first (at most `count`): read a quote, submit a
 * draft with items; then, for what they have not tried yet, run a first calculation or browse
 * the catalog; last, fill an empty draft. A list that failed to load (null) suggests nothing.
 */
export function nextSteps(
  rfqs: readonly Pick<Rfq, 'id' | 'projectName' | 'status' | 'itemCount' | 'quote' | 'updatedAt'>[] | null,
  runs: readonly unknown[] | null,
  count = 3,
): NextStep[] {
  const steps: NextStep[] = [];
  const byLatestChange = [...(rfqs ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  for (const rfq of byLatestChange) {
    if (rfq.status === 'quoted' && rfq.quote) {
      steps.push({
        href: `/rfq?id=${rfq.id}`,
        title: `Review the quote for ${rfqTitle(rfq)}`,
        text: `Quoted ${formatCurrency(Number(rfq.quote.amount), 2)}, valid until ${formatCalendarDate(rfq.quote.validUntil)}.`,
      });
    }
  }
  const drafts = byLatestChange.filter((rfq) => rfq.status === 'draft');
  for (const rfq of drafts.filter((draft) => draft.itemCount > 0)) {
    steps.push({ href: `/rfq?id=${rfq.id}`, title: `Submit ${rfqTitle(rfq)}`, text: `${rfq.itemCount} ${rfq.itemCount === 1 ? 'item is' : 'items are'} ready for a quote.` });
  }
  if (runs && runs.length === 0) {
    steps.push({ href: '/tools', title: 'Run your first calculation', text: 'Price a PPA, value a land lease or size a battery: your runs are saved here.' });
  }
  if (rfqs && rfqs.length === 0) {
    steps.push({ href: '/catalog', title: 'Browse the catalog', text: 'Add modules, inverters or storage to a request for quote.' });
  }
  for (const rfq of drafts.filter((draft) => draft.itemCount === 0)) {
    steps.push({ href: '/catalog', title: `Add products to ${rfqTitle(rfq)}`, text: 'This draft has no items yet.' });
  }
  return steps.slice(0, count);
}
