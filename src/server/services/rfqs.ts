import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { RFQ_STATUS_LABELS, type RfqStatus } from '../../domain/constants.ts';
import { labelOf } from '../../domain/labels.ts';
import { wattsPerUnit } from '../../domain/productFacets.ts';
import { lineTotalCents, fromUnits, AMOUNT_DECIMALS } from '../../domain/quotes.ts';
import {
  canMoveRfq,
  earliestToday,
  isEditable,
  isQuoteExpired,
  MAX_RFQ_QUANTITY,
  MAX_RFQ_VALUE,
  RFQ_VALUE_MESSAGE,
  rfqTitle,
  type Rfq,
  type RfqDetail,
  type RfqItem,
  type RfqQuote,
  type RfqQuoteCharge,
  type RfqWithRequester,
} from '../../domain/rfqs.ts';
import {
  NEEDED_BY_PAST_MESSAGE,
  type addRfqItemSchema,
  type submitRfqSchema,
  type updateRfqItemSchema,
} from '../../domain/schemas/rfqs.ts';
import type { staffRfqStatusSchema } from '../../domain/schemas/staffRfqs.ts';
import type { Database } from '../db/client.ts';
import type { ServerEnv } from '../env.ts';
import { products, rfqEvents, rfqItems, rfqQuoteLines, rfqs, users } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import { validationError } from '../validation.ts';
import { notifyStaffOfRfqSubmitted } from '../mail/staffEvents.ts';
import { recordAudit } from './audit.ts';
import { notifyClosed } from './rfqMail.ts';
import type { UserRow } from '../db/schema/index.ts';

/*
 * Requests for quote: drafts and their lines, submission, reading, and staff's moves other than
 * quoting. The quote itself, and the buyer's answer to it, are in quotes.ts, built on the RFQ
 * primitives exported here (finding and locking an RFQ, moving it, recording the move).
 */

export type RfqRow = typeof rfqs.$inferSelect;
/** Staff's moves other than quoting: under review, closed. */
type StaffMove = Exclude<z.output<typeof staffRfqStatusSchema>, { status: 'quoted' }>;

/** Lines per RFQ, counted where the RFQ is read. */
const itemCount = sql<number>`(SELECT count(*) FROM ${rfqItems} WHERE ${rfqItems.rfqId} = ${rfqs.id})::int`;

/** A quote's charges (freight, other), in order, read with the RFQ: one query for a whole list. */
const quoteCharges = sql<
  RfqQuoteCharge[]
>`(SELECT coalesce(json_agg(json_build_object('label', ${rfqQuoteLines.label}, 'amount', ${rfqQuoteLines.amount}::text) ORDER BY ${rfqQuoteLines.position}), '[]'::json) FROM ${rfqQuoteLines} WHERE ${rfqQuoteLines.rfqId} = ${rfqs.id})`;

/** The priced lines added up (each rounded to the cent, as `lineTotalCents` does), or null for a quote of one total. */
const quoteSubtotal = sql<
  string | null
>`(SELECT sum(round(${rfqItems.quotedUnitPrice} * ${rfqItems.quantity}, 2))::text FROM ${rfqItems} WHERE ${rfqItems.rfqId} = ${rfqs.id} AND ${rfqItems.quotedUnitPrice} IS NOT NULL)`;

const rfqColumns = {
  id: rfqs.id,
  projectName: rfqs.projectName,
  status: rfqs.status,
  shipToAddress: rfqs.shipToAddress,
  neededBy: rfqs.neededBy,
  notes: rfqs.notes,
  createdAt: rfqs.createdAt,
  updatedAt: rfqs.updatedAt,
  submittedAt: rfqs.submittedAt,
  totalEstimatedValue: rfqs.totalEstimatedValue,
  userId: rfqs.userId,
  quotedAmount: rfqs.quotedAmount,
  quoteValidUntil: rfqs.quoteValidUntil,
  quoteNote: rfqs.quoteNote,
  quotedAt: rfqs.quotedAt,
  closedReason: rfqs.closedReason,
  quoteVersion: rfqs.quoteVersion,
  answer: rfqs.answer,
  answeredAt: rfqs.answeredAt,
  answerReason: rfqs.answerReason,
  itemCount,
  quoteCharges,
  quoteSubtotal,
};

