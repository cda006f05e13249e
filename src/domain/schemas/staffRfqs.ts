import * as z from 'zod/mini';
import {
  AMOUNT_DECIMALS,
  hasAtMostDecimals,
  MAX_LEAD_TIME_WEEKS,
  MAX_QUOTE_CHARGES,
  MAX_QUOTE_TOTAL,
  QUOTE_PRICE_UNITS,
  UNIT_PRICE_DECIMALS,
} from '../quotes.ts';
import { isNonFiniteNumber, NOT_FINITE_MESSAGE, optionalText, requiredText, rowId } from './fields.ts';
import { isRfqDate } from './rfqs.ts';

/** The staff's RFQ desk: its one request, kept apart from the buyer's so the buyer's page does not ship it. */

/** A calendar date field (YYYY-MM-DD) with the given message when it is missing. */
function calendarDate(missing: string) {
  return z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, { error: missing, abort: true }),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2027-03-31', abort: true }),
      z.refine(isRfqDate, 'Use a date like 2027-03-31'),
    );
}

/**
 * A sum in dollars with the given messages: missing, below its floor (more than 0, or 0 or more
 * when `zero` is allowed), above the quote's limit; at most `decimals` decimals.
 */
function dollars(name: string, { zero = false, decimals = AMOUNT_DECIMALS } = {}) {
  return z.number({ error: (issue) => (isNonFiniteNumber(issue.input) ? NOT_FINITE_MESSAGE : `${name} is required`) }).check(
    zero ? z.minimum(0, `${name} must be 0 or more`) : z.positive(`${name} must be more than 0`),
    z.maximum(MAX_QUOTE_TOTAL, `${name} must be at most $${MAX_QUOTE_TOTAL.toLocaleString('en-US')}`),
    z.refine((value) => hasAtMostDecimals(value, decimals), `Use at most ${decimals} decimals`),
  );
}

const LEAD_TIME_MESSAGE = `Lead time must be a whole number of weeks from 0 to ${MAX_LEAD_TIME_WEEKS}`;

/**
 * One requested line's price: the line (an RFQ item id), its unit price and its lead time in weeks.
 * The price is per the catalog's unit of the product unless `priceUnit` says per W.
 */
const quotedLine = z.object({
  itemId: rowId('Choose a line of this RFQ'),
  unitPrice: dollars('Unit price', { zero: true, decimals: UNIT_PRICE_DECIMALS }),
  priceUnit: z.optional(z.enum(QUOTE_PRICE_UNITS, { error: `Price unit must be one of: ${QUOTE_PRICE_UNITS.join(', ')}` })),
  leadTimeWeeks: z
    .number({ error: (issue) => (issue.input === undefined ? 'Lead time is required' : LEAD_TIME_MESSAGE) })
    .check(
      z.refine(Number.isInteger, LEAD_TIME_MESSAGE),
      z.minimum(0, LEAD_TIME_MESSAGE),
      z.maximum(MAX_LEAD_TIME_WEEKS, LEAD_TIME_MESSAGE),
    ),
});

/** A charge beside the lines: freight, or any other, with its label. */
const quoteCharge = z.object({
  label: requiredText('Name the charge', { max: 100 }),
  amount: dollars('Charge amount', { zero: true }),
});

/** The request of a quote from staff, as sent: its `lines` and `charges` are optional (a quote of one total). */
export type StaffQuoteInput = Extract<StaffRfqStatusInput, { status: 'quoted' }>;

/**
 * PATCH /api/admin/rfqs/{id}/status: staff move an RFQ (submitted → under review → quoted →
 * closed, src/domain/rfqs.ts). Quoting needs an amount, a validity date (today or later, checked by
 * the server) and may carry a note to the buyer; closing needs a reason.
 *
 * A quote may price each line (`lines`: every line of the RFQ once, a unit price and a lead time
 * each) and add charges of its own (`charges`: freight and others); `amount` is then the total they
 * make, which the server checks to the cent, so what staff saw is what the buyer gets. Without
 * `lines` it is a quote of one total, the older kind. `quoteVersion`, when given, is the quote
 * staff are replacing: a 409 if another was sent, or the buyer answered, meanwhile.
 */
export const staffRfqStatusSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('under_review'), note: optionalText({ max: 2000 }) }),
    z
      .object({
        status: z.literal('quoted'),
        amount: dollars('Quoted amount'),
        validUntil: calendarDate('Valid-until date is required'),
        note: optionalText({ max: 2000 }),
        lines: z.optional(z.array(quotedLine).check(z.maxLength(1000, 'At most 1,000 lines'))),
        charges: z.optional(z.array(quoteCharge).check(z.maxLength(MAX_QUOTE_CHARGES, `At most ${MAX_QUOTE_CHARGES} charges`))),
        quoteVersion: z.optional(rowId('Quote version must be a whole number of at least 1')),
      })
      .check(
        z.refine((quote) => new Set(quote.lines?.map((line) => line.itemId)).size === (quote.lines?.length ?? 0), {
          error: 'Price each line once',
          path: ['lines'],
        }),
        z.refine((quote) => !quote.charges?.length || !!quote.lines?.length, {
          error: 'Price each line to add charges, or give the whole quote as one amount',
          path: ['charges'],
        }),
      ),
    z.object({ status: z.literal('closed'), reason: requiredText('A reason for closing is required', { min: 3, max: 2000 }) }),
  ],
  { error: 'Status must be one of: under_review, quoted, closed' },
);
export type StaffRfqStatusInput = z.input<typeof staffRfqStatusSchema>;
