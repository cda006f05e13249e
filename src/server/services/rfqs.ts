import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { RFQ_STATUS_LABELS, type RfqStatus } from '../../domain/constants.ts';
import { labelOf } from '../../domain/labels.ts';
import { formatCalendarDate, formatCurrency } from '../../domain/format.ts';
import { QUOTE_TOTAL_MESSAGE, quoteTotals, sameAmount, lineTotalCents, fromUnits, AMOUNT_DECIMALS } from '../../domain/quotes.ts';
import {
  canMoveRfq,
  earliestToday,
  isEditable,
  isQuoteExpired,
  MAX_RFQ_QUANTITY,
  MAX_RFQ_VALUE,
  RFQ_VALUE_MESSAGE,
  rfqTitle,
  staffMayQuote,
  type Rfq,
  type RfqDetail,
  type RfqItem,
  type RfqQuoteCharge,
  type RfqWithRequester,
} from '../../domain/rfqs.ts';
import {
  NEEDED_BY_PAST_MESSAGE,
  type addRfqItemSchema,
  type rfqAnswerSchema,
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
import { notifyAnswered, notifyClosed, notifyQuoteSent } from './rfqMail.ts';
import type { UserRow } from '../db/schema/index.ts';

type RfqRow = typeof rfqs.$inferSelect;
type StaffRfqStatus = z.output<typeof staffRfqStatusSchema>;
type StaffQuote = Extract<StaffRfqStatus, { status: 'quoted' }>;
type RfqAnswerInput = z.output<typeof rfqAnswerSchema>;

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

type ReadRfqRow = RfqRow & {
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
    userId: row.userId,
    itemCount: row.itemCount,
    quote:
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
        : null,
    closedReason: row.closedReason,
    answer:
      row.answer !== null && row.answeredAt !== null
        ? { status: row.answer, at: row.answeredAt.toISOString(), reason: row.answerReason }
        : null,
  };
}

function recordEvent(db: Database, rfqId: number, status: RfqStatus, actor: UserRow, note: string | null = null) {
  return db.insert(rfqEvents).values({ rfqId, status, actorId: actor.id, note });
}

/** A new draft, its timeline started. */
export async function createDraftRfq(db: Database, user: UserRow, projectName: string | undefined): Promise<Rfq> {
  return db.transaction(async (tx) => {
    const [rfq] = await tx
      .insert(rfqs)
      .values({ userId: user.id, projectName: projectName ?? null })
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
async function findRfq(db: Database, user: UserRow, id: number, access: 'read' | 'own' | 'write'): Promise<RfqRow> {
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
  return rows.map(({ quotedUnitPrice, quotedLeadTimeWeeks, ...item }) =>
    quotedUnitPrice === null || quotedLeadTimeWeeks === null
      ? item
      : {
          ...item,
          quote: {
            unitPrice: quotedUnitPrice,
            leadTimeWeeks: quotedLeadTimeWeeks,
            lineTotal: fromUnits(lineTotalCents(quotedUnitPrice, item.quantity), AMOUNT_DECIMALS),
          },
        },
  );
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

/** An RFQ with its quote and lines, for the quote's PDF: 404 when there is no quote (or the RFQ is not the user's to read). */
export async function getQuotedRfq(db: Database, user: UserRow, rfqId: number): Promise<{ rfq: RfqDetail; items: RfqItem[] }> {
  const found = await getRfqWithItems(db, user, rfqId);
  if (!found.rfq.quote) throw new ApiError(404, 'This RFQ has no quote yet');
  return found;
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
    // MAIL (issue 24): staff hear of it by email, written in this transaction (decision 042).
    await notifyStaffOfRfqSubmitted(tx, submitted!, user, totals.items);
    return toRfq({ ...submitted!, itemCount: totals.items });
  });
}

/** Today's date where the server runs, UTC (YYYY-MM-DD): a quote must hold at least until then. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

function moveRefused(rfq: Pick<RfqRow, 'id' | 'status'>, to: RfqStatus): ApiError {
  const from = labelOf(RFQ_STATUS_LABELS, rfq.status).toLowerCase();
  return new ApiError(409, `RFQ #${rfq.id} is ${from}; it cannot be moved to ${labelOf(RFQ_STATUS_LABELS, to).toLowerCase()}`);
}

/**
 * Moves a locked RFQ on, only if it is still as it was read (status and quote version): with the
 * row lock the condition always holds, and should the lock ever be lost the update changes nothing
 * and the move is refused rather than applied over another (decision 015).
 */
async function updateIfUnchanged(tx: Database, rfq: RfqRow, changes: PgUpdateSetSource<typeof rfqs>): Promise<void> {
  const updated = await tx
    .update(rfqs)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(rfqs.id, rfq.id), eq(rfqs.status, rfq.status), eq(rfqs.quoteVersion, rfq.quoteVersion)))
    .returning({ id: rfqs.id });
  if (updated.length === 0) throw new ApiError(409, `RFQ #${rfq.id} changed meanwhile: read it again`);
}