/** A row as the reads select it: the quote's terms are read only by its document (quotes.ts). */
type ReadRfqRow = Omit<RfqRow, 'quoteTerms'> & {
  itemCount: number;
  quoteCharges?: RfqQuoteCharge[];
  quoteSubtotal?: string | null;
};

const requesterColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  organizationName: users.organizationName,
};

/**
 * An RFQ row as the API answers it: dates as ISO strings; the quote with its version, charges and
 * whether it has expired (as of now: expiry is read from the date, decision 044).
 */
function toRfq(row: ReadRfqRow, now = new Date()): Rfq {
  const quote: RfqQuote | null =
    row.quotedAmount !== null && row.quoteValidUntil !== null && row.quotedAt !== null
      ? {
          amount: row.quotedAmount,
          validUntil: row.quoteValidUntil,
          note: row.quoteNote,
          quotedAt: row.quotedAt.toISOString(),
          version: row.quoteVersion,
          expired: isQuoteExpired({ validUntil: row.quoteValidUntil }, now),
          subtotal: row.quoteSubtotal ?? null,
          charges: row.quoteCharges ?? [],
        }
      : null;
  return {
    id: row.id,
    projectName: row.projectName,
    status: row.status,
    shipToAddress: row.shipToAddress,
    neededBy: row.neededBy,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    totalEstimatedValue: row.totalEstimatedValue,
    // The figure a list shows in place of the estimate once staff have quoted.
    quotedTotal: quote?.amount ?? null,
    userId: row.userId,
    itemCount: row.itemCount,
    quote,
    closedReason: row.closedReason,
    answer:
      row.answer !== null && row.answeredAt !== null
        ? { status: row.answer, at: row.answeredAt.toISOString(), reason: row.answerReason }
        : null,
  };
}

export function recordEvent(db: Database, rfqId: number, status: RfqStatus, actor: UserRow, note: string | null = null) {
  return db.insert(rfqEvents).values({ rfqId, status, actorId: actor.id, note });
}

/** A new draft, with its notes if given, its timeline started. */
export async function createDraftRfq(
  db: Database,
  user: UserRow,
  { projectName, notes }: { projectName?: string; notes?: string },
): Promise<Rfq> {
  return db.transaction(async (tx) => {
    const [rfq] = await tx
      .insert(rfqs)
      .values({ userId: user.id, projectName: projectName ?? null, notes: notes ?? null })
      .returning();
    await recordEvent(tx, rfq!.id, 'draft', user);
    return toRfq({ ...rfq!, itemCount: 0 });
  });
}

/**
 * The RFQs a user may see: their own, newest first; an admin sees everyone's (the admin panel's
 * RFQs tab uses the same call) with who asked.
 */
export async function listRfqs(db: Database, user: UserRow): Promise<RfqWithRequester[]> {
  const rows = await db
    .select({ ...rfqColumns, requester: requesterColumns })
    .from(rfqs)
    .innerJoin(users, eq(users.id, rfqs.userId))
    .where(user.role === 'admin' ? undefined : eq(rfqs.userId, user.id))
    .orderBy(desc(rfqs.createdAt), desc(rfqs.id));
  return rows.map(({ requester, ...row }) => ({ ...toRfq(row), requester }));
}

/**
 * Who may do what with an RFQ: `read` its owner or an admin; `own` (duplicate it) and `write`
 * (change it) only its owner. Anyone else gets the same 404 as for a missing RFQ, so ids reveal
 * nothing. `write` locks the row until the transaction ends: changes to one RFQ and its lines take
 * turns, so a submitted RFQ's estimated value always agrees with its items.
 */
