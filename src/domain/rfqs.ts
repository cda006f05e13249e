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
  userId: string;
  /** How many lines (products) it holds. */
  itemCount: number;
  /** Staff's quote, once the RFQ is quoted (kept when it is closed afterwards). */
  quote: RfqQuote | null;
  /** Why staff closed it; null unless closed. */
  closedReason: string | null;
}

/** What staff quoted: the amount (a decimal string, USD), until when it holds, and a note to the buyer. */
export interface RfqQuote {
  amount: string;
  /** YYYY-MM-DD, the last day the quote holds. */
  validUntil: string;
  note: string | null;
  quotedAt: string;
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
  product: { name: string; manufacturer: string; model: string; unitType: string | null; price: string | null };
}

/** Who moves an RFQ: its owner (the buyer who made it) or staff (admins). */
export type RfqActor = 'owner' | 'staff';

/**
 * The moves each actor may make: the owner submits a draft with its form; staff take it from there
 * (review, quote, close). Anything else is a conflict (409).
 */
const RFQ_TRANSITIONS: Record<RfqActor, Partial<Record<RfqStatus, readonly RfqStatus[]>>> = {
  owner: { draft: ['submitted'] },
  staff: { submitted: ['under_review', 'closed'], under_review: ['quoted', 'closed'], quoted: ['closed'] },
};

/** Where an actor may move an RFQ from its status (in the order the workflow goes). */
export function nextRfqStatuses(actor: RfqActor, from: RfqStatus): readonly RfqStatus[] {
  return RFQ_TRANSITIONS[actor][from] ?? [];
}

export function canMoveRfq(actor: RfqActor, from: RfqStatus, to: RfqStatus): boolean {
  return nextRfqStatuses(actor, from).includes(to);
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

/** The steps of a submitted RFQ's timeline, in the order the workflow goes. */
export const RFQ_TIMELINE: readonly RfqStatus[] = ['submitted', 'under_review', 'quoted', 'closed'];

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