/** The quote's terms as checked against the RFQ's lines: its total, and each line's price to store. */
interface CheckedQuote {
  amount: string;
  lines: { itemId: number; unitPrice: string; leadTimeWeeks: number }[];
  charges: { label: string; amount: string }[];
}

/**
 * A quote's figures, checked against the RFQ's lines: a priced quote names each line once, its total
 * (the lines plus the charges) stays within the limit of decision 029 and is the amount staff sent,
 * to the cent, so what staff saw is what the buyer reads. 400s name the field.
 */
async function checkQuote(tx: Database, rfqId: number, input: StaffQuote): Promise<CheckedQuote> {
  if (input.validUntil < todayUtc()) throw validationError([{ path: 'validUntil', message: 'Valid-until date cannot be in the past' }]);
  const charges = (input.charges ?? []).map((charge) => ({ label: charge.label, amount: charge.amount.toFixed(2) }));
  if (!input.lines?.length) return { amount: input.amount.toFixed(2), lines: [], charges };

  const items = await tx
    .select({ id: rfqItems.id, quantity: rfqItems.quantity })
    .from(rfqItems)
    .where(eq(rfqItems.rfqId, rfqId))
    .orderBy(rfqItems.id);
  const quantities = new Map(items.map((item) => [item.id, item.quantity]));
  const strangers = input.lines.flatMap((line, index) =>
    quantities.has(line.itemId) ? [] : [{ path: `lines.${index}.itemId`, message: 'Not a line of this RFQ' }],
  );
  if (strangers.length > 0) throw validationError(strangers);
  const missing = items.length - input.lines.length;
  if (missing > 0) {
    throw validationError([
      {
        path: 'lines',
        message: `Price every line: ${missing} of ${items.length} ${items.length === 1 ? 'line has' : 'lines have'} no price`,
      },
    ]);
  }
  const totals = quoteTotals(
    input.lines.map((line) => ({ unitPrice: line.unitPrice, quantity: quantities.get(line.itemId)! })),
    charges,
  );
  if (!totals.withinLimit) throw validationError([{ path: 'amount', message: QUOTE_TOTAL_MESSAGE }]);
  if (!sameAmount(input.amount, totals.total)) {
    throw validationError([
      { path: 'amount', message: `Quoted amount must be the lines plus the charges: ${formatCurrency(Number(totals.total), 2)}` },
    ]);
  }
  return {
    amount: totals.total,
    lines: input.lines.map((line) => ({ itemId: line.itemId, unitPrice: line.unitPrice.toFixed(4), leadTimeWeeks: line.leadTimeWeeks })),
    charges,
  };
}

