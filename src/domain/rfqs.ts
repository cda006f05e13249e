import type { RfqStatus } from './constants.ts';

/**
 * Products priced per watt or per foot are ordered in watts and feet: a 100 MW tracker order is
 * 100,000,000 W, a gigawatt of modules 1,000,000,000 W. A billion keeps within the integer column.
 */
export const MAX_RFQ_QUANTITY = 1_000_000_000;

/**
 * The most an RFQ's estimated value (Σ price × quantity) may reach: $10 billion, above the
 * equipment of the largest solar-plus-storage sites built (a few billion dollars each), and a
 * ten-thousandth of what the numeric(16,2) columns hold, so sums over many RFQs stay exact too.
 */
export const MAX_RFQ_VALUE = 10_000_000_000;
export const RFQ_VALUE_MESSAGE = `The estimated value of this RFQ would exceed $${MAX_RFQ_VALUE.toLocaleString('en-US')}: lower a quantity`;

/** Who asked for an RFQ, as the admin panel shows it. */
export interface RfqRequester {
  firstName: string | null;
  lastName: string | null;
  email: string;
  organizationName: string | null;
}

/** An RFQ as the API answers it. Dates are ISO strings; `neededBy` is YYYY-MM-DD. */
export interface Rfq {
  id: number;
  projectName: string | null;
  status: RfqStatus;
  shipToAddress: string | null;
  neededBy: string | null;
  notes: string | null;
  createdAt: string;
  /** The last change to the RFQ or its lines. */
  updatedAt: string;
  submittedAt: string | null;
  /** Sum of price × quantity over the priced items, fixed at submission; a decimal string. */
  totalEstimatedValue: string | null;
  /**
   * The quote's total (`quote.amount`) once staff have quoted, kept when the buyer declines or staff
   * close the RFQ; null before a quote. A list shows it in place of the estimate (`rfqFigure`).
   * The API always sends it; it is optional here so an RFQ of the older shape, without it, still reads.
   */
  quotedTotal?: string | null;
  userId: string;
  /** How many lines (products) it holds. */
  itemCount: number;
  /** Staff's quote, once the RFQ is quoted (kept when it is closed afterwards). */
  quote: RfqQuote | null;
  /** Why staff closed it; null unless closed. */
  closedReason: string | null;
  /**
   * The buyer's answer: accepted or declined the quote, or withdrew the request; null before one
   * (and again once staff send a new quote after a decline). Kept when staff close the RFQ later.
   * The API always sends it; it is optional here so an RFQ of the older shape, without it, still reads.
   */
  answer?: RfqAnswer | null;
}

/**
 * What staff quoted: the total (a decimal string, USD), until when it holds, and a note to the
 * buyer. A quote either prices each line (the lines' prices are on the items, `RfqItem.quote`)
 * plus charges of its own (freight, other), the total being their sum, or gives one total.
 */
export interface RfqQuote {
  /** The total: the priced lines plus the charges, or the one amount staff gave. */
  amount: string;
  /** YYYY-MM-DD, the last day the quote holds. */
  validUntil: string;
  note: string | null;
  quotedAt: string;
  // The API always sends the fields below; they are optional so that a quote of the older shape
  // (amount, validity, note only) still reads, as one total without charges.
  /** 1 for the first quote, one more for each quote sent after it: the buyer answers the version they read. */
  version?: number;
  /** The validity has passed in every time zone (`isQuoteExpired`), as of the answer: it can no longer be accepted. */
  expired?: boolean;
  /** The sum of the priced lines, or null for a quote of one total. */
  subtotal?: string | null;
  /** Freight and other charges, each a line of its own, in the order staff gave them. */
  charges?: RfqQuoteCharge[];
}

/** A charge of a quote beside its lines: freight, crating, commissioning… */
export interface RfqQuoteCharge {
  label: string;
  /** A decimal string, USD. */
  amount: string;
}

/** What staff quoted for one line: the unit price (up to 4 decimals: products priced per watt), lead time, price × quantity. */
export interface RfqLineQuote {
  unitPrice: string;
  leadTimeWeeks: number;
  /** unit price × quantity, to the cent (half up). */
  lineTotal: string;
}

/** The buyer's answers: to a quote (accepted, declined) or to their own request (withdrawn). */
export const RFQ_ANSWERS = ['accepted', 'declined', 'withdrawn'] as const;
export type RfqAnswerStatus = (typeof RFQ_ANSWERS)[number];

export interface RfqAnswer {
  status: RfqAnswerStatus;
  at: string;
  /** Why they declined (required) or withdrew (optional). */
  reason: string | null;
}