export async function findRfq(db: Database, user: UserRow, id: number, access: 'read' | 'own' | 'write'): Promise<RfqRow> {
  const query = db.select().from(rfqs).where(eq(rfqs.id, id));
  const [rfq] = await (access === 'write' ? query.for('update') : query);
  const allowed = rfq && (rfq.userId === user.id || (access === 'read' && user.role === 'admin'));
  if (!allowed) throw new ApiError(404, 'RFQ not found');
  return rfq;
}

function notDraft(rfq: RfqRow): ApiError {
  return new ApiError(409, `RFQ #${rfq.id} is ${labelOf(RFQ_STATUS_LABELS, rfq.status).toLowerCase()}; only draft RFQs can be changed`);
}

/** The draft the owner is about to change, locked for the rest of the transaction. */
async function findDraftToChange(db: Database, user: UserRow, id: number): Promise<RfqRow> {
  const rfq = await findRfq(db, user, id, 'write');
  // A draft is the only state whose lines, form and existence its owner changes.
  if (!isEditable(rfq)) throw notDraft(rfq);
  return rfq;
}

function touch(db: Database, rfqId: number) {
  return db
    .update(rfqs)
    .set({ updatedAt: sql`now()` })
    .where(eq(rfqs.id, rfqId));
}

/** One RFQ with its requester and timeline. */
export async function getRfq(db: Database, user: UserRow, id: number): Promise<RfqDetail> {
  await findRfq(db, user, id, 'read');
  const [row] = await db
    .select({ ...rfqColumns, requester: requesterColumns })
    .from(rfqs)
    .innerJoin(users, eq(users.id, rfqs.userId))
    .where(eq(rfqs.id, id));
  const events = await db
    .select({ status: rfqEvents.status, at: rfqEvents.createdAt, note: rfqEvents.note })
    .from(rfqEvents)
    .where(eq(rfqEvents.rfqId, id))
    .orderBy(asc(rfqEvents.createdAt), asc(rfqEvents.id));
  const { requester, ...rfq } = row!;
  return { ...toRfq(rfq), requester, events: events.map((event) => ({ ...event, at: event.at.toISOString() })) };
}

/** Deletes a draft and its lines (204); anything past draft is kept (409). */
export async function deleteDraftRfq(db: Database, user: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findDraftToChange(tx, user, id);
    await tx.delete(rfqs).where(eq(rfqs.id, id));
  });
}

/**
 * A new draft with the same lines, address and notes as any RFQ of the owner's: the way to ask
 * again, or to start from a request already made. The date is left for the buyer to set.
 */
export async function duplicateRfq(db: Database, user: UserRow, id: number): Promise<Rfq> {
  return db.transaction(async (tx) => {
    const source = await findRfq(tx, user, id, 'own');
    const [copy] = await tx
      .insert(rfqs)
      .values({
        userId: user.id,
        projectName: `${rfqTitle(source)} (copy)`.slice(0, 200),
        shipToAddress: source.shipToAddress,
        notes: source.notes,
      })
      .returning();
    const lines = await tx
      .select({ productId: rfqItems.productId, quantity: rfqItems.quantity, specifications: rfqItems.specifications })
      .from(rfqItems)
      .where(eq(rfqItems.rfqId, id))
      .orderBy(asc(rfqItems.id));
    if (lines.length > 0) await tx.insert(rfqItems).values(lines.map((line) => ({ ...line, rfqId: copy!.id })));
    await recordEvent(tx, copy!.id, 'draft', user);
    return toRfq({ ...copy!, itemCount: lines.length });
  });
}

