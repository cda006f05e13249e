import { formatCalendarDate, formatCurrency } from './format.ts';
import { isActiveRfq, rfqTitle, type Rfq } from './rfqs.ts';

/**
 * What the signed-in dashboard and home compute from the user's RFQs and saved calculations
 * (SPEC §2 Dashboard, §4, §9): the stat cards, the recent lists and what to do next. A saved
 * run's figure and link are in ./calculatorRuns.ts (only the dashboard lists runs).
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
    steps.push({
      href: `/rfq?id=${rfq.id}`,
      title: `Submit ${rfqTitle(rfq)}`,
      text: `${rfq.itemCount} ${rfq.itemCount === 1 ? 'item is' : 'items are'} ready for a quote.`,
    });
  }
  if (runs && runs.length === 0) {
    steps.push({
      href: '/tools',
      title: 'Run your first calculation',
      text: 'Price a PPA, value a land lease or size a battery: your runs are saved here.',
    });
  }
  if (rfqs && rfqs.length === 0) {
    steps.push({ href: '/catalog', title: 'Browse the catalog', text: 'Add modules, inverters or storage to a request for quote.' });
  }
  for (const rfq of drafts.filter((draft) => draft.itemCount === 0)) {
    steps.push({ href: '/catalog', title: `Add products to ${rfqTitle(rfq)}`, text: 'This draft has no items yet.' });
  }
  return steps.slice(0, count);
}
