import type { RfqStatus } from './constants.ts';

/** Who asked for an RFQ, as the admin panel shows it. */
export interface RfqRequester {
  firstName: string | null;
  lastName: string | null;
  email: string;
  organizationName: string | null;
}

/** An RFQ as the API answers it (SPEC §3 RFQ). Dates are ISO strings; `neededBy` is YYYY-MM-DD. */
export interface Rfq {
  id: number;
  projectName: string | null;
  status: RfqStatus;
  shipToAddress: string | null;
  neededBy: string | null;
  notes: string | null;
  createdAt: string;
  submittedAt: string | null;
  /** Sum of price × quantity over the priced items, fixed at submission; a decimal string. */
  totalEstimatedValue: string | null;
  userId: string;
}

/** An RFQ in a list, with who asked for it. */
export interface RfqWithRequester extends Rfq {
  requester: RfqRequester;
}

/** A line of an RFQ (SPEC §3 RFQ item), with the product it names. */
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
 * The moves each actor may make (SPEC §4: a draft is submitted with its form; the rest is
 * staff-side). Anything else is a conflict (409).
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

/** SPEC §4: the dashboard counts submitted and under-review RFQs as active projects. */
export function isActiveRfq(rfq: Pick<Rfq, 'status'>): boolean {
  return rfq.status === 'submitted' || rfq.status === 'under_review';
}