/** A status an RFQ entered, and when: a step of its timeline. */
export interface RfqEvent {
  status: RfqStatus;
  at: string;
  /** What the buyer was told with it (a quote's note, a reason for closing). */
  note: string | null;
}

/** One RFQ with who asked for it and its timeline (GET /api/rfqs/{id}). */
export interface RfqDetail extends RfqWithRequester {
  events: RfqEvent[];
}

/** An RFQ in a list, with who asked for it. */
export interface RfqWithRequester extends Rfq {
  requester: RfqRequester;
}

/** A line of an RFQ, with the product it names. */
export interface RfqItem {
  id: number;
  productId: number;
  quantity: number;
  /** The buyer's note for this line. */
  specifications: string | null;
  product: {
    name: string;
    manufacturer: string;
    model: string;
    unitType: string | null;
    price: string | null;
    /** Watts in one unit (a module's rating), when the catalog knows them: staff may then quote per W. */
    wattsPerUnit?: number | null;
  };
  /** What staff quoted for this line; absent until a quote prices each line (a quote of one total does not). */
  quote?: RfqLineQuote;
}

/** Who moves an RFQ: its owner (the buyer who made it) or staff (admins). */
export type RfqActor = 'owner' | 'staff';

/**
 * The moves each actor may make. The owner submits a draft with its form, may withdraw it while
 * staff have not quoted, and answers a quote: accepts or declines it (while it holds: the date is
 * checked where the move is made, `isQuoteExpired`). Staff review, quote and close; after a decline
 * they may send a new quote or close; an accepted quote is closed once the order is done. Withdrawn
 * is final. Anything else is a conflict (409). Replacing a standing quote with a new one keeps the
 * RFQ quoted: `staffMayQuote`.
 */
const RFQ_TRANSITIONS: Record<RfqActor, Partial<Record<RfqStatus, readonly RfqStatus[]>>> = {
  owner: { draft: ['submitted'], submitted: ['withdrawn'], under_review: ['withdrawn'], quoted: ['accepted', 'declined'] },
  staff: {
    submitted: ['under_review', 'closed'],
    under_review: ['quoted', 'closed'],
    quoted: ['closed'],
    declined: ['quoted', 'closed'],
    accepted: ['closed'],
  },
};

/** Where an actor may move an RFQ from its status (in the order the workflow goes). */
export function nextRfqStatuses(actor: RfqActor, from: RfqStatus): readonly RfqStatus[] {
  return RFQ_TRANSITIONS[actor][from] ?? [];
}

export function canMoveRfq(actor: RfqActor, from: RfqStatus, to: RfqStatus): boolean {
  return nextRfqStatuses(actor, from).includes(to);
}

/**
 * Whether staff may send a quote from this status: the first one (under review), a new one after a
 * decline, or one that replaces the standing quote (a revised price, or a new date for an expired
 * one), which keeps the RFQ quoted and makes the buyer answer the new version.
 */
export function staffMayQuote(from: RfqStatus): boolean {
  return canMoveRfq('staff', from, 'quoted') || from === 'quoted';
}

/** The statuses of the buyer's answers. */
export function isAnswerStatus(status: RfqStatus): status is RfqAnswerStatus {
  return (RFQ_ANSWERS as readonly RfqStatus[]).includes(status);
}

/**
 * A quote holds through its valid-until day wherever the buyer is: it expires once that day has
 * ended in every time zone (as a required-by date passes, `earliestToday`), so a buyer in Hawaii
 * can accept on their last day. Derived from the date, never stored (decision 044).
 */
export function isQuoteExpired(quote: Pick<RfqQuote, 'validUntil'>, now: Date = new Date()): boolean {
  return quote.validUntil < earliestToday(now);
}

/** A quoted RFQ whose quote the buyer can still accept or decline. */
export function isAnswerable(rfq: Pick<Rfq, 'status' | 'quote'>, now: Date = new Date()): boolean {
  return rfq.status === 'quoted' && rfq.quote !== null && !isQuoteExpired(rfq.quote, now);
}

/**
 * RFQs that wait on staff: new, in review, declined (a new quote or a close), or quoted with an
 * expired quote (a new date or a close). Drafts wait on the buyer; so does a quote that holds.
 */
export function waitsOnStaff(rfq: Pick<Rfq, 'status' | 'quote'>, now: Date = new Date()): boolean {
  if (rfq.status === 'quoted') return rfq.quote !== null && isQuoteExpired(rfq.quote, now);
  return rfq.status === 'submitted' || rfq.status === 'under_review' || rfq.status === 'declined';
}