const itemColumns = {
  id: rfqItems.id,
  productId: rfqItems.productId,
  quantity: rfqItems.quantity,
  specifications: rfqItems.specifications,
  product: {
    name: products.name,
    manufacturer: products.manufacturer,
    model: products.model,
    unitType: products.unitType,
    price: products.price,
  },
  // What the watts of one unit are read from (`wattsPerUnit`), not answered themselves.
  category: products.category,
  facets: products.facets,
  quotedUnitPrice: rfqItems.quotedUnitPrice,
  quotedLeadTimeWeeks: rfqItems.quotedLeadTimeWeeks,
};

/** The lines matching `where`, in the order they were added, each with what staff quoted for it when a quote priced it. */
async function readItems(db: Database, where: SQL): Promise<RfqItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(rfqItems)
    .innerJoin(products, eq(products.id, rfqItems.productId))
    .where(where)
    .orderBy(rfqItems.id);
  return rows.map(({ quotedUnitPrice, quotedLeadTimeWeeks, category, facets, ...line }) => {
    const item = {
      ...line,
      product: { ...line.product, wattsPerUnit: wattsPerUnit({ category, facets, unitType: line.product.unitType }) },
    };
    return quotedUnitPrice === null || quotedLeadTimeWeeks === null
      ? item
      : {
          ...item,
          quote: {
            unitPrice: quotedUnitPrice,
            leadTimeWeeks: quotedLeadTimeWeeks,
            lineTotal: fromUnits(lineTotalCents(quotedUnitPrice, item.quantity), AMOUNT_DECIMALS),
          },
        };
  });
}

export async function listRfqItems(db: Database, user: UserRow, rfqId: number): Promise<RfqItem[]> {
  await findRfq(db, user, rfqId, 'read');
  return readItems(db, eq(rfqItems.rfqId, rfqId));
}

/** An RFQ and its lines, for an export. */
export async function getRfqWithItems(db: Database, user: UserRow, rfqId: number): Promise<{ rfq: RfqDetail; items: RfqItem[] }> {
  const rfq = await getRfq(db, user, rfqId);
  return { rfq, items: await readItems(db, eq(rfqItems.rfqId, rfqId)) };
}

/** Σ price × quantity over an RFQ's priced lines, in unbounded numeric (exact, never overflowing), and its line count. */
async function rfqTotals(tx: Database, rfqId: number): Promise<{ items: number; value: string | null; overLimit: boolean }> {
  const value = sql`sum(${products.price} * ${rfqItems.quantity})`;
  const [totals] = await tx
    .select({
      items: sql<number>`count(*)::int`,
      value: sql<string | null>`round(${value}, 2)::text`,
      overLimit: sql<boolean>`coalesce(${value} > ${MAX_RFQ_VALUE}, false)`,
    })
    .from(rfqItems)
    .innerJoin(products, eq(products.id, rfqItems.productId))
    .where(eq(rfqItems.rfqId, rfqId));
  return totals!;
}

/** A draft's lines may not carry its estimated value past MAX_RFQ_VALUE: a 400 on `path`, the transaction rolled back. */
async function keepWithinValueLimit(tx: Database, rfqId: number, path: string): Promise<void> {
  if ((await rfqTotals(tx, rfqId)).overLimit) throw validationError([{ path, message: RFQ_VALUE_MESSAGE }]);
}

/**
 * Adds a product to a draft. The same product again raises the quantity of its line: one line per
 * product, kept by a unique index and merged by an upsert, so simultaneous adds cannot duplicate it.
 */
