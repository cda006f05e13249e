import * as z from 'zod/mini';
import { isNonFiniteNumber, NOT_FINITE_MESSAGE, optionalText, requiredText } from './fields.ts';
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

/** A quote above a trillion dollars is a typo (the numeric(16,2) column holds up to 10^14). */
export const MAX_QUOTE_AMOUNT = 1_000_000_000_000;

/**
 * PATCH /api/admin/rfqs/{id}/status: staff move an RFQ (submitted → under review → quoted →
 * closed, src/domain/rfqs.ts). Quoting needs an amount, a validity date (today or later, checked by
 * the server) and may carry a note to the buyer; closing needs a reason.
 */
export const staffRfqStatusSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('under_review'), note: optionalText({ max: 2000 }) }),
    z.object({
      status: z.literal('quoted'),
      amount: z.number({ error: (issue) => (isNonFiniteNumber(issue.input) ? NOT_FINITE_MESSAGE : 'Quoted amount is required') }).check(
        z.positive('Quoted amount must be more than 0'),
        z.maximum(MAX_QUOTE_AMOUNT, 'Quoted amount is too large'),
        z.refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), 'Use at most 2 decimals'),
      ),
      validUntil: calendarDate('Valid-until date is required'),
      note: optionalText({ max: 2000 }),
    }),
    z.object({ status: z.literal('closed'), reason: requiredText('A reason for closing is required', { min: 3, max: 2000 }) }),
  ],
  { error: 'Status must be one of: under_review, quoted, closed' },
);
export type StaffRfqStatusInput = z.input<typeof staffRfqStatusSchema>;
