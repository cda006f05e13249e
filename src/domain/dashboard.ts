import { formatCalendarDate, formatCurrency } from './format.ts';
import { rfqFigure, rfqTitle, type Rfq } from './rfqs.ts';

/**
 * What the signed-in dashboard and home compute from the user's RFQs and saved calculations: the
 * stat cards, the recent lists and what to do next. A saved run's figure, link and labels are in
 * ./calculatorRuns.ts.
 */

/** The dashboard's recent lists hold the five newest each. */
export const DASHBOARD_RECENT_COUNT = 5;

export interface DashboardStats {
  /** The buyer's open RFQs (submitted, under review or quoted) and accepted quotes: the projects going ahead. */
  activeProjects: number;
  draftRfqs: number;
  /** Every saved calculator run (the list's total count, not the page it shows). */
  calculations: number;
  /** What the active projects are worth, in dollars to the cent: the quoted amount once quoted, else the estimate at submission. */
  totalRfqValue: number;
}

/** An RFQ the buyer is still working on with staff: submitted, under review, or quoted and awaiting their answer. */
export function isOpenRfq(rfq: Pick<Rfq, 'status'>): boolean {
  return rfq.status === 'submitted' || rfq.status === 'under_review' || rfq.status === 'quoted';
}

/**
 * A project the buyer is going ahead with: an open RFQ, or a quote they accepted (business won,
 * until staff close it once the order is done). Declined, withdrawn and closed RFQs are not.
 */
export function isActiveProject(rfq: Pick<Rfq, 'status'>): boolean {
  return isOpenRfq(rfq) || rfq.status === 'accepted';
}

/** What an active project is worth to the buyer: the figure its list entry shows (the quote once there is one, else the estimate); null when neither is known. */
function projectValue(rfq: Pick<Rfq, 'totalEstimatedValue' | 'quote'>): number | null {
  const figure = rfqFigure(rfq);
  if (figure === null) return null;
  const value = Number(figure.amount);
  return Number.isFinite(value) ? value : null;
}

/**
 * The four stat cards, as a buyer reads them (docs/decisions/034-dashboard-figures.md, with
 * accepted quotes counted since decision 044): Active Projects are the open RFQs and accepted
 * quotes, Total RFQ Value what they are worth. `runsTotal` is the count of every saved run. A list
 * that failed to load is null and leaves its figures null.
 */
export function dashboardStats(
  rfqs: readonly Pick<Rfq, 'status' | 'totalEstimatedValue' | 'quote'>[] | null,
  runsTotal: number | null,
): { [K in keyof DashboardStats]: DashboardStats[K] | null } {
  let cents = 0;
  for (const rfq of (rfqs ?? []).filter(isActiveProject)) {
    const value = projectValue(rfq);
    // Sum in cents: 0.1 + 0.2 dollars must read $0.30.
    if (value !== null) cents += Math.round(value * 100);
  }
  return {
    activeProjects: rfqs ? rfqs.filter(isActiveProject).length : null,
    draftRfqs: rfqs ? rfqs.filter((rfq) => rfq.status === 'draft').length : null,
    calculations: runsTotal,
    totalRfqValue: rfqs ? cents / 100 : null,
  };
}

/** The newest first (by createdAt, then id), at most `count`. */
export function newestFirst<T extends { id: number; createdAt: string }>(items: readonly T[], count = DASHBOARD_RECENT_COUNT): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).slice(0, count);
}

export interface NextStep {
  /** Unique among the steps (two drafts may share a name and a link). */
  key: string;
  href: string;
  title: string;
  text: string;
}

/**
 * What the user could do next, most pressing first (at most `count`): read a quote, submit a
 * draft with items; then, for what they have not tried yet, run a first calculation or browse
 * the catalog; last, fill an empty draft. `runsTotal` counts the saved runs; a list that failed to
 * load (null) suggests nothing.
 */
export function nextSteps(
  rfqs: readonly Pick<Rfq, 'id' | 'projectName' | 'status' | 'itemCount' | 'quote' | 'updatedAt'>[] | null,
  runsTotal: number | null,
  count = 3,
): NextStep[] {
  const steps: NextStep[] = [];
  const byLatestChange = [...(rfqs ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  for (const rfq of byLatestChange) {
    if (rfq.status === 'quoted' && rfq.quote) {
      steps.push({
        key: `quote-${rfq.id}`,
        href: `/rfq?id=${rfq.id}`,
        title: `Review the quote for ${rfqTitle(rfq)}`,
        text: `Quoted ${formatCurrency(Number(rfq.quote.amount), 2)}, valid until ${formatCalendarDate(rfq.quote.validUntil)}.`,
      });
    }
  }
  const drafts = byLatestChange.filter((rfq) => rfq.status === 'draft');
  for (const rfq of drafts.filter((draft) => draft.itemCount > 0)) {
    steps.push({
      key: `submit-${rfq.id}`,
      href: `/rfq?id=${rfq.id}`,
      title: `Submit ${rfqTitle(rfq)}`,
      text: `${rfq.itemCount} ${rfq.itemCount === 1 ? 'item is' : 'items are'} ready for a quote.`,
    });
  }
  if (runsTotal === 0) {
    steps.push({
      key: 'first-calculation',
      href: '/tools',
      title: 'Run your first calculation',
      text: 'Price a PPA, value a land lease or size a battery: your runs are saved here.',
    });
  }
  if (rfqs && rfqs.length === 0) {
    steps.push({
      key: 'browse-catalog',
      href: '/catalog',
      title: 'Browse the catalog',
      text: 'Add modules, inverters or storage to a request for quote.',
    });
  }
  for (const rfq of drafts.filter((draft) => draft.itemCount === 0)) {
    steps.push({
      key: `fill-${rfq.id}`,
      href: '/catalog',
      title: `Add products to ${rfqTitle(rfq)}`,
      text: 'This draft has no items yet.',
    });
  }
  return steps.slice(0, count);
}