export async function addRfqItem(db: Database, user: UserRow, rfqId: number, input: z.output<typeof addRfqItemSchema>): Promise<RfqItem> {
  return db.transaction(async (tx) => {
    await findDraftToChange(tx, user, rfqId);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
    if (!product)
      throw new ApiError(400, 'Invalid request: productId: Product not found', {
        issues: [{ path: 'productId', message: 'Product not found' }],
      });
    const [line] = await tx
      .insert(rfqItems)
      .values({ rfqId, ...input, specifications: input.specifications ?? null })
      .onConflictDoUpdate({
        target: [rfqItems.rfqId, rfqItems.productId],
        set: {
          quantity: sql`${rfqItems.quantity} + excluded.quantity`,
          specifications: sql`coalesce(excluded.specifications, ${rfqItems.specifications})`,
        },
        // Repeated adds must not carry a line past what a line may hold (nor overflow the column).
        setWhere: sql`${rfqItems.quantity}::bigint + excluded.quantity <= ${MAX_RFQ_QUANTITY}`,
      })
      .returning({ id: rfqItems.id });
    if (!line) {
      const message = `Quantity would exceed ${MAX_RFQ_QUANTITY.toLocaleString('en-US')} on this line`;
      throw new ApiError(400, `Invalid request: quantity: ${message}`, { issues: [{ path: 'quantity', message }] });
    }
    await keepWithinValueLimit(tx, rfqId, 'quantity');
    await touch(tx, rfqId);
    const [item] = await readItems(tx, eq(rfqItems.id, line!.id));
    return item!;
  });
}

/** Changes a draft line's quantity or note. */
export async function updateRfqItem(
  db: Database,
  user: UserRow,
  rfqId: number,
  itemId: number,
  input: z.output<typeof updateRfqItemSchema>,
): Promise<RfqItem> {
  return db.transaction(async (tx) => {
    await findDraftToChange(tx, user, rfqId);
    const [line] = await tx
      .update(rfqItems)
      .set({ quantity: input.quantity, specifications: input.specifications })
      .where(and(eq(rfqItems.id, itemId), eq(rfqItems.rfqId, rfqId)))
      .returning({ id: rfqItems.id });
    if (!line) throw new ApiError(404, 'RFQ item not found');
    await keepWithinValueLimit(tx, rfqId, 'quantity');
    await touch(tx, rfqId);
    const [item] = await readItems(tx, eq(rfqItems.id, itemId));
    return item!;
  });
}

/** Takes a line off a draft (204). */
export async function removeRfqItem(db: Database, user: UserRow, rfqId: number, itemId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findDraftToChange(tx, user, rfqId);
    const removed = await tx
      .delete(rfqItems)
      .where(and(eq(rfqItems.id, itemId), eq(rfqItems.rfqId, rfqId)))
      .returning({ id: rfqItems.id });
    if (removed.length === 0) throw new ApiError(404, 'RFQ item not found');
    await touch(tx, rfqId);
  });
}

/**
 * Submits a draft: its status and its form's fields in one request. The RFQ row is locked for the
 * duration, so two submissions cannot both pass the draft check and no line changes meanwhile;
 * the estimated value is the sum of price × quantity over the items with a list price.
 */
export async function submitRfq(db: Database, user: UserRow, rfqId: number, input: z.output<typeof submitRfqSchema>): Promise<Rfq> {
  return db.transaction(async (tx) => {
    const rfq = await findRfq(tx, user, rfqId, 'write');
    if (!canMoveRfq('owner', rfq.status, 'submitted')) throw notDraft(rfq);
    // The buyer's today may be the server's yesterday or tomorrow: a date is refused once it has
    // passed in every time zone.
    if (input.neededBy < earliestToday()) throw validationError([{ path: 'neededBy', message: NEEDED_BY_PAST_MESSAGE }]);
    const totals = await rfqTotals(tx, rfqId);
    if (totals.items === 0) throw new ApiError(409, 'Add at least one item before submitting this RFQ');
    // Prices may have risen since the lines were added.
    if (totals.overLimit) throw validationError([{ path: 'totalEstimatedValue', message: RFQ_VALUE_MESSAGE }]);
    const [submitted] = await tx
      .update(rfqs)
      .set({
        projectName: input.projectName,
        shipToAddress: input.shipToAddress,
        neededBy: input.neededBy,
        notes: input.notes ?? null,
        status: 'submitted',
        submittedAt: sql`now()`,
        updatedAt: sql`now()`,
        totalEstimatedValue: totals.value,
      })
      .where(eq(rfqs.id, rfqId))
      .returning();
    await recordEvent(tx, rfqId, 'submitted', user);
    // Staff hear of it by email, written in this transaction (decision 042).
    await notifyStaffOfRfqSubmitted(tx, submitted!, user, totals.items);
    return toRfq({ ...submitted!, itemCount: totals.items });
  });
}

