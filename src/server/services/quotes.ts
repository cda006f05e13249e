import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RfqStatus } from '../../domain/constants.ts';
import { formatCalendarDate, formatCurrency } from '../../domain/format.ts';
import { wattsPerUnit } from '../../domain/productFacets.ts';
import {
  catalogPriceWarning,
  pricePerItem,
  QUOTE_TOTAL_MESSAGE,
  quoteTotals,
  sameAmount,
  UNIT_PRICE_DECIMALS,
  unitName,
  type QuoteWarning,
} from '../../domain/quotes.ts';
import { canMoveRfq, isQuoteExpired, staffMayQuote, type RfqDetail, type RfqItem } from '../../domain/rfqs.ts';
import type { rfqAnswerSchema } from '../../domain/schemas/rfqs.ts';
import type { staffRfqStatusSchema } from '../../domain/schemas/staffRfqs.ts';
import type { Database } from '../db/client.ts';
import { DEFAULT_QUOTE_TERMS, type QuoteTerms } from '../../domain/quoteTerms.ts';
import { products, rfqItems, rfqQuoteLines, rfqs, type UserRow } from '../db/schema/index.ts';
import type { ServerEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { validationError } from '../validation.ts';
import { readQuoteTerms } from './quoteSettings.ts';
import { notifyAnswered, notifyQuoteSent } from './rfqMail.ts';
import {
  findRfq,
  getRfq,
  getRfqWithItems,
  lockRfqForStaff,
  moveRefused,
  recordEvent,
  recordStaffMove,
  updateIfUnchanged,
  type RfqRow,
} from './rfqs.ts';

/*
 * Quotes: staff quote a submitted RFQ (or replace the standing quote), and the buyer answers it —
 * accepts, declines, or withdraws the request before it is quoted. Built on the RFQ primitives of
 * rfqs.ts: every move locks the RFQ and is a conditional update on its status and quote version.
 */

type StaffQuote = Extract<z.output<typeof staffRfqStatusSchema>, { status: 'quoted' }>;
type RfqAnswerInput = z.output<typeof rfqAnswerSchema>;

/** Today's date where the server runs, UTC (YYYY-MM-DD): a quote must hold at least until then. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The quote's terms as checked against the RFQ's lines: its total, each line's price to store (per item), and what staff should check. */
interface CheckedQuote {
  amount: string;
  lines: { itemId: number; unitPrice: string; leadTimeWeeks: number }[];
  charges: { label: string; amount: string }[];
  warnings: QuoteWarning[];
}

/**
 * A quote's figures, checked against the RFQ's lines: a priced quote names each line once, each
 * price per W turned into one per unit where the catalog knows the watts (decision 051), its total
 * (the lines plus the charges) stays within the limit of decision 029 and is the amount staff sent,
 * to the cent, so what staff saw is what the buyer reads. 400s name the field.
 */
async function checkQuote(tx: Database, rfqId: number, input: StaffQuote): Promise<CheckedQuote> {
  if (input.validUntil < todayUtc()) throw validationError([{ path: 'validUntil', message: 'Valid-until date cannot be in the past' }]);
  const charges = (input.charges ?? []).map((charge) => ({ label: charge.label, amount: charge.amount.toFixed(2) }));
  if (!input.lines?.length) return { amount: input.amount.toFixed(2), lines: [], charges, warnings: [] };

  const items = await tx
    .select({
      id: rfqItems.id,
      quantity: rfqItems.quantity,
      product: { price: products.price, unitType: products.unitType, category: products.category, facets: products.facets },
    })
    .from(rfqItems)
    .innerJoin(products, eq(products.id, rfqItems.productId))
    .where(eq(rfqItems.rfqId, rfqId))
    .orderBy(rfqItems.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const quantities = new Map(items.map((item) => [item.id, item.quantity]));
  const strangers = input.lines.flatMap((line, index) =>
    quantities.has(line.itemId) ? [] : [{ path: `lines.${index}.itemId`, message: 'Not a line of this RFQ' }],
  );
  if (strangers.length > 0) throw validationError(strangers);
  // Each price per item: one given per W is the watts of one unit times it.
  const unitPrices = input.lines.map((line) => {
    if (line.priceUnit !== 'W') return line.unitPrice.toFixed(UNIT_PRICE_DECIMALS);
    const watts = wattsPerUnit(byId.get(line.itemId)!.product);
    return watts === null ? null : pricePerItem(line.unitPrice, watts);
  });
  const unknownWatts = input.lines.flatMap((line, index) => {
    if (unitPrices[index] !== null) return [];
    const unit = unitName(byId.get(line.itemId)!.product.unitType);
    return [{ path: `lines.${index}.priceUnit`, message: `The catalog does not know the watts of one ${unit}: price it per ${unit}` }];
  });
  if (unknownWatts.length > 0) throw validationError(unknownWatts);
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
    input.lines.map((line, index) => ({ unitPrice: unitPrices[index]!, quantity: quantities.get(line.itemId)! })),
    charges,
  );
  if (!totals.withinLimit) throw validationError([{ path: 'amount', message: QUOTE_TOTAL_MESSAGE }]);
  if (!sameAmount(input.amount, totals.total)) {
    throw validationError([
      { path: 'amount', message: `Quoted amount must be the lines plus the charges: ${formatCurrency(Number(totals.total), 2)}` },
    ]);
  }
  const warnings = input.lines.flatMap((line, index) => {
    const message = catalogPriceWarning(unitPrices[index]!, byId.get(line.itemId)!.product);
    return message ? [{ path: `lines.${index}.unitPrice`, message }] : [];
  });
  return {
    amount: totals.total,
    lines: input.lines.map((line, index) => ({ itemId: line.itemId, unitPrice: unitPrices[index]!, leadTimeWeeks: line.leadTimeWeeks })),
    charges,
    warnings,
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
 * An RFQ with its quote, lines and the terms it was sent with (the settings in force for a quote
 * sent before quotes kept theirs), for the quote's PDF: 404 when there is no quote (or the RFQ is
 * not the user's to read).
 */
export async function getQuotedRfq(
  db: Database,
  user: UserRow,
  rfqId: number,
): Promise<{ rfq: RfqDetail; items: RfqItem[]; terms: QuoteTerms }> {
  const found = await getRfqWithItems(db, user, rfqId);
  if (!found.rfq.quote) throw new ApiError(404, 'This RFQ has no quote yet');
  const [row] = await db.select({ terms: rfqs.quoteTerms }).from(rfqs).where(eq(rfqs.id, rfqId));
  return { ...found, terms: row?.terms ? { ...DEFAULT_QUOTE_TERMS, ...row.terms } : await readQuoteTerms(db) };
}

/**
 * Staff send a quote (the RFQ desk): the first one once the RFQ is under review, a new one after a
 * decline, or one that replaces the standing quote (a new version the buyer must answer), as
 * src/domain/rfqs.ts allows; anything else is a 409. `quoteVersion`, when staff send it, must be the
 * standing quote's, still unanswered: a revision racing the buyer's decline is refused as one racing
 * an accept is. It records the total, validity and note the buyer reads, and each line's price
 * when the quote prices them. Locked and conditional, so of a buyer's answer and staff's new quote
 * racing, the one that locks the row first wins and the other finds it changed (409). The quote
 * keeps the quote settings in force (the seller and terms its document prints, decision 052), and
 * the answer carries `warnings`: lines priced far from the catalog, sent all the same. The timeline
 * gets the step with the note, the audit log the before and after, and the buyer an email, all in
 * one transaction.
 */
export async function sendQuote(
  db: Database,
  env: ServerEnv,
  staff: UserRow,
  rfqId: number,
  input: StaffQuote,
): Promise<RfqDetail & { warnings: QuoteWarning[] }> {
  const warnings = await db.transaction(async (tx) => {
    const rfq = await lockRfqForStaff(tx, rfqId);
    if (!staffMayQuote(rfq.status)) throw moveRefused(rfq, input.status);
    // Replacing a standing quote names the one it replaces: a quote sent without it (two staff
    // quoting at once) or naming an older one finds the RFQ changed.
    if (rfq.status === 'quoted' && input.quoteVersion === undefined) {
      throw new ApiError(409, `RFQ #${rfq.id} is quoted already (version ${rfq.quoteVersion}); send quoteVersion to replace that quote`);
    }
    // A revision replaces a quote the buyer has not answered: one they declined meanwhile is theirs
    // to have said no to, and staff read why before sending another.
    if (input.quoteVersion !== undefined && rfq.status === 'declined') {
      throw new ApiError(
        409,
        `RFQ #${rfq.id}: the buyer declined version ${rfq.quoteVersion} meanwhile (${rfq.answerReason}); read it again`,
      );
    }
    if (input.quoteVersion !== undefined && input.quoteVersion !== rfq.quoteVersion) {
      throw new ApiError(409, `RFQ #${rfq.id}: the quote changed since you opened it (now version ${rfq.quoteVersion}); read it again`);
    }
    const quote = await checkQuote(tx, rfqId, input);
    const note = input.note ?? null;
    await updateIfUnchanged(tx, rfq, {
      quotedAmount: quote.amount,
      quoteValidUntil: input.validUntil,
      quoteNote: note,
      quotedAt: new Date(),
      quoteTerms: await readQuoteTerms(tx),
      quoteVersion: rfq.quoteVersion + 1,
      // A new quote after a decline waits for a new answer.
      answer: null,
      answeredAt: null,
      answerReason: null,
      status: input.status,
    });
    await storeQuoteLines(tx, rfqId, quote);
    const revised = rfq.quoteVersion > 0;
    await recordStaffMove(tx, staff, rfqId, {
      status: input.status,
      note,
      before:
        rfq.status === 'quoted' && revised
          ? { status: rfq.status, amount: rfq.quotedAmount, validUntil: rfq.quoteValidUntil, version: rfq.quoteVersion }
          : { status: rfq.status },
      after: {
        status: input.status,
        amount: quote.amount,
        validUntil: input.validUntil,
        ...(quote.lines.length ? { pricedLines: quote.lines.length, charges: quote.charges } : {}),
        ...(revised ? { version: rfq.quoteVersion + 1 } : {}),
        ...(note ? { note } : {}),
        ...(quote.warnings.length ? { warnings: quote.warnings.map((warning) => warning.message) } : {}),
      },
    });
    await notifyQuoteSent(tx, env, rfqId);
    return quote.warnings;
  });
  return { ...(await getRfq(db, staff, rfqId)), warnings };
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