/** Stores a quote's lines: each item's price and lead time (none for a quote of one total) and its charges, replacing the last quote's. */
async function storeQuoteLines(tx: Database, rfqId: number, quote: CheckedQuote): Promise<void> {
  await tx.update(rfqItems).set({ quotedUnitPrice: null, quotedLeadTimeWeeks: null }).where(eq(rfqItems.rfqId, rfqId));
  if (quote.lines.length > 0) {
    const values = sql.join(
      quote.lines.map((line) => sql`(${line.itemId}::int, ${line.unitPrice}::numeric, ${line.leadTimeWeeks}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE ${rfqItems} SET quoted_unit_price = priced.unit_price, quoted_lead_time_weeks = priced.weeks FROM (VALUES ${values}) AS priced (id, unit_price, weeks) WHERE ${rfqItems.id} = priced.id AND ${rfqItems.rfqId} = ${rfqId}`,
    );
  }
  await tx.delete(rfqQuoteLines).where(eq(rfqQuoteLines.rfqId, rfqId));
  if (quote.charges.length > 0) {
    await tx.insert(rfqQuoteLines).values(quote.charges.map((charge, position) => ({ rfqId, position, ...charge })));
  }
}

/**
 * Staff move an RFQ (the RFQ desk): submitted → under review → quoted → closed, as
 * src/domain/rfqs.ts allows; after a decline, a new quote or a close; an accepted quote closed once
 * the order is done; anything else is a 409. Quoting records the total, validity and note the
 * buyer reads, and each line's price when the quote prices them; a quote sent while one stands
 * replaces it (a new version the buyer must answer). `quoteVersion`, when staff send it, must be the
 * standing quote's. The row is locked while it moves, and the move is a conditional update on its
 * status and quote version, so of a buyer's answer and staff's new quote racing, the one that
 * locks the row first wins and the other finds it changed (409). The timeline gets the step (with
 * the note or reason), the audit log the before and after, and the buyer an email, all in one
 * transaction.
 */
export async function moveRfqAsStaff(
  db: Database,
  env: ServerEnv,
  staff: UserRow,
  rfqId: number,
  input: StaffRfqStatus,
): Promise<RfqDetail> {
  await db.transaction(async (tx) => {
    const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, rfqId)).for('update');
    if (!rfq) throw new ApiError(404, 'RFQ not found');
    const allowed = input.status === 'quoted' ? staffMayQuote(rfq.status) : canMoveRfq('staff', rfq.status, input.status);
    if (!allowed) throw moveRefused(rfq, input.status);
    // Replacing a standing quote names the one it replaces: a quote sent without it (two staff
    // quoting at once) or naming an older one finds the RFQ changed.
    if (input.status === 'quoted' && rfq.status === 'quoted' && input.quoteVersion === undefined) {
      throw new ApiError(409, `RFQ #${rfq.id} is quoted already (version ${rfq.quoteVersion}); send quoteVersion to replace that quote`);
    }
    if (input.status === 'quoted' && input.quoteVersion !== undefined && input.quoteVersion !== rfq.quoteVersion) {
      throw new ApiError(409, `RFQ #${rfq.id}: the quote changed since you opened it (now version ${rfq.quoteVersion}); read it again`);
    }
    let changes: Partial<typeof rfqs.$inferInsert> = {};
    let note: string | null;
    let quote: CheckedQuote | undefined;
    if (input.status === 'quoted') {
      quote = await checkQuote(tx, rfqId, input);
      note = input.note ?? null;
      changes = {
        quotedAmount: quote.amount,
        quoteValidUntil: input.validUntil,
        quoteNote: note,
        quotedAt: new Date(),
        quoteVersion: rfq.quoteVersion + 1,
        // A new quote after a decline waits for a new answer.
        answer: null,
        answeredAt: null,
        answerReason: null,
      };
    } else if (input.status === 'closed') {
      note = input.reason;
      changes = { closedReason: input.reason };
    } else {
      note = input.note ?? null;
    }
    await updateIfUnchanged(tx, rfq, { ...changes, status: input.status });
    if (quote) await storeQuoteLines(tx, rfqId, quote);
    await recordEvent(tx, rfqId, input.status, staff, note);
    const revised = rfq.quoteVersion > 0 && input.status === 'quoted';
    await recordAudit(tx, staff, [
      {
        action: 'rfq.status',
        entityType: 'rfq',
        entityId: rfqId,
        before:
          rfq.status === 'quoted' && revised
            ? { status: rfq.status, amount: rfq.quotedAmount, validUntil: rfq.quoteValidUntil, version: rfq.quoteVersion }
            : { status: rfq.status },
        after: {
          status: input.status,
          ...(input.status === 'quoted' ? { amount: changes.quotedAmount, validUntil: input.validUntil } : {}),
          ...(quote?.lines.length ? { pricedLines: quote.lines.length, charges: quote.charges } : {}),
          ...(revised ? { version: rfq.quoteVersion + 1 } : {}),
          ...(note ? { note } : {}),
        },
      },
    ]);
    if (input.status === 'quoted') await notifyQuoteSent(tx, env, rfqId);
    if (input.status === 'closed') await notifyClosed(tx, env, rfqId);
  });
  return getRfq(db, staff, rfqId);
}

/** What the buyer was doing that staff's move interrupted: the 409 says so in the buyer's terms. */
function answerRefused(rfq: RfqRow, to: RfqStatus): ApiError {
  if (rfq.status === 'quoted' && to === 'withdrawn') {
    return new ApiError(409, `RFQ #${rfq.id} is quoted: accept or decline the quote instead of withdrawing it`);
  }
  return moveRefused(rfq, to);
}

/**
 * The buyer answers (PATCH /api/rfqs/{id}/status): accepts or declines a quote that still holds,
 * naming the version they read, or withdraws a request staff have not quoted yet. Only the owner
 * (others get the 404 of a missing RFQ); moves the table does not allow, an expired quote, and a
 * quote replaced since the buyer read it are 409s. Locked and conditional as staff's moves are, so
 * an answer and a new quote racing cannot both land. The timeline gets the step with the reason,
 * and staff an email, in the same transaction.
 */
export async function answerRfq(db: Database, env: ServerEnv, user: UserRow, rfqId: number, input: RfqAnswerInput): Promise<RfqDetail> {
  await db.transaction(async (tx) => {
    const rfq = await findRfq(tx, user, rfqId, 'write');
    if (!canMoveRfq('owner', rfq.status, input.status)) throw answerRefused(rfq, input.status);
    if (input.status === 'accepted' || input.status === 'declined') {
      if (input.quoteVersion !== rfq.quoteVersion) {
        throw new ApiError(409, `The quote for RFQ #${rfq.id} changed since you read it: read the new quote, then answer it`);
      }
      if (isQuoteExpired({ validUntil: rfq.quoteValidUntil! })) {
        throw new ApiError(
          409,
          `The quote for RFQ #${rfq.id} expired on ${formatCalendarDate(rfq.quoteValidUntil!)}; it can no longer be ${input.status}`,
        );
      }
    }
    const reason = input.status === 'accepted' ? null : (input.reason ?? null);
    await updateIfUnchanged(tx, rfq, { status: input.status, answer: input.status, answeredAt: sql`now()`, answerReason: reason });
    await recordEvent(tx, rfqId, input.status, user, reason);
    await notifyAnswered(tx, env, rfqId, user, input.status, reason);
  });
  return getRfq(db, user, rfqId);
}