/**
 * Moves a locked RFQ on, only if it is still as it was read (status and quote version): with the
 * row lock the condition always holds, and should the lock ever be lost the update changes nothing
 * and the move is refused rather than applied over another (decision 015).
 */
export async function updateIfUnchanged(tx: Database, rfq: RfqRow, changes: PgUpdateSetSource<typeof rfqs>): Promise<void> {
  const updated = await tx
    .update(rfqs)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(rfqs.id, rfq.id), eq(rfqs.status, rfq.status), eq(rfqs.quoteVersion, rfq.quoteVersion)))
    .returning({ id: rfqs.id });
  if (updated.length === 0) throw new ApiError(409, `RFQ #${rfq.id} changed meanwhile: read it again`);
}

/** The 409 of a move the status table does not allow. */
export function moveRefused(rfq: Pick<RfqRow, 'id' | 'status'>, to: RfqStatus): ApiError {
  const from = labelOf(RFQ_STATUS_LABELS, rfq.status).toLowerCase();
  return new ApiError(409, `RFQ #${rfq.id} is ${from}; it cannot be moved to ${labelOf(RFQ_STATUS_LABELS, to).toLowerCase()}`);
}

/** Any RFQ staff are about to move, locked for the rest of the transaction. */
export async function lockRfqForStaff(tx: Database, rfqId: number): Promise<RfqRow> {
  const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, rfqId)).for('update');
  if (!rfq) throw new ApiError(404, 'RFQ not found');
  return rfq;
}

/** What a staff move leaves behind: the step on the timeline (with its note or reason) and the audit log's before and after. */
export async function recordStaffMove(
  tx: Database,
  staff: UserRow,
  rfqId: number,
  move: { status: RfqStatus; note: string | null; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  await recordEvent(tx, rfqId, move.status, staff, move.note);
  await recordAudit(tx, staff, [{ action: 'rfq.status', entityType: 'rfq', entityId: rfqId, before: move.before, after: move.after }]);
}

/**
 * Staff move an RFQ on the RFQ desk without quoting it (quotes.ts sends quotes): submitted → under
 * review, and closed from any status src/domain/rfqs.ts allows (after a decline, or an accepted
 * quote once the order is done); anything else is a 409. Locked and conditional as every move is
 * (`updateIfUnchanged`). The timeline gets the step (with the note or reason), the audit log the
 * before and after, and the buyer of a closed RFQ an email, all in one transaction.
 */
export async function moveRfqAsStaff(db: Database, env: ServerEnv, staff: UserRow, rfqId: number, input: StaffMove): Promise<RfqDetail> {
  await db.transaction(async (tx) => {
    const rfq = await lockRfqForStaff(tx, rfqId);
    if (!canMoveRfq('staff', rfq.status, input.status)) throw moveRefused(rfq, input.status);
    const note = input.status === 'closed' ? input.reason : (input.note ?? null);
    await updateIfUnchanged(
      tx,
      rfq,
      input.status === 'closed' ? { closedReason: input.reason, status: input.status } : { status: input.status },
    );
    await recordStaffMove(tx, staff, rfqId, {
      status: input.status,
      note,
      before: { status: rfq.status },
      after: { status: input.status, ...(note ? { note } : {}) },
    });
    if (input.status === 'closed') await notifyClosed(tx, env, rfqId);
  });
  return getRfq(db, staff, rfqId);
}