/** Only a draft's items, form and existence can change. */
export function isEditable(rfq: Pick<Rfq, 'status'>): boolean {
  return rfq.status === 'draft';
}

/**
 * The buyer's cart: the draft they changed last, which Add to RFQ adds to rather than making a new
 * draft per click (docs/decisions/019-rfq-cart.md). Undefined when they have no draft, and Add to RFQ makes one.
 */
export function currentDraft<T extends Pick<Rfq, 'id' | 'status' | 'updatedAt'>>(rfqs: readonly T[]): T | undefined {
  let current: T | undefined;
  for (const rfq of rfqs) {
    if (rfq.status !== 'draft') continue;
    if (!current || rfq.updatedAt > current.updatedAt || (rfq.updatedAt === current.updatedAt && rfq.id > current.id)) current = rfq;
  }
  return current;
}

/** A user's own RFQs from a list (an admin's list holds everyone's). */
export function rfqsOf<T extends Pick<Rfq, 'userId'>>(rfqs: readonly T[], userId: string): T[] {
  return rfqs.filter((rfq) => rfq.userId === userId);
}

/** The name an RFQ goes by: its project's, or 'RFQ #id'. */
export function rfqTitle(rfq: Pick<Rfq, 'id' | 'projectName'>): string {
  return rfq.projectName || `RFQ #${rfq.id}`;
}

/** The figure an RFQ is read by: what staff quoted, or what the buyer's lines were estimated at. */
export interface RfqFigure {
  kind: 'quote' | 'estimate';
  /** A decimal string, USD. */
  amount: string;
}

/**
 * The one figure a list shows for an RFQ: the quote's total once staff have quoted it (kept when it
 * was declined or the RFQ closed: it is the last price given), else the estimate fixed at
 * submission; null for neither (a draft). A quote replaces the estimate, which leaves out the
 * products priced on request and any discount.
 */
export function rfqFigure(rfq: Pick<Rfq, 'quote' | 'totalEstimatedValue'>): RfqFigure | null {
  if (rfq.quote) return { kind: 'quote', amount: rfq.quote.amount };
  return rfq.totalEstimatedValue === null ? null : { kind: 'estimate', amount: rfq.totalEstimatedValue };
}

/** A line's price × quantity, or null for a product quoted on request. */
export function lineTotal(item: Pick<RfqItem, 'quantity' | 'product'>): number | null {
  return item.product.price === null ? null : Number(item.product.price) * item.quantity;
}

/** What a draft's priced lines add up to, and how many lines are quoted on request. */
export function estimateItems(items: readonly Pick<RfqItem, 'quantity' | 'product'>[]): { value: number; onRequest: number } {
  let value = 0;
  let onRequest = 0;
  for (const item of items) {
    const total = lineTotal(item);
    if (total === null) onRequest += 1;
    else value += total;
  }
  return { value: Math.round(value * 100) / 100, onRequest };
}

/** A step of the timeline: a status, or the buyer's answer to a quote while it is awaited. */
export type TimelineStep = RfqStatus | 'answer';

/** The awaited answer's name: either is the next step after a quote. */
export const AWAITED_ANSWER_LABEL = 'Accepted or declined';

/**
 * The timeline of an RFQ in `status`, given the statuses it entered: submitted, under review,
 * quoted, then the buyer's answer (awaited until given). A withdrawn request ends there; a closed
 * RFQ shows the answer it had before its close, an acceptance before a decline it replaced.
 */
export function timelineSteps(status: RfqStatus, reached: ReadonlySet<RfqStatus>): TimelineStep[] {
  if (status === 'withdrawn') return ['submitted', 'under_review', 'withdrawn'];
  const steps: TimelineStep[] = ['submitted', 'under_review', 'quoted'];
  if (status === 'closed') {
    const answer = (['accepted', 'declined'] as const).find((step) => reached.has(step));
    return answer ? [...steps, answer, 'closed'] : [...steps, 'closed'];
  }
  return [...steps, status === 'accepted' || status === 'declined' ? status : 'answer'];
}

/** The RFQs the dashboard counts as active projects: submitted and under review. */
export function isActiveRfq(rfq: Pick<Rfq, 'status'>): boolean {
  return rfq.status === 'submitted' || rfq.status === 'under_review';
}

/**
 * The earliest date that is still today somewhere (in UTC−12, the last time zone to leave a day),
 * as YYYY-MM-DD: a required-by date before it has passed for every buyer, wherever they are.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Today in the time zone this code runs in (the buyer's, in a browser), as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
